/** NAL unit types that matter here (ITU-T H.264 table 7-1; RFC 6184 for STAP-A and FU-A). */
const NAL = { idr: 5, sps: 7, pps: 8, stapA: 24, fuA: 28 } as const;

export const nalType = (unit: Buffer): number => unit[0]! & 0x1f;

/** The NAL units of one frame's RTP payloads (single NAL, STAP-A, FU-A); undefined when a fragment is missing or malformed. */
export function depacketizeH264(payloads: Buffer[]): Buffer[] | undefined {
  const units: Buffer[] = [];
  let fragments: Buffer[] | undefined;
  for (const payload of payloads) {
    if (payload.length < 1) return undefined;
    const type = nalType(payload);
    if (type === NAL.fuA) {
      if (payload.length < 3) return undefined;
      const header = payload[1]!;
      const starts = (header & 0x80) !== 0;
      const ends = (header & 0x40) !== 0;
      if (starts) {
        if (fragments) return undefined;
        fragments = [Buffer.from([(payload[0]! & 0xe0) | (header & 0x1f)])];
      } else if (!fragments) return undefined;
      fragments.push(payload.subarray(2));
      if (ends) {
        units.push(Buffer.concat(fragments));
        fragments = undefined;
      }
      continue;
    }
    if (fragments) return undefined;
    if (type === NAL.stapA) {
      for (let offset = 1; offset < payload.length;) {
        if (offset + 2 > payload.length) return undefined;
        const size = payload.readUInt16BE(offset);
        offset += 2;
        if (size === 0 || offset + size > payload.length) return undefined;
        units.push(payload.subarray(offset, offset + size));
        offset += size;
      }
    } else if (type >= 1 && type <= 23) units.push(payload);
    else return undefined;
  }
  return fragments ? undefined : units;
}

export interface H264AccessUnit {
  /** NAL units in decoding order; a keyframe always starts with its SPS and PPS. */
  units: Buffer[];
  keyframe: boolean;
}

/**
 * Turns frames into access units a muxer can start from: remembers the latest SPS and PPS and puts them in front of
 * every IDR that comes without them (a keyframe is only usable with its parameter sets).
 */
export class H264ParameterSets {
  sps?: Buffer;
  pps?: Buffer;

  accessUnit(units: Buffer[]): H264AccessUnit {
    for (const unit of units) {
      if (nalType(unit) === NAL.sps) this.sps = Buffer.from(unit);
      if (nalType(unit) === NAL.pps) this.pps = Buffer.from(unit);
    }
    const idr = units.some((unit) => nalType(unit) === NAL.idr);
    if (!idr) return { units, keyframe: false };
    if (!this.sps || !this.pps) return { units, keyframe: false };
    const has = (type: number) => units.some((unit) => nalType(unit) === type);
    const prefix = [...(has(NAL.sps) ? [] : [this.sps]), ...(has(NAL.pps) ? [] : [this.pps])];
    return { units: [...prefix, ...units], keyframe: true };
  }

  /** The AVCDecoderConfigurationRecord (ISO 14496-15) of the current parameter sets, 4-byte NAL lengths. */
  decoderConfiguration(): Buffer | undefined {
    const { sps, pps } = this;
    if (!sps || !pps || sps.length < 4) return undefined;
    const head = Buffer.from([1, sps[1]!, sps[2]!, sps[3]!, 0xff, 0xe1]);
    const length = (unit: Buffer) => {
      const size = Buffer.alloc(2);
      size.writeUInt16BE(unit.length);
      return size;
    };
    return Buffer.concat([head, length(sps), sps, Buffer.from([1]), length(pps), pps]);
  }
}

/** NAL units as ISO 14496-15 samples: each one prefixed with its 4-byte length. */
export function lengthPrefixed(units: Buffer[]): Buffer {
  return Buffer.concat(
    units.flatMap((unit) => {
      const size = Buffer.alloc(4);
      size.writeUInt32BE(unit.length);
      return [size, unit];
    }),
  );
}
