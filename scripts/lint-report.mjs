#!/usr/bin/env node
// `pnpm lint:report`: ESLint and Prettier over the whole workspace in report mode (nothing is written), with problems per rule and
// per package and what `eslint --fix` / `pnpm format` would resolve. Exit code 1 when anything is reported.
//   --json <file>   also write the counts as JSON (scripts/test-all.mjs reads them)
//   --lines         also count the lines `pnpm format` would change (slower: formats every listed file in memory)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { repoRoot } from './lib/paths.mjs';

const args = process.argv.slice(2);
const jsonOut = args.includes('--json') ? args[args.indexOf('--json') + 1] : null;
const countLines = args.includes('--lines');

/** `services/api/src/x.ts` -> `services/api`, `mfe-live/src/x.ts` -> `mfe-live`, `eslint.config.mjs` -> `(root)`. */
function packageOf(relativeFile) {
  const parts = relativeFile.split(path.sep);
  if (parts.length === 1) return '(root)';
  return parts[0] === 'services' && parts.length > 2 ? `${parts[0]}/${parts[1]}` : parts[0];
}

const increment = (counts, key, by = 1) => (counts[key] = (counts[key] ?? 0) + by);
const sortedEntries = (counts) => Object.entries(counts).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));

async function eslintReport() {
  const eslint = new ESLint({ cwd: repoRoot });
  const results = await eslint.lintFiles(['.']);
  const report = { errors: 0, warnings: 0, fixable: 0, files: 0, byRule: {}, fixableByRule: {}, byPackage: {} };
  for (const result of results) {
    if (result.messages.length === 0) continue;
    report.files += 1;
    const pkg = packageOf(path.relative(repoRoot, result.filePath));
    for (const message of result.messages) {
      const rule = message.ruleId ?? (message.fatal ? '(parse error)' : '(unused eslint-disable)');
      if (message.severity === 2) report.errors += 1;
      else report.warnings += 1;
      increment(report.byRule, rule);
      increment(report.byPackage, pkg);
      if (message.fix) {
        report.fixable += 1;
        increment(report.fixableByRule, rule);
      }
    }
  }
  return report;
}

function prettierReport() {
  const prettierBin = path.join(repoRoot, 'node_modules', 'prettier', 'bin', 'prettier.cjs');
  const listed = spawnSync(process.execPath, [prettierBin, '--list-different', '.'], {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  // Exit code 1 only means "some files differ"; 2 is a real failure (bad config, a file it cannot parse).
  if (listed.status !== 0 && listed.status !== 1) throw new Error(`prettier failed (${listed.status}): ${listed.stderr.trim()}`);
  const files = listed.stdout.split('\n').filter(Boolean);
  const byPackage = {};
  for (const file of files) increment(byPackage, packageOf(path.normalize(file)));
  return { files: files.length, byPackage, list: files };
}

/** Lines of the current text that `pnpm format` would rewrite, counted with diff(1). */
async function changedLines(files) {
  const prettier = (await import('prettier')).default;
  const scratch = fs.mkdtempSync(path.join(repoRoot, 'node_modules', '.lint-report-'));
  let total = 0;
  try {
    for (const file of files) {
      const absolute = path.join(repoRoot, file);
      const source = fs.readFileSync(absolute, 'utf8');
      const options = { ...(await prettier.resolveConfig(absolute)), filepath: absolute };
      const formatted = path.join(scratch, 'formatted');
      fs.writeFileSync(formatted, await prettier.format(source, options));
      const diff = spawnSync('diff', [absolute, formatted], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
      total += diff.stdout.split('\n').filter((line) => line.startsWith('<')).length;
    }
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  return total;
}

const started = Date.now();
const lint = await eslintReport();
const format = prettierReport();
const formatLines = countLines ? await changedLines(format.list) : null;
const seconds = ((Date.now() - started) / 1000).toFixed(1);

const lines = [];
const problems = lint.errors + lint.warnings;
lines.push(
  `eslint: ${problems} problems (${lint.errors} errors, ${lint.warnings} warnings) in ${lint.files} files; ${lint.fixable} fixable by \`eslint --fix\``,
);
if (problems) {
  lines.push('  per rule (fixable by --fix):');
  for (const [rule, n] of sortedEntries(lint.byRule))
    lines.push(`    ${String(n).padStart(5)}  ${rule}${lint.fixableByRule[rule] ? `  (${lint.fixableByRule[rule]} fixable)` : ''}`);
  lines.push('  per package:');
  for (const [pkg, n] of sortedEntries(lint.byPackage)) lines.push(`    ${String(n).padStart(5)}  ${pkg}`);
}
lines.push(
  `prettier: ${format.files} files not formatted${formatLines === null ? '' : ` (${formatLines} lines would change)`}; all fixed by \`pnpm format\``,
);
if (format.files) {
  lines.push('  per package:');
  for (const [pkg, n] of sortedEntries(format.byPackage)) lines.push(`    ${String(n).padStart(5)}  ${pkg}`);
}
lines.push(`lint: ${problems + format.files === 0 ? 'ok' : `${problems + format.files} problems`} (${seconds}s)`);
console.log(lines.join('\n'));

if (jsonOut) {
  const { list: _list, ...prettierCounts } = format;
  fs.writeFileSync(jsonOut, JSON.stringify({ eslint: lint, prettier: { ...prettierCounts, lines: formatLines }, seconds: Number(seconds) }, null, 2));
}
process.exit(problems + format.files === 0 ? 0 : 1);
