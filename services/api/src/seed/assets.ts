import fs from 'node:fs';
import path from 'node:path';
import type { Storage } from '../core/storage';
import type { Queryable } from '../db/db';

// Demo images are generated (no binary assets in the repo): SVG avatars with initials, banners, logo, and a WAV tip sound.

const PALETTES: Array<[string, string]> = [
  ['#ff0066', '#7a1fa2'],
  ['#ff7a18', '#af002d'],
  ['#2fb52d', '#0f5132'],
  ['#00b4db', '#0083b0'],
  ['#f953c6', '#b91d73'],
  ['#7f00ff', '#e100ff'],
  ['#f7971e', '#ffd200'],
  ['#11998e', '#38ef7d'],
  ['#fc466b', '#3f5efb'],
  ['#c94b4b', '#4b134f'],
  ['#ee0979', '#ff6a00'],
  ['#1d976c', '#93f9b9'],
];

const hash = (text: string) => [...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function avatarSvg(displayName: string, seed: string): string {
  const [from, to] = PALETTES[hash(seed) % PALETTES.length];
  const initials = displayName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="256" height="256" fill="url(#g)"/>
<circle cx="128" cy="104" r="46" fill="#ffffff" fill-opacity="0.18"/>
<path d="M40 256c8-52 44-80 88-80s80 28 88 80z" fill="#ffffff" fill-opacity="0.18"/>
<text x="128" y="150" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="92" font-weight="700" fill="#ffffff">${escapeXml(initials)}</text>
</svg>`;
}

export function bannerSvg(title: string, subtitle: string, seed: string): string {
  const [from, to] = PALETTES[hash(seed) % PALETTES.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="360" viewBox="0 0 1200 360">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="1200" height="360" fill="url(#g)"/>
<circle cx="1050" cy="60" r="180" fill="#ffffff" fill-opacity="0.08"/><circle cx="980" cy="330" r="120" fill="#ffffff" fill-opacity="0.08"/>
<text x="80" y="170" font-family="Helvetica, Arial, sans-serif" font-size="64" font-weight="700" fill="#ffffff">${escapeXml(title)}</text>
<text x="80" y="235" font-family="Helvetica, Arial, sans-serif" font-size="30" fill="#ffffff" fill-opacity="0.9">${escapeXml(subtitle)}</text>
</svg>`;
}

export function logoSvg(siteName: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="60" viewBox="0 0 240 60">
<circle cx="30" cy="30" r="22" fill="#ff0066"/><path d="M22 19l20 11-20 11z" fill="#ffffff"/>
<text x="62" y="40" font-family="Helvetica, Arial, sans-serif" font-size="26" font-weight="700" fill="#ff0066">${escapeXml(siteName)}</text>
</svg>`;
}

export const faviconSvg = () =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="#ff0066"/><path d="M24 18l22 14-22 14z" fill="#fff"/></svg>`;

/** A short two-tone chime as 16-bit mono PCM WAV. */
export function tipSoundWav(): Buffer {
  const rate = 22050;
  const tones: Array<[number, number]> = [
    [880, 0.12],
    [1318.5, 0.22],
  ];
  const samples: number[] = [];
  for (const [freq, seconds] of tones) {
    const n = Math.floor(rate * seconds);
    for (let i = 0; i < n; i++) {
      const envelope = Math.min(1, i / 200) * (1 - i / n);
      samples.push(Math.round(Math.sin((2 * Math.PI * freq * i) / rate) * envelope * 0.5 * 32767));
    }
  }
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((s, i) => data.writeInt16LE(s, i * 2));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/**
 * Rewrites any generated seed file that is missing on disk (the database may outlive the upload folder,
 * e.g. a fresh DATA_DIR against an existing PostgreSQL). Each seeded file row stores how to regenerate it.
 */
export async function ensureSeedFiles(db: Queryable, storage: Storage, render: (relativePath: string) => Promise<Buffer | null>) {
  const { rows } = await db.query<{ path: string }>(`SELECT path FROM files WHERE path LIKE 'seed/%'`);
  for (const row of rows) {
    const full = storage.absolutePath(row.path);
    if (fs.existsSync(full)) continue;
    const content = await render(row.path);
    if (!content) continue;
    await fs.promises.mkdir(path.dirname(full), { recursive: true });
    await fs.promises.writeFile(full, content);
  }
}
