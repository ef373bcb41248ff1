import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { PublisherSession } from '../sfu/publisher';
import { HlsInput, type HlsSource } from './hls-input';

export interface HlsOptions {
  ffmpegPath: string;
  hlsDir: string;
  segmentSeconds: number;
  log?: (message: string) => void;
}

/** Stream ids that may become folder names and URL segments of HLS output. */
export const HLS_SAFE_ID = /^[A-Za-z0-9_-]{1,128}$/;
/** How often the VP8 transcode asks its publisher for a keyframe. */
const VP8_RECOVERY_KEYFRAME_MS = 2000;
/** An ffmpeg that dies while the show goes on is started again after 0.5, 1, 2, 4, 8, 8 s… */
const RESTART_FIRST_DELAY_MS = 500;
const RESTART_MAX_DELAY_MS = 8000;
/** …at most this many times in a row; a run that lasted HEALTHY_RUN_MS starts the count again. */
const MAX_CONSECUTIVE_RESTARTS = 8;
const HEALTHY_RUN_MS = 60_000;
/** Media queued for an ffmpeg that does not keep up; beyond it frames are dropped until the next keyframe. */
const MAX_QUEUED_BYTES = 4 * 1024 * 1024;
/** ffmpeg gets this long to flush after SIGINT before SIGKILL. */
export const FFMPEG_KILL_GRACE_MS = 1000;

export function hlsStreamDir(hlsDir: string, streamId: string): string {
  return path.join(hlsDir, streamId);
}

export function playlistName(streamId: string): string {
  return `${streamId}.m3u8`;
}

/**
 * Repackages one publisher into HLS: its RTP is reassembled into a live Matroska stream (see HlsInput) on the
 * stdin of an ffmpeg that writes the playlist. H.264 is copied (to Annex B); VP8 is transcoded to H.264
 * (ultrafast, zerolatency, at most 480 lines); Opus → AAC. An ffmpeg that exits while the show goes on is started
 * again after a growing wait; the playlist keeps its sequence numbers and timeline across restarts.
 */
export class HlsMuxer {
  private ffmpeg?: ChildProcess;
  private input?: HlsInput;
  private keyframeTimer?: NodeJS.Timeout;
  private restartTimer?: NodeJS.Timeout;
  private stopped = false;
  /** Restarts since the last run that lasted (a crash loop gives up after MAX_CONSECUTIVE_RESTARTS). */
  private consecutiveRestarts = 0;
  private firstRunAt = 0;
  private starting?: Promise<void>;
  private stderrTail: string[] = [];
  readonly dir: string;

  constructor(
    readonly streamId: string,
    private readonly publisher: HlsSource & Pick<PublisherSession, 'isClosed'>,
    private readonly options: HlsOptions,
  ) {
    if (!HLS_SAFE_ID.test(streamId)) throw new Error(`stream id "${streamId}" cannot name HLS files`);
    this.dir = hlsStreamDir(options.hlsDir, streamId);
  }

  private log(message: string) {
    (this.options.log ?? console.warn)(`hls ${this.streamId}: ${message}`);
  }

  private ffmpegArgs(firstSequence: number, timelineOffsetS: number): string[] {
    const seg = this.options.segmentSeconds;
    const video =
      this.publisher.videoCodec === 'H264'
        ? ['-c:v', 'copy', '-bsf:v', 'h264_mp4toannexb']
        : [
            '-c:v',
            'libx264',
            '-preset',
            'ultrafast',
            '-tune',
            'zerolatency',
            '-profile:v',
            'baseline',
            '-vf',
            "scale=-2:'min(480,ih)'",
            '-pix_fmt',
            'yuv420p',
            // one keyframe per segment, whatever the publisher's frame rate
            '-force_key_frames',
            `expr:gte(t,n_forced*${seg})`,
            '-b:v',
            '1000k',
            '-maxrate',
            '1200k',
            '-bufsize',
            '1000k',
          ];
    return [
      '-hide_banner',
      '-loglevel',
      'warning',
      '-analyzeduration',
      '1000000',
      '-probesize',
      '1000000',
      '-f',
      'matroska',
      '-i',
      'pipe:0',
      '-map',
      '0:v?',
      '-map',
      '0:a?',
      ...video,
      '-c:a',
      'aac',
      '-b:a',
      '96k',
      '-ac',
      '2',
      // gaps in the audio (DTX, a muted microphone) become silence instead of holding the video back
      '-af',
      'aresample=async=1000',
      // a quiet track must not hold the other back for ffmpeg's default 10 s
      '-max_interleave_delta',
      '500000',
      // a restarted ffmpeg continues the timeline of the first, so players need no discontinuity
      '-output_ts_offset',
      timelineOffsetS.toFixed(3),
      '-f',
      'hls',
      // A little under the keyframe interval, so every keyframe (PLI answered a few ms early or late) cuts a segment.
      '-hls_time',
      String(Math.round(seg * 900) / 1000),
      '-hls_list_size',
      String(Math.max(6, Math.ceil(4 / seg))),
      '-start_number',
      String(firstSequence),
      '-hls_flags',
      'delete_segments+independent_segments+temp_file',
      '-hls_allow_cache',
      '0',
      '-hls_base_url',
      `${this.streamId}/`,
      '-hls_segment_filename',
      path.join(this.dir, `seg_${Date.now()}_%05d.ts`),
      path.join(this.dir, playlistName(this.streamId)),
    ];
  }

