import { BitrateMeter, FrameSizeProbe, parseSpsSize, parseVp8KeyframeSize } from './stream-stats';

describe('stream statistics', () => {
  // SPS NAL units produced by ffmpeg/libx264 for these sizes; 1080 and 180 need frame cropping.
  it.each([
    ['6742c016d900a03db0110000030001000003001e0f162e48', 640, 480],
    ['6764001facd9405005bb0110000003001000000301e0f1831960', 1280, 720],
    ['67640028acd940780227e5c044000003000400000300783c60c658', 1920, 1080],
    ['6742c00cd901419f9f0110000003001000000301e0f142a480', 320, 180],
  ])('reads the picture size from an H.264 SPS (%s → %ix%i)', (hex, width, height) => {
    expect(parseSpsSize(Buffer.from(hex, 'hex'))).toEqual({ width, height });
  });

  it('reads the picture size of a VP8 keyframe from its RTP payload', () => {
    // descriptor (S=1, PID=0) + frame tag (keyframe) + start code + 320x240
    const payload = Buffer.from([0x10, 0x50, 0x42, 0x00, 0x9d, 0x01, 0x2a, 0x40, 0x01, 0xf0, 0x00, 0, 0]);
    expect(parseVp8KeyframeSize(payload)).toEqual({ width: 320, height: 240 });
    const probe = new FrameSizeProbe();
    probe.inspect('VP8', payload);
    expect([probe.width, probe.height]).toEqual([320, 240]);
    // An interframe (tag bit 0 = 1) says nothing about the size.
    expect(parseVp8KeyframeSize(Buffer.from([0x10, 0x51, 0x42, 0x00, 0x9d, 0x01, 0x2a, 0x40, 0x01, 0xf0, 0x00]))).toBeUndefined();
  });

  it('measures the bitrate over its window', () => {
    const meter = new BitrateMeter(1000);
    meter.add(1000, 10_000);
    meter.add(1000, 10_500);
    expect(meter.bitsPerSecond(10_900)).toBe(16_000);
    expect(meter.bitsPerSecond(11_400)).toBe(8_000);
  });
});
