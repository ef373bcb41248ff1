import { MediaClock } from './media-clock';

describe('media clock', () => {
  it('places packets by their RTP distance from the first one, which sits at its arrival time', () => {
    const clock = new MediaClock(90_000, 1000);
    expect(clock.at(4_000_000, 1500)).toBe(500);
    expect(clock.at(4_000_000 + 9000, 1650)).toBe(600); // arrived late: still 100 ms after the first
  });

  it('counts through the 32-bit wrap', () => {
    const clock = new MediaClock(90_000, 0);
    clock.at(0xffff_ffff - 4499, 0);
    expect(clock.at(4500, 100)).toBe(100);
  });

  it('falls back to arrival times when the RTP clock stands still or jumps, and never goes back', () => {
    const clock = new MediaClock(90_000, 0);
    expect([clock.at(0, 0), clock.at(0, 66), clock.at(0, 133)]).toEqual([0, 66, 133]);
    expect(clock.at(90_000 * 3600, 200)).toBe(200);
    expect(clock.at(5, 150)).toBe(201);
  });
});
