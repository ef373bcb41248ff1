import type { VideoCodecName } from './codecs';

/** Bits per second over a sliding window, for `streamInformation`. */
export class BitrateMeter {
  private samples: { at: number; bytes: number }[] = [];

  constructor(private readonly windowMs = 2000) {}

  add(bytes: number, at = Date.now()): void {
    this.samples.push({ at, bytes });
    if (this.samples.length > 4096) this.trim(at);
  }

  private trim(now: number) {
    const from = now - this.windowMs;
    let i = 0;
    while (i < this.samples.length && this.samples[i].at < from) i++;
    if (i > 0) this.samples = this.samples.slice(i);
  }

  bitsPerSecond(now = Date.now()): number {
    this.trim(now);
    const bytes = this.samples.reduce((sum, s) => sum + s.bytes, 0);
    return Math.round((bytes * 8 * 1000) / this.windowMs);
  }
}

/** Reads Exp-Golomb coded fields of an H.264 SPS. */
class BitReader {
  private bit = 0;
  constructor(private readonly data: Buffer) {}
  u(n: number): number {
    let value = 0;
    for (let i = 0; i < n; i++) {
      const byte = this.data[this.bit >> 3];
      if (byte === undefined) throw new Error('SPS truncated');
      value = (value << 1) | ((byte >> (7 - (this.bit & 7))) & 1);
      this.bit++;
    }
    return value >>> 0;
  }
  ue(): number {
    let zeros = 0;
    while (this.u(1) === 0) if (++zeros > 31) throw new Error('bad Exp-Golomb code');
    return (1 << zeros) - 1 + (zeros ? this.u(zeros) : 0);
  }
  se(): number {
    const k = this.ue();
    return k & 1 ? (k + 1) / 2 : -(k / 2);
  }
}

const HIGH_PROFILES = new Set([100, 110, 122, 244, 44, 83, 86, 118, 128, 138, 139, 134, 135]);

/** Width and height coded in an H.264 sequence parameter set (NAL header included). */
export function parseSpsSize(nal: Buffer): { width: number; height: number } {
  const rbsp: number[] = [];
  for (let i = 1; i < nal.length; i++) {
    // Drop emulation-prevention bytes (00 00 03).
    if (i >= 3 && nal[i] === 3 && nal[i - 1] === 0 && nal[i - 2] === 0) continue;
    rbsp.push(nal[i]);
  }
  const r = new BitReader(Buffer.from(rbsp));
  const profile = r.u(8);
  r.u(16); // constraint flags + level
  r.ue(); // seq_parameter_set_id
  let chroma = 1;
  if (HIGH_PROFILES.has(profile)) {
    chroma = r.ue();
    if (chroma === 3) r.u(1);
    r.ue();
    r.ue();
    r.u(1);
    if (r.u(1)) {
      for (let i = 0; i < (chroma === 3 ? 12 : 8); i++) {
        if (!r.u(1)) continue;
        let last = 8;
        let next = 8;
        for (let j = 0; j < (i < 6 ? 16 : 64) && next !== 0; j++) {
          next = (last + r.se() + 256) % 256;
          last = next === 0 ? last : next;
        }
      }
    }
  }
  r.ue(); // log2_max_frame_num_minus4
  const pocType = r.ue();
  if (pocType === 0) r.ue();
  else if (pocType === 1) {
    r.u(1);
    r.se();
    r.se();
    const n = r.ue();
    for (let i = 0; i < n; i++) r.se();
  }
  r.ue(); // max_num_ref_frames
  r.u(1);
  const widthMbs = r.ue() + 1;
  const heightUnits = r.ue() + 1;
  const frameMbsOnly = r.u(1);
  if (!frameMbsOnly) r.u(1);
  r.u(1);
  let crop = { left: 0, right: 0, top: 0, bottom: 0 };
  if (r.u(1)) crop = { left: r.ue(), right: r.ue(), top: r.ue(), bottom: r.ue() };
  const cropX = chroma === 0 || chroma === 3 ? 1 : 2;
  const cropY = (chroma === 1 ? 2 : 1) * (2 - frameMbsOnly);
  return {
    width: widthMbs * 16 - (crop.left + crop.right) * cropX,
    height: (2 - frameMbsOnly) * heightUnits * 16 - (crop.top + crop.bottom) * cropY,
  };
}

/** Size of a VP8 keyframe from an RTP payload (descriptor + frame header), if this packet starts one. */
export function parseVp8KeyframeSize(payload: Buffer): { width: number; height: number } | undefined {
  if (payload.length < 1) return undefined;
  const first = payload[0];
  const start = (first & 0x10) !== 0 && (first & 0x07) === 0;
  if (!start) return undefined;
  let offset = 1;
  if (first & 0x80) {
    const ext = payload[offset++];
    if (ext & 0x80) offset += payload[offset] & 0x80 ? 2 : 1;
    if (ext & 0x40) offset += 1;
    if (ext & 0x30) offset += 1;
  }
  const frame = payload.subarray(offset);
  if (frame.length < 10 || (frame[0] & 0x01) !== 0) return undefined; // bit 0 = 0 means keyframe
  if (frame[3] !== 0x9d || frame[4] !== 0x01 || frame[5] !== 0x2a) return undefined;
  return { width: frame.readUInt16LE(6) & 0x3fff, height: frame.readUInt16LE(8) & 0x3fff };
}

/** Keeps the last seen picture size of a publisher's video from its keyframes / SPS. */
export class FrameSizeProbe {
  width = 0;
  height = 0;

  inspect(codec: VideoCodecName, payload: Buffer): void {
    try {
      const size = codec === 'VP8' ? parseVp8KeyframeSize(payload) : this.h264Size(payload);
      if (size && size.width > 0 && size.height > 0) {
        this.width = size.width;
        this.height = size.height;
      }
    } catch {
      // A malformed SPS only means the size stays unknown.
    }
  }

  private h264Size(payload: Buffer): { width: number; height: number } | undefined {
    const type = payload[0] & 0x1f;
    if (type === 7) return parseSpsSize(payload);
    if (type === 24) {
      // STAP-A: [16-bit size][NAL]... — browsers bundle SPS+PPS this way.
      let offset = 1;
      while (offset + 2 < payload.length) {
        const size = payload.readUInt16BE(offset);
        const nal = payload.subarray(offset + 2, offset + 2 + size);
        if ((nal[0] & 0x1f) === 7) return parseSpsSize(nal);
        offset += 2 + size;
      }
    }
    return undefined;
  }
}
