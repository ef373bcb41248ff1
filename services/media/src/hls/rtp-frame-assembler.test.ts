import { RtpFrameAssembler } from './rtp-frame-assembler';

const packet = (sequenceNumber: number, timestamp: number, marker: boolean, byte = sequenceNumber) => ({
  header: { sequenceNumber, timestamp, marker },
  payload: Buffer.from([byte & 0xff]),
});

describe('RTP frame assembly', () => {
  it('ends frames at the marker even when every packet has the same timestamp', () => {
    const assembler = new RtpFrameAssembler();
    const frames = [packet(1, 0, false), packet(2, 0, true), packet(3, 0, true)].flatMap((p) => assembler.push(p, 100));
    expect(frames.map((f) => [f.payloads.length, f.intact])).toEqual([
      [2, true],
      [1, true],
    ]);
  });

  it('ends a frame whose marker never came when the timestamp changes, across the sequence wrap', () => {
    const assembler = new RtpFrameAssembler();
    const frames = [packet(65534, 10, false), packet(65535, 10, false), packet(0, 20, true)].flatMap((p) => assembler.push(p));
    expect(frames.map((f) => [f.timestamp, f.payloads.length, f.intact])).toEqual([
      [10, 2, true],
      [20, 1, true],
    ]);
  });

  it('marks the frames around a lost packet as broken and ignores duplicates', () => {
    const assembler = new RtpFrameAssembler();
    const frames = [packet(1, 10, false), packet(1, 10, false), packet(3, 10, true), packet(4, 20, true)].flatMap((p) => assembler.push(p));
    expect(frames.map((f) => [f.timestamp, f.payloads.length, f.intact])).toEqual([
      [10, 1, false],
      [10, 1, false],
      [20, 1, true],
    ]);
  });
});
