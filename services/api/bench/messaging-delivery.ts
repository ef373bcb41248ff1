/**
 * Private messaging delivery: the API in-process on 127.0.0.1 (embedded PGlite in a temp folder; then PostgreSQL in
 * a throw-away schema when DATABASE_URL is set), 200 member ↔ performer conversations opened through
 * `POST /conversations`, every participant's socket connected, then messages sent through
 * `POST /messages/conversations/{id}` at a steady rate (50/s for 20 s: 1,000 messages; 4 of 5 from the performer to
 * the member, 1 of 5 back). Delivery time runs from the start of the send request to the recipient socket's
 * `message_created`. Afterwards every account's `GET /messages/total-unread` and each conversation's
 * `totalNotSeenMessages` are checked against what was sent. Exit code 1 when an unread count is wrong or a message
 * was not delivered. Bounded: stops by itself after 300 s at most.
 * Run: pnpm --filter @platform/api bench:messaging [-- --conversations 200 --rate 50 --seconds 20]
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { MESSAGING_EVENTS, type Message } from '@platform/shared/contract';
import { buildApp } from '../src/app';
import { newId } from '../src/db/ids';

const BOUND_S = 300;
const DRAIN_MS = 15_000;
const CONNECT_BATCH = 50;

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} needs a positive number`);
  return value;
}
const CONVERSATIONS = option('conversations', 200);
const RATE = option('rate', 50);
const SECONDS = option('seconds', 20);
const MESSAGES = Math.round(RATE * SECONDS);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] : NaN;
};
const f = (ms: number) => `${ms.toFixed(1)} ms`;

interface Account {
  key: string;
  source: 'user' | 'performer';
  id: string;
  token: string;
}
interface Pair {
  conversationId: string;
  member: Account;
  performer: Account;
}

async function call<T>(base: string, method: string, url: string, token: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { status?: number; data?: T; message?: unknown };
  if (!res.ok || json.status !== 0) throw new Error(`${method} ${url} → ${res.status} ${JSON.stringify(json.message ?? json)}`);
  return json.data as T;
}

/** One run against one database; true when every unread count and every delivery checks out. */
async function run(databaseUrl: string | undefined): Promise<boolean> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'messaging-bench-'));
  const schema = databaseUrl ? `bench_${crypto.randomBytes(5).toString('hex')}` : undefined;
  const t0 = performance.now();
  const app = await buildApp({
    config: {
      dataDir,
      databaseUrl,
      databaseSchema: schema,
      logger: false,
      devMode: false,
      seedMedia: false,
      jwtSecret: 'bench-secret-'.padEnd(40, 'x'),
    },
  });
  const sockets: Socket[] = [];
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const db = app.ctx.db;
    console.log(`\n== ${db.kind}: API on ${base} (in-process), ready in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    // the seeded performers, and one new member per conversation
    const { rows: performerRows } = await db.query<{ id: string }>(`SELECT id FROM performers WHERE status = 'active' ORDER BY username`);
    const performers: Account[] = performerRows.map((row) => ({
      key: `performer:${row.id}`,
      source: 'performer',
      id: row.id,
      token: app.ctx.tokens.sign({ authId: row.id, source: 'performer', sourceId: row.id }),
    }));
    const pairs: Pair[] = [];
    for (let i = 0; i < CONVERSATIONS; i++) {
      const id = newId();
      await db.query(`INSERT INTO users (id, username, email, password_hash, email_verified) VALUES ($1, $2, $3, 'x', true)`, [
        id,
        `bench${i}${id.slice(-6)}`,
        `bench${i}${id.slice(-6)}@bench.local`,
      ]);
      const member: Account = { key: `user:${id}`, source: 'user', id, token: app.ctx.tokens.sign({ authId: id, source: 'user', sourceId: id }) };
      const performer = performers[i % performers.length];
      const conversation = await call<{ _id: string }>(base, 'POST', '/conversations', member.token, { source: 'performer', sourceId: performer.id });
      pairs.push({ conversationId: conversation._id, member, performer });
    }
    const accounts = [...new Map([...pairs.map((p) => p.member), ...pairs.map((p) => p.performer)].map((a) => [a.key, a])).values()];
    console.log(`${pairs.length} conversations opened through POST /conversations (${performers.length} performers, ${pairs.length} members)`);

    // what each account's conversations hold unread before the run (the seed's own conversations)
    const unreadBefore = new Map<string, Map<string, number>>();
    for (const account of accounts) {
      const page = await call<{ data: Array<{ _id: string; totalNotSeenMessages: number }> }>(base, 'GET', '/conversations?limit=200', account.token);
      unreadBefore.set(account.key, new Map(page.data.map((c) => [c._id, c.totalNotSeenMessages])));
    }

    // one socket per account, each recording when a benchmark message reaches it
    const arrivals = new Map<number, number>();
    let unexpected = 0;
    const connectStart = performance.now();
    for (let first = 0; first < accounts.length; first += CONNECT_BATCH) {
      await Promise.all(
        accounts.slice(first, first + CONNECT_BATCH).map(async (account) => {
          const socket = io(base, {
            path: '/socket.io',
            transports: ['websocket'],
            forceNew: true,
            reconnection: false,
            auth: { token: account.token },
          });
          sockets.push(socket);
          socket.on(MESSAGING_EVENTS.created, (message: Message) => {
            const at = performance.now();
            const match = /^bench (\d+) to (\S+)$/.exec(message.text);
            if (!match) return void unexpected++;
            // the sender's own tabs get it too: only the recipient's arrival is the delivery
            if (match[2] === account.key && !arrivals.has(Number(match[1]))) arrivals.set(Number(match[1]), at);
          });
          await new Promise<void>((resolve, reject) => {
            socket.once('connect', () => resolve());
            socket.once('connect_error', reject);
          });
        }),
      );
    }
    console.log(`${sockets.length} account sockets connected in ${((performance.now() - connectStart) / 1000).toFixed(1)} s`);

    // the sends: one every 1000/RATE ms whatever the answers take (an open loop, as real senders are)
    const expected = new Map<string, number>(); // `${account}|${conversation}` → messages sent to it
    const started: number[] = [];
    const postTimes: number[] = [];
    const failures: string[] = [];
    const sendStart = performance.now();
    const inFlight: Promise<void>[] = [];
    for (let i = 0; i < MESSAGES; i++) {
      await sleep(Math.max(0, sendStart + (i * 1000) / RATE - performance.now()));
      const pair = pairs[i % pairs.length];
      const fromPerformer = i % 5 !== 4;
      const [sender, recipient] = fromPerformer ? [pair.performer, pair.member] : [pair.member, pair.performer];
      const key = `${recipient.key}|${pair.conversationId}`;
      expected.set(key, (expected.get(key) ?? 0) + 1);
      started[i] = performance.now();
      inFlight.push(
        call(base, 'POST', `/messages/conversations/${pair.conversationId}`, sender.token, { text: `bench ${i} to ${recipient.key}` }).then(
          () => void postTimes.push(performance.now() - started[i]),
          (error: Error) => void failures.push(error.message),
        ),
      );
    }
    await Promise.all(inFlight);
    const sendEnd = performance.now();
    while (arrivals.size < MESSAGES && performance.now() - sendEnd < DRAIN_MS) await sleep(20);
    const delivery = [...arrivals].map(([i, at]) => at - started[i]);
    const lastArrival = Math.max(...arrivals.values());
    const span = (lastArrival - sendStart) / 1000;

    console.log(
      `${MESSAGES} messages sent at ${RATE}/s in ${((sendEnd - sendStart) / 1000).toFixed(1)} s; POST p50 ${f(percentile(postTimes, 50))}, ` +
        `p99 ${f(percentile(postTimes, 99))}; ${failures.length} failed${failures.length ? ` (first: ${failures[0]})` : ''}`,
    );
    console.log(`delivered ${arrivals.size} of ${MESSAGES} to the recipient's socket, ${unexpected} unexpected events`);
    console.log(
      `delivery (send request start → recipient's message_created): p50 ${f(percentile(delivery, 50))}, p99 ${f(percentile(delivery, 99))}, max ${f(Math.max(...delivery))}`,
    );
    console.log(
      `throughput: ${(arrivals.size / span).toFixed(1)} messages/s delivered (first send to last delivery ${span.toFixed(1)} s); ` +
        `machine load average ${os.loadavg()[0].toFixed(2)} on ${os.cpus().length} cores (the API${db.kind === 'pglite' ? ', PGlite' : ''} and the sockets share this process)`,
    );

    // the check: every account's total and every conversation's count equal what was sent to it
    const mismatches: string[] = [];
    let conversationsChecked = 0;
    for (const account of accounts) {
      const before = unreadBefore.get(account.key)!;
      const total = (await call<{ total: number }>(base, 'GET', '/messages/total-unread', account.token)).total;
      const page = await call<{ data: Array<{ _id: string; totalNotSeenMessages: number }> }>(base, 'GET', '/conversations?limit=200', account.token);
      let want = 0;
      for (const conversation of page.data) {
        const count = (before.get(conversation._id) ?? 0) + (expected.get(`${account.key}|${conversation._id}`) ?? 0);
        want += count;
        conversationsChecked++;
        if (conversation.totalNotSeenMessages !== count)
          mismatches.push(`${account.key} conversation ${conversation._id}: ${conversation.totalNotSeenMessages}, expected ${count}`);
      }
      if (total !== want) mismatches.push(`${account.key} total-unread ${total}, expected ${want}`);
    }
    console.log(
      mismatches.length
        ? `unread check: FAILED, ${mismatches.length} wrong counts (first: ${mismatches.slice(0, 3).join('; ')})`
        : `unread check: OK, ${accounts.length} accounts' total-unread and ${conversationsChecked} per-conversation counts equal what was sent`,
    );
    return mismatches.length === 0 && failures.length === 0 && arrivals.size === MESSAGES;
  } finally {
    sockets.forEach((socket) => socket.close());
    await app.close();
    if (databaseUrl && schema) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  console.log(`messaging delivery: ${CONVERSATIONS} conversations, ${MESSAGES} messages at ${RATE}/s (${SECONDS} s)`);
  let ok = await run(undefined);
  if (process.env.DATABASE_URL) ok = (await run(process.env.DATABASE_URL)) && ok;
  process.exit(ok ? 0 : 1);
}

setTimeout(() => {
  console.error(`benchmark exceeded ${BOUND_S} s, aborting`);
  process.exit(2);
}, BOUND_S * 1000).unref();
main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
