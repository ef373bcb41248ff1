import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

// A single API on PGlite killed with kill -9 answers again: the process is started as `pnpm start` starts it (here
// from source), killed, started again on the same data folder, and must answer /ready within a generous bound. The
// figure and the phases the restarted process logged are printed (bench:single-recovery measures it under load).

const RESTART_BOUND_MS = 60_000;
const API_DIR = path.resolve(__dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-restart-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** Starts the API; resolves with its "API started in …" line once /ready answers 200. */
async function startApi(port: number, boundMs: number): Promise<{ child: ChildProcess; startedLine: string; readyMs: number }> {
  const started = Date.now();
  // the single API on PGlite, also in the test command's PostgreSQL pass
  const { DATABASE_URL: _database, DATABASE_SCHEMA: _schema, REDIS_URL: _redis, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: {
      ...env,
      DATA_DIR: dataDir,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      SEED: '0',
      API_LOG: '0',
      MEDIA_URL: 'http://127.0.0.1:9',
      MEDIA_SYNC_ON_START: '0',
      ADMIN_PASSWORD: 'restart-test-admin-password',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  while (Date.now() - started < boundMs) {
    if (child.exitCode !== null) throw new Error(`the API exited (${child.exitCode}): ${output.slice(-2000)}`);
    const status = await fetch(`http://127.0.0.1:${port}/ready`).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) return { child, startedLine: /^API started in .*$/m.exec(output)?.[0] ?? '', readyMs: Date.now() - started };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the API did not answer within ${boundMs} ms: ${output.slice(-2000)}`);
}

it('a single API on PGlite killed with kill -9 answers again, and logs where its restart went', async () => {
  const port = await freePort();
  const first = await startApi(port, 180_000);
  // some writes since the start's checkpoint, left for the restart to replay
  for (let i = 0; i < 5; i++) {
    await fetch(`http://127.0.0.1:${port}/auth/users/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: `restart${i}`,
        email: `restart${i}@test.local`,
        password: 'restart-pass-1234',
        firstName: 'R',
        lastName: 'T',
      }),
    });
  }
  first.child.kill('SIGKILL');
  await new Promise((resolve) => first.child.once('exit', resolve));

  const again = await startApi(port, RESTART_BOUND_MS);
  console.log(`kill -9 → answering again in ${again.readyMs} ms (first start ${first.readyMs} ms)\n  restart: ${again.startedLine}`);
  expect(again.readyMs).toBeLessThan(RESTART_BOUND_MS);
  expect(again.startedLine).toMatch(
    /^API started in \d+ ms \(code \d+, database open \d+, migrations \d+, seed check \d+, checkpoint \d+, routes \d+, listen \d+\)$/,
  );
  again.child.kill('SIGKILL');
}, 300_000);
