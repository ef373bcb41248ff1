import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Where the ffmpeg binary comes from. Self-contained (Node built-ins and the `@ffmpeg-installer/ffmpeg`
 * package only) so the API can reuse it for posters and snapshots.
 */
export interface ResolvedFfmpeg {
  path: string;
  /** `FFMPEG_PATH` (a system ffmpeg the operator chose) or the static binary installed with the package. */
  from: 'FFMPEG_PATH' | '@ffmpeg-installer/ffmpeg';
}

/** `FFMPEG_PATH` when set, otherwise the binary of `@ffmpeg-installer/ffmpeg`; null when neither exists. */
export function resolveFfmpeg(env: NodeJS.ProcessEnv = process.env): ResolvedFfmpeg | null {
  const fromEnv = env.FFMPEG_PATH?.trim();
  // An explicit path wins even when it is wrong: the probe then says so instead of silently using another binary.
  if (fromEnv) return { path: fromEnv, from: 'FFMPEG_PATH' };
  try {
    // The package throws on platforms without a binary (a string, not an Error).
    const installed = require('@ffmpeg-installer/ffmpeg') as { path?: unknown };
    if (typeof installed.path === 'string' && existsSync(installed.path)) return { path: installed.path, from: '@ffmpeg-installer/ffmpeg' };
  } catch {
    // no binary for this platform
  }
  return null;
}

/** The start of every ffmpeg run of ours that is not a probe: no banner, errors only, never reading stdin. */
export const QUIET_FFMPEG_ARGS = ['-hide_banner', '-loglevel', 'error', '-nostdin'];

/** Reads `file` and keeps only its first video frame. */
export const firstVideoFrameArgs = (file: string) => ['-i', file, '-map', '0:v:0', '-frames:v', '1'];

/** What a working ffmpeg told us about itself. */
export interface FfmpegInfo {
  path: string;
  /** The version word of `ffmpeg -version` (e.g. `5.1.6-0+deb12u1` or `N-47683-g0e8eb07980-static`). */
  version: string;
}

function run(file: string, args: string[], timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(file, args, { timeout: timeoutMs, maxBuffer: 1024 * 1024 }, (error, stdout) => (error ? reject(error) : resolve(stdout)));
  });
}

/** Runs the binary once (`-version`); null when it does not run. */
export async function probeFfmpeg(ffmpegPath: string, timeoutMs = 30_000): Promise<FfmpegInfo | null> {
  let versionText: string;
  try {
    versionText = await run(ffmpegPath, ['-hide_banner', '-version'], timeoutMs);
  } catch {
    return null;
  }
  const version = /^ffmpeg version (\S+)/m.exec(versionText)?.[1];
  if (!version) return null;
  return { path: ffmpegPath, version };
}
