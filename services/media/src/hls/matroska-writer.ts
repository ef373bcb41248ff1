/**
 * A minimal live Matroska writer: an EBML header, a Segment and Clusters of unknown size (so nothing is ever
 * rewritten) and SimpleBlocks with millisecond timestamps. Just enough for ffmpeg to read a show from a pipe.
 */

const ID = {
  ebml: 0x1a45dfa3,
  ebmlVersion: 0x4286,
  ebmlReadVersion: 0x42f7,
  ebmlMaxIdLength: 0x42f2,
  ebmlMaxSizeLength: 0x42f3,
  docType: 0x4282,
  docTypeVersion: 0x4287,
  docTypeReadVersion: 0x4285,
  segment: 0x18538067,
  info: 0x1549a966,
  timestampScale: 0x2ad7b1,
  muxingApp: 0x4d80,
  writingApp: 0x5741,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackNumber: 0xd7,
  trackUid: 0x73c5,
  trackType: 0x83,
  flagLacing: 0x9c,
  codecId: 0x86,
  codecPrivate: 0x63a2,
  video: 0xe0,
  audio: 0xe1,
  samplingFrequency: 0xb5,
  channels: 0x9f,
  cluster: 0x1f43b675,
  clusterTimestamp: 0xe7,
  simpleBlock: 0xa3,
} as const;

/** An element size of 8 bytes with all value bits set: "unknown", the element runs until its parent's next child. */
const UNKNOWN_SIZE = Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);

function idBytes(id: number): Buffer {
  const bytes: number[] = [];
  for (let rest = id; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest & 0xff);
  return Buffer.from(bytes);
}

function sizeBytes(size: number): Buffer {
  for (let length = 1; length <= 8; length++) {
    if (size < 2 ** (7 * length) - 1) {
      const bytes = Buffer.alloc(length);
      let rest = size;
      for (let i = length - 1; i >= 0; i--) {
        bytes[i] = rest % 256;
        rest = Math.floor(rest / 256);
      }
      bytes[0]! |= 0x80 >> (length - 1);
      return bytes;
    }
  }
  throw new Error(`EBML element too large: ${size}`);
}

function element(id: number, body: Buffer | Buffer[]): Buffer {
  const data = Array.isArray(body) ? Buffer.concat(body) : body;
  return Buffer.concat([idBytes(id), sizeBytes(data.length), data]);
}

function uint(id: number, value: number): Buffer {
  const bytes: number[] = [];
  for (let rest = value; rest > 0 || bytes.length === 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  return element(id, Buffer.from(bytes));
}

function float(id: number, value: number): Buffer {
  const data = Buffer.alloc(8);
  data.writeDoubleBE(value);
  return element(id, data);
}

const text = (id: number, value: string) => element(id, Buffer.from(value, 'ascii'));

export type MatroskaTrack =
  | { kind: 'video'; codecId: 'V_MPEG4/ISO/AVC' | 'V_VP8'; codecPrivate?: Buffer }
  | { kind: 'audio'; codecId: 'A_OPUS'; codecPrivate: Buffer; sampleRate: number; channels: number };

/** The OpusHead a Matroska Opus track carries (RFC 7845 §5.1), mapping family 0. */
export function opusHead(channels: number, sampleRate = 48_000): Buffer {
  const head = Buffer.alloc(19);
  head.write('OpusHead', 0, 'ascii');
  head[8] = 1;
  head[9] = channels;
  head.writeUInt16LE(0, 10); // pre-skip: a live show has no encoder delay to hide
  head.writeUInt32LE(sampleRate, 12);
  return head;
}

/** Blocks stay within a cluster's signed 16-bit relative timestamp, with room to spare for late audio. */
const MAX_CLUSTER_SPAN_MS = 20_000;

export class MatroskaWriter {
  private clusterStart?: number;

  constructor(private readonly tracks: MatroskaTrack[]) {}

  /** EBML header, Segment start, Info and Tracks; track numbers are 1-based positions in `tracks`. */
  header(): Buffer {
    const ebml = element(ID.ebml, [
      uint(ID.ebmlVersion, 1),
      uint(ID.ebmlReadVersion, 1),
      uint(ID.ebmlMaxIdLength, 4),
      uint(ID.ebmlMaxSizeLength, 8),
      text(ID.docType, 'matroska'),
      uint(ID.docTypeVersion, 4),
      uint(ID.docTypeReadVersion, 2),
    ]);
    const info = element(ID.info, [uint(ID.timestampScale, 1_000_000), text(ID.muxingApp, 'platform-media'), text(ID.writingApp, 'platform-media')]);
    const entries = this.tracks.map((track, index) =>
      element(ID.trackEntry, [
        uint(ID.trackNumber, index + 1),
        uint(ID.trackUid, index + 1),
        uint(ID.trackType, track.kind === 'video' ? 1 : 2),
        uint(ID.flagLacing, 0),
        text(ID.codecId, track.codecId),
        ...(track.codecPrivate ? [element(ID.codecPrivate, track.codecPrivate)] : []),
        track.kind === 'video'
          ? element(ID.video, [])
          : element(ID.audio, [float(ID.samplingFrequency, track.sampleRate), uint(ID.channels, track.channels)]),
      ]),
    );
    return Buffer.concat([ebml, idBytes(ID.segment), UNKNOWN_SIZE, info, element(ID.tracks, entries)]);
  }

  /** One frame of track `trackNumber` at `timeMs` (≥ 0); a video keyframe opens a new cluster. */
  block(trackNumber: number, timeMs: number, keyframe: boolean, data: Buffer): Buffer {
    const time = Math.max(0, Math.round(timeMs));
    const parts: Buffer[] = [];
    const isVideo = this.tracks[trackNumber - 1]?.kind === 'video';
    if (this.clusterStart === undefined || (isVideo && keyframe) || Math.abs(time - this.clusterStart) > MAX_CLUSTER_SPAN_MS) {
      this.clusterStart = time;
      parts.push(idBytes(ID.cluster), UNKNOWN_SIZE, uint(ID.clusterTimestamp, time));
    }
    const head = Buffer.alloc(4);
    head[0] = 0x80 | trackNumber;
    head.writeInt16BE(Math.max(-32768, Math.min(32767, time - this.clusterStart)), 1);
    head[3] = keyframe ? 0x80 : 0;
    parts.push(idBytes(ID.simpleBlock), sizeBytes(head.length + data.length), head, data);
    return Buffer.concat(parts);
  }
}
