import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

/** Where the deploy commands read sources from and write releases/registry to. Tests pass their own temp dirs. */
export interface DeployContext {
  /** Repository root: holds shell/, shared/ and the mfe-* folders. */
  repoRoot: string;
  /** Root of the "object storage": releases/<remote>/<version>/ and registry/<env>/. */
  dataDir: string;
  /** Registry environment (`local` by default). */
  env: string;
  /** The shell package folder whose dependency ranges the compat gate enforces. */
  shellDir: string;
  /** Who is deploying (recorded in history). */
  who: string;
}

export const DEFAULT_REPO_ROOT = path.resolve(__dirname, '..', '..');

export function resolveContext(overrides: Partial<DeployContext> = {}, env: NodeJS.ProcessEnv = process.env): DeployContext {
  const repoRoot = overrides.repoRoot ?? (env.DEPLOY_REPO_ROOT ? path.resolve(env.DEPLOY_REPO_ROOT) : DEFAULT_REPO_ROOT);
  const dataDir = overrides.dataDir ?? (env.DEPLOY_DATA_DIR ? path.resolve(env.DEPLOY_DATA_DIR) : path.join(repoRoot, 'deploy', '.data'));
  return {
    repoRoot,
    dataDir,
    env: overrides.env ?? env.DEPLOY_ENV ?? 'local',
    shellDir: overrides.shellDir ?? (env.DEPLOY_SHELL_DIR ? path.resolve(env.DEPLOY_SHELL_DIR) : path.join(repoRoot, 'shell')),
    who: overrides.who ?? whoAmI(repoRoot, env),
  };
}

/** $USER first (what CI and shells set), then the git identity, then the OS account. */
export function whoAmI(repoRoot: string, env: NodeJS.ProcessEnv = process.env): string {
  if (env.DEPLOY_ACTOR) return env.DEPLOY_ACTOR;
  if (env.USER) return env.USER;
  try {
    const name = execFileSync('git', ['config', 'user.name'], { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    if (name) return name;
  } catch {
    // not a git checkout or no identity configured
  }
  try {
    return os.userInfo().username;
  } catch {
    return 'unknown';
  }
}

/** A refusal the CLI prints as-is (no stack trace): the operator did something the rules forbid. */
export class DeployError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DeployError';
  }
}

export function releasesRoot(ctx: DeployContext): string {
  return path.join(ctx.dataDir, 'releases');
}

export function registryDir(ctx: DeployContext): string {
  return path.join(ctx.dataDir, 'registry', ctx.env);
}
