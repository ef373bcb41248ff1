import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runFfmpeg } from '../core/ffmpeg';
import { clipWithTrailer, type ClipRecipe } from './content-clips';
import { paletteOf } from './performer-art';

// ffmpeg stands in by writing its output file: what is checked is how often a clip is rendered, not the encoding.
jest.mock('../core/ffmpeg', () => ({
  runFfmpeg: jest.fn(async (args: string[]) => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    require('node:fs').writeFileSync(args[args.length - 1], 'clip');
    return '';
  }),
}));

const recipe: ClipRecipe = { index: 0, title: 'Beach sunset dance', performerName: 'Anna', palette: paletteOf({ index: 0, username: 'anna' }) };
const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clip-cache-test-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** The ffmpeg runs that made a clip from pictures (the `-filter_complex` one), not the music or the trailer cut. */
const clipRenders = () => jest.mocked(runFfmpeg).mock.calls.filter(([args]) => args.includes('-filter_complex')).length;

describe('the demo clip cache', () => {
  it('renders a clip once when two seeds ask for it at the same moment; both get the clip and its trailer', async () => {
    const cache = tempDir();
    const [a, b] = [tempDir(), tempDir()];
    await Promise.all([a, b].map((out) => clipWithTrailer(recipe, path.join(out, 'clip.mp4'), path.join(out, 'trailer.mp4'), tempDir(), cache)));
    expect(clipRenders()).toBe(1);
    for (const out of [a, b]) for (const file of ['clip.mp4', 'trailer.mp4']) expect(fs.readFileSync(path.join(out, file), 'utf8')).toBe('clip');
    expect(fs.readdirSync(cache).filter((name) => name.endsWith('.lock'))).toEqual([]);

    // a later seed copies from the cache without rendering
    const c = tempDir();
    await clipWithTrailer(recipe, path.join(c, 'clip.mp4'), path.join(c, 'trailer.mp4'), tempDir(), cache);
    expect(clipRenders()).toBe(1);
  });
});
