#!/usr/bin/env node
// `pnpm test:all`: install what the tests need (Debian chromium, postgresql, redis; ffmpeg comes from pnpm install), then two
// lanes at once: every package's unit tests | lint (ESLint, Prettier, the lint rules' own tests), typecheck, the production
// build with its page weights, the API's tests again on PostgreSQL and Redis, the cluster journeys. Then the Playwright
// journeys against the system started exactly as `pnpm start` starts it. Ends with ONE summary line; exit code 1 on any failure.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApps } from './build-all.mjs';
import { repoRoot, webApps } from './lib/paths.mjs';
import { startTempPostgres } from './lib/postgres.mjs';
import { startTempRedis } from './lib/redis.mjs';
import { ensureSystemPackages } from './lib/system-packages.mjs';
import { formatDuration, run, stopTracked, tail } from './lib/proc.mjs';

const started = Date.now();
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-test-all-'));
const logDir = path.join(workDir, 'logs');
fs.mkdirSync(logDir, { recursive: true });
const log = (line) => console.log(line);
const section = (title) => log(`\n=== ${title} ===`);

for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, async () => {
    await stopTracked(5000);
    process.exit(130);
  });
}

/** Workspace packages in pnpm's order, with their scripts. */
function workspacePackages() {
  const out = execFileSync('pnpm', ['-r', 'ls', '--json', '--depth', '-1'], { cwd: repoRoot, encoding: 'utf8' });
  return JSON.parse(out)
    .filter((p) => p.path !== repoRoot)
    .map((p) => {
      const pkg = JSON.parse(fs.readFileSync(path.join(p.path, 'package.json'), 'utf8'));
      return { name: p.name, dir: p.path, scripts: pkg.scripts ?? {} };
    })
    .sort((a, b) => (a.name === '@platform/shared' ? -1 : b.name === '@platform/shared' ? 1 : 0));
}

/** Counts from jest's --json file, else from its "Tests:" line. */
function jestCounts(jsonFile, logFile) {
  try {
    const j = JSON.parse(fs.readFileSync(jsonFile, 'utf8'));
    return { passed: j.numPassedTests, failed: j.numFailedTests + j.numRuntimeErrorTestSuites, found: true };
  } catch {
    const text = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '';
    const line = text
      .split('\n')
      .reverse()
      .find((l) => /Tests:\s/.test(l));
    if (!line) return { passed: 0, failed: 0, found: false };
    return { passed: Number(/(\d+) passed/.exec(line)?.[1] ?? 0), failed: Number(/(\d+) failed/.exec(line)?.[1] ?? 0), found: true };
  }
}

/** ESLint + Prettier in report mode (scripts/lint-report.mjs) and the package-boundary rules' own tests. */
async function lint() {
  const jsonFile = path.join(workDir, 'lint.json');
  const reportLog = path.join(logDir, 'lint.log');
  const rulesLog = path.join(logDir, 'lint-rules.log');
  const t0 = Date.now();
  const reportCode = await run('node', ['scripts/lint-report.mjs', '--json', jsonFile], {
    cwd: repoRoot,
    logFile: reportLog,
    timeoutMs: 10 * 60_000,
  });
  const rulesCode = await run('node', ['--test', 'scripts/lint-rules.test.mjs'], { cwd: repoRoot, logFile: rulesLog, timeoutMs: 5 * 60_000 });
  let problems = null;
  try {
    const counts = JSON.parse(fs.readFileSync(jsonFile, 'utf8'));
    problems = counts.eslint.errors + counts.eslint.warnings + counts.prettier.files;
    log(
      `  eslint ${counts.eslint.errors} errors, ${counts.eslint.warnings} warnings; prettier ${counts.prettier.files} files not formatted  ${formatDuration(Date.now() - t0)}`,
    );
  } catch {
    log(`  lint did not report (exit ${reportCode}):\n${tail(reportLog, 15)}`);
  }
  if (problems) {
    log(tail(reportLog, 60).trimEnd().replace(/^/gm, '    '));
    log('  (`pnpm lint:report` shows this again; `pnpm format` fixes the Prettier ones)');
  }
  log(`  lint rule tests ${rulesCode === 0 ? 'ok' : `FAILED (log: ${rulesLog})`}`);
  if (rulesCode !== 0) log(failureExcerpt(rulesLog));
  const ok = reportCode === 0 && rulesCode === 0;
  const failures = [problems === null ? 'did not run' : problems > 0 ? `${problems} problems` : '', rulesCode !== 0 ? 'rule tests failed' : ''];
  return { ok, summary: ok ? 'lint ok' : `lint ${failures.filter(Boolean).join(', ') || 'failed'}` };
}

