import type { MediaStreamTrack, RTCPeerConnection, RTCRtpReceiver, RtpPacket } from 'werift';
import type { SendFrame } from '../protocol';
import type { PreferredVideoCodec, VideoCodecName } from './codecs';
import { pinOfferCodecs } from './offer-filter';
import { addRemoteCandidate, createPublisherPeer, trickleCandidates, type PeerOptions } from './peer';
import { BitrateMeter, FrameSizeProbe } from './stream-stats';
import { watchConnection } from './watch-connection';

export type MediaKind = 'audio' | 'video';
export type RtpListener = (kind: MediaKind, packet: RtpPacket) => void;

export interface PublisherEvents {
  /** ICE + DTLS are up: the stream is live. */
  onConnected(): void;
  /** The connection failed, closed or stayed disconnected. */
  onGone(reason: string): void;
}

interface IncomingTrack {
  track: MediaStreamTrack;
  receiver: RTCRtpReceiver;
  ssrc?: number;
  /** The negotiated payload type (for the HLS SDP). */
  payloadType: number;
}

/** One publisher's werift connection: receives its tracks and fans RTP out to listeners (players, HLS). */
export class PublisherSession {
  readonly pc: RTCPeerConnection;
  readonly tracks = new Map<MediaKind, IncomingTrack>();
  videoCodec?: VideoCodecName;
  readonly videoBitrate = new BitrateMeter();
  readonly audioBitrate = new BitrateMeter();
  readonly frameSize = new FrameSizeProbe();
  private readonly listeners = new Set<RtpListener>();
  private lastKeyframeRequest = 0;
  private readonly trickle: { release(): void };
  private closed = false;

  constructor(
    readonly streamId: string,
    options: PeerOptions,
    private readonly send: SendFrame,
    private readonly events: PublisherEvents,
  ) {
    this.pc = createPublisherPeer(options);
    this.trickle = trickleCandidates(this.pc, streamId, send);
    watchConnection(this.pc, { onConnected: () => events.onConnected(), onGone: (r) => events.onGone(r) });
    // The adaptor's default data channel is accepted; its messages have no meaning for a one-way show.
    this.pc.onDataChannel.subscribe(() => undefined);
    this.pc.onTrack.subscribe((track) => this.attachTrack(track));
  }

  private attachTrack(track: MediaStreamTrack) {
    const kind = track.kind as MediaKind;
    const transceiver = this.pc.getTransceivers().find((t) => t.receiver.track === track || t.receiver.tracks.includes(track));
    if (!transceiver || this.tracks.has(kind)) return;
    const incoming: IncomingTrack = { track, receiver: transceiver.receiver, payloadType: transceiver.codecs[0]?.payloadType ?? 0 };
    this.tracks.set(kind, incoming);
    const meter = kind === 'video' ? this.videoBitrate : this.audioBitrate;
    track.onReceiveRtp.subscribe((packet) => {
      if (this.closed) return;
      if (incoming.ssrc === undefined) {
        incoming.ssrc = packet.header.ssrc;
        // The first packets of a new video track: ask for a keyframe so players and HLS start at once.
        if (kind === 'video') this.requestKeyframe(0);
      }
      meter.add(packet.payload.length);
      if (kind === 'video' && this.videoCodec) this.frameSize.inspect(this.videoCodec, packet.payload);
      for (const listener of this.listeners) listener(kind, packet);
    });
  }

  /** Pins the offer to H.264/VP8 + Opus, answers it and sends the answer to the publisher. */
  async acceptOffer(sdp: string, prefer: PreferredVideoCodec): Promise<void> {
    const pinned = pinOfferCodecs(sdp, prefer);
    this.videoCodec = pinned.videoCodec;
    await this.pc.setRemoteDescription({ type: 'offer', sdp: pinned.sdp });
    const answer = await this.pc.createAnswer();
    await this.pc.setLocalDescription(answer);
    if (this.closed) return;
    this.send({ command: 'takeConfiguration', streamId: this.streamId, type: 'answer', sdp: this.pc.localDescription?.sdp ?? answer.sdp });
    this.trickle.release();
  }

  addCandidate(label: unknown, id: unknown, candidate: unknown): Promise<void> {
    return addRemoteCandidate(this.pc, label, id, candidate);
  }

  addListener(listener: RtpListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** PLI to the publisher, at most once per `minIntervalMs` (players joining, player PLI/FIR, HLS cuts). */
  requestKeyframe(minIntervalMs = 500): void {
    const video = this.tracks.get('video');
    const now = Date.now();
    if (this.closed || !video || video.ssrc === undefined || now - this.lastKeyframeRequest < minIntervalMs) return;
    this.lastKeyframeRequest = now;
    video.receiver.sendRtcpPLI(video.ssrc).catch(() => undefined);
  }

  get isClosed(): boolean {
    return this.closed;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.listeners.clear();
    await this.pc.close().catch(() => undefined);
  }
}
