// A throw-away PostgreSQL server for the API's tests ("CI also runs them against a real
// PostgreSQL"): Debian's postgresql package, a fresh cluster in a temp folder, 127.0.0.1 only.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { portFree, run } from './proc.mjs';

/** The newest installed server's bin folder, or null. */
export function postgresBinDir() {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')));
  versions.sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(root, versions[0], 'bin') : null;
}

async function freePort(from) {
  for (let port = from; port < from + 50; port += 1) if (await portFree(port)) return port;
  throw new Error(`no free port from ${from}`);
}

/**
 * Starts a cluster owned by the `postgres` user when running as root (the server refuses root), else by the
 * current user. Resolves with { url, stop }.
 */
export async function startTempPostgres(logDir) {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL server binaries not found');
  const asRoot = process.getuid?.() === 0;
  // Its own folder (not the caller's private temp folder, which the postgres user cannot enter).
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-pg-'));
  const dataDir = path.join(base, 'data');
  fs.mkdirSync(dataDir);
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', base]);
  const as = (cmd, args) => (asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args]);
  const port = await freePort(55432);
  const runAs = async (name, cmd, args) => {
    const [c, a] = as(path.join(bin, cmd), args);
    const code = await run(c, a, { logFile: path.join(logDir, `postgres-${name}.log`), timeoutMs: 120_000 });
    if (code !== 0) throw new Error(`${cmd} failed (log: ${path.join(logDir, `postgres-${name}.log`)})`);
  };
  await runAs('initdb', 'initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  const options = `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dataDir} -c fsync=off`;
  await runAs('start', 'pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dataDir, 'server.log'), '-w', 'start']);
  const stop = async () => {
    await runAs('stop', 'pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']).catch(() => undefined);
    fs.rmSync(base, { recursive: true, force: true });
  };
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}