/** Unit tests get a clean environment: the ports/data variables of a running system are not theirs. */
function unitEnv() {
  const env = { ...process.env, CI: 'true' };
  for (const key of ['PORT', 'API_PORT', 'MEDIA_PORT', 'DATA_DIR', 'PLATFORM_DATA_DIR', 'DEPLOY_DATA_DIR', 'DEPLOY_ENV']) delete env[key];
  return env;
}

async function unitTests(packages, { script = 'test', env = unitEnv(), label = 'unit' } = {}) {
  let passed = 0;
  let failed = 0;
  const failedPackages = [];
  for (const p of packages.filter((x) => x.scripts[script])) {
    const short = p.name.replace('@platform/', '') + (script === 'test' ? '' : `-${script.replace(/\W/g, '-')}`);
    const jsonFile = path.join(workDir, `jest-${short}.json`);
    const logFile = path.join(logDir, `unit-${short}.log`);
    const t0 = Date.now();
    const code = await run('pnpm', ['--filter', p.name, 'run', script, '--ci', '--json', `--outputFile=${jsonFile}`], {
      cwd: repoRoot,
      logFile,
      env,
      timeoutMs: 35 * 60_000, // the API's suite alone took 23 min on this machine while other work ran
    });
    const c = jestCounts(jsonFile, logFile);
    // A failing run with no failing test (crash, no tests found, bad config) still counts as a failure.
    const extra = code !== 0 && c.failed === 0 ? 1 : 0;
    passed += c.passed;
    failed += c.failed + extra;
    if (code !== 0) failedPackages.push(short);
    log(
      `  ${label} ${short.padEnd(14)} ${String(c.passed).padStart(4)} passed ${String(c.failed + extra).padStart(3)} failed  ${formatDuration(Date.now() - t0)}${code !== 0 ? `  (log: ${logFile})` : ''}`,
    );
    if (code !== 0) log(failureExcerpt(logFile));
  }
  return { passed, failed, failedPackages };
}

/** Each failure's heading with the first lines of its message (what was expected, what came), so CI's summary says why. */
function failureExcerpt(logFile) {
  const text = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '';
  const lines = text.split('\n');
  const picked = [];
  const seen = new Set(); // jest repeats its failures in the summary at the end
  lines.forEach((line, i) => {
    if (!/●|✕|FAIL |error TS/.test(line) || /● Console/.test(line) || seen.has(line)) return;
    seen.add(line);
    picked.push(line);
    if (/●/.test(line))
      picked.push(
        ...lines
          .slice(i + 1, i + 24)
          .filter((l) => l.trim() && !/^\s+at /.test(l))
          .slice(0, 14),
      );
  });
  return (picked.length ? picked.slice(0, 60) : lines.slice(-20)).map((l) => `      ${l}`).join('\n');
}

/** The API's tests again on the real servers of production: PostgreSQL, and Redis behind the rate limits. */
async function postgresTests(packages) {
  let server = null;
  let redis = null;
  try {
    server = await startTempPostgres(logDir);
    redis = await startTempRedis(logDir);
    const env = { ...unitEnv(), DATABASE_URL: server.url, REDIS_URL: redis.url };
    return await unitTests(packages, { script: 'test:pg', env, label: 'postgres' });
  } catch (error) {
    log(`  PostgreSQL or Redis could not start: ${error instanceof Error ? error.message : error}`);
    return { passed: 0, failed: 1, failedPackages: ['postgresql'] };
  } finally {
    await redis?.stop();
    await server?.stop();
  }
}

