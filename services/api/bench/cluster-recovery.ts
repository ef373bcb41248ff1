/**
 * How fast chat comes back when API processes die: three compiled API processes on one temporary PostgreSQL and
 * Redis behind the compiled edge; 200 anonymous socket.io clients connect THROUGH THE EDGE (websocket only, the
 * site's reconnection options, the room re-joined on every `connect`) into one public room, and a sender posts a
 * message through the edge every 100 ms the whole time.
 * Phase A: kill -9 the process holding most clients (from each upgrade answer's `x-api-instance`); for every client
 * that lost its connection, the time from the kill to the first chat message it receives afterwards (goal p99 ≤ 2 s).
 * Phase B: kill -9 all three and start them again (the edge stays); for every client, the time from the moment the
 * API answers again (its first process ready) to his first message (goal p99 ≤ 5 s; the kill → message time and
 * how long the restart itself took are printed too).
 * Run: pnpm --filter @platform/api bench:cluster-recovery [--clients 200] [--interval-ms 100] [--wait-seconds 30]
 */
import type { IncomingMessage } from 'node:http';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { io, type ManagerOptions, type Socket } from 'socket.io-client';
import { call, formatMs, numberOption, percentile, runBench, sleep, waitFor } from './bench-kit';
import {
  benchText,
  compileServices,
  parseBenchText,
  goLive,
  roomClient,
  startCluster,
  startEdge,
  startPostgres,
  startRedis,
  tempDir,
  type ApiProcess,
} from './cluster-harness';

const BOUND_S = 240;
const CLIENTS = numberOption('clients', 200);
const INTERVAL_MS = numberOption('interval-ms', 100);
/** How long a phase waits for every client to get a message again. */
const WAIT_MS = numberOption('wait-seconds', 30) * 1000;
const GOAL_ONE_DOWN_MS = 2000;
const GOAL_ALL_DOWN_MS = 5000;
const TAG = 'crec';

/** engine.io-client's websocket transport, as much of it as is overridden here. */
interface WebsocketTransport {
  createSocket(uri: string, protocols: unknown, opts: unknown): { once(event: 'upgrade', listener: (res: IncomingMessage) => void): void };
}
type WebsocketTransportClass = new (...args: unknown[]) => WebsocketTransport;
type Transports = NonNullable<Partial<ManagerOptions>['transports']>;

/** The client library's websocket transport class, taken from a probe connection (engine.io-client is not a direct dependency). */
async function websocketTransportClass(url: string): Promise<WebsocketTransportClass> {
  const probe = io(url, { path: '/socket.io', transports: ['websocket'], forceNew: true, reconnection: false });
  try {
    await new Promise<void>((resolve, reject) => {
      probe.once('connect', () => resolve());
      probe.once('connect_error', reject);
    });
    return (probe.io.engine.transport as object).constructor as WebsocketTransportClass;
  } finally {
    probe.close();
  }
}

/** The websocket transport, reporting the `x-api-instance` of each upgrade answer (the process behind the edge). */
function instanceReporting(Base: WebsocketTransportClass, report: (instance: string) => void): Transports {
  class InstanceReportingTransport extends Base {
    createSocket(uri: string, protocols: unknown, opts: unknown) {
      const ws = super.createSocket(uri, protocols, opts);
      ws.once('upgrade', (res) => report(String(res.headers['x-api-instance'] ?? 'unknown')));
      return ws;
    }
  }
  return [InstanceReportingTransport] as unknown as Transports;
}

interface Client {
  socket: Socket;
  instance: string;
  joins: number;
  messages: number;
}

/** One outage: who lost the connection after the kill and when each got a chat message again. */
interface Outage {
  killAt: number;
  lost: Set<Client>;
  recovered: Map<Client, number>;
  /** kill → the client's `disconnect`, and kill → its join answered again: where the time goes. */
  disconnected: number[];
  rejoined: Map<Client, number>;
  /** send → receipt of the messages received after the kill (was the chat itself slow?). */
  deliveries: number[];
}

const newOutage = (): Outage => ({
  killAt: performance.now(),
  lost: new Set(),
  recovered: new Map(),
  disconnected: [],
  rejoined: new Map(),
  deliveries: [],
});

