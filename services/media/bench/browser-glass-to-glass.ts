/**
 * Glass-to-glass latency over WebRTC and over HLS, in one Chromium (so both pages read the same clock).
 * The publisher page draws `performance.timeOrigin + performance.now()` every frame into a 640x480 canvas
 * as 48 large black/white blocks (start marker, 32 bits of the ms timestamp, 8-bit check, end marker),
 * and publishes `canvas.captureStream(30)` with the real @antmedia/webrtc_adaptor (the server prefers
 * H.264, which HLS copies). A player page (adaptor `play()`, then hls.js) draws each presented frame
 * (requestVideoFrameCallback) onto a canvas, decodes the blocks and records now − drawn time.
 * Run: pnpm --filter @platform/media bench:glass-to-glass
 */
import {
  launchChromium,
  machineLoad,
  median,
  ms,
  page,
  percentile,
  relayConsole,
  runBench,
  sleep,
  publishTokenFor,
  startMediaServer,
  startPageServer,
  waitState,
  type BenchBrowser,
} from './browser-kit';

const STREAM_ID = 'bench-glass-to-glass';
const FRAMES = 200;
/** Frames in the first seconds after the first one are skipped: we want the steady state, not the start. */
const WEBRTC_WARMUP_MS = 2000;
const HLS_WARMUP_MS = 5000;

/** The block code, shared by both pages. Latency is computed modulo 2^32 ms (49 days) of the wall clock. */
const BLOCK_CODE = `
const COLS = 8, ROWS = 6, W = 640, H = 480;
const START = [1, 0, 1, 0], END = [0, 1, 0, 1];
const nowMs = () => performance.timeOrigin + performance.now();
function encodeBits(value) {
  const bytes = [value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255];
  const check = (bytes[0] ^ bytes[1] ^ bytes[2] ^ bytes[3] ^ 0x5a) & 255;
  const bits = [...START];
  for (let i = 31; i >= 0; i--) bits.push((value >>> i) & 1);
  for (let i = 7; i >= 0; i--) bits.push((check >>> i) & 1);
  return bits.concat(END);
}
/** Reads the 48 blocks from RGBA pixels of a w x h frame; null unless markers, check and contrast agree. */
function decodeBits(data, w, h) {
  const cw = w / COLS, ch = h / ROWS, bits = [];
  for (let cell = 0; cell < COLS * ROWS; cell++) {
    const cx = (cell % COLS + 0.5) * cw, cy = (Math.floor(cell / COLS) + 0.5) * ch;
    let sum = 0, n = 0;
    // the middle half of the block, every other pixel: far from block edges and compression ringing
    for (let y = Math.floor(cy - ch / 4); y < cy + ch / 4; y += 2) {
      for (let x = Math.floor(cx - cw / 4); x < cx + cw / 4; x += 2) {
        const i = (y * w + x) * 4;
        sum += data[i] + data[i + 1] + data[i + 2];
        n++;
      }
    }
    const level = sum / (3 * n);
    if (level > 70 && level < 185) return null; // neither black nor white: a blurred or mixed frame
    bits.push(level >= 128 ? 1 : 0);
  }
  if (START.some((b, i) => bits[i] !== b) || END.some((b, i) => bits[44 + i] !== b)) return null;
  let value = 0;
  for (let i = 0; i < 32; i++) value = value * 2 + bits[4 + i];
  let check = 0;
  for (let i = 0; i < 8; i++) check = check * 2 + bits[36 + i];
  const bytes = [value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255];
  return check === ((bytes[0] ^ bytes[1] ^ bytes[2] ^ bytes[3] ^ 0x5a) & 255) ? value : null;
}
`;

