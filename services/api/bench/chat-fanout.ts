/**
 * Stream chat fan-out: the API as a child process (`tsx src/main.ts`, free port, temp data folder, embedded
 * PGlite, demo seed), a performer goes live (`POST /streaming/live`), 500 anonymous socket.io clients join
 * her public room (`public-stream/join`), and the demo member sends 50 messages through
 * `POST /messages/stream/public/conversations/{id}`. Each text carries its send time (this process's clock,
 * which the receivers share), so every recipient's delivery time is measured.
 * Prints p50/p99 delivery, delivered vs expected, messages delivered per second and the API's CPU.
 * Run: pnpm --filter @platform/api bench:chat-fanout [--clients 500] [--messages 50] [--interval-ms 0] [--in-flight 1]
 */
import type { ChildProcess } from 'node:child_process';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
import { STREAM_EVENTS, messageCreatedEvent, type StreamConversationResponse, type StreamMessageEvent } from '@platform/shared/contract';
import { call, cpuSeconds, formatMs as f, numberOption as option, onCleanup, percentile, runBench, sleep, startStandaloneApi } from './bench-kit';

const BOUND_S = 300;
const CONNECT_BATCH = 50;
const DRAIN_MS = 15_000;

const CLIENTS = option('clients', 500);
const MESSAGES = option('messages', 50);
/** 0: each message right after the previous POST returned (the sender's own pace). */
const INTERVAL_MS = option('interval-ms', 0);
/** POSTs in flight at once (several members typing at the same moment). */
const IN_FLIGHT = Math.max(1, option('in-flight', 1));

interface ApiChild {
  base: string;
  child: ChildProcess;
}

/** The API in its own process group, on a free port, with a temp data folder (PGlite) and no media server. */
function startApi(): Promise<ApiChild> {
  return startStandaloneApi('chat-fanout');
}

async function main() {
  const t0 = performance.now();
  const api = await startApi();
  console.log(
    `API on ${api.base} (child pid ${api.child.pid}, embedded PGlite in a temp folder), ready in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  const performer = await call<{ token: string }>(api.base, 'POST', '/auth/performers/login', { username: 'anna', password: 'demo1234' });
  const live = await call<StreamConversationResponse>(api.base, 'POST', '/streaming/live', { title: 'fan-out benchmark' }, performer.token);
  const member = await call<{ token: string }>(api.base, 'POST', '/auth/users/login', { username: 'member', password: 'demo1234' });
  const conversationId = live.conversation._id;
  console.log(`anna is live: public room conversation:stream_public:${conversationId}`);

  // per message: delivery times of each recipient
  const deliveries: number[][] = Array.from({ length: MESSAGES }, () => []);
  let unexpected = 0;
  let lastDeliveryAt = 0;
  const sockets: Socket[] = [];
  onCleanup(() => sockets.forEach((s) => s.close()));

  const connectStart = performance.now();
  for (let first = 0; first < CLIENTS; first += CONNECT_BATCH) {
    const batch = Array.from({ length: Math.min(CONNECT_BATCH, CLIENTS - first) }, async () => {
      // forceNew: one connection per client, as with real viewers (no multiplexing over one manager)
      const socket = io(api.base, { path: '/socket.io', transports: ['websocket'], forceNew: true, reconnection: false, timeout: 20_000 });
      sockets.push(socket);
      socket.on(messageCreatedEvent(conversationId), (message: StreamMessageEvent) => {
        const at = performance.now();
        const match = /^fanout (\d+) (\d+\.\d+)$/.exec(message.text ?? '');
        if (!match || !deliveries[Number(match[1])]) return void unexpected++;
        deliveries[Number(match[1])].push(at - Number(match[2]));
        lastDeliveryAt = at;
      });
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      const ack = (await socket.timeout(30_000).emitWithAck(STREAM_EVENTS.publicJoin, { conversationId })) as { ok: boolean; message?: string };
      if (!ack.ok) throw new Error(`public-stream/join refused: ${ack.message ?? 'no reason'}`);
    });
    await Promise.all(batch);
  }
  const connectMs = performance.now() - connectStart;
  console.log(
    `${sockets.length} anonymous sockets connected and joined in ${(connectMs / 1000).toFixed(1)} s (${((sockets.length / connectMs) * 1000).toFixed(0)} joins/s)`,
  );
  // let the viewer-count broadcasts of the joins die down before measuring
  await sleep(2000);

  const postTimes: number[] = [];
  const cpuBefore = cpuSeconds(api.child.pid!);
  const ownBefore = process.cpuUsage();
  const sendStart = performance.now();
  let next = 0;
  const sender = async () => {
    while (next < MESSAGES) {
      const i = next++;
      if (INTERVAL_MS > 0) await sleep(Math.max(0, sendStart + i * INTERVAL_MS - performance.now()));
      const sentAt = performance.now();
      await call(
        api.base,
        'POST',
        `/messages/stream/public/conversations/${conversationId}`,
        { text: `fanout ${i} ${sentAt.toFixed(3)}` },
        member.token,
      );
      postTimes.push(performance.now() - sentAt);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, sender));
  const sendEnd = performance.now();
  const expected = MESSAGES * sockets.length;
  const delivered = () => deliveries.reduce((sum, d) => sum + d.length, 0);
  while (delivered() < expected && performance.now() - sendEnd < DRAIN_MS) await sleep(20);
  const end = performance.now();
  const apiCore = ((cpuSeconds(api.child.pid!) - cpuBefore) / ((end - sendStart) / 1000)) * 100;
  const own = process.cpuUsage(ownBefore);
  const clientsCore = ((own.user + own.system) / 1000 / (end - sendStart)) * 100;
  const load = os.loadavg()[0];

  const all = deliveries.flat();
  const lastPerMessage = deliveries.filter((d) => d.length).map((d) => Math.max(...d));
  const got = delivered();
  const span = (lastDeliveryAt - sendStart) / 1000;
  console.log(
    `\n${MESSAGES} messages sent via REST in ${((sendEnd - sendStart) / 1000).toFixed(2)} s${INTERVAL_MS ? ` (one every ${INTERVAL_MS} ms)` : ` (back to back, ${IN_FLIGHT} in flight)`}: POST p50 ${f(percentile(postTimes, 50))}, p99 ${f(percentile(postTimes, 99))}`,
  );
  console.log(`delivered ${got} of ${expected} expected (${((got / expected) * 100).toFixed(2)} %), ${unexpected} unexpected events`);
  console.log(
    `delivery time per recipient (send → socket event): p50 ${f(percentile(all, 50))}, p99 ${f(percentile(all, 99))}, worst ${f(Math.max(...all))}`,
  );
  console.log(`last recipient of each message: p50 ${f(percentile(lastPerMessage, 50))}, p99 ${f(percentile(lastPerMessage, 99))}`);
  console.log(
    `throughput: ${(got / span).toFixed(0)} messages delivered per second (${got} deliveries from first send to last delivery, ${span.toFixed(2)} s); ${(MESSAGES / span).toFixed(1)} chat messages/s fanned out`,
  );
  console.log(
    `CPU while sending and delivering: API ${apiCore.toFixed(0)} % of a core, the ${sockets.length} clients (this process) ${clientsCore.toFixed(0)} %; ` +
      `machine load average ${load.toFixed(2)} on ${os.cpus().length} cores`,
  );
}

runBench(main, BOUND_S);