  start(): Promise<void> {
    this.starting ??= this.begin();
    return this.starting;
  }

  private async begin(): Promise<void> {
    await rm(this.dir, { recursive: true, force: true });
    await mkdir(this.dir, { recursive: true });
    if (this.stopped) return;
    this.firstRunAt = Date.now();
    this.launch(0);
  }

  /** The sequence number after the last segment of the current playlist (0 without one). */
  private async nextSequence(): Promise<number> {
    const playlist = await readFile(path.join(this.dir, playlistName(this.streamId)), 'utf8').catch(() => '');
    const first = Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(playlist)?.[1] ?? 0);
    return first + (playlist.match(/^#EXTINF/gm)?.length ?? 0);
  }

  private launch(firstSequence: number) {
    const runStartedAt = Date.now();
    const args = this.ffmpegArgs(firstSequence, (runStartedAt - this.firstRunAt) / 1000);
    const ffmpeg = spawn(this.options.ffmpegPath, args, { stdio: ['pipe', 'ignore', 'pipe'] });
    this.ffmpeg = ffmpeg;
    this.stderrTail = [];
    ffmpeg.stderr?.setEncoding('utf8');
    ffmpeg.stderr?.on('data', (chunk: string) => {
      this.stderrTail.push(...chunk.split('\n').filter(Boolean));
      this.stderrTail = this.stderrTail.slice(-20);
    });
    // EPIPE when ffmpeg is gone: its exit handler deals with that.
    ffmpeg.stdin?.on('error', () => undefined);
    ffmpeg.once('error', (error) => this.log(`ffmpeg failed: ${error.message}`));
    ffmpeg.once('exit', (code, signal) => {
      this.stopFeeding();
      if (this.stopped || this.publisher.isClosed) return;
      this.log(`ffmpeg exited (${code ?? signal}): ${this.stderrTail.slice(-5).join(' | ')}`);
      this.consecutiveRestarts = Date.now() - runStartedAt >= HEALTHY_RUN_MS ? 1 : this.consecutiveRestarts + 1;
      if (this.consecutiveRestarts > MAX_CONSECUTIVE_RESTARTS) return this.log(`gave up after ${MAX_CONSECUTIVE_RESTARTS} restarts in a row`);
      const delay = Math.min(RESTART_MAX_DELAY_MS, RESTART_FIRST_DELAY_MS * 2 ** (this.consecutiveRestarts - 1));
      this.restartTimer = setTimeout(() => {
        void this.nextSequence().then((next) => {
          if (!this.stopped && !this.publisher.isClosed) this.launch(next);
        });
      }, delay);
      this.restartTimer.unref();
    });

    const stdin = ffmpeg.stdin!;
    this.input = new HlsInput(this.publisher, {
      write: (chunk) => void stdin.write(chunk),
      congested: () => stdin.destroyed || stdin.writableLength > MAX_QUEUED_BYTES,
    });
    this.input.start();
    // Segments are cut at keyframes only. Copied H.264 gets one per segment from the publisher (PLI); the VP8
    // transcode makes its own and asks only every 2 s, so its decoder recovers from a lost packet.
    const every = this.publisher.videoCodec === 'H264' ? Math.max(250, Math.round(this.options.segmentSeconds * 1000)) : VP8_RECOVERY_KEYFRAME_MS;
    this.keyframeTimer = setInterval(() => this.publisher.requestKeyframe(every / 2), every);
    this.keyframeTimer.unref();
  }

  private stopFeeding() {
    clearInterval(this.keyframeTimer);
    this.input?.stop();
    this.input = undefined;
  }

  /** Stops feeding, ends ffmpeg (end of input and SIGINT, then SIGKILL after a short grace) and removes the files. */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    clearTimeout(this.restartTimer);
    await this.starting?.catch(() => undefined);
    this.stopFeeding();
    const ffmpeg = this.ffmpeg;
    if (ffmpeg && ffmpeg.exitCode === null && ffmpeg.signalCode === null) {
      await new Promise<void>((resolve) => {
        const kill = setTimeout(() => ffmpeg.kill('SIGKILL'), FFMPEG_KILL_GRACE_MS);
        ffmpeg.once('exit', () => {
          clearTimeout(kill);
          resolve();
        });
        ffmpeg.stdin?.end();
        ffmpeg.kill('SIGINT');
      });
    }
    await rm(this.dir, { recursive: true, force: true });
  }
}
