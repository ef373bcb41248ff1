import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';

/** Packages whose versions must be byte-for-byte the shell's: two Reacts on one page break hooks. */
export const IDENTICAL_VERSION_PACKAGES = ['react', 'react-dom'];

export interface ManifestShared {
  name: string;
  version?: string | false;
  singleton?: boolean;
  requiredVersion?: string | false;
}

export interface MfManifest {
  id?: string;
  name?: string;
  metaData?: { name?: string; remoteEntry?: { name?: string; path?: string } };
  shared?: ManifestShared[];
  exposes?: Array<{ name?: string; path?: string }>;
}

/**
 * Package -> the names its shared facade re-exports (dist/shared-facades.json, written by the webpack preset): a
 * shared package served as an agreed list of exports rather than whole (docs/architecture.md, "Facades").
 */
export type FacadeLists = Record<string, string[]>;
export const FACADE_LIST_FILE = 'shared-facades.json';

export interface ShellRequirements {
  /** Package -> semver range the shell declares (workspace: specs resolved). */
  ranges: Record<string, string>;
  /** Package -> exact version the shell is built with (for the identical-version rule). */
  exact: Record<string, string>;
  /** The facade lists of the shell's build (its dist), when it has been built. */
  facades?: FacadeLists | null;
}

/** A build's facade lists, or null when it has none (built before facades, or not a preset build). */
export function readFacadeLists(dir: string): FacadeLists | null {
  const file = path.join(dir, FACADE_LIST_FILE);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as FacadeLists) : null;
}

export interface CompatProblem {
  package: string;
  found: string;
  expected: string;
  reason: string;
}

/** `@scope/pkg/sub` -> `@scope/pkg`, `react/jsx-runtime` -> `react`, `react/` -> `react`. */
export function packageOf(sharedName: string): string {
  const parts = sharedName.split('/').filter(Boolean);
  return sharedName.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? sharedName);
}

function workspaceVersion(repoRoot: string, pkgName: string): string | null {
  for (const entry of fs.readdirSync(repoRoot, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    for (const dir of [path.join(repoRoot, entry.name), ...subdirs(path.join(repoRoot, entry.name))]) {
      const file = path.join(dir, 'package.json');
      if (!fs.existsSync(file)) continue;
      const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === pkgName && pkg.version) return pkg.version;
    }
  }
  return null;
}

function subdirs(dir: string): string[] {
  if (path.basename(dir) !== 'services' && path.basename(dir) !== 'packages') return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => path.join(dir, d.name));
}

/** pnpm's `workspace:^` / `workspace:~` / `workspace:*` / `workspace:1.2.3` -> a plain semver range. */
function resolveWorkspaceSpec(spec: string, version: string | null): string | null {
  const rest = spec.slice('workspace:'.length);
  if (!version && (rest === '^' || rest === '~' || rest === '*')) return null;
  if (rest === '^' || rest === '~') return `${rest}${version}`;
  if (rest === '*') return version;
  return rest;
}

function installedVersion(shellDir: string, pkgName: string): string | null {
  try {
    const file = require.resolve(`${pkgName}/package.json`, { paths: [shellDir] });
    return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version?: string }).version ?? null;
  } catch {
    return null;
  }
}

/** The shell's dependency ranges (its package.json) and the exact react/react-dom it is built with. */
export function readShellRequirements(shellDir: string, repoRoot = path.dirname(shellDir)): ShellRequirements {
  const pkg = JSON.parse(fs.readFileSync(path.join(shellDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const ranges: Record<string, string> = {};
  for (const [name, spec] of Object.entries(pkg.dependencies ?? {})) {
    const range = spec.startsWith('workspace:') ? resolveWorkspaceSpec(spec, workspaceVersion(repoRoot, name)) : spec;
    if (range && semver.validRange(range)) ranges[name] = range;
  }
  const exact: Record<string, string> = {};
  for (const name of IDENTICAL_VERSION_PACKAGES) {
    const version = installedVersion(shellDir, name) ?? (ranges[name] && semver.valid(ranges[name]) ? ranges[name] : null);
    if (version) exact[name] = version;
  }
  return { ranges, exact, facades: readFacadeLists(path.join(shellDir, 'dist')) };
}

/**
 * The compat gate: every shared singleton the shell also depends on must satisfy the shell's range, and
 * react/react-dom must be exactly the shell's. The manifest must also be this remote's and expose
 * `./lifecycles`. A facaded package's names (`facades`, the remote's build) must all be in the shell's list: the
 * shell's copy is the one every remote gets. Returns the problems (empty = compatible).
 */
export function checkCompat(
  manifest: MfManifest,
  shell: ShellRequirements,
  expectedContainer?: string,
  facades?: FacadeLists | null,
): CompatProblem[] {
  const problems: CompatProblem[] = [...facadeProblems(facades, shell.facades)];
  const name = manifest.name ?? manifest.metaData?.name ?? manifest.id;
  if (expectedContainer && name !== expectedContainer) {
    problems.push({ package: '(manifest)', found: String(name), expected: expectedContainer, reason: 'the manifest belongs to another container' });
  }
  const exposesLifecycles = (manifest.exposes ?? []).some((e) => e.path === './lifecycles' || e.name === 'lifecycles');
  if (!exposesLifecycles) {
    problems.push({ package: '(manifest)', found: 'no ./lifecycles', expected: './lifecycles', reason: 'a remote must expose ./lifecycles' });
  }
  for (const shared of manifest.shared ?? []) {
    const pkg = packageOf(shared.name);
    if (shared.singleton === false) continue;
    const range = shell.ranges[pkg];
    const mustMatch = IDENTICAL_VERSION_PACKAGES.includes(pkg);
    if (!range && !mustMatch) continue; // the shell does not provide it: nothing to be compatible with
    const version = typeof shared.version === 'string' && shared.version ? shared.version : null;
    if (!version) {
      problems.push({
        package: shared.name,
        found: '(none)',
        expected: range ?? shell.exact[pkg] ?? '?',
        reason: 'the build does not declare which version it shares',
      });
      continue;
    }
    if (mustMatch) {
      const want = shell.exact[pkg];
      if (!want) {
        problems.push({ package: shared.name, found: version, expected: '?', reason: `cannot determine the shell's ${pkg} version` });
      } else if (version !== want) {
        problems.push({ package: shared.name, found: version, expected: want, reason: `${pkg} must be identical to the shell's` });
      }
      continue;
    }
    if (!semver.satisfies(version, range, { includePrerelease: true })) {
      problems.push({ package: shared.name, found: version, expected: range, reason: "outside the shell's range" });
    }
  }
  return problems;
}

function facadeProblems(remote: FacadeLists | null | undefined, shell: FacadeLists | null | undefined): CompatProblem[] {
  if (!remote || !shell) return [];
  return Object.entries(remote).flatMap(([pkg, names]) => {
    const provided = new Set(shell[pkg] ?? []);
    const missing = names.filter((name) => !provided.has(name));
    if (missing.length === 0) return [];
    return [
      {
        package: pkg,
        found: missing.join(', '),
        expected: "the shell's agreed exports",
        reason: "its shared facade lists names the shell's lacks (deploy a shell built with them first)",
      },
    ];
  });
}

export function formatProblems(problems: CompatProblem[]): string {
  return problems.map((p) => `  - ${p.package}: ${p.found} (expected ${p.expected}) — ${p.reason}`).join('\n');
}
