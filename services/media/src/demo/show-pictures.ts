import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { QUIET_FFMPEG_ARGS } from '../ffmpeg';

// What a demo show looks and sounds like: a soft light canvas in the performer's own colours that the camera drifts
// across, a glowing orb passing in front, her name in a lower third (bottom left, clear of the room's badges),
// and a quiet chord with a soft beat. The pictures are drawn with sharp, so ffmpeg needs no font for them.

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const hash = (text: string) => [...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(((h % 360) + 360) % 360)}, ${s}%, ${l}%)`;

/** How much larger than the frame the canvas is: the room the camera has to drift. */
export const CANVAS_SCALE = 1.3;
export const ORB_SCALE = 0.5;

export interface ShowPictures {
  background: string;
  orb: string;
  nameTag: string;
}

/** Draws the show's pictures for a `width`×`height` frame into `dir`. */
export async function drawShowPictures(label: string, width: number, height: number, dir: string): Promise<ShowPictures> {
  const hue = hash(label.toLowerCase()) % 360;
  const deep = hsl(hue + 20, 65, 14);
  const mid = hsl(hue, 72, 36);
  const bright = hsl(hue - 25, 88, 60);
  const accent = hsl(hue + 160, 90, 72);
  const glow = hsl(hue - 40, 100, 86);
  const w = Math.round(width * CANVAS_SCALE);
  const h = Math.round(height * CANVAS_SCALE);
  const blobs = Array.from({ length: 8 }, (_, k) => {
    const fill = k % 2 ? accent : glow;
    return `<ellipse cx="${(k * 0.23 * w) % w}" cy="${(k * 0.37 * h) % h}" rx="${w * (0.1 + k * 0.012)}" ry="${h * (0.1 + k * 0.012)}" fill="${fill}" fill-opacity="0.3"/>`;
  }).join('');
  const specks = Array.from({ length: 24 }, (_, k) => {
    const r = Math.max(1.5, (h / 120) * (1 + (k % 5)));
    return `<circle cx="${(k * 0.331 * w) % w}" cy="${(k * 0.197 * h) % h}" r="${r}" fill="${k % 2 ? glow : accent}" fill-opacity="${0.2 + (k % 3) * 0.1}"/>`;
  }).join('');
  const background = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs>
<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${deep}"/><stop offset="0.55" stop-color="${mid}"/><stop offset="1" stop-color="${bright}"/></linearGradient>
<filter id="soft"><feGaussianBlur stdDeviation="${Math.round(h / 22)}"/></filter></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/><g filter="url(#soft)">${blobs}</g>${specks}</svg>`;
  const orbSize = Math.round(height * ORB_SCALE);
  const orb = `<svg xmlns="http://www.w3.org/2000/svg" width="${orbSize}" height="${orbSize}"><defs><radialGradient id="o">
<stop offset="0" stop-color="${glow}" stop-opacity="0.75"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient></defs>
<circle cx="${orbSize / 2}" cy="${orbSize / 2}" r="${orbSize / 2}" fill="url(#o)"/></svg>`;
  const tagHeight = Math.round(height / 6);
  const fontSize = Math.round(tagHeight * 0.48);
  const tagWidth = Math.round(tagHeight * 0.6 + label.length * fontSize * 0.62);
  const nameTag = `<svg xmlns="http://www.w3.org/2000/svg" width="${tagWidth}" height="${tagHeight}">
<rect width="${tagWidth}" height="${tagHeight}" rx="${tagHeight / 5}" fill="#000" fill-opacity="0.45"/><rect width="${Math.max(3, tagHeight / 8)}" height="${tagHeight}" fill="${accent}"/>
<text x="${tagHeight * 0.4}" y="${tagHeight * 0.68}" font-family="Helvetica, Arial, sans-serif" font-weight="700" font-size="${fontSize}" fill="#fff">${escapeXml(label)}</text></svg>`;
  await mkdir(dir, { recursive: true });
  const files = { background: path.join(dir, 'background.png'), orb: path.join(dir, 'orb.png'), nameTag: path.join(dir, 'name.png') };
  await Promise.all([
    sharp(Buffer.from(background)).png().toFile(files.background),
    sharp(Buffer.from(orb)).png().toFile(files.orb),
    sharp(Buffer.from(nameTag)).png().toFile(files.nameTag),
  ]);
  return files;
}

/** 16 s of music; every frequency is a multiple of 1/16 Hz, so the loop has no seam. */
const MUSIC_SECONDS = 16;
const MUSIC =
  "aevalsrc='0.08*sin(2*PI*220*t)*(0.75+0.25*sin(2*PI*0.25*t))+0.06*sin(2*PI*275*t)+0.05*sin(2*PI*330*t)" +
  `+0.2*sin(2*PI*52*t)*exp(-14*mod(t,0.5))':s=48000:d=${MUSIC_SECONDS}`;
let music: Promise<string> | undefined;

/**
 * The show's music as an Ogg Opus loop, encoded once per machine (about a second of CPU) and then only copied:
 * a live show spends no CPU on its sound.
 */
export function showMusic(ffmpegPath: string): Promise<string> {
  music ??= (async () => {
    const file = path.join(os.tmpdir(), 'platform-demo-show-music-1.ogg');
    if (existsSync(file)) return file;
    const part = `${file}.${process.pid}.part.ogg`;
    await new Promise<void>((resolve, reject) => {
      const args = [...QUIET_FFMPEG_ARGS, '-y', '-f', 'lavfi', '-i', MUSIC, '-c:a', 'libopus', '-b:a', '32k', '-application', 'lowdelay', part];
      const child = spawn(ffmpegPath, args, { stdio: 'ignore' });
      child.once('error', reject);
      child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg could not make the show music (${code})`))));
    });
    await rename(part, file);
    return file;
  })();
  music.catch(() => (music = undefined));
  return music;
}
