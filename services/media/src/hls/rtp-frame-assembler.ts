/** What the assembler needs of an RTP packet (werift's RtpPacket has it). */
export interface RtpPacketLike {
  header: { sequenceNumber: number; timestamp: number; marker: boolean };
  payload: Buffer;
}

/** The payloads of one video frame, in order, and whether none of its packets is missing. */
export interface RtpFrame {
  payloads: Buffer[];
  /** RTP timestamp of the frame. */
  timestamp: number;
  /** Date.now() when its first packet arrived. */
  arrivedAt: number;
  /** No sequence gap inside the frame or right before it (its start may still be missing on the very first frame). */
  intact: boolean;
}

/** -32768…32767: how far `seq` is after `previous`, modulo 2^16. */
function sequenceDistance(seq: number, previous: number): number {
  return ((seq - previous + 0x8000) & 0xffff) - 0x8000;
}

/**
 * Groups video RTP packets into frames: a frame ends at its marker bit or when the timestamp changes (an encoder
 * that leaves its timestamps unset sends frames that differ only by the marker). Duplicates and late packets are
 * ignored; a sequence gap marks the frames around it as not intact, so the caller can wait for a keyframe.
 */
export class RtpFrameAssembler {
  private current?: RtpFrame;
  private lastSequence?: number;

  push(packet: RtpPacketLike, now = Date.now()): RtpFrame[] {
    const { sequenceNumber, timestamp, marker } = packet.header;
    let gap = false;
    if (this.lastSequence !== undefined) {
      const distance = sequenceDistance(sequenceNumber, this.lastSequence);
      if (distance <= 0) return [];
      gap = distance > 1;
    }
    this.lastSequence = sequenceNumber;
    const done: RtpFrame[] = [];
    if (this.current && (this.current.timestamp !== timestamp || gap)) {
      if (gap) this.current.intact = false;
      done.push(this.current);
      this.current = undefined;
    }
    this.current ??= { payloads: [], timestamp, arrivedAt: now, intact: !gap };
    this.current.payloads.push(packet.payload);
    if (marker) {
      done.push(this.current);
      this.current = undefined;
    }
    return done;
  }
}