/**
 * Packages whose tsconfig.json has the same compiler options are checked as one program (one tsconfig written here with
 * their `include` folders): the web packages share @platform/shared and React's types, which thirteen separate `tsc`
 * runs would each check again. Each package's own tsconfig stays the one source; `pnpm -r typecheck` still checks one
 * package at a time.
 */
async function typecheck(packages) {
  const groups = new Map();
  for (const p of packages.filter((x) => x.scripts.typecheck)) {
    // what a package's typecheck script does before its tsc (the shell writes the registry its code imports)
    for (const step of p.scripts.typecheck
      .split('&&')
      .map((part) => part.trim())
      .filter((part) => !/^tsc\b/.test(part))) {
      await run('sh', ['-c', step], { cwd: p.dir, logFile: path.join(logDir, 'typecheck-prepare.log'), timeoutMs: 60_000 });
    }
    const config = JSON.parse(fs.readFileSync(path.join(p.dir, 'tsconfig.json'), 'utf8'));
    const base = path.resolve(p.dir, config.extends ?? '');
    const key = JSON.stringify([base, config.compilerOptions ?? {}]);
    const group = groups.get(key) ?? { base, compilerOptions: config.compilerOptions ?? {}, include: [], names: [] };
    group.include.push(...(config.include ?? ['.']).map((folder) => path.join(p.dir, folder)));
    group.names.push(p.name.replace('@platform/', ''));
    groups.set(key, group);
  }
  const failedPackages = [];
  // inside the repository, so `types` resolve from its node_modules as they do for the packages' own tsconfigs
  const configDir = path.join(repoRoot, 'node_modules', '.cache', 'typecheck');
  fs.mkdirSync(configDir, { recursive: true });
  for (const [index, group] of [...groups.values()].entries()) {
    const configFile = path.join(configDir, `tsconfig.${index}.json`);
    fs.writeFileSync(configFile, JSON.stringify({ extends: group.base, compilerOptions: group.compilerOptions, include: group.include }));
    const logFile = path.join(logDir, `typecheck-${index}.log`);
    const code = await run(path.join(repoRoot, 'node_modules', '.bin', 'tsc'), ['-p', configFile], {
      cwd: repoRoot,
      logFile,
      timeoutMs: 10 * 60_000,
    });
    log(`  typecheck ${group.names.join(', ')}: ${code === 0 ? 'ok' : `FAILED (log: ${logFile})`}`);
    if (code !== 0) {
      // a failing group names the packages whose files have errors
      const text = fs.readFileSync(logFile, 'utf8');
      const named = group.names.filter((name) =>
        packages.some((p) => p.name.endsWith(`/${name}`) && text.includes(path.relative(repoRoot, p.dir) + '/')),
      );
      failedPackages.push(...(named.length ? named : group.names));
      log(failureExcerpt(logFile));
    }
  }
  return { total: [...groups.values()].reduce((n, g) => n + g.names.length, 0), failedPackages };
}

/** The end of the media and edge logs and the API's warnings, so a failing journey can be read from CI's output alone. */
function printServiceLogs(dir) {
  const tail = (file, keep, filter = () => true) => {
    const full = path.join(dir, file);
    if (!fs.existsSync(full)) return;
    const lines = fs.readFileSync(full, 'utf8').split('\n').filter(Boolean).filter(filter).slice(-keep);
    log(`--- ${file} (last ${lines.length} lines) ---`);
    for (const line of lines) log(`  ${line.slice(0, 400)}`);
  };
  tail('media.log', 40);
  tail('edge.log', 15);
  // pino levels: 40 warn, 50 error, 60 fatal
  const apiLogs = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => /^api(-\d+)?\.log$/.test(f)) : [];
  for (const file of apiLogs) tail(file, 20, (line) => /"level":(4|5|6)0/.test(line));
}

