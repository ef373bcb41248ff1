/**
 * How fast the single API (`pnpm start`: one compiled process on PGlite) comes back from kill -9, and whether its
 * socket clients get the chat again within 5 s: the API on PGlite in a temporary folder (seeded, as the default
 * start), the compiled edge in front, 200 anonymous socket.io clients through the edge in one public room (the
 * site's reconnection options), a sender posting a message every 100 ms the whole time (writes, as a running site
 * has). It runs `--run-seconds` first ("a while"), then kills the API `--kills` times, restarting it at once as
 * start.mjs's supervisor does — its warm standby taking over (`--standby 0`: a fresh process each time, to compare) —
 * with `--between-seconds` of running between kills. For each kill: kill → API
 * answering again (/ready), the phases the restarted process logged, and how many of the clients had a chat message
 * within 5 s of the kill (goal: answering within 2 s, 200/200 within 5 s; the figures depend on the machine's load,
 * printed too).
 * Run: pnpm --filter @platform/api bench:single-recovery [--clients 200] [--run-seconds 60] [--kills 3] [--between-seconds 20] [--standby 1]
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Socket } from 'socket.io-client';
import { call, formatMs, numberOption, percentile, runBench, sleep, waitFor } from './bench-kit';
import { benchText, compileServices, goLive, parseBenchText, roomClient, startCluster, startEdge, tempDir } from './cluster-harness';

const CLIENTS = numberOption('clients', 200);
const INTERVAL_MS = numberOption('interval-ms', 100);
const RUN_MS = numberOption('run-seconds', 60) * 1000;
const KILLS = numberOption('kills', 3);
const BETWEEN_MS = numberOption('between-seconds', 20) * 1000;
const STANDBY = numberOption('standby', 1) === 1;
const GOAL_BACK_MS = 2000;
const GOAL_MESSAGE_MS = 5000;
const WAIT_MS = 30_000;
const TAG = 'srec';
const BOUND_S = 600 + (RUN_MS + KILLS * (BETWEEN_MS + WAIT_MS)) / 1000;

interface Client {
  socket: Socket;
  joins: number;
  messages: number;
}

/** The kill being measured: when, and each client's first chat message after it (ms after the kill). */
let current: { at: number; first: Map<Client, number> } | null = null;

async function main() {
  const t0 = performance.now();
  const workDir = tempDir('single-recovery');
  await compileServices();
  const [api] = await startCluster({ processes: 1, databaseSchema: 'public', dataDir: tempDir('single-recovery-data'), standby: STANDBY });
  const edge = await startEdge([api.base], workDir);
  console.log(`API on PGlite (${api.base}, first start seeded) and the edge (${edge.base}) up in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  console.log(`  first start: ${api.startedLine()}`);
  const room = await goLive(`${edge.base}/api`);

  const clients: Client[] = [];
  for (let i = 0; i < CLIENTS; i++) {
    const client = { joins: 0, messages: 0 } as Client;
    client.socket = roomClient({
      url: edge.base,
      conversationId: room.conversationId,
      reconnect: true,
      onJoined: (ok) => void (ok && client.joins++),
      onMessage: (message) => {
        client.messages++;
        // a message sent after the kill (one in flight before it proves nothing)
        const sentAt = parseBenchText(TAG, message.text)?.sentAt ?? 0;
        if (current && sentAt >= current.at && !current.first.has(client)) current.first.set(client, performance.now() - current.at);
      },
    });
    clients.push(client);
    if (i % 50 === 49) await waitFor(() => clients.every((c) => c.joins > 0), 30_000);
  }
  if (!(await waitFor(() => clients.every((c) => c.joins > 0), 60_000)))
    throw new Error(`only ${clients.filter((c) => c.joins > 0).length} of ${CLIENTS} clients joined`);

  let sent = 0;
  let failed = 0;
  const sender = setInterval(() => {
    const index = sent++;
    call(
      `${edge.base}/api`,
      'POST',
      `/messages/stream/public/conversations/${room.conversationId}`,
      { text: benchText(TAG, index, performance.now()) },
      room.memberToken,
    ).catch(() => void failed++);
  }, INTERVAL_MS);
  const results: Array<{ backMs: number; within: number; p99: number; phases: string }> = [];
  try {
    console.log(`${CLIENTS} clients joined through the edge; running ${RUN_MS / 1000} s with a message every ${INTERVAL_MS} ms`);
    await sleep(RUN_MS);
    for (let kill = 1; kill <= KILLS; kill++) {
      const kill_ = { at: performance.now(), first: new Map<Client, number>() };
      current = kill_;
      await api.kill9();
      // the supervisor (start.mjs) starts it again at once: its standby takes over
      await api.restart();
      const backMs = performance.now() - kill_.at;
      await waitFor(() => kill_.first.size >= CLIENTS, WAIT_MS);
      current = null;
      const firsts = clients.map((c) => kill_.first.get(c) ?? Number.POSITIVE_INFINITY);
      const within = firsts.filter((ms) => ms <= GOAL_MESSAGE_MS).length;
      const p99 = percentile(firsts, 99);
      results.push({ backMs, within, p99, phases: api.startedLine() });
      console.log(
        `\n== kill ${kill}${kill === 1 ? ' (first)' : ''}: API answering again ${(backMs / 1000).toFixed(2)} s after the kill ` +
          `${backMs <= GOAL_BACK_MS ? 'PASS' : 'FAIL'} (goal ≤ ${GOAL_BACK_MS / 1000} s); load average ${os.loadavg()[0].toFixed(2)}`,
      );
      console.log(`  restarted process: ${api.startedLine() || '(no start line)'}`);
      console.log(
        `  clients with a chat message within ${GOAL_MESSAGE_MS / 1000} s of the kill: ${within}/${CLIENTS} ` +
          `${within === CLIENTS ? 'PASS' : 'FAIL'}; kill → message p50 ${formatMs(percentile(firsts, 50))}, p99 ${formatMs(p99)}`,
      );
      if (kill < KILLS) await sleep(BETWEEN_MS);
    }
  } finally {
    clearInterval(sender);
  }
  const [first, ...later] = results;
  console.log(
    `\nsummary (${STANDBY ? 'warm standby' : 'fresh process'}): first kill back in ${(first.backMs / 1000).toFixed(2)} s (${first.within}/${CLIENTS} within 5 s); later kills ` +
      `${later.map((r) => `${(r.backMs / 1000).toFixed(2)} s (${r.within}/${CLIENTS})`).join(', ') || 'none'}; ` +
      `sender ${sent} posted, ${failed} failed while down; ${os.cpus().length} cores, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}; ` +
      `total ${((performance.now() - t0) / 1000).toFixed(0)} s`,
  );
  const pass = results.every((r) => r.backMs <= GOAL_BACK_MS && r.within === CLIENTS);
  console.log(`overall: ${pass ? 'PASS' : 'FAIL'}`);
  if (!pass) process.exitCode = 1;
}

runBench(main, BOUND_S);
