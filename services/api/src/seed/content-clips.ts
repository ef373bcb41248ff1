import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import sharp from 'sharp';
import { runFfmpeg } from '../core/ffmpeg';
import { escapeXml, type Palette } from './performer-art';

// Demo video clips made here (no download, no binary in the repo): 1280×720, 24 fps, 20–28 s. A soft light
// canvas in the performer's colours drifts slowly behind two glowing orbs, a title card (clip title and her name)
// fades in and out, a lower third comes back mid-clip, her name stays in a corner, and a quiet chord with a soft beat
// plays (ten variants, rendered once). The pictures are drawn
// with sharp (SVG, the same fonts as the photos), so ffmpeg needs no drawtext or font of its own.
// Rendered clips are kept in a cache folder shared by data folders: only the first start pays for them.

export const CLIP_SIZE = { width: 1280, height: 720 } as const;
const FPS = 24;
/** The canvas the camera pans over (larger than the frame). */
const CANVAS = { width: 1600, height: 900 } as const;
const ORB_SIZE = 360;
/** A trailer is the clip's opening: title card included. */
export const TRAILER_SECONDS = 8;
/** Bump when the look changes: cached clips of an older look are not reused. */
const LOOK_VERSION = 1;

export interface ClipRecipe {
  /** Picks the chord, the camera path and the length. */
  index: number;
  title: string;
  performerName: string;
  palette: Palette;
}

export const clipSeconds = (index: number) => 20 + (index % 3) * 4;

/** services/api, from the sources (src/seed) and from the bundle (dist) alike: the nearest folder with a package.json. */
function apiPackageDir(): string {
  for (let dir = __dirname; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return __dirname;
  }
}

/**
 * Where rendered clips are kept: DEMO_MEDIA_CACHE_DIR, else the API's default data folder (survives fresh data
 * folders, and is the same for the tests and `pnpm start`, so either one's rendering serves the other).
 */
export function clipCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.DEMO_MEDIA_CACHE_DIR || path.join(apiPackageDir(), '.data', 'demo-media-cache');
}