const publisherPage = page(
  'timestamp publisher',
  '<canvas id="c" width="640" height="480"></canvas>',
  `${BLOCK_CODE}
const canvas = document.getElementById('c');
const ctx = canvas.getContext('2d');
function draw() {
  const bits = encodeBits(Math.floor(nowMs()) % 4294967296);
  const cw = W / COLS, ch = H / ROWS;
  bits.forEach((bit, cell) => {
    ctx.fillStyle = bit ? '#fff' : '#000';
    ctx.fillRect((cell % COLS) * cw, Math.floor(cell / COLS) * ch, cw, ch);
  });
  bench.drawn = (bench.drawn || 0) + 1;
  requestAnimationFrame(draw);
}
draw();
(async () => {
  const stream = canvas.captureStream(30);
  await publishStream(stream, q.get('id'));
})().catch((e) => { bench.errors.push(String(e)); bench.state = 'failed'; });`,
);

/** Reads frames back from the video element until FRAMES steady-state samples are in. */
const READER = `${BLOCK_CODE}
const video = document.getElementById('v');
const frameCanvas = document.createElement('canvas');
const frameCtx = frameCanvas.getContext('2d', { willReadFrequently: true });
const frames = Number(q.get('frames')), warmup = Number(q.get('warmup'));
Object.assign(bench, { samples: [], rejected: 0, repeated: 0, firstAt: 0, lastValue: -1 });
function onFrame() {
  const received = nowMs(); // when the frame is handed to the compositor, i.e. on its way to the glass
  if (!bench.firstAt) bench.firstAt = received;
  const w = video.videoWidth, h = video.videoHeight;
  if (w && h) {
    if (frameCanvas.width !== w || frameCanvas.height !== h) { frameCanvas.width = w; frameCanvas.height = h; }
    frameCtx.drawImage(video, 0, 0, w, h);
    const value = decodeBits(frameCtx.getImageData(0, 0, w, h).data, w, h);
    if (value === null) bench.rejected++;
    else if (value === bench.lastValue) bench.repeated++;
    else {
      bench.lastValue = value;
      const latency = (Math.floor(received) - value + 4294967296) % 4294967296;
      if (received - bench.firstAt >= warmup && latency < 60000) { bench.samples.push(latency); bench.size = w + 'x' + h; }
    }
  }
  if (bench.samples.length >= frames) bench.state = 'done';
  else video.requestVideoFrameCallback(onFrame);
}
video.requestVideoFrameCallback(onFrame);
`;

const webrtcPlayerPage = page(
  'webrtc reader',
  '<video id="v" muted autoplay playsinline width="640" height="480"></video>',
  `${READER}
let requested = false;
const adaptor = newAdaptor({
  isPlayMode: true,
  mediaConstraints: { video: false, audio: false },
  sdp_constraints: { OfferToReceiveAudio: true, OfferToReceiveVideo: true },
  remoteVideoElement: video,
  callback: (info) => {
    if (info === 'initialized' && !requested) { requested = true; bench.state = 'reading'; adaptor.play(q.get('id')); }
    else if (info === 'play_started') video.play().catch(() => undefined);
  },
});
window.adaptor = adaptor;`,
);

const hlsPlayerPage = page(
  'hls reader',
  '<video id="v" muted autoplay playsinline width="640" height="480"></video>',
  `${READER}
// The live-edge options of mfe-live's player (HLS_LIVE_OPTIONS in mfe-live/src/features/media/hls-player.ts).
const hls = new Hls({
  lowLatencyMode: true,
  liveSyncDurationCount: 1,
  liveMaxLatencyDurationCount: 4,
  maxLiveSyncPlaybackRate: 1.5,
  backBufferLength: 4,
  maxBufferLength: 4,
  manifestLoadingMaxRetry: 2,
});
bench.latencies = [];
hls.on(Hls.Events.MANIFEST_PARSED, () => { bench.state = 'reading'; video.play().catch(() => undefined); });
hls.on(Hls.Events.ERROR, (_e, data) => { bench.errors.push(data.details); if (data.fatal) bench.state = 'failed'; });
setInterval(() => { if (Number.isFinite(hls.latency) && hls.latency > 0) bench.latencies.push(hls.latency * 1000); }, 500);
hls.loadSource(q.get('src'));
hls.attachMedia(video);
window.hls = hls;`,
  '<script src="/hls.js"></script>',
);

interface Reading {
  samples: number[];
  rejected: number;
  repeated: number;
  size: string;
  latencies?: number[];
}

