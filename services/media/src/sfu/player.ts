import { MediaStream, RtcpPayloadSpecificFeedback, type RTCPeerConnection, type RTCRtpSender, type RtpPacket } from 'werift';
import type { SendFrame } from '../protocol';
import { addRemoteCandidate, createPlayerPeer, trickleCandidates, type PeerOptions } from './peer';
import type { MediaKind, PublisherSession } from './publisher';
import { watchConnection } from './watch-connection';

/** RTCP payload-specific feedback format of a Full Intra Request (RFC 5104); werift does not export the class. */
const FIR_FORMAT = 4;

export interface PlayerEvents {
  onConnected(): void;
  onGone(reason: string): void;
}

/** Track ids as Ant Media names them (`ARDAMSv{id}` / `ARDAMSa{id}`), reported through idMapping. */
export function trackIdFor(kind: MediaKind, streamId: string): string {
  return `ARDAMS${kind === 'video' ? 'v' : 'a'}${streamId}`;
}

/** One viewer's werift connection: the server offers send-only tracks mirroring the publisher's. */
export class PlayerSession {
  readonly pc: RTCPeerConnection;
  private readonly senders = new Map<MediaKind, RTCRtpSender>();
  private readonly trickle: { release(): void };
  private closed = false;
  private connected = false;
  /** Player asked for keyframes: PLI/FIR go to the publisher, throttled there. */
  private readonly keyframeMinIntervalMs = 1000;

  constructor(
    readonly streamId: string,
    /** Whose play token started it (see TokenStore); undefined for an anonymous viewer. */
    readonly subscriberId: string | undefined,
    private readonly publisher: PublisherSession,
    options: PeerOptions,
    private readonly send: SendFrame,
    events: PlayerEvents,
  ) {
    this.pc = createPlayerPeer(options, publisher.videoCodec);
    this.trickle = trickleCandidates(this.pc, streamId, send);
    watchConnection(this.pc, {
      onConnected: () => {
        this.connected = true;
        // A new viewer can only start decoding at a keyframe.
        publisher.requestKeyframe(0);
        events.onConnected();
      },
      onGone: (reason) => events.onGone(reason),
    });
  }

  /** Adds one send-only transceiver per publisher track and sends the offer with its idMapping. */
  async offer(): Promise<void> {
    const stream = new MediaStream({ id: this.streamId });
    const kinds = (['video', 'audio'] as const).filter((kind) => this.publisher.tracks.has(kind));
    for (const kind of kinds) {
      if (kind === 'video' && !this.publisher.videoCodec) continue;
      const transceiver = this.pc.addTransceiver(kind, { direction: 'sendonly', streams: [stream] });
      this.senders.set(kind, transceiver.sender);
      transceiver.sender.onPictureLossIndication.subscribe(() => this.publisher.requestKeyframe(this.keyframeMinIntervalMs));
      transceiver.sender.onRtcp.subscribe((rtcp) => {
        if (rtcp instanceof RtcpPayloadSpecificFeedback && rtcp.feedback.count === FIR_FORMAT) {
          this.publisher.requestKeyframe(this.keyframeMinIntervalMs);
        }
      });
    }
    const offer = await this.pc.createOffer();
    await this.pc.setLocalDescription(offer);
    if (this.closed) return;
    const idMapping: Record<string, string> = {};
    for (const transceiver of this.pc.getTransceivers()) {
      if (transceiver.mid !== null) idMapping[transceiver.mid] = trackIdFor(transceiver.kind as MediaKind, this.streamId);
    }
    this.send({
      command: 'takeConfiguration',
      streamId: this.streamId,
      type: 'offer',
      sdp: this.pc.localDescription?.sdp ?? offer.sdp,
      idMapping,
    });
    this.trickle.release();
  }

  async acceptAnswer(sdp: string): Promise<void> {
    await this.pc.setRemoteDescription({ type: 'answer', sdp });
  }

  addCandidate(label: unknown, id: unknown, candidate: unknown): Promise<void> {
    return addRemoteCandidate(this.pc, label, id, candidate);
  }

  /**
   * Sends one forwarded packet. sendRtp rewrites the header in place (ssrc, payload type, sequence,
   * extensions), so every player gets its own copy, without the publisher's extension ids.
   */
  forward(kind: MediaKind, packet: RtpPacket): void {
    const sender = this.senders.get(kind);
    if (!sender || this.closed || !this.connected || packet.payload.length === 0) return;
    const copy = packet.clone();
    copy.header.extensions = [];
    copy.header.extension = false;
    copy.header.padding = false;
    copy.header.paddingSize = 0;
    sender.sendRtp(copy).catch(() => undefined);
  }

  get isConnected(): boolean {
    return this.connected && !this.closed;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.pc.close().catch(() => undefined);
  }
}
