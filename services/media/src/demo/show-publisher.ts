import { MediaStreamTrack, RTCPeerConnection } from 'werift';
import { WebSocket } from 'ws';
import type { RtpFeed } from '../ffmpeg-rtp';
import { takeCandidateFrame } from '../protocol';
import { h264Codec, opusCodec } from '../sfu/codecs';
import { startSyntheticShow, type SyntheticShow, type SyntheticShowOptions } from './synthetic-show';

export interface ShowPublisherOptions {
  /** `ws://host:port/{AppName}/websocket` of the media server. */
  websocketUrl: string;
  streamId: string;
  streamName: string;
  /** A synthetic show to draw, or a start of any other RTP feed (H.264 + Opus: an encoder's ingest). */
  source: SyntheticShowOptions | (() => Promise<RtpFeed>);
  /** One-time publish token of `streamId` from the API (the media server takes no publish without one). */
  token: string;
  timeoutMs?: number;
  /** The live stream stopped (signalling closed, connection lost, ffmpeg ended…); at most once, only after start() resolved. */
  onGone(reason: string): void;
}

type Frame = Record<string, unknown> & { command?: string; definition?: string };

/**
 * Publishes a synthetic show the way a browser does with the adaptor: `publish` on the media server's
 * WebSocket, then a werift offer (H.264 + Opus, send only), answer and trickled candidates, until
 * `publish_started`. RTP from the ffmpeg source is written into the tracks.
 */
export class ShowPublisher {
  private ws?: WebSocket;
  private pc?: RTCPeerConnection;
  private source?: SyntheticShow;
  private ended = false;
  /** publish_started came: from now on an end is reported through onGone, before it start() rejects. */
  private live = false;
  private readonly waiters = new Set<{ match: (frame: Frame) => boolean; fail: (error: Error) => void }>();

  constructor(private readonly options: ShowPublisherOptions) {}

  get streamId(): string {
    return this.options.streamId;
  }

  /** Resolves once the media server reports publish_started; rejects (after cleaning up) otherwise. */
  async start(): Promise<void> {
    const timeoutMs = this.options.timeoutMs ?? 15_000;
    try {
      await this.open(timeoutMs);
    } catch (error) {
      await this.close();
      throw error;
    }
  }

  private async open(timeoutMs: number) {
    const { streamId } = this.options;
    const ws = await connect(`${this.options.websocketUrl}?target=origin`, timeoutMs);
    this.ws = ws;
    ws.on('message', (data) => this.receive(data.toString()));
    ws.on('close', () => this.gone('signalling closed'));
    ws.on('error', () => undefined);

    const pc = new RTCPeerConnection({
      iceServers: [],
      // werift skips loopback when gathering; the media server usually runs on the same machine.
      iceAdditionalHostAddresses: ['127.0.0.1'],
      iceUseIpv6: false,
      bundlePolicy: 'max-bundle',
      codecs: { video: [h264Codec()], audio: [opusCodec()] },
    });
    this.pc = pc;
    const video = new MediaStreamTrack({ kind: 'video' });
    const audio = new MediaStreamTrack({ kind: 'audio' });
    pc.addTransceiver(video, { direction: 'sendonly' });
    pc.addTransceiver(audio, { direction: 'sendonly' });
    pc.onIceCandidate.subscribe((candidate) => {
      if (candidate?.candidate) this.send(takeCandidateFrame(streamId, candidate));
    });
    pc.connectionStateChange.subscribe((state) => {
      if (state === 'failed' || state === 'closed') this.gone(`connection ${state}`);
    });

    const started = this.wait((f) => f.command === 'start' || f.command === 'error', timeoutMs, 'start');
    this.send({ command: 'publish', streamId, streamName: this.options.streamName, token: this.options.token, video: true, audio: true });
    const first = await started;
    if (first.command === 'error') throw new Error(`publish of ${streamId} refused: ${String(first.definition)}`);

    const answered = this.wait((f) => f.command === 'takeConfiguration' && f.type === 'answer', timeoutMs, 'answer');
    const live = this.wait((f) => f.command === 'notification' && f.definition === 'publish_started', timeoutMs, 'publish_started');
    const offer = await pc.createOffer();
    await pc.setLocalDescription(offer);
    this.send({ command: 'takeConfiguration', streamId, type: 'offer', sdp: pc.localDescription?.sdp ?? offer.sdp });
    const answer = await answered;
    await pc.setRemoteDescription({ type: 'answer', sdp: String(answer.sdp) });

    const { source: from } = this.options;
    const source = typeof from === 'function' ? await from() : await startSyntheticShow(from);
    this.source = source;
    source.onVideo((packet) => video.writeRtp(packet));
    source.onAudio((packet) => audio.writeRtp(packet));
    source.onExit((reason) => this.gone(reason));
    await live;
    this.live = true;
  }

  private send(frame: Record<string, unknown>) {
    if (this.ws?.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(frame));
  }

  private receive(text: string) {
    let frame: Frame;
    try {
      frame = JSON.parse(text) as Frame;
    } catch {
      return;
    }
    if (frame.streamId !== undefined && frame.streamId !== this.options.streamId) return;
    for (const waiter of this.waiters) if (waiter.match(frame)) this.waiters.delete(waiter);
    if (frame.command === 'takeCandidate' && typeof frame.candidate === 'string' && frame.candidate) {
      this.pc?.addIceCandidate({ candidate: frame.candidate, sdpMLineIndex: Number(frame.label), sdpMid: String(frame.id) }).catch(() => undefined);
    } else if (frame.command === 'notification' && frame.definition === 'publish_finished') {
      this.gone('publish finished');
    } else if (frame.command === 'error' && !this.live) {
      // an offer the server cannot take fails the start at once; errors later concern single commands only
      this.gone(`media server error ${String(frame.definition)}`);
    }
  }

  private wait(match: (frame: Frame) => boolean, timeoutMs: number, what: string): Promise<Frame> {
    return new Promise((resolve, reject) => {
      const waiter = {
        match: (frame: Frame) => {
          if (!match(frame)) return false;
          clearTimeout(timer);
          resolve(frame);
          return true;
        },
        fail: (error: Error) => {
          clearTimeout(timer);
          reject(error);
        },
      };
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        reject(new Error(`no ${what} from the media server within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiters.add(waiter);
    });
  }

  private gone(reason: string) {
    if (this.ended) return;
    this.ended = true;
    for (const waiter of this.waiters) waiter.fail(new Error(`publishing ${this.options.streamId} failed: ${reason}`));
    this.waiters.clear();
    void this.close();
    if (this.live) this.options.onGone(reason);
  }

  /** Stops publishing (tells the media server first) and ends ffmpeg; never throws. */
  async stop(): Promise<void> {
    this.ended = true;
    this.send({ command: 'stop', streamId: this.options.streamId });
    await this.close();
  }

  private async close() {
    this.ended = true;
    const { ws, pc, source } = this;
    this.ws = undefined;
    this.pc = undefined;
    this.source = undefined;
    await source?.stop().catch(() => undefined);
    await pc?.close().catch(() => undefined);
    ws?.close();
  }
}

function connect(url: string, timeoutMs: number): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { handshakeTimeout: timeoutMs });
    ws.once('open', () => resolve(ws));
    ws.once('error', (error) => reject(new Error(`media server unreachable at ${url}: ${error.message}`)));
  });
}
