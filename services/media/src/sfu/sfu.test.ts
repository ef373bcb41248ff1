import { createMediaServer, type MediaServer } from '../server';
import { SignallingClient } from '../testing/signalling-client';
import { startLivePublisher, TestPlayer, type LivePublisher } from '../testing/werift-peers';

jest.setTimeout(30_000);

let server: MediaServer;
let url: string;
const cleanups: (() => Promise<void> | void)[] = [];

beforeEach(async () => {
  server = createMediaServer({ host: '127.0.0.1', port: 0, hlsEnabled: false, iceServers: [] }, { log: () => undefined });
  url = `ws://127.0.0.1:${await server.listen()}/WebRTCAppEE/websocket`;
});

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await server.close();
});

async function livePublisher(streamId: string, codec: 'H264' | 'VP8'): Promise<LivePublisher> {
  const live = await startLivePublisher(url, streamId, { codec }, server.tokens.create(streamId, 'publish').tokenId);
  cleanups.push(() => live.stop());
  return live;
}

async function newPlayer(streamId: string): Promise<TestPlayer> {
  const client = await SignallingClient.connect(`${url}?target=edge`);
  cleanups.push(() => client.close());
  const player = new TestPlayer(client, streamId);
  cleanups.push(() => player.close());
  return player;
}

const waitUntil = async (check: () => boolean, timeoutMs: number) => {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('SFU forwarding (werift publisher → server → werift players)', () => {
  it.each(['H264', 'VP8'] as const)('forwards %s video and Opus audio to every player, and stops when the publisher stops', async (codec) => {
    const { publisher } = await livePublisher(`sfu-${codec}`, codec);
    const players = [await newPlayer(`sfu-${codec}`), await newPlayer(`sfu-${codec}`)];
    await Promise.all(players.map((p) => p.play()));

    // The offer carries exactly the publisher's codec and an idMapping for both tracks.
    for (const player of players) {
      expect(player.offerSdp).toMatch(new RegExp(`a=rtpmap:\\d+ ${codec}/90000`));
      expect(Object.values(player.idMapping ?? {}).sort()).toEqual([`ARDAMSa${`sfu-${codec}`}`, `ARDAMSv${`sfu-${codec}`}`]);
    }
    await Promise.all(players.map((p) => p.waitFirstPacket(8000)));
    await waitUntil(() => players.every((p) => p.packets.video > 20 && p.packets.audio > 20), 8000);

    publisher.stop();
    await Promise.all(players.map((p) => p.client.waitCommand('notification', 'play_finished')));
    await publisher.client.waitCommand('notification', 'publish_finished');
    await new Promise((r) => setTimeout(r, 300));
    const after = players.map((p) => p.packets.video);
    await new Promise((r) => setTimeout(r, 700));
    expect(players.map((p) => p.packets.video)).toEqual(after);
    expect(server.streams.size).toBe(0);
  });

  it('keeps other players flowing when one player stops, and reports stream information', async () => {
    await livePublisher('sfu-keep', 'H264');
    const a = await newPlayer('sfu-keep');
    const b = await newPlayer('sfu-keep');
    await a.play();
    await b.play();
    await Promise.all([a.waitFirstPacket(), b.waitFirstPacket()]);

    a.client.send({ command: 'stop', streamId: 'sfu-keep' });
    await a.client.waitCommand('notification', 'play_finished');
    const before = b.packets.video;
    await waitUntil(() => b.packets.video > before + 10, 5000);
    expect(server.streams.webRtcViewerCount('sfu-keep')).toBe(1);

    const info = await b.client.request({ command: 'getStreamInfo', streamId: 'sfu-keep' });
    expect(info).toMatchObject({ command: 'streamInformation', streamId: 'sfu-keep' });
    const [stream] = info.streamInfo as { streamWidth: number; streamHeight: number; videoBitrate: number; videoCodec: string }[];
    expect(stream.videoCodec).toBe('H264');
    expect(stream.videoBitrate).toBeGreaterThan(0);
  });

  it('lets a viewer who played before the performer was live join on the adaptor-style retry, with a PLI to the publisher', async () => {
    const player = await newPlayer('sfu-late');
    expect(await player.client.request({ command: 'play', streamId: 'sfu-late', token: '' })).toMatchObject({
      command: 'error',
      definition: 'no_stream_exist',
    });
    const { publisher, source } = await livePublisher('sfu-late', 'H264');
    let plis = 0;
    publisher.pc.getTransceivers()[0].sender.onPictureLossIndication.subscribe(() => plis++);
    // The adaptor retries: stop, then play again.
    player.client.send({ command: 'stop', streamId: 'sfu-late' });
    await player.play();
    await player.waitFirstPacket();
    await waitUntil(() => plis > 0, 3000);
    // Synthetic packets (no ffmpeg) carry no SPS, so the picture size is only checked with real H.264.
    if (source.kind !== 'ffmpeg') return;
    await waitUntil(() => {
      player.client.send({ command: 'getStreamInfo', streamId: 'sfu-late' });
      const last = [...player.client.frames].reverse().find((f) => f.command === 'streamInformation');
      const info = (last?.streamInfo as { streamWidth: number; streamHeight: number }[] | undefined)?.[0];
      return info?.streamWidth === 320 && info.streamHeight === 240;
    }, 4000);
  });

  it('ends the stream for its players when the publisher socket drops', async () => {
    const { publisher } = await livePublisher('sfu-drop', 'VP8');
    const player = await newPlayer('sfu-drop');
    await player.play();
    await player.waitFirstPacket();
    publisher.client.close();
    await player.client.waitCommand('notification', 'play_finished');
    const res = await player.client.request({ command: 'play', streamId: 'sfu-drop', token: '' });
    expect(res).toMatchObject({ command: 'error', definition: 'no_stream_exist' });
  });
});