const countBy = (clients: readonly Client[]) => {
  const counts = new Map<string, number>();
  for (const c of clients) if (c.socket.connected) counts.set(c.instance, (counts.get(c.instance) ?? 0) + 1);
  return counts;
};
const describeCounts = (counts: Map<string, number>) =>
  [...counts.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, n]) => `${name} ${n}`)
    .join(', ');

/** Prints the outage's figures and says whether its p99 meets the goal; a client that never got a message back counts as infinitely late. */
function report(label: string, outage: Outage, expectedLost: number, goal: { ms: number; from: string; afterKillMs: number }): boolean {
  const goalMs = goal.ms;
  const times = [...outage.recovered.values()].map((ms) => ms - goal.afterKillMs);
  const missing = outage.lost.size - times.length;
  const all = [...times, ...Array<number>(missing).fill(Number.POSITIVE_INFINITY)];
  const p99 = percentile(all, 99);
  const pass = all.length > 0 && outage.lost.size >= expectedLost && p99 <= goalMs;
  console.log(
    `${label}: ${outage.lost.size} clients lost their connection (expected ${expectedLost}), ${times.length} received a message again` +
      `${missing ? `, ${missing} did not within ${WAIT_MS / 1000} s` : ''}`,
  );
  const rejoined = [...outage.rejoined.values()];
  console.log(
    `  where the time goes: kill → disconnect p50 ${formatMs(percentile(outage.disconnected, 50))}, max ${formatMs(Math.max(...outage.disconnected))}; ` +
      `kill → join answered again p50 ${formatMs(percentile(rejoined, 50))}, p99 ${formatMs(percentile(rejoined, 99))}; ` +
      `send → receipt of messages after the kill p50 ${formatMs(percentile(outage.deliveries, 50))}, p99 ${formatMs(percentile(outage.deliveries, 99))}`,
  );
  console.log(
    `  ${goal.from} → first message received: p50 ${formatMs(percentile(all, 50))}, p99 ${formatMs(p99)}, max ${formatMs(all.length ? Math.max(...all) : NaN)}` +
      `  ${pass ? 'PASS' : 'FAIL'} (goal p99 ≤ ${goalMs / 1000} s)`,
  );
  return pass;
}