async function read(browser: BenchBrowser, url: string, role: string, timeoutMs: number): Promise<Reading> {
  const context = await browser.newContext();
  try {
    const player = await context.newPage();
    relayConsole(player, role);
    await player.goto(url);
    await waitState(player, ['done'], timeoutMs, role);
    return await player.evaluate<Reading>(
      '({ samples: bench.samples, rejected: bench.rejected, repeated: bench.repeated, size: bench.size, latencies: bench.latencies })',
    );
  } finally {
    await context.close();
  }
}

function summary(label: string, r: Reading): void {
  const s = r.samples;
  console.log(
    `${label}: ${s.length} frames (${r.size}), median ${ms(median(s))}, p95 ${ms(percentile(s, 95))}, worst ${ms(Math.max(...s))}, best ${ms(Math.min(...s))}` +
      ` — ${r.rejected} frames unreadable, ${r.repeated} repeats skipped`,
  );
}

/** Waits for 2 segments; returns the playlist's target duration and mean segment length for the report. */
async function waitForPlaylist(url: string, timeoutMs: number): Promise<string> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const res = await fetch(url).catch(() => undefined);
    const text = res?.ok ? await res.text() : '';
    const durations = [...text.matchAll(/#EXTINF:([\d.]+)/g)].map((m) => Number(m[1]));
    if (durations.length >= 2) {
      const mean = durations.reduce((a, b) => a + b, 0) / durations.length;
      return `target duration ${/#EXT-X-TARGETDURATION:(\d+)/.exec(text)?.[1]} s, segments ${mean.toFixed(2)} s on average`;
    }
    await sleep(500);
  }
  throw new Error(`no HLS playlist with 2 segments at ${url} after ${timeoutMs} ms`);
}

runBench(240, async () => {
  const media = await startMediaServer({ hls: true });
  const site = await startPageServer({ publisher: publisherPage, webrtc: webrtcPlayerPage, hls: hlsPlayerPage });
  const browser = await launchChromium();
  console.log(`Chromium ${browser.version()}, media server on 127.0.0.1:${media.port}, pages on ${site}`);
  const ws = encodeURIComponent(media.websocketUrl);

  const publisherContext = await browser.newContext();
  const publisher = await publisherContext.newPage();
  relayConsole(publisher, 'publisher');
  await publisher.goto(`${site}/publisher.html?ws=${ws}&id=${STREAM_ID}&token=${await publishTokenFor(media, STREAM_ID)}`);
  await waitState(publisher, ['publishing'], 20_000, 'publisher');
  await sleep(1500);
  console.log(`publisher live: canvas.captureStream(30), video codec ${await publisher.evaluate<string>('bench.codec || "unknown"')}`);

  const webrtc = await read(browser, `${site}/webrtc.html?ws=${ws}&id=${STREAM_ID}&frames=${FRAMES}&warmup=${WEBRTC_WARMUP_MS}`, 'webrtc', 60_000);
  summary('WebRTC glass-to-glass', webrtc);

  const playlist = `${media.httpUrl}/WebRTCAppEE/streams/${STREAM_ID}.m3u8`;
  console.log(`HLS playlist: ${await waitForPlaylist(playlist, 30_000)}`);
  const hls = await read(browser, `${site}/hls.html?src=${encodeURIComponent(playlist)}&frames=${FRAMES}&warmup=${HLS_WARMUP_MS}`, 'hls', 90_000);
  summary('HLS glass-to-glass   ', hls);
  if (hls.latencies?.length) console.log(`  (hls.js's own latency estimate: median ${ms(median(hls.latencies))})`);

  console.log(
    `HLS / WebRTC ratio: median ${(median(hls.samples) / median(webrtc.samples)).toFixed(1)}×, p95 ${(percentile(hls.samples, 95) / percentile(webrtc.samples, 95)).toFixed(1)}×`,
  );
  await publisher.evaluate('adaptor.stop(new URLSearchParams(location.search).get("id"))').catch(() => undefined);
  console.log(machineLoad());
  await publisherContext.close();
});
