import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { firstVideoFrameArgs, QUIET_FFMPEG_ARGS } from '../ffmpeg';
import { hlsStreamDir, playlistName } from '../hls/hls-muxer';
import type { PreviewStore } from './preview-store';

// Previews are small and rare: one libvips thread, no operation cache (the media work must keep the cores).
sharp.concurrency(1);
sharp.cache(false);

export interface SnapshotOptions {
  ffmpegPath: string;
  hlsDir: string;
  intervalMs: number;
  /** Preview width in pixels; smaller frames are not enlarged. */
  width: number;
  store: PreviewStore;
  log?: (message: string) => void;
}

/** A segment line of our own playlists (`{id}/seg_{session}_{n}.ts`, see HlsMuxer). */
const SEGMENT_LINE = /^[A-Za-z0-9_-]{1,128}\/seg_\d+_\d+\.ts$/;
const DECODE_TIMEOUT_MS = 5000;
const MAX_FRAME_BYTES = 16 * 1024 * 1024;
const JPEG_QUALITY = 72;

/**
 * Keeps a recent preview of one live stream: every `intervalMs` it decodes the first frame (a keyframe) of the
 * newest complete HLS segment with a short-lived ffmpeg, scales it with sharp and stores a JPEG. One ffmpeg at a
 * time per stream; before the first preview it tries again after 1, 2, 4… s (the first segment takes a moment).
 */
export class StreamSnapshotter {
  private timer?: NodeJS.Timeout;
  private child?: ChildProcess;
  private stopped = false;
  private failures = 0;
  private lastSegment = '';
  private loggedFailure = false;

  constructor(
    readonly streamId: string,
    private readonly options: SnapshotOptions,
  ) {}

  start(firstDelayMs = 1000): void {
    this.schedule(firstDelayMs);
  }

  private schedule(delayMs: number) {
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.tick(), delayMs);
    this.timer.unref();
  }

  private async tick() {
    let ok = false;
    try {
      ok = await this.takeOne();
    } catch (error) {
      // Logged once per stream: a broken stream would otherwise log every few seconds.
      if (!this.loggedFailure && !this.stopped) this.options.log?.(`preview ${this.streamId}: ${(error as Error).message}`);
      this.loggedFailure = true;
    }
    this.failures = ok ? 0 : this.failures + 1;
    this.schedule(ok ? this.options.intervalMs : Math.min(this.options.intervalMs, 500 * 2 ** this.failures));
  }

  /** True when the stored preview is current (new or unchanged stream); false when there was nothing to take. */
  async takeOne(): Promise<boolean> {
    const dir = hlsStreamDir(this.options.hlsDir, this.streamId);
    const playlist = await readFile(path.join(dir, playlistName(this.streamId)), 'utf8').catch(() => '');
    const segment = playlist
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => SEGMENT_LINE.test(line))
      .at(-1);
    if (!segment) return false;
    // No new segment since the last preview: the picture would be the same.
    if (segment === this.lastSegment && this.options.store.get(this.streamId)) return true;
    const frame = await this.decodeFirstFrame(path.join(this.options.hlsDir, segment));
    if (this.stopped) return false;
    const { data, info } = await sharp(frame)
      .resize({ width: this.options.width, withoutEnlargement: true })
      .jpeg({ quality: JPEG_QUALITY })
      .toBuffer({ resolveWithObject: true });
    if (this.stopped) return false;
    this.lastSegment = segment;
    this.options.store.set(this.streamId, { image: data, contentType: 'image/jpeg', takenAt: Date.now(), width: info.width, height: info.height });
    return true;
  }

  /** The segment's first video frame as PNG (ffmpeg on one thread, killed after a few seconds). */
  private decodeFirstFrame(file: string): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      const args = [...QUIET_FFMPEG_ARGS, '-threads', '1', ...firstVideoFrameArgs(file), '-f', 'image2pipe', '-c:v', 'png', '-'];
      const child = spawn(this.options.ffmpegPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
      this.child = child;
      const chunks: Buffer[] = [];
      let size = 0;
      let stderr = '';
      const timer = setTimeout(() => child.kill('SIGKILL'), DECODE_TIMEOUT_MS);
      child.stdout.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_FRAME_BYTES) child.kill('SIGKILL');
        else chunks.push(chunk);
      });
      child.stderr.on('data', (chunk: Buffer) => {
        stderr = (stderr + chunk.toString()).slice(-500);
      });
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      child.once('close', (code, signal) => {
        clearTimeout(timer);
        this.child = undefined;
        if (code === 0 && size > 0 && size <= MAX_FRAME_BYTES) resolve(Buffer.concat(chunks));
        else reject(new Error(`ffmpeg could not decode ${path.basename(file)} (${signal ?? code}): ${stderr.trim().split('\n').at(-1) ?? ''}`));
      });
    });
  }

  /** Stops taking previews and removes this stream's one. */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.child?.kill('SIGKILL');
    this.options.store.delete(this.streamId);
  }
}
