/**
 * First-frame time: from a member's `play` request to the first RTP packet at her player, over 5
 * players joining one live publisher one after another. Run: pnpm --filter @platform/media bench:first-frame
 */
import { bound, closePlayer, median, sleep, startPlayer, startPublisher, startServerProcess } from './bench-kit';

const PLAYERS = 5;

async function main() {
  bound(90);
  const server = await startServerProcess();
  const live = await startPublisher(server, 'bench-first-frame');
  await sleep(1500);
  const firstPacket: number[] = [];
  const started: number[] = [];
  try {
    for (let i = 0; i < PLAYERS; i++) {
      const player = await startPlayer(server.url, 'bench-first-frame');
      const t0 = Date.now();
      await player.play();
      started.push(Date.now() - t0);
      const at = await player.waitFirstPacket(10_000);
      firstPacket.push(at - t0);
      await closePlayer(player);
      await sleep(300);
    }
  } finally {
    await live.stop();
    await server.stop();
  }
  console.log(`first RTP packet after play, ${PLAYERS} players (ms): ${firstPacket.join(', ')}`);
  console.log(`  median ${median(firstPacket)} ms, worst ${Math.max(...firstPacket)} ms`);
  console.log(`play_started after play (ms): median ${median(started)}, worst ${Math.max(...started)}`);
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
