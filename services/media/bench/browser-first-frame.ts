/**
 * Browser first frame: a publisher page sends Chromium's fake camera (640x480 + audio) with the real
 * @antmedia/webrtc_adaptor; then 5 member pages, one after another, call `adaptor.play()`. Each member
 * measures from that call to the first decoded frame (requestVideoFrameCallback), and to the point where
 * `videoWidth > 0` and `currentTime` advances. Run: pnpm --filter @platform/media bench:browser-first-frame
 */
import {
  launchChromium,
  machineLoad,
  median,
  ms,
  page,
  relayConsole,
  runBench,
  sleep,
  publishTokenFor,
  startMediaServer,
  startPageServer,
  waitState,
} from './browser-kit';

const MEMBERS = 5;
const STREAM_ID = 'bench-browser-first-frame';

const publisherPage = page(
  'publisher',
  '<video id="preview" muted autoplay playsinline width="320" height="240"></video>',
  `(async () => {
  const stream = await navigator.mediaDevices.getUserMedia({ video: { width: 640, height: 480, frameRate: 30 }, audio: true });
  document.getElementById('preview').srcObject = stream;
  await publishStream(stream, q.get('id'));
})().catch((e) => { bench.errors.push(String(e)); bench.state = 'failed'; });`,
);

const memberPage = page(
  'member',
  '<video id="v" muted autoplay playsinline width="640" height="480"></video>',
  `const video = document.getElementById('v');
const streamId = q.get('id');
let t0 = 0;
let requested = false;
video.requestVideoFrameCallback((now, meta) => {
  bench.firstFrame = performance.now() - t0;
  bench.firstFrameSize = meta.width + 'x' + meta.height;
  const startTime = video.currentTime;
  const check = () => {
    if (video.videoWidth > 0 && video.currentTime > startTime) {
      bench.advancing = performance.now() - t0;
      bench.state = 'done';
    } else requestAnimationFrame(check);
  };
  check();
});
const adaptor = newAdaptor({
  isPlayMode: true,
  mediaConstraints: { video: false, audio: false },
  sdp_constraints: { OfferToReceiveAudio: true, OfferToReceiveVideo: true },
  remoteVideoElement: video,
  callback: (info) => {
    if (info === 'initialized' && !requested) {
      requested = true;
      bench.state = 'playing';
      t0 = performance.now();
      adaptor.play(streamId);
    } else if (info === 'play_started') {
      bench.playStarted = performance.now() - t0;
      video.play().catch(() => undefined);
    }
  },
});
window.adaptor = adaptor;`,
);

interface MemberResult {
  firstFrame: number;
  advancing: number;
  playStarted: number;
  firstFrameSize: string;
}

runBench(150, async () => {
  const media = await startMediaServer({ hls: false });
  const site = await startPageServer({ publisher: publisherPage, member: memberPage });
  const browser = await launchChromium();
  console.log(`Chromium ${browser.version()}, media server on 127.0.0.1:${media.port}, pages on ${site}`);
  const query = `?ws=${encodeURIComponent(media.websocketUrl)}&id=${STREAM_ID}`;
  const publishToken = await publishTokenFor(media, STREAM_ID);

  const publisherContext = await browser.newContext();
  const publisher = await publisherContext.newPage();
  relayConsole(publisher, 'publisher');
  await publisher.goto(`${site}/publisher.html${query}&token=${publishToken}`);
  await waitState(publisher, ['publishing'], 20_000, 'publisher');
  await sleep(1500);
  console.log(`publisher live, video codec ${await publisher.evaluate<string>('bench.codec || "unknown"')}`);

  const results: MemberResult[] = [];
  for (let i = 0; i < MEMBERS; i++) {
    // A fresh context per member: no shared connection or decoder state between them.
    const context = await browser.newContext();
    const member = await context.newPage();
    relayConsole(member, `member ${i + 1}`);
    await member.goto(`${site}/member.html${query}`);
    await waitState(member, ['done'], 15_000, `member ${i + 1}`);
    const r = await member.evaluate<MemberResult>(
      '({ firstFrame: bench.firstFrame, advancing: bench.advancing, playStarted: bench.playStarted, firstFrameSize: bench.firstFrameSize })',
    );
    results.push(r);
    console.log(
      `member ${i + 1}: first frame ${ms(r.firstFrame)} after play() (${r.firstFrameSize}), currentTime advancing at ${ms(r.advancing)}, play_started at ${ms(r.playStarted)}`,
    );
    await member.evaluate('adaptor.stop(new URLSearchParams(location.search).get("id")), adaptor.closeWebSocket()').catch(() => undefined);
    await context.close();
    await sleep(300);
  }
  await publisher.evaluate('adaptor.stop(new URLSearchParams(location.search).get("id"))').catch(() => undefined);
  await publisherContext.close();

  const first = results.map((r) => r.firstFrame);
  const advancing = results.map((r) => r.advancing);
  const started = results.map((r) => r.playStarted);
  console.log(`\nfirst decoded frame after play(), ${MEMBERS} members (ms): ${first.map(Math.round).join(', ')}`);
  console.log(`  median ${ms(median(first))}, worst ${ms(Math.max(...first))}`);
  console.log(`videoWidth > 0 and currentTime advancing: median ${ms(median(advancing))}, worst ${ms(Math.max(...advancing))}`);
  console.log(`play_started notification: median ${ms(median(started))}, worst ${ms(Math.max(...started))}`);
  console.log(machineLoad());
});
