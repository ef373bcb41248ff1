import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';

/** `FFMPEG_PATH` when set (even if wrong: then the run says so), else the static binary of `@ffmpeg-installer/ffmpeg`. */
export function ffmpegPath(env: NodeJS.ProcessEnv = process.env): string | null {
  const fromEnv = env.FFMPEG_PATH?.trim();
  if (fromEnv) return fromEnv;
  try {
    // the package throws (a string) on platforms without a binary
    const installed = require('@ffmpeg-installer/ffmpeg') as { path?: unknown };
    if (typeof installed.path === 'string' && existsSync(installed.path)) return installed.path;
  } catch {
    // no binary for this platform
  }
  return null;
}

export class FfmpegMissingError extends Error {
  constructor() {
    super('ffmpeg is not available: install @ffmpeg-installer/ffmpeg or set FFMPEG_PATH');
  }
}

/** Runs ffmpeg and resolves with its stderr (where it prints what it read), or rejects with it. */
export function runFfmpeg(args: string[], options: { timeoutMs?: number; allowFailure?: boolean } = {}): Promise<string> {
  const binary = ffmpegPath();
  if (!binary) return Promise.reject(new FfmpegMissingError());
  return new Promise((resolve, reject) => {
    execFile(
      binary,
      ['-hide_banner', '-nostdin', ...args],
      { timeout: options.timeoutMs ?? 120_000, maxBuffer: 4 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (error && !options.allowFailure)
          reject(new Error(`ffmpeg failed: ${String(stderr).split('\n').slice(-4).join(' ').trim() || error.message}`));
        else resolve(String(stderr));
      },
    );
  });
}

export interface VideoProbe {
  duration: number;
  width: number | null;
  height: number | null;
}

/** Duration and picture size as ffmpeg reads them (no ffprobe in the static package); null when there is no video stream. */
export async function probeVideo(file: string): Promise<VideoProbe | null> {
  // without an output ffmpeg exits 1 after describing the input: that description is all we need
  const text = await runFfmpeg(['-i', file], { allowFailure: true, timeoutMs: 30_000 });
  const stream = /Stream #\d+:\d+[^\n]*: Video: [^\n]*?, (\d{2,5})x(\d{2,5})/.exec(text);
  if (!stream) return null;
  const duration = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(text);
  const seconds = duration ? Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3]) : 0;
  return { duration: Math.round(seconds * 100) / 100, width: Number(stream[1]), height: Number(stream[2]) };
}

/** One JPEG frame (at most 640 px wide) taken a little into the video, for cards and the player's poster. */
export async function extractPoster(file: string, output: string, durationSeconds: number): Promise<void> {
  const at = Math.min(1, durationSeconds / 2).toFixed(2);
  await runFfmpeg(['-y', '-ss', at, '-i', file, '-frames:v', '1', '-vf', "scale='min(640,iw)':-2", '-q:v', '4', output]);
}