async function main() {
  const t0 = performance.now();
  const workDir = tempDir('cluster-recovery');
  await compileServices();
  const databaseUrl = await startPostgres(workDir);
  const redisUrl = await startRedis(workDir);
  const processes = await startCluster({
    processes: 3,
    databaseUrl,
    databaseSchema: 'bench_recovery',
    redisUrl,
    dataDir: tempDir('cluster-recovery-data'),
  });
  const edge = await startEdge(
    processes.map((p) => p.base),
    workDir,
  );
  const api = `${edge.base}/api`;
  console.log(
    `PostgreSQL, Redis, ${processes.map((p) => `${p.name} (${p.base})`).join(', ')} and the edge (${edge.base}) up in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  const room = await goLive(api);
  const Websocket = await websocketTransportClass(edge.base);

  let outage: Outage | null = null;
  const clients: Client[] = [];
  for (let i = 0; i < CLIENTS; i++) {
    const client = { instance: 'unknown', joins: 0, messages: 0 } as Client;
    client.socket = roomClient({
      url: edge.base,
      conversationId: room.conversationId,
      reconnect: true,
      manager: { transports: instanceReporting(Websocket, (instance) => (client.instance = instance)) },
      onJoined: (ok) => {
        if (!ok) return;
        client.joins++;
        if (outage?.lost.has(client) && !outage.rejoined.has(client)) outage.rejoined.set(client, performance.now() - outage.killAt);
      },
      onMessage: (message) => {
        client.messages++;
        const parsed = parseBenchText(TAG, message.text);
        if (outage && parsed) outage.deliveries.push(performance.now() - parsed.sentAt);
        if (outage?.lost.has(client) && !outage.recovered.has(client)) outage.recovered.set(client, performance.now() - outage.killAt);
      },
    });
    client.socket.on('disconnect', () => {
      if (!outage || outage.lost.has(client)) return;
      outage.lost.add(client);
      outage.disconnected.push(performance.now() - outage.killAt);
    });
    clients.push(client);
    if (i % 50 === 49) await waitFor(() => clients.every((c) => c.joins > 0), 30_000);
  }
  if (!(await waitFor(() => clients.every((c) => c.joins > 0), 60_000)))
    throw new Error(`only ${clients.filter((c) => c.joins > 0).length} of ${CLIENTS} clients joined`);
  console.log(`${CLIENTS} clients joined through the edge: ${describeCounts(countBy(clients))}`);

  // the sender posts through the edge the whole time; failures while processes are down are expected
  let sent = 0;
  const failed = { byPhase: new Map<string, number>() };
  let phaseName = 'warm-up';
  const sender = setInterval(() => {
    const index = sent++;
    const phase = phaseName;
    call(
      api,
      'POST',
      `/messages/stream/public/conversations/${room.conversationId}`,
      { text: benchText(TAG, index, performance.now()) },
      room.memberToken,
    ).catch(() => void failed.byPhase.set(phase, (failed.byPhase.get(phase) ?? 0) + 1));
  }, INTERVAL_MS);
  try {
    const warm = await waitFor(() => clients.every((c) => c.messages > 0), 15_000);
    console.log(
      `warm-up: ${clients.filter((c) => c.messages > 0).length} of ${CLIENTS} clients receive the chat${warm ? '' : ' (not all within 15 s)'}`,
    );

    // ---------- phase A: the busiest process dies ----------
    const counts = countBy(clients);
    const victim = processes.reduce((most, p) => ((counts.get(p.name) ?? 0) > (counts.get(most.name) ?? 0) ? p : most));
    const expectedA = counts.get(victim.name) ?? 0;
    console.log(`\n== phase A: kill -9 ${victim.name} (pid ${victim.pid()}), which holds ${expectedA} of the clients`);
    phaseName = 'A';
    const outageA = newOutage();
    outage = outageA;
    await victim.kill9();
    // disconnects arrive first; then wait until each client that lost its connection hears the chat again
    await sleep(3000);
    await waitFor(() => outageA.recovered.size >= outageA.lost.size, WAIT_MS - 3000);
    const passA = report('phase A', outageA, expectedA, { ms: GOAL_ONE_DOWN_MS, from: 'kill', afterKillMs: 0 });
    console.log(`  clients per process now: ${describeCounts(countBy(clients))}`);

    // the victim comes back before phase B, so all three are up and the edge sends to it again
    phaseName = 'between';
    outage = null;
    await victim.restart();
    await sleep(2000);

    // ---------- phase B: every process dies and starts again ----------
    console.log(`\n== phase B: kill -9 ${processes.map((p) => `${p.name} (pid ${p.pid()})`).join(', ')}, then start them again`);
    phaseName = 'B';
    const outageB = newOutage();
    outage = outageB;
    await Promise.all(processes.map((p: ApiProcess) => p.kill9()));
    const restartStart = performance.now();
    // "after the whole API restarts": timed from the moment the API answers again (its first process ready)
    let backAt = 0;
    await Promise.all(processes.map((p) => p.restart().then(() => (backAt ||= performance.now()))));
    console.log(
      `  the API answered again ${((backAt - outageB.killAt) / 1000).toFixed(1)} s after the kill; all three ready ` +
        `${((performance.now() - outageB.killAt) / 1000).toFixed(1)} s after it (restart took ${((performance.now() - restartStart) / 1000).toFixed(1)} s)`,
    );
    await waitFor(
      () => outageB.lost.size === CLIENTS && outageB.recovered.size >= CLIENTS,
      Math.max(0, WAIT_MS - (performance.now() - outageB.killAt)),
    );
    const passB = report('phase B', outageB, CLIENTS, { ms: GOAL_ALL_DOWN_MS, from: 'API back', afterKillMs: backAt - outageB.killAt });
    console.log(`  clients per process now: ${describeCounts(countBy(clients))}`);

    console.log(
      `\nsender: ${sent} messages posted through the edge every ${INTERVAL_MS} ms, failed: ` +
        `${[...failed.byPhase.entries()].map(([phase, n]) => `${n} in ${phase}`).join(', ') || 'none'}; load average ${os.loadavg()[0].toFixed(2)} on ${os.cpus().length} cores; total ${((performance.now() - t0) / 1000).toFixed(0)} s`,
    );
    console.log(`overall: ${passA && passB ? 'PASS' : 'FAIL'}`);
    if (!(passA && passB)) process.exitCode = 1;
  } finally {
    clearInterval(sender);
  }
}

runBench(main, BOUND_S);
