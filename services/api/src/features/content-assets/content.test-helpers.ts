import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { runFfmpeg } from '../../core/ffmpeg';

// Small real files for the content tests (not a test file itself), made once per test file.

/** A 2-second 160×90 MP4 (test pattern and tone), as a browser would upload it. */
export async function makeTestVideo(seconds = 2, format: 'mp4' | 'webm' = 'mp4'): Promise<Buffer> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'content-test-')), `clip.${format}`);
  const codec =
    format === 'mp4'
      ? ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p']
      : ['-c:v', 'libvpx', '-deadline', 'realtime', '-b:v', '200k'];
  await runFfmpeg(['-y', '-f', 'lavfi', '-i', `testsrc2=size=160x90:rate=10:duration=${seconds}`, ...codec, '-an', file]);
  const buffer = fs.readFileSync(file);
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  return buffer;
}

/** A 1200×800 JPEG: big enough that both thumbnail sizes are really made smaller. */
export const makeTestJpeg = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 30, b: 90 } } })
    .jpeg()
    .toBuffer();
