import { MediaStreamTrack, RTCPeerConnection, type RTCRtpCodecParameters } from 'werift';
import { opusCodec, videoCodecFor } from '../sfu/codecs';
import { startRtpSource, type RtpSource, type RtpSourceOptions, type SourceCodec } from './rtp-source';
import { takeCandidateFrame } from '../protocol';
import { SignallingClient, type Frame } from './signalling-client';

export const clientPeerConfig = (video: RTCRtpCodecParameters[]) => ({
  iceServers: [],
  iceAdditionalHostAddresses: ['127.0.0.1'],
  iceUseIpv6: false,
  bundlePolicy: 'max-bundle' as const,
  codecs: { video, audio: [opusCodec()] },
});

function wireCandidates(pc: RTCPeerConnection, client: SignallingClient, streamId: string) {
  pc.onIceCandidate.subscribe((candidate) => {
    if (!candidate?.candidate) return;
    client.send(takeCandidateFrame(streamId, candidate));
  });
  return client.onFrame((frame: Frame) => {
    if (frame.command !== 'takeCandidate' || frame.streamId !== streamId) return;
    pc.addIceCandidate({ candidate: String(frame.candidate), sdpMLineIndex: Number(frame.label), sdpMid: String(frame.id) }).catch(() => undefined);
  });
}

/** A werift publisher speaking the adaptor's publish flow; write RTP into `video` / `audio`. */
export class TestPublisher {
  readonly pc: RTCPeerConnection;
  readonly video = new MediaStreamTrack({ kind: 'video' });
  readonly audio = new MediaStreamTrack({ kind: 'audio' });
  private unwire?: () => void;

  constructor(
    readonly client: SignallingClient,
    readonly streamId: string,
    codec: SourceCodec,
    withAudio = false,
  ) {
    this.pc = new RTCPeerConnection(clientPeerConfig([videoCodecFor(codec)]));
    this.pc.addTransceiver(this.video, { direction: 'sendonly' });
    if (withAudio) this.pc.addTransceiver(this.audio, { direction: 'sendonly' });
  }

  /** publish → start → offer → answer (+ candidates); resolves on publish_started. */
  async publish(token = '', timeoutMs = 10_000): Promise<void> {
    this.client.send({ command: 'publish', streamId: this.streamId, token, streamName: this.streamId, video: true, audio: true });
    const first = await this.client.waitFor(
      (f) => f.streamId === this.streamId && (f.command === 'start' || f.command === 'error'),
      timeoutMs,
      'start',
    );
    if (first.command === 'error') throw new Error(`publish refused: ${String(first.definition)}`);
    this.unwire = wireCandidates(this.pc, this.client, this.streamId);
    const offer = await this.pc.createOffer();
    await this.pc.setLocalDescription(offer);
    this.client.send({ command: 'takeConfiguration', streamId: this.streamId, type: 'offer', sdp: this.pc.localDescription?.sdp ?? offer.sdp });
    const answer = await this.client.waitFor((f) => f.command === 'takeConfiguration' && f.streamId === this.streamId, timeoutMs, 'answer');
    await this.pc.setRemoteDescription({ type: 'answer', sdp: String(answer.sdp) });
    await this.client.waitCommand('notification', 'publish_started', timeoutMs);
  }

  stop(): void {
    this.client.send({ command: 'stop', streamId: this.streamId });
  }

  async close(): Promise<void> {
    this.unwire?.();
    await this.pc.close().catch(() => undefined);
  }
}

/** A werift player: plays, answers the server's offer, and counts the RTP that arrives per kind. */
export class TestPlayer {
  readonly pc: RTCPeerConnection;
  readonly packets = { video: 0, audio: 0 };
  /** Time (Date.now()) of the first video (or, without video, audio) packet. */
  firstPacketAt?: number;
  idMapping?: Record<string, string>;
  offerSdp?: string;
  private firstPacket: Promise<number>;
  private resolveFirst!: (at: number) => void;
  private unwire?: () => void;

