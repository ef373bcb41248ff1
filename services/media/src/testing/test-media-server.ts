import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { MediaConfig } from '../config';
import { resolveFfmpeg } from '../ffmpeg';
import { createMediaServer, type MediaServer } from '../server';

/** FFMPEG_PATH or the binary installed with @ffmpeg-installer/ffmpeg; `describe` skips (and says so) where none exists. */
export function withFfmpeg(what: string): { ffmpeg: string; describeWithFfmpeg: jest.Describe } {
  const ffmpeg = resolveFfmpeg()?.path ?? '';
  if (!ffmpeg) console.warn(`${what} skipped: no ffmpeg for this platform`);
  return { ffmpeg, describeWithFfmpeg: ffmpeg ? describe : describe.skip };
}

export interface TestMediaServer {
  server: MediaServer;
  port: number;
  /** This test's own HLS folder, removed after it. */
  hlsDir: string;
  /** Run after the test (last added first), before the server closes. */
  cleanups: Array<() => unknown>;
}

/** A media server on a free 127.0.0.1 port for each test of the file, with its own HLS folder. */
export function useTestMediaServer(folderPrefix: string, config: Partial<MediaConfig>): TestMediaServer {
  const media = { cleanups: [] } as unknown as TestMediaServer;
  beforeEach(async () => {
    media.hlsDir = await mkdtemp(path.join(os.tmpdir(), folderPrefix));
    media.server = createMediaServer({ host: '127.0.0.1', port: 0, iceServers: [], ...config, hlsDir: media.hlsDir }, { log: () => undefined });
    media.port = await media.server.listen();
  });
  afterEach(async () => {
    for (const cleanup of media.cleanups.splice(0).reverse()) await cleanup();
    await media.server.close();
    await rm(media.hlsDir, { recursive: true, force: true });
  });
  return media;
}
