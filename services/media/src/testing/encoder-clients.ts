import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MediaStreamTrack, RTCPeerConnection } from 'werift';
import { h264Codec } from '../sfu/codecs';
import { startRtpSource, type RtpSource } from './rtp-source';
import { clientPeerConfig } from './werift-peers';

/**
 * The API's side of the encoder ingest, for tests and benchmarks: `POST /streaming/encoder/start` knows one key per
 * kind and answers with a stream id and a publish token it gets from `issuePublishToken` (the media server's
 * TokenStore in tests); `POST /webhook` records the media server's liveStreamStarted / liveStreamEnded.
 */
export class FakeEncoderApi {
  readonly keys = { whip: 'whip_right-key', rtmp: 'rtmp_right-key' };
  readonly streamId = 'encoder-show-1';
  readonly webhooks: { id: string; action: string; at: number }[] = [];
  readonly starts: { kind: string; key: string }[] = [];
  issuePublishToken: (streamId: string) => string = () => '';
  private readonly server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = (raw ? JSON.parse(raw) : {}) as Record<string, string>;
      const send = (status: number, value: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      if (req.url === '/webhook') {
        this.webhooks.push({ id: body.id, action: body.action, at: Date.now() });
        return send(200, { data: { handled: true } });
      }
      if (req.url !== '/streaming/encoder/start' || req.headers['x-media-secret'] !== 'dev-media-secret') return send(403, {});
      this.starts.push({ kind: body.kind, key: body.key });
      // a performer not verified yet: the API's go-live refuses her
      if (body.key === 'whip_unverified') return send(403, { message: 'Forbidden resource' });
      if (this.keys[body.kind as 'whip' | 'rtmp'] !== body.key) return send(401, { message: 'Unknown or revoked key' });
      send(200, {
        data: { streamId: this.streamId, streamName: 'anna live', publishToken: this.issuePublishToken(this.streamId), performerId: 'p1' },
      });
    });
  });

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return this.url;
  }

  action(action: string): { id: string; at: number } | undefined {
    return this.webhooks.find((hook) => hook.action === action);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** An RTMP encoder: the npm ffmpeg pushes a test picture (H.264 with B-frames, a keyframe a second) and a tone (AAC) in real time. */
export function pushRtmp(
  ffmpegPath: string,
  url: string,
  options: { seconds?: number; size?: string; fps?: number; drawClock?: string } = {},
): ChildProcess {
  const fps = options.fps ?? 15;
  const picture = `testsrc=size=${options.size ?? '320x240'}:rate=${fps}${options.drawClock ? `,${options.drawClock}` : ''}`;
  const args = [
    ...[
      '-hide_banner',
      '-loglevel',
      'error',
      '-nostdin',
      '-re',
      '-f',
      'lavfi',
      '-i',
      picture,
      '-re',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:sample_rate=48000',
    ],
    ...(options.seconds ? ['-t', String(options.seconds)] : []),
    // as OBS's x264 sends it: B-frames (2), a keyframe a second
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-bf', '2', '-g', String(fps), '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '64k'],
    ...['-f', 'flv', url],
  ];
  return spawn(ffmpegPath, args, { stdio: ['ignore', 'ignore', 'pipe'] });
}

/** Resolves with ffmpeg's exit code (or signal). */
export const exited = (child: ChildProcess): Promise<number | string> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.exitCode ?? child.signalCode!)
    : new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)));

export interface WhipSession {
  status: number;
  location?: string;
  pc: RTCPeerConnection;
  source?: RtpSource;
  stop(): Promise<void>;
}

/**
 * What OBS does with WHIP, scripted with werift: a send-only H.264 + Opus offer with its candidates, POSTed with the
 * bearer token; on 201 the answer is applied and a live test source feeds the tracks. `stop()` DELETEs the session.
 */
export async function whipPublish(endpoint: string, token: string, ffmpegPath: string): Promise<WhipSession> {
  const pc = new RTCPeerConnection(clientPeerConfig([h264Codec()]));
  const video = new MediaStreamTrack({ kind: 'video' });
  const audio = new MediaStreamTrack({ kind: 'audio' });
  pc.addTransceiver(video, { direction: 'sendonly' });
  pc.addTransceiver(audio, { direction: 'sendonly' });
  await pc.setLocalDescription(await pc.createOffer());
  if (pc.iceGatheringState !== 'complete')
    await new Promise<void>((resolve) => pc.iceGatheringStateChange.subscribe((s) => s === 'complete' && resolve()));
  const res = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/sdp', authorization: `Bearer ${token}` },
    body: pc.localDescription!.sdp,
  });
  const answer = await res.text();
  const location = res.headers.get('location') ?? undefined;
  if (res.status !== 201) {
    await pc.close();
    return { status: res.status, pc, stop: async () => undefined };
  }
  await pc.setRemoteDescription({ type: 'answer', sdp: answer });
  const source = await startRtpSource({ codec: 'H264', audio: true, ffmpegPath });
  source.onVideo((packet) => video.writeRtp(packet));
  source.onAudio((packet) => audio.writeRtp(packet));
  return {
    status: res.status,
    location,
    pc,
    source,
    stop: async () => {
      await source.stop();
      if (location) await fetch(new URL(location, endpoint), { method: 'DELETE' }).catch(() => undefined);
      await pc.close();
    },
  };
}