/** Each failed journey of a Playwright JSON report with the first line of its error (repeated above the SUMMARY). */
function failuresOf(report) {
  const out = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const result = (test.results ?? []).at(-1);
        if (!result || test.status !== 'unexpected') continue;
        const message = String(result.error?.message ?? result.errors?.[0]?.message ?? result.status)
          // eslint-disable-next-line no-control-regex -- the terminal colour codes Playwright puts in messages
          .replace(/\u001b\[[0-9;]*m/g, '')
          .split('\n')
          .find((line) => line.trim());
        out.push(`${[...titles, spec.title].join(' › ')} (${spec.file}:${spec.line}): ${message?.trim().slice(0, 300)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title].filter(Boolean));
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return out;
}

/** Failed journeys, printed again right above the SUMMARY so the end of the log says what broke. */
const failureLines = [];

/** The journeys of one Playwright config (`playwright.config.ts`, or the cluster's) against the system it starts. */
async function e2e(skipBuild, { name = 'e2e', config = 'playwright.config.ts' } = {}) {
  const jsonFile = path.join(workDir, `${name}.json`);
  const logFile = path.join(logDir, `${name}.log`);
  const dataDir = path.join(workDir, `${name}-data`);
  const code = await run('pnpm', ['--filter', '@platform/e2e', 'exec', 'playwright', 'test', '--config', config, '--reporter=list,json'], {
    cwd: repoRoot,
    logFile,
    echo: true,
    env: {
      ...process.env,
      CI: 'true',
      PLAYWRIGHT_JSON_OUTPUT_NAME: jsonFile,
      E2E_SKIP_BUILD: skipBuild ? '1' : '0',
      PLATFORM_DATA_DIR: dataDir,
    },
    timeoutMs: 45 * 60_000,
  });
  if (code !== 0) printServiceLogs(path.join(dataDir, 'logs'));
  try {
    const report = JSON.parse(fs.readFileSync(jsonFile, 'utf8'));
    const s = report.stats;
    for (const failure of failuresOf(report)) failureLines.push(`  ${name}: ${failure}`);
    return { passed: s.expected + s.flaky, failed: s.unexpected + (code !== 0 && s.unexpected === 0 ? 1 : 0), skipped: s.skipped, code };
  } catch {
    const text = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '';
    const passed = Number(/(\d+) passed/.exec(text)?.[1] ?? 0);
    const failed = Number(/(\d+) failed/.exec(text)?.[1] ?? 0);
    return { passed, failed: failed || (code !== 0 ? 1 : 0), skipped: 0, code };
  }
}

section('system packages');
const systemOk = await ensureSystemPackages(['chromium', 'postgresql', 'redis-server'], { logDir, log });

/** Minutes each stage took, for the SUMMARY line. */
const stageTimes = [];
async function timed(name, work) {
  const t0 = Date.now();
  try {
    return await work();
  } finally {
    stageTimes.push(`${name} ${formatDuration(Date.now() - t0)}`);
  }
}

const packages = workspacePackages();
let build = { results: [] };
const weight = { ok: false, summary: 'weight not measured (build failed)' };
let clusterResult = { passed: 0, failed: 1, skipped: 0, code: 1 };

/** Builds the shell and the remotes (one at a time: the other lane has the other core), then measures their first-visit JavaScript. */
async function buildAndWeigh() {
  build = await buildApps(webApps, { logDir, print: log, concurrency: 1 });
  if (!build.results.every((r) => r.ok)) return;
  const weightLog = path.join(logDir, 'page-weight.log');
  const code = await run('node', ['scripts/page-weight.mjs', '--check'], { cwd: repoRoot, logFile: weightLog, timeoutMs: 5 * 60_000 });
  const text = fs.existsSync(weightLog) ? fs.readFileSync(weightLog, 'utf8') : '';
  log(text.trimEnd().replace(/^/gm, '  '));
  const rows = text.split('\n').filter((line) => /\s(PASS|FAIL)\b/.test(line));
  const over = rows.filter((line) => /\sFAIL\b/.test(line)).map((line) => line.slice(0, 10).trim());
  const atGoal = rows.filter((line) => !line.includes('over goal')).length;
  weight.ok = code === 0;
  weight.summary =
    code === 0
      ? `weight ${rows.length}/${rows.length} under ceiling, ${atGoal}/${rows.length} at goal`
      : `weight over ceiling (${over.join(', ') || `exit ${code}`})`;
}

const shellBuilt = () => build.results.find((r) => r.app === 'shell')?.ok;

// Two lanes at once on the 2-core machine: jest runs one test file at a time (one worker), and so do ESLint, tsc,
// the build, the cluster journeys and the PostgreSQL pass (--runInBand), so each lane keeps one core busy. Each line
// names its stage; the first-visit weights (PASS/FAIL rows) come from the build.
section('unit tests || lint, typecheck, build, page weight, API tests on PostgreSQL and Redis, cluster journeys (two lanes at once)');
const [unit, [lintResult, types, pg]] = await Promise.all([
  timed('unit', () => unitTests(packages)),
  (async () => {
    const lanes = [await timed('lint', () => lint()), await timed('typecheck', () => typecheck(packages))];
    await timed('build', () => buildAndWeigh());
    lanes.push(await timed('api on PostgreSQL', () => postgresTests(packages)));
    if (!systemOk || !shellBuilt()) log('  cluster journeys not run (system packages or the shell build failed)');
    else clusterResult = await timed('cluster e2e', () => e2e(true, { name: 'e2e-cluster', config: 'playwright.cluster.config.ts' }));
    return lanes;
  })(),
]);

section('end-to-end (Playwright, Debian chromium: the shared-state and own-state lanes, then the site-wide journeys)');
let e2eResult = { passed: 0, failed: 1, skipped: 0, code: 1 };
if (!systemOk || !fs.existsSync('/usr/bin/chromium')) log('  e2e not run: /usr/bin/chromium is missing');
else if (!shellBuilt()) log('  e2e not run: the shell did not build');
else e2eResult = await timed('e2e', () => e2e(true));

const buildFailed = build.results.filter((r) => !r.ok).map((r) => r.app);
const ok =
  lintResult.ok &&
  unit.failed === 0 &&
  pg.failed === 0 &&
  types.failedPackages.length === 0 &&
  buildFailed.length === 0 &&
  weight.ok &&
  e2eResult.failed === 0 &&
  clusterResult.failed === 0 &&
  systemOk;
log(ok ? '' : `\nlogs, traces and data of this run: ${workDir}`);
if (failureLines.length) log(`failed journeys:\n${failureLines.join('\n')}`);
log(
  `SUMMARY: ${lintResult.summary}; unit ${unit.passed} passed, ${unit.failed} failed; ` +
    `api on PostgreSQL+Redis ${pg.passed} passed, ${pg.failed} failed; ` +
    `typecheck ${types.total - types.failedPackages.length}/${types.total} ok${types.failedPackages.length ? ` (failed: ${types.failedPackages.join(', ')})` : ''}; ` +
    `build ${build.results.length - buildFailed.length}/${build.results.length} ok${buildFailed.length ? ` (failed: ${buildFailed.join(', ')})` : ''}; ` +
    `${weight.summary}; ` +
    `e2e ${e2eResult.passed} passed, ${e2eResult.failed} failed${e2eResult.skipped ? `, ${e2eResult.skipped} skipped` : ''}; ` +
    `cluster e2e ${clusterResult.passed} passed, ${clusterResult.failed} failed; ${formatDuration(Date.now() - started)} (${stageTimes.join(', ')})`,
);
await stopTracked(5000);
// Keep logs, traces and data of a failing run for inspection; a green run leaves nothing behind.
if (ok) fs.rmSync(workDir, { recursive: true, force: true });
process.exit(ok ? 0 : 1);