  constructor(
    readonly client: SignallingClient,
    readonly streamId: string,
  ) {
    this.pc = new RTCPeerConnection(clientPeerConfig([videoCodecFor('H264'), videoCodecFor('VP8')]));
    this.firstPacket = new Promise((resolve) => (this.resolveFirst = resolve));
    this.pc.onTrack.subscribe((track) => {
      const kind = track.kind as 'video' | 'audio';
      track.onReceiveRtp.subscribe(() => {
        this.packets[kind]++;
        if (this.firstPacketAt === undefined) {
          this.firstPacketAt = Date.now();
          this.resolveFirst(this.firstPacketAt);
        }
      });
    });
  }

  /** play → offer (with idMapping) → answer; resolves on play_started. */
  async play(token = '', timeoutMs = 10_000): Promise<void> {
    this.unwire = wireCandidates(this.pc, this.client, this.streamId);
    this.client.send({ command: 'play', streamId: this.streamId, token, room: '', trackList: [] });
    const offer = await this.client.waitFor(
      (f) => f.streamId === this.streamId && (f.command === 'takeConfiguration' || f.command === 'error'),
      timeoutMs,
      'offer',
    );
    if (offer.command === 'error') throw new Error(`play refused: ${String(offer.definition)}`);
    this.idMapping = offer.idMapping as Record<string, string>;
    this.offerSdp = String(offer.sdp);
    await this.pc.setRemoteDescription({ type: 'offer', sdp: this.offerSdp });
    const answer = await this.pc.createAnswer();
    await this.pc.setLocalDescription(answer);
    this.client.send({ command: 'takeConfiguration', streamId: this.streamId, type: 'answer', sdp: this.pc.localDescription?.sdp ?? answer.sdp });
    await this.client.waitCommand('notification', 'play_started', timeoutMs);
  }

  waitFirstPacket(timeoutMs = 10_000): Promise<number> {
    return Promise.race([
      this.firstPacket,
      new Promise<number>((_, reject) => setTimeout(() => reject(new Error('no RTP reached the player')), timeoutMs).unref()),
    ]);
  }

  async close(): Promise<void> {
    this.unwire?.();
    await this.pc.close().catch(() => undefined);
  }
}

export interface LivePublisher {
  publisher: TestPublisher;
  source: RtpSource;
  /** Stops the source, then closes the publisher and its signalling connection. */
  stop(): Promise<void>;
}

/**
 * A TestPublisher (with audio) on `websocketUrl` as origin, fed by a live RTP test source, published with `token`.
 * If publishing fails, what was started is stopped before the error is rethrown.
 */
export async function startLivePublisher(
  websocketUrl: string,
  streamId: string,
  sourceOptions: RtpSourceOptions,
  /** The one-time publish token of `streamId` (the media server takes no publish without one). */
  token: string,
  /** Rewrites (or drops, with undefined) each video packet before it is sent, e.g. to start mid-GOP. */
  rewriteVideo: (packet: Buffer) => Buffer | undefined = (packet) => packet,
): Promise<LivePublisher> {
  const client = await SignallingClient.connect(`${websocketUrl}?target=origin`);
  const publisher = new TestPublisher(client, streamId, sourceOptions.codec, true);
  const stops: (() => Promise<void> | void)[] = [() => client.close(), () => publisher.close()];
  const stop = async () => {
    for (const fn of stops.splice(0).reverse()) await fn();
  };
  try {
    const source = await startRtpSource({ audio: true, ...sourceOptions });
    stops.push(() => source.stop());
    source.onVideo((p) => {
      const packet = rewriteVideo(p);
      if (packet) publisher.video.writeRtp(packet);
    });
    source.onAudio((p) => publisher.audio.writeRtp(p));
    await publisher.publish(token);
    return { publisher, source, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
