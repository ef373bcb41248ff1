/**
 * CPU of each demo broadcaster: the demo process (`tsx src/demo/main.ts`, 3 performers by default) runs
 * against a media server child (HLS on) and an in-process fake API (src/testing/fake-api.ts: sign-in, go live,
 * chat, socket.io — offline and independent of the real API's state). Once every performer publishes and a
 * warm-up has passed, it reads /proc over a fixed window: each performer's ffmpeg (encoder) plus an equal
 * share of the demo process (werift publishers, API calls), as % of one core. Goal: ≤ 10 % each.
 * Linux only (/proc); 127.0.0.1 only; stops by itself within 120 s.
 * Run: pnpm --filter @platform/media bench:demo-cpu
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_PERFORMERS } from '../src/demo/demo-shows';
import { FakeApi } from '../src/testing/fake-api';
import { machineLoad, onCleanup, publishTokenFor, runBench, sleep, startMediaServer, stopGroup } from './browser-kit';

const WARMUP_MS = 5000;
const WINDOW_MS = 30_000;
const GOAL_PERCENT = 10;

const clockTicks = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

/** utime + stime of a process in clock ticks (fields 14 and 15 of /proc/{pid}/stat). */
function cpuTicks(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

function childrenOf(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`).flatMap((tid) =>
    readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
  );
}

const cmdline = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');

interface Sample {
  at: number;
  demo: number;
  /** performer (or pid when no label is drawn) → ffmpeg pid and ticks */
  encoders: Map<string, { pid: number; ticks: number }>;
  media: number;
}

function sample(demoPid: number, mediaPid: number, names: string[]): Sample {
  const encoders = new Map<string, { pid: number; ticks: number }>();
  for (const pid of childrenOf(demoPid)) {
    const line = cmdline(pid);
    if (!/ffmpeg/.test(line)) continue;
    const name = names.find((n) => line.includes(`demo-show-${n}-`)) ?? `ffmpeg pid ${pid}`;
    encoders.set(name, { pid, ticks: cpuTicks(pid) });
  }
  const media = [mediaPid, ...childrenOf(mediaPid)].reduce((sum, pid) => sum + cpuTicks(pid), 0);
  return { at: Date.now(), demo: cpuTicks(demoPid), encoders, media };
}

runBench(120, async () => {
  if (!existsSync('/proc/self/stat')) throw new Error('this benchmark reads /proc (Linux only)');
  const names = process.env.DEMO_PERFORMERS
    ? process.env.DEMO_PERFORMERS.split(',')
        .map((n) => n.trim())
        .filter(Boolean)
    : DEMO_PERFORMERS;

  const api = new FakeApi();
  await api.listen();
  onCleanup(() => api.close());
  const media = await startMediaServer({ hls: true });
  // the demo publishes with one-time tokens, as the real API gets them from the media server
  api.issuePublishToken = (streamId) => publishTokenFor(media, streamId);

  const demo = spawn(process.execPath, ['--import', 'tsx', 'src/demo/main.ts'], {
    cwd: path.resolve(__dirname, '..'),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, DEMO_API_URL: api.url, DEMO_MEDIA_WS_URL: media.websocketUrl, DEMO_PERFORMERS: names.join(',') },
  });
  onCleanup(() => stopGroup(demo));
  const demoLog: string[] = [];
  const keep = (chunk: Buffer) => demoLog.push(...chunk.toString().split('\n').filter(Boolean));
  demo.stdout.on('data', keep);
  demo.stderr.on('data', keep);

  const live = () => names.filter((name) => api.events.some((e) => e.username === name && e.event === 'public-stream/live'));
  const until = Date.now() + 60_000;
  while (live().length < names.length) {
    if (Date.now() > until || demo.exitCode !== null)
      throw new Error(`not every demo performer went live (${live().join(', ') || 'none'}): ${demoLog.slice(-10).join(' | ')}`);
    await sleep(250);
  }
  console.log(
    `${names.length} demo performers live (${names.join(', ')}); media server on 127.0.0.1:${media.port} with HLS; ${clockTicks} clock ticks/s`,
  );
  await sleep(WARMUP_MS);

  const a = sample(demo.pid!, media.child.pid!, names);
  await sleep(WINDOW_MS);
  const b = sample(demo.pid!, media.child.pid!, names);
  const seconds = (b.at - a.at) / 1000;
  const percent = (ticks: number) => (ticks / clockTicks / seconds) * 100;

  const share = percent(b.demo - a.demo) / names.length;
  console.log(`over ${seconds.toFixed(1)} s, % of one core:`);
  let worst = 0;
  for (const [name, end] of b.encoders) {
    const start = a.encoders.get(name);
    if (start?.pid !== end.pid) {
      console.log(`  ${name}: its ffmpeg restarted during the window, no figure`);
      worst = Infinity;
      continue;
    }
    const encoder = percent(end.ticks - start.ticks);
    const total = encoder + share;
    worst = Math.max(worst, total);
    console.log(
      `  ${name.padEnd(8)} ${total.toFixed(1).padStart(5)} %  (ffmpeg ${encoder.toFixed(1)} % + werift publisher share ${share.toFixed(1)} %)`,
    );
  }
  console.log(
    `  demo process as a whole: ${percent(b.demo - a.demo).toFixed(1)} %; media server (node + HLS ffmpegs) for these streams: ${percent(b.media - a.media).toFixed(1)} %`,
  );
  console.log(
    worst === Infinity
      ? `goal ≤ ${GOAL_PERCENT} % each: not measured (an encoder restarted; demo log: ${demoLog.slice(-3).join(' | ')})`
      : `goal ≤ ${GOAL_PERCENT} % each: ${worst <= GOAL_PERCENT ? 'met' : 'NOT met'} (worst ${worst.toFixed(1)} %)`,
  );
  console.log(machineLoad());
});
