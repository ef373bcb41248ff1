/**
 * Media server CPU per extra player: one publisher (640x480 H.264 ~1 Mbit/s + Opus), then 0, 1, 5 and 10
 * werift players; the server runs in its own process and reports process.cpuUsage() over a fixed window.
 * Run: pnpm --filter @platform/media bench:cpu
 */
import type { TestPlayer } from '../src/testing/werift-peers';
import { bound, closePlayer, sleep, startPlayer, startPublisher, startServerProcess } from './bench-kit';

const WINDOW_MS = 5000;
const STEPS = [0, 1, 5, 10];

async function main() {
  bound(150);
  const server = await startServerProcess();
  const live = await startPublisher(server, 'bench-cpu');
  const players: TestPlayer[] = [];
  const results: { players: number; core: number; packets: number }[] = [];
  try {
    await sleep(2000);
    for (const count of STEPS) {
      while (players.length < count) {
        const player = await startPlayer(server.url, 'bench-cpu');
        await player.play();
        await player.waitFirstPacket(10_000);
        players.push(player);
      }
      await sleep(1500);
      const before = players.reduce((sum, p) => sum + p.packets.video + p.packets.audio, 0);
      const a = await server.cpu();
      const t0 = process.hrtime.bigint();
      await sleep(WINDOW_MS);
      const b = await server.cpu();
      const elapsedUs = Number(process.hrtime.bigint() - t0) / 1000;
      const after = players.reduce((sum, p) => sum + p.packets.video + p.packets.audio, 0);
      const core = ((b.user - a.user + (b.system - a.system)) / elapsedUs) * 100;
      results.push({ players: count, core, packets: after - before });
      console.log(
        `${String(count).padStart(2)} players: server ${core.toFixed(1)} % of a core; ${after - before} packets delivered to players in ${WINDOW_MS / 1000} s`,
      );
    }
  } finally {
    for (const player of players) await closePlayer(player);
    await live.stop();
    await server.stop();
  }
  const base = results[0].core;
  for (const r of results.slice(1)) {
    console.log(
      `  ${r.players} players: +${(r.core - base).toFixed(1)} % over 0 players → ${((r.core - base) / r.players).toFixed(2)} % of a core per player`,
    );
  }
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
