/** RTP timestamps further than this from the arrival clock are not believed (a jump, a wrap, a frozen clock). */
const MAX_DRIFT_MS = 2000;

/**
 * Turns one track's RTP timestamps into milliseconds on the muxer's timeline (0 = `origin`, a Date.now()). The
 * first packet is placed at its arrival time, later ones by their RTP distance; when the RTP clock stands still,
 * runs backwards or drifts away from the arrival times, the track is placed by arrival again. Output only grows.
 */
export class MediaClock {
  private anchor?: { rtp: number; ms: number };
  private lastRtp = 0;
  private unwrapped = 0;
  private lastMs?: number;

  constructor(
    private readonly clockRate: number,
    private readonly origin: number,
  ) {}

  at(rtpTimestamp: number, arrivedAt: number): number {
    const arrival = arrivedAt - this.origin;
    let ms: number;
    if (!this.anchor) {
      this.unwrapped = 0;
      this.anchor = { rtp: 0, ms: arrival };
      ms = arrival;
    } else {
      const step = (rtpTimestamp - this.lastRtp) | 0; // signed 32-bit distance: wraps are steps too
      this.unwrapped += step;
      ms = this.anchor.ms + ((this.unwrapped - this.anchor.rtp) * 1000) / this.clockRate;
      if (step <= 0 || Math.abs(ms - arrival) > MAX_DRIFT_MS) {
        this.anchor = { rtp: this.unwrapped, ms: arrival };
        ms = arrival;
      }
    }
    this.lastRtp = rtpTimestamp;
    if (this.lastMs !== undefined && ms <= this.lastMs) ms = this.lastMs + 1;
    this.lastMs = ms;
    return ms;
  }
}
