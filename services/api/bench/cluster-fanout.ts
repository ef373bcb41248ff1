/**
 * Public chat fan-out over several API processes: the compiled API three times on one temporary PostgreSQL with the
 * socket.io Redis adapter, 1,000 anonymous clients in one public room, connected DIRECTLY to the processes in turn
 * (client i to process i mod 3: an exact spread, no proxy hop in the delivery time), and chat messages posted at
 * 50/s for 10 s, the POSTs spread over the processes too. Then the same with one process and no Redis, on a fresh
 * schema of the same server, and the comparison. Each text carries its send time (this process's clock, which the
 * receivers share), so every delivery is timed.
 * Run: pnpm --filter @platform/api bench:cluster-fanout [--clients 1000] [--rate 50] [--seconds 10] [--processes 3] [--drain-seconds 20]
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Socket } from 'socket.io-client';
import { STREAM_EVENTS } from '@platform/shared/contract';
import { Worker } from 'node:worker_threads';
import { formatMs, numberOption, percentile, runBench, sleep } from './bench-kit';
import {
  compileServices,
  goLive,
  parseBenchText,
  roomClient,
  startCluster,
  startPostgres,
  startRedis,
  tempDir,
  type ApiProcess,
} from './cluster-harness';

const BOUND_S = 330;
const CONNECT_BATCH = 50;
const CLIENTS = numberOption('clients', 1000);
const RATE = numberOption('rate', 50);
const SECONDS = numberOption('seconds', 10);
const PROCESSES = Math.max(2, numberOption('processes', 3));
const DRAIN_MS = numberOption('drain-seconds', 20) * 1000;
const MESSAGES = Math.round(RATE * SECONDS);
const TAG = 'cfan';

interface FanoutResult {
  label: string;
  clients: number;
  delivered: number;
  expected: number;
  p50: number;
  p99: number;
  deliveriesPerSecond: number;
}

async function measure(label: string, processes: ApiProcess[]): Promise<FanoutResult> {
  console.log(`\n== ${label}: ${processes.map((p) => `${p.name} ${p.base} (pid ${p.pid()})`).join(', ')}`);
  const room = await goLive(processes[0].base);

  // per message: each recipient's delivery time
  const deliveries: number[][] = Array.from({ length: MESSAGES }, () => []);
  let lastDeliveryAt = 0;
  let roomChangedEvents = 0;
  let lastRoomChangedAt = 0;
  const sockets: Socket[] = [];
  let joined = 0;
  let refused = 0;

  const connectStart = performance.now();
  for (let first = 0; first < CLIENTS; first += CONNECT_BATCH) {
    const batch = Array.from({ length: Math.min(CONNECT_BATCH, CLIENTS - first) }, (_, k) => {
      const index = first + k;
      return new Promise<void>((resolve) => {
        const socket = roomClient({
          url: processes[index % processes.length].base,
          conversationId: room.conversationId,
          onMessage: (message) => {
            const at = performance.now();
            const parsed = parseBenchText(TAG, message.text);
            if (!parsed || !deliveries[parsed.index]) return;
            deliveries[parsed.index].push(at - parsed.sentAt);
            lastDeliveryAt = at;
          },
          onJoined: (ok) => {
            if (ok) joined++;
            else refused++;
            resolve();
          },
        });
        socket.on(STREAM_EVENTS.publicRoomChanged, () => {
          roomChangedEvents++;
          lastRoomChangedAt = performance.now();
        });
        socket.once('connect_error', () => {
          refused++;
          resolve();
        });
        sockets.push(socket);
      });
    });
    await Promise.all(batch);
  }
  const connectMs = performance.now() - connectStart;
  console.log(
    `${joined} of ${CLIENTS} clients joined in ${(connectMs / 1000).toFixed(1)} s (${((joined / connectMs) * 1000).toFixed(0)} joins/s)` +
      `${refused ? `, ${refused} refused or failed` : ''}`,
  );
  // every join tells the whole room its new count (n² events): let that die down before measuring, 60 s at most
  const settleStart = performance.now();
  while (performance.now() - Math.max(lastRoomChangedAt, settleStart) < 1000 && performance.now() - settleStart < 60_000) await sleep(100);
  console.log(
    `room-count broadcasts of the joins settled after ${((performance.now() - settleStart) / 1000).toFixed(1)} s (${roomChangedEvents} events)`,
  );

  const cpuBefore = processes.map((p) => p.cpuSeconds());
  const ownBefore = process.cpuUsage();
  const sendStart = performance.now();
  // The sender has a thread of its own: on the main thread the 1,000 clients' deliveries would delay its timers and
  // the rate would be the clients' to decide, not the bench's.
  const { postTimes, failures, sendMs } = await sendFromWorker({
    bases: processes.map((p) => p.base),
    path: `/messages/stream/public/conversations/${room.conversationId}`,
    token: room.memberToken,
    messages: MESSAGES,
    rate: RATE,
    tag: TAG,
    mainOrigin: performance.timeOrigin,
  });
  const sendEnd = sendStart + sendMs;
  const expected = postTimes.length * joined;
  const delivered = () => deliveries.reduce((sum, d) => sum + d.length, 0);
  // drain until everything arrived, DRAIN_MS passed, or nothing arrived for 5 s
  let lastCount = -1;
  let lastProgress = performance.now();
  while (delivered() < expected && performance.now() - sendEnd < DRAIN_MS && performance.now() - lastProgress < 5000) {
    if (delivered() !== lastCount) [lastCount, lastProgress] = [delivered(), performance.now()];
    await sleep(50);
  }
  const end = performance.now();
  const seconds = (end - sendStart) / 1000;
  const apiCores = processes.map((p, i) => ((p.cpuSeconds() - cpuBefore[i]) / seconds) * 100);
  const own = process.cpuUsage(ownBefore);
  const clientsCore = ((own.user + own.system) / 1e6 / seconds) * 100;
  for (const socket of sockets) socket.close();

  const all = deliveries.flat();
  const got = all.length;
  const span = (lastDeliveryAt - sendStart) / 1000;
  const result: FanoutResult = {
    label,
    clients: joined,
    delivered: got,
    expected,
    p50: percentile(all, 50),
    p99: percentile(all, 99),
    deliveriesPerSecond: span > 0 ? got / span : 0,
  };
  console.log(
    `${MESSAGES} messages posted (goal ${RATE}/s, achieved ${(MESSAGES / ((sendEnd - sendStart) / 1000)).toFixed(1)}/s) in ${((sendEnd - sendStart) / 1000).toFixed(1)} s over ${processes.length} process(es): ` +
      `POST p50 ${formatMs(percentile(postTimes, 50))}, p99 ${formatMs(percentile(postTimes, 99))}, ${failures.length} failed${failures.length ? ` (first: ${failures[0]})` : ''}`,
  );
  console.log(
    `delivered ${got} of ${expected} expected (${expected ? ((got / expected) * 100).toFixed(2) : '0'} %)` +
      (got < expected
        ? ` — NOT all delivered: ${expected - got} missing after the ${(DRAIN_MS / 1000).toFixed(0)} s drain (or 5 s without progress)`
        : ''),
  );
  console.log(
    `delivery (send → socket event): p50 ${formatMs(result.p50)}, p99 ${formatMs(result.p99)}, max ${formatMs(got ? all.reduce((a, b) => Math.max(a, b)) : NaN)}`,
  );
  console.log(
    `throughput: ${result.deliveriesPerSecond.toFixed(0)} deliveries/s (first send to last delivery, ${span.toFixed(2)} s; offered ${((MESSAGES / ((sendEnd - sendStart) / 1000)) * joined).toFixed(0)}/s at the achieved rate)`,
  );
  console.log(
    `CPU from first send to end of drain: ${processes.map((p, i) => `${p.name} ${apiCores[i].toFixed(0)} %`).join(', ')} of a core; ` +
      `the ${sockets.length} clients (this process) ${clientsCore.toFixed(0)} %; load average ${os.loadavg()[0].toFixed(2)} on ${os.cpus().length} cores`,
  );
  return result;
}

/**
 * Posts `messages` chat messages at `rate` per second, open loop (each leaves at its time, answered or not), from a
 * worker thread, each text in `benchText`'s format with its send time on the main thread's clock.
 */
