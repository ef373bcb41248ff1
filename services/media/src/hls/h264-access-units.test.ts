import { depacketizeH264, H264ParameterSets, lengthPrefixed, nalType } from './h264-access-units';

const sps = Buffer.from([0x67, 0x42, 0xc0, 0x1f, 0xaa]);
const pps = Buffer.from([0x68, 0xce, 0x3c, 0x80]);
const idr = Buffer.from([0x65, 1, 2, 3, 4, 5, 6]);
const slice = Buffer.from([0x41, 9, 8, 7]);

function stapA(...units: Buffer[]): Buffer {
  return Buffer.concat([Buffer.from([0x78]), ...units.flatMap((unit) => [Buffer.from([unit.length >> 8, unit.length & 0xff]), unit])]);
}

/** FU-A fragments of `unit`, `size` payload bytes each. */
function fuA(unit: Buffer, size: number): Buffer[] {
  const body = unit.subarray(1);
  const fragments: Buffer[] = [];
  for (let offset = 0; offset < body.length; offset += size) {
    const starts = offset === 0 ? 0x80 : 0;
    const ends = offset + size >= body.length ? 0x40 : 0;
    fragments.push(Buffer.concat([Buffer.from([(unit[0]! & 0xe0) | 28, starts | ends | nalType(unit)]), body.subarray(offset, offset + size)]));
  }
  return fragments;
}

describe('H.264 depacketizing', () => {
  it('reads single units, STAP-A and FU-A back into the NAL units that were sent', () => {
    expect(depacketizeH264([stapA(sps, pps), ...fuA(idr, 2), slice])).toEqual([sps, pps, idr, slice]);
  });

  it('refuses a frame that starts in the middle of a fragmented unit or misses its end', () => {
    const fragments = fuA(idr, 2);
    expect(depacketizeH264(fragments.slice(1))).toBeUndefined();
    expect(depacketizeH264(fragments.slice(0, -1))).toBeUndefined();
  });

  it('puts the last SPS and PPS in front of a keyframe that came without them', () => {
    const sets = new H264ParameterSets();
    expect(sets.accessUnit([idr]).keyframe).toBe(false); // no parameter sets seen yet: not a usable start
    expect(sets.accessUnit([sps, pps, idr])).toEqual({ units: [sps, pps, idr], keyframe: true });
    expect(sets.accessUnit([idr])).toEqual({ units: [sps, pps, idr], keyframe: true });
    expect(sets.accessUnit([slice])).toEqual({ units: [slice], keyframe: false });
  });

  it('describes the parameter sets as an avcC record and frames NAL units with 4-byte lengths', () => {
    const sets = new H264ParameterSets();
    sets.accessUnit([sps, pps, idr]);
    expect([...sets.decoderConfiguration()!]).toEqual([1, 0x42, 0xc0, 0x1f, 0xff, 0xe1, 0, 5, ...sps, 1, 0, 4, ...pps]);
    expect([...lengthPrefixed([pps, slice])]).toEqual([0, 0, 0, 4, ...pps, 0, 0, 0, 4, ...slice]);
  });
});
