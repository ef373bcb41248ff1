// A throw-away Redis for the API's tests on real servers: Debian's redis-server package, 127.0.0.1 only,
// nothing written to disk.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { portFree, sleep, track } from './proc.mjs';

export const REDIS_SERVER = '/usr/bin/redis-server';

/** Starts redis-server on a free port; resolves with { url, stop } once it accepts connections. */
export async function startTempRedis(logDir) {
  if (!fs.existsSync(REDIS_SERVER)) throw new Error(`${REDIS_SERVER} not found`);
  let port = 56379;
  while (!(await portFree(port))) port += 1;
  const log = fs.createWriteStream(path.join(logDir, 'redis.log'));
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'yes'];
  const child = track(spawn(REDIS_SERVER, args, { stdio: ['ignore', 'pipe', 'pipe'] }));
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const until = Date.now() + 15_000;
  while (await portFree(port)) {
    if (child.exitCode !== null || Date.now() > until) throw new Error(`redis-server did not start (log: ${path.join(logDir, 'redis.log')})`);
    await sleep(100);
  }
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(5000)]);
  };
  return { url: `redis://127.0.0.1:${port}`, stop };
}
