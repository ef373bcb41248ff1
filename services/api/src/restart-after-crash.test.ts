import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { freePort } from '@platform/shared/node';
import os from 'node:os';
import path from 'node:path';
import type { Socket } from 'socket.io-client';
import { call } from '../bench/bench-kit';
import { goLive, roomClient } from '../bench/cluster-harness';

// A single API on PGlite killed with kill -9 is replaced by its warm standby, as the supervisor (scripts/start.mjs,
// scripts/lib/api-standby.mjs) does it: the standby built everything before and opens the database only after the
// old process is gone. Checked: the API answers again on the same data (an account made before the kill signs in),
// socket clients that were in a show's room get its chat again, and the start line says where the time went
// (bench:single-recovery measures how long it takes).

const API_DIR = path.resolve(__dirname, '..');
const CLIENTS = 20;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-restart-'));
const children: ChildProcess[] = [];
const sockets: Socket[] = [];
afterAll(() => {
  for (const socket of sockets) socket.close();
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, boundMs = 180_000): Promise<T> {
  const deadline = Date.now() + boundMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${boundMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The API from source, as `pnpm start` runs it (seeded PGlite in a data folder); a standby gets the IPC channel. */
function spawnApi(port: number, asStandby: boolean): { child: ChildProcess; output: () => string } {
  // the single API on PGlite, also in the test command's PostgreSQL pass
  const { DATABASE_URL: _database, DATABASE_SCHEMA: _schema, REDIS_URL: _redis, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: {
      ...env,
      DATA_DIR: dataDir,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      SEED: '1',
      SEED_MEDIA: '0',
      RATE_LIMITS: '0',
      API_LOG: '0',
      MEDIA_URL: 'http://127.0.0.1:9',
      MEDIA_SYNC_ON_START: '0',
      SHOW_PUBLISHER_START_MS: '3600000',
      ADMIN_PASSWORD: 'restart-test-admin-password',
      ...(asStandby ? { API_STANDBY: '1' } : {}),
    },
    stdio: asStandby ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

const answers = (base: string) =>
  fetch(`${base}/ready`).then(
    (res) => (res.status === 200 ? true : undefined),
    () => undefined,
  );

it('a killed API is replaced by its warm standby: same data, its socket clients get the chat again', async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const first = spawnApi(port, false);
  await until('the first start answers', () => answers(base), 240_000);
  const standby = spawnApi(port, true);
  const standbyReady = new Promise<void>((resolve) =>
    standby.child.on('message', (message: { api?: string }) => message.api === 'standby' && resolve()),
  );

  const room = await goLive(base);
  const heard = new Map<number, Set<string>>();
  for (let i = 0; i < CLIENTS; i++) {
    heard.set(i, new Set());
    sockets.push(roomClient({ url: base, conversationId: room.conversationId, reconnect: true, onMessage: (m) => heard.get(i)!.add(m.text ?? '') }));
  }
  const post = (text: string) => call(base, 'POST', `/messages/stream/public/conversations/${room.conversationId}`, { text }, room.memberToken);
  const everyoneHeard = (text: string) => [...heard.values()].every((texts) => texts.has(text)) || undefined;
  // in the room before the crash (a client joins on connect; repeat until all heard one)
  await until('every client hears the chat before the kill', async () => (await post('before'), everyoneHeard('before')), 60_000);
  await call(base, 'POST', '/auth/users/register', {
    username: 'restarted',
    email: 'restarted@test.local',
    password: 'restart-pass-1234',
    firstName: 'R',
    lastName: 'T',
  });
  await standbyReady;
  expect(standby.output()).not.toMatch(/API started in/); // it waited: the old process still has the database

  first.child.kill('SIGKILL');
  await new Promise((resolve) => first.child.once('exit', resolve));
  standby.child.send({ api: 'take-over' });
  await until('the standby answers', () => answers(base));

  const line = await until('the start line', () => /^API started in .*$/m.exec(standby.output())?.[0]);
  console.log(`kill -9 → the standby took over: ${line}`);
  expect(line).toMatch(
    /^API started in \d+ ms \(database open \d+, migrations \d+, seed check \d+, checkpoint \d+, ready \d+, listen \d+\); standby before: code \d+, routes \d+$/,
  );
  // the data written before the kill is there
  const signedIn = await call<{ token: string }>(base, 'POST', '/auth/users/login', { username: 'restarted', password: 'restart-pass-1234' });
  expect(signedIn.token).toEqual(expect.any(String));
  // every client reconnected and re-joined the room on its own
  await until(
    'every client hears the chat after the restart',
    async () => (await post('after').catch(() => undefined), everyoneHeard('after')),
    60_000,
  );
  expect([...heard.values()].filter((texts) => texts.has('after'))).toHaveLength(CLIENTS);
}, 600_000);
