// Decompression-bomb benchmark. Usage:
//   pnpm --filter @platform/api bench:image-bombs [-- --bombs 20] [--budget-mb 100]
// Starts the API as a child process (`node --import tsx src/main.ts`, 127.0.0.1, free port, temp DATA_DIR with
// embedded PGlite, demo seed without generated media, rate limits on as in the default start), signs in the demo
// performer `anna` and sends `--bombs` decompression bombs at once, spread over the cover, avatar, photo and media
// routes: a 14000×14000 black PNG (25 KB, 196 megapixels), a 7000×7000 JPEG drawn with sharp here, and a GIF whose
// header claims 60000×60000. The API's RSS is read from /proc every 20 ms: it prints the RSS before, the peak while
// the bombs are answered and after (once it settles), and exits 1 if the peak grows by more than `--budget-mb`, if
// the RSS does not fall back to within half of it, or if any bomb is answered other than 400 "The image is too
// large". Bounded (180 s); stops the API and removes its folder on every exit.
import fs from 'node:fs';
import sharp from 'sharp';
import { hugeGifHeader, zeroPngBomb } from '../src/core/image-bombs.test-helpers';
import { MAX_IMAGE_MEGAPIXELS } from '../src/core/images';
import { arg, runBench, sleep, startStandaloneApi, signInAnna } from './bench-kit';

const MB = 1024 * 1024;
const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

/** Resident set size of a process in bytes (Linux /proc). */
function rssOf(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : 0;
}

async function startApi(): Promise<{ base: string; pid: number }> {
  // rate limits as configured: the bombs count against the performer's upload limit like any upload
  const { base, child } = await startStandaloneApi('image-bombs-bench', { RATE_LIMITS: undefined });
  return { base, pid: child.pid! };
}

/** The picture routes a performer can reach, with the file field each reads and the text fields it needs. */
const ROUTES = [
  { url: '/performers/cover/upload', field: 'cover', fields: {} },
  { url: '/performers/avatar/upload', field: 'avatar', fields: {} },
  { url: '/performer/performer-assets/photos/upload', field: 'photo', fields: { title: 'Bomb' } },
  { url: '/media/upload', field: 'file', fields: { title: 'Bomb' } },
];

interface Bomb {
  name: string;
  type: string;
  content: Buffer;
}

async function upload(base: string, token: string, route: (typeof ROUTES)[number], file: Bomb) {
  const form = new FormData();
  for (const [name, value] of Object.entries(route.fields)) form.append(name, value);
  form.append(route.field, new Blob([file.content], { type: file.type }), file.name);
  const res = await fetch(`${base}${route.url}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: res.status, body: (await res.json()) as { message?: unknown } };
}

const firstText = (body: { message?: unknown }) =>
  Array.isArray(body.message) ? Object.values((body.message[0] as { constraints: Record<string, string> }).constraints)[0] : body.message;

async function main() {
  const count = Number(arg('bombs', '20'));
  const budget = Number(arg('budget-mb', '100')) * MB;
  const started = performance.now();
  const jpeg = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#000000' } })
    .jpeg({ quality: 10 })
    .toBuffer();
  const bombs: Bomb[] = [
    { name: 'bomb.png', type: 'image/png', content: zeroPngBomb() },
    { name: 'bomb.jpg', type: 'image/jpeg', content: jpeg },
    { name: 'bomb.gif', type: 'image/gif', content: hugeGifHeader() },
  ];
  console.log(`bombs: ${bombs.map((b) => `${b.name} ${b.content.length} bytes`).join(', ')}`);

  const api = await startApi();
  console.log(`API on ${api.base} (child pid ${api.pid}, embedded PGlite), ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const token = await signInAnna(api.base);

  // warm-up: each route's code and the multipart parser, with a real small picture (its answer does not matter)
  const small = {
    name: 'small.png',
    type: 'image/png',
    content: await sharp({ create: { width: 64, height: 64, channels: 3, background: '#804020' } })
      .png()
      .toBuffer(),
  };
  for (const route of ROUTES) await upload(api.base, token, route, small);
  await sleep(1000);
  const before = Math.max(...(await Promise.all([0, 1, 2, 3, 4].map(async (i) => (await sleep(i * 40), rssOf(api.pid))))));

  let peak = before;
  const sampler = setInterval(() => {
    try {
      peak = Math.max(peak, rssOf(api.pid));
    } catch {
      // the process is gone: the uploads fail below
    }
  }, 20);
  const sentAt = performance.now();
  const answers = await Promise.all(
    Array.from({ length: count }, (_, i) => upload(api.base, token, ROUTES[i % ROUTES.length], bombs[i % bombs.length])),
  );
  const answeredMs = performance.now() - sentAt;
  // after: the RSS once it stops falling (at most 10 s)
  let after = rssOf(api.pid);
  for (let i = 0; i < 20; i++) {
    await sleep(500);
    const now = rssOf(api.pid);
    if (now >= after - MB) {
      after = Math.min(after, now);
      break;
    }
    after = now;
  }
  clearInterval(sampler);

  const expected = `The image is too large: at most ${MAX_IMAGE_MEGAPIXELS} megapixels`;
  const wrong = answers.filter((a) => a.status !== 400 || firstText(a.body) !== expected);
  const statuses = answers.reduce<Record<number, number>>((all, a) => ({ ...all, [a.status]: (all[a.status] ?? 0) + 1 }), {});
  console.log(`${count} bombs at once to ${ROUTES.length} routes, answered in ${answeredMs.toFixed(0)} ms: ${JSON.stringify(statuses)}`);
  console.log(`API RSS before ${mb(before)}, peak ${mb(peak)} (+${mb(peak - before)}), after ${mb(after)} (+${mb(after - before)})`);

  const failures: string[] = [];
  if (wrong.length) failures.push(`${wrong.length} bombs not refused as too large, e.g. ${wrong[0].status} ${JSON.stringify(wrong[0].body)}`);
  if (peak - before > budget) failures.push(`peak growth ${mb(peak - before)} is over the ${mb(budget)} budget`);
  if (after - before > budget / 2) failures.push(`the RSS did not fall back (still +${mb(after - before)}, over half the budget)`);
  if (failures.length) {
    console.error(`FAIL: ${failures.join('; ')}`);
    process.exitCode = 1;
  } else console.log(`OK: growth within ${mb(budget)} and back`);
}

runBench(main, 180);