function sendFromWorker(job: {
  bases: string[];
  path: string;
  token: string;
  messages: number;
  rate: number;
  tag: string;
  mainOrigin: number;
}): Promise<{ postTimes: number[]; failures: string[]; sendMs: number }> {
  const code = `
    const { parentPort, workerData: job } = require('node:worker_threads');
    const onMainClock = () => performance.timeOrigin + performance.now() - job.mainOrigin;
    (async () => {
      const start = performance.now();
      const posts = [], postTimes = [], failures = [];
      for (let i = 0; i < job.messages; i++) {
        const wait = start + (i * 1000) / job.rate - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const t0 = performance.now();
        const text = job.tag + ' ' + i + ' ' + onMainClock().toFixed(3);
        posts.push(
          fetch(job.bases[i % job.bases.length] + job.path, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: 'Bearer ' + job.token },
            body: JSON.stringify({ text }),
          })
            .then(async (res) => {
              await res.text();
              if (!res.ok) throw new Error('HTTP ' + res.status);
              postTimes.push(performance.now() - t0);
            })
            .catch((error) => failures.push(error.message)),
        );
      }
      const sendMs = performance.now() - start;
      await Promise.all(posts);
      parentPort.postMessage({ postTimes, failures, sendMs });
    })();`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(code, { eval: true, workerData: job });
    worker.once('message', (result) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

async function main() {
  const t0 = performance.now();
  const workDir = tempDir('cluster-fanout');
  await compileServices();
  const databaseUrl = await startPostgres(workDir);
  const redisUrl = await startRedis(workDir);
  console.log(`compiled, PostgreSQL and Redis up in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  console.log(`${CLIENTS} clients connected directly to the processes in turn; ${MESSAGES} messages at ${RATE}/s (${SECONDS} s)`);

  const cluster = await startCluster({
    processes: PROCESSES,
    databaseUrl,
    databaseSchema: 'bench_fanout_cluster',
    redisUrl,
    dataDir: tempDir('cluster-fanout-data'),
  });
  const clustered = await measure(`${PROCESSES} processes + Redis, PostgreSQL`, cluster);
  // stop the cluster before the single run, so it does not share the two cores
  for (const p of cluster) await p.kill9();

  const alone = await startCluster({
    processes: 1,
    databaseUrl,
    databaseSchema: 'bench_fanout_single',
    dataDir: tempDir('cluster-fanout-data'),
    prefix: 'single',
  });
  const single = await measure('1 process, no Redis, PostgreSQL', alone);

  console.log('\n== comparison');
  for (const r of [clustered, single]) {
    console.log(
      `${r.label.padEnd(36)} p50 ${formatMs(r.p50).padStart(10)}  p99 ${formatMs(r.p99).padStart(10)}  ${r.deliveriesPerSecond.toFixed(0).padStart(6)} deliveries/s  ` +
        `delivered ${r.delivered}/${r.expected}`,
    );
  }
  console.log(
    `${PROCESSES} processes / 1 process: p99 × ${(clustered.p99 / single.p99).toFixed(2)}, deliveries/s × ${(clustered.deliveriesPerSecond / single.deliveriesPerSecond).toFixed(2)}` +
      ` (one ${os.cpus().length}-core machine runs all processes and clients: the cluster adds Redis hops, not cores)`,
  );
  console.log(`total ${((performance.now() - t0) / 1000).toFixed(0)} s`);
}

runBench(main, BOUND_S);