function backgroundSvg(palette: Palette, index: number): string {
  const { width, height } = CANVAS;
  const blobs = Array.from({ length: 9 }, (_, k) => {
    const x = (k * 263 + index * 97) % width;
    const y = (k * 157 + index * 53) % height;
    const fill = k % 3 === 0 ? palette.accent : k % 3 === 1 ? palette.glow : palette.deep;
    return `<ellipse cx="${x}" cy="${y}" rx="${160 + ((k * 37) % 140)}" ry="${90 + ((k * 23) % 90)}" fill="${fill}" fill-opacity="0.3"/>`;
  }).join('');
  const specks = Array.from({ length: 40 }, (_, k) => {
    const x = (k * 331 + index * 71) % width;
    const y = (k * 197 + index * 29) % height;
    return `<circle cx="${x}" cy="${y}" r="${3 + (k % 7) * 3}" fill="${k % 2 ? palette.glow : palette.accent}" fill-opacity="${0.15 + (k % 4) * 0.08}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>
<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.deep}"/><stop offset="0.55" stop-color="${palette.mid}"/><stop offset="1" stop-color="${palette.bright}"/></linearGradient>
<radialGradient id="l" cx="0.7" cy="0.3" r="0.6"><stop offset="0" stop-color="${palette.glow}" stop-opacity="0.5"/><stop offset="1" stop-color="${palette.glow}" stop-opacity="0"/></radialGradient>
<filter id="soft"><feGaussianBlur stdDeviation="38"/></filter><filter id="bokeh"><feGaussianBlur stdDeviation="3"/></filter></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/><rect width="${width}" height="${height}" fill="url(#l)"/>
<g filter="url(#soft)">${blobs}</g><g filter="url(#bokeh)">${specks}</g></svg>`;
}

const orbSvg = (color: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${ORB_SIZE}" height="${ORB_SIZE}"><defs><radialGradient id="o">
<stop offset="0" stop-color="${color}" stop-opacity="0.75"/><stop offset="0.45" stop-color="${color}" stop-opacity="0.3"/><stop offset="1" stop-color="${color}" stop-opacity="0"/>
</radialGradient></defs><circle cx="${ORB_SIZE / 2}" cy="${ORB_SIZE / 2}" r="${ORB_SIZE / 2}" fill="url(#o)"/></svg>`;

function titleSvg(recipe: ClipRecipe): string {
  const { width } = CLIP_SIZE;
  const size = recipe.title.length > 26 ? 60 : 76;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${CLIP_SIZE.height}">
<rect x="0" y="250" width="${width}" height="220" fill="#000" fill-opacity="0.38"/>
<rect x="${width / 2 - 60}" y="280" width="120" height="4" rx="2" fill="${recipe.palette.accent}"/>
<text x="${width / 2}" y="370" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-weight="700" font-size="${size}" fill="#fff">${escapeXml(recipe.title)}</text>
<text x="${width / 2}" y="432" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="32" letter-spacing="6" fill="${recipe.palette.glow}">${escapeXml(recipe.performerName.toUpperCase())} · VELVET LIVE</text></svg>`;
}

const cornerSvg = (name: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="420" height="60"><rect width="${Math.min(420, 90 + name.length * 17)}" height="60" rx="30" fill="#000" fill-opacity="0.4"/>
<circle cx="32" cy="30" r="9" fill="#ff2d6f"/><text x="54" y="40" font-family="Helvetica, Arial, sans-serif" font-weight="700" font-size="26" fill="#fff">${escapeXml(name)}</text></svg>`;

/** A lower third in the middle of the clip: the title again, smaller, with her name. */
const captionSvg = (recipe: ClipRecipe) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="760" height="104"><rect width="760" height="104" rx="14" fill="#000" fill-opacity="0.45"/>
<rect x="0" y="0" width="8" height="104" rx="4" fill="${recipe.palette.accent}"/>
<text x="32" y="46" font-family="Helvetica, Arial, sans-serif" font-weight="700" font-size="32" fill="#fff">${escapeXml(recipe.title)}</text>
<text x="32" y="82" font-family="Helvetica, Arial, sans-serif" font-size="24" fill="${recipe.palette.glow}">${escapeXml(recipe.performerName)} · Velvet Live</text></svg>`;

/** Three notes and a soft kick on every half second (120 bpm), a little detuned between the ears. */
function musicExpression(index: number): string {
  const roots = [220, 196, 246.94, 174.61, 207.65];
  const root = roots[index % roots.length];
  const third = index % 2 ? 1.2 : 1.25; // minor or major
  const channel = (detune: number) =>
    [
      `0.09*sin(2*PI*${(root + detune).toFixed(2)}*t)*(0.75+0.25*sin(2*PI*0.25*t))`,
      `0.07*sin(2*PI*${(root * third).toFixed(2)}*t)*(0.75+0.25*sin(2*PI*0.33*t))`,
      `0.06*sin(2*PI*${(root * 1.5 + detune).toFixed(2)}*t)`,
      `0.22*sin(2*PI*52*t)*exp(-14*mod(t,0.5))`,
    ].join('+');
  return `aevalsrc='${channel(0)}|${channel(0.6)}':s=44100`;
}

const MUSIC_VARIANTS = 10;
const LONGEST_CLIP_SECONDS = clipSeconds(2);

/** The music of clip `index` (one of MUSIC_VARIANTS, as long as the longest clip), rendered once into the cache. */
async function musicBed(index: number, cacheDir: string): Promise<string> {
  const variant = index % MUSIC_VARIANTS;
  const file = path.join(cacheDir, `music-${LOOK_VERSION}-${variant}.m4a`);
  if (fs.existsSync(file)) return file;
  const part = `${file}.${process.pid}.part.m4a`;
  await runFfmpeg(['-y', '-f', 'lavfi', '-i', `${musicExpression(variant)}:d=${LONGEST_CLIP_SECONDS}`, '-c:a', 'aac', '-b:a', '128k', part]);
  fs.renameSync(part, file);
  return file;
}

/** One still picture as an endless stream at FPS (decoded once, not once per frame). */
const still = (input: number, format: 'yuv420p' | 'yuva420p') => `[${input}:v]format=${format},loop=loop=-1:size=1:start=0,setpts=N/${FPS}/TB`;

function filterGraph(index: number, seconds: number): string {
  const panX = (CANVAS.width - CLIP_SIZE.width) / 2;
  const panY = (CANVAS.height - CLIP_SIZE.height) / 2;
  const period = (base: number) => base + (index % 5);
  const orb = (name: string) => `overlay=format=yuv420:x=${name}`;
  return [
    `${still(0, 'yuv420p')},crop=${CLIP_SIZE.width}:${CLIP_SIZE.height}:x='${panX}+${panX}*sin(2*PI*t/${period(seconds)})':y='${panY}+${panY}*sin(2*PI*t/${period(13)})'[bg]`,
    `${still(1, 'yuva420p')}[orbA]`,
    `[bg][orbA]${orb(`'520+420*sin(2*PI*t/${period(9)})':y='180+150*cos(2*PI*t/${period(7)})'`)}[v1]`,
    `${still(2, 'yuva420p')}[orbB]`,
    `[v1][orbB]${orb(`'300+380*cos(2*PI*t/${period(11)})':y='260+120*sin(2*PI*t/${period(6)})'`)}[v2]`,
    // the title and the caption exist only while they show (a faded-out layer would still cost a full frame each)
    `${still(3, 'yuva420p')},trim=duration=5.8,fade=t=in:st=0.1:d=0.6:alpha=1,fade=t=out:st=5:d=0.8:alpha=1[title]`,
    `[v2][title]overlay=0:0:format=yuv420:eof_action=pass[v3]`,
    `${still(4, 'yuva420p')}[corner]`,
    `[v3][corner]overlay=32:32:format=yuv420,fade=t=in:d=0.5,fade=t=out:st=${seconds - 1}:d=1[v4]`,
    `${still(5, 'yuva420p')},trim=duration=5.5,fade=t=in:d=0.5:alpha=1,fade=t=out:st=5:d=0.5:alpha=1,setpts=PTS+10/TB[caption]`,
    `[v4][caption]overlay=48:${CLIP_SIZE.height - 150}:format=yuv420:eof_action=pass[v]`,
    `[6:a]afade=t=in:d=1.5,afade=t=out:st=${seconds - 2}:d=2[a]`,
  ].join(';');
}

async function renderPictures(recipe: ClipRecipe, dir: string): Promise<string[]> {
  const pictures: [string, string][] = [
    ['background', backgroundSvg(recipe.palette, recipe.index)],
    ['orb-a', orbSvg(recipe.palette.glow)],
    ['orb-b', orbSvg(recipe.palette.accent)],
    ['title', titleSvg(recipe)],
    ['corner', cornerSvg(recipe.performerName)],
    ['caption', captionSvg(recipe)],
  ];
  return Promise.all(
    pictures.map(async ([name, svg]) => {
      const file = path.join(dir, `${name}.png`);
      await sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toFile(file);
      return file;
    }),
  );
}

/** Renders one MP4 clip (H.264 + AAC, 1280×720) to `output`, through `work` (a folder of its own for the pictures). */
export async function renderClip(recipe: ClipRecipe, output: string, work: string, cacheDir = clipCacheDir()): Promise<void> {
  const seconds = clipSeconds(recipe.index);
  fs.mkdirSync(work, { recursive: true });
  fs.mkdirSync(cacheDir, { recursive: true });
  const [pictures, music] = await Promise.all([renderPictures(recipe, work), musicBed(recipe.index, cacheDir)]);
  await runFfmpeg(
    [
      '-y',
      ...pictures.flatMap((file) => ['-i', file]),
      '-i',
      music,
      '-filter_complex',
      filterGraph(recipe.index, seconds),
      '-map',
      '[v]',
      '-map',
      '[a]',
      '-t',
      String(seconds),
      '-r',
      String(FPS),
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-crf',
      '24',
      // a keyframe every 2 s: the trailer is cut at one, and players seek quickly
      '-g',
      String(FPS * 2),
      '-pix_fmt',
      'yuv420p',
      // one thread per ffmpeg: the seed runs two side by side
      '-threads',
      '1',
      '-c:a',
      'aac',
      '-b:a',
      '96k',
      '-ac',
      '2',
      '-movflags',
      '+faststart',
      output,
    ],
    { timeoutMs: 300_000 },
  );
}

/** The opening seconds of a clip (its title card included), copied without re-encoding. */
export async function cutTrailer(input: string, output: string): Promise<void> {
  await runFfmpeg(['-y', '-i', input, '-t', String(TRAILER_SECONDS), '-c', 'copy', '-movflags', '+faststart', output]);
}

/** Waits up to about 15 minutes for another process's rendering of the same clip. */
const RENDER_LOCK_RETRIES = { retries: 900, factor: 1, minTimeout: 1000, maxTimeout: 1000 };

async function renderIntoCache(recipe: ClipRecipe, key: string, work: string, cacheDir: string, cachedClip: string, cachedTrailer: string) {
  const rendering = path.join(work, `${key}-render`);
  await renderClip(recipe, `${rendering}.mp4`, rendering, cacheDir);
  await cutTrailer(`${rendering}.mp4`, `${rendering}-trailer.mp4`);
  // trailer first, clip last: a clip in the cache means both are complete (renames are atomic)
  for (const [from, to] of [
    [`${rendering}-trailer.mp4`, cachedTrailer],
    [`${rendering}.mp4`, cachedClip],
  ]) {
    fs.copyFileSync(from, `${to}.${process.pid}.part`);
    fs.renameSync(`${to}.${process.pid}.part`, to);
  }
}

/**
 * The clip and its trailer for `recipe`, copied into `clip` and `trailer`: from the cache when this look was
 * rendered before (on any data folder), otherwise rendered and cached.
 */
export async function clipWithTrailer(recipe: ClipRecipe, clip: string, trailer: string, work: string, cacheDir = clipCacheDir()): Promise<void> {
  const key = createHash('sha256')
    .update(JSON.stringify({ look: LOOK_VERSION, ...recipe }))
    .digest('hex')
    .slice(0, 24);
  const cachedClip = path.join(cacheDir, `${key}.mp4`);
  const cachedTrailer = path.join(cacheDir, `${key}-trailer.mp4`);
  const cached = () => fs.existsSync(cachedClip) && fs.existsSync(cachedTrailer);
  if (!cached()) {
    fs.mkdirSync(cacheDir, { recursive: true });
    // Two processes seeding at once (the API tests on PGlite and on PostgreSQL, two starts) render each clip once:
    // the second waits for the first one's clip instead of rendering it beside it.
    const release = await lockfile.lock(cachedClip, { realpath: false, stale: 30_000, update: 5_000, retries: RENDER_LOCK_RETRIES });
    try {
      if (!cached()) await renderIntoCache(recipe, key, work, cacheDir, cachedClip, cachedTrailer);
    } finally {
      await release();
    }
  }
  fs.copyFileSync(cachedClip, clip);
  fs.copyFileSync(cachedTrailer, trailer);
}
