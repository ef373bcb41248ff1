// Drawn demo pictures of the seeded performers (no download, no binary in the repo): an avatar and a wide cover
// photo per performer, each in colours of her own — a gradient, light, bokeh, silk waves, sparkles and her name.
// Deterministic per performer, so a missing file is drawn again identically (seed.ts `renderSeedFile`).

export interface PerformerArtInput {
  username: string;
  firstName: string;
  lastName: string;
  city: string;
  tags: string[];
  /** Her place in the demo list: spreads the hues around the colour wheel so that no two look alike. */
  index: number;
}

export const COVER_SIZE = { width: 800, height: 600 } as const;
export const AVATAR_SIZE = 400;

export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const hash = (text: string) => [...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);

/** mulberry32: a small seeded generator, so every drawing is the same on every start. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (n: number) => Math.round(n * 10) / 10;
const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(((h % 360) + 360) % 360)}, ${s}%, ${l}%)`;

export interface Palette {
  deep: string;
  mid: string;
  bright: string;
  accent: string;
  glow: string;
}

/** Golden-angle hues: sixteen performers get sixteen clearly different colour families. */
export function paletteOf(input: Pick<PerformerArtInput, 'index' | 'username'>): Palette {
  const hue = (input.index * 137.508 + (hash(input.username) % 24)) % 360;
  return {
    deep: hsl(hue + 20, 65, 14),
    mid: hsl(hue, 72, 36),
    bright: hsl(hue - 25, 88, 60),
    accent: hsl(hue + 160, 90, 72),
    glow: hsl(hue - 40, 100, 86),
  };
}

function bokeh(next: () => number, width: number, height: number, count: number, palette: Palette, scale: number): string {
  const circles: string[] = [];
  for (let i = 0; i < count; i++) {
    const r = round((6 + next() * 52) * scale);
    const fill = next() < 0.55 ? palette.glow : palette.accent;
    const opacity = round(0.08 + next() * 0.3);
    const blurred = next() < 0.5 ? ' filter="url(#soft)"' : '';
    circles.push(
      `<circle cx="${round(next() * width)}" cy="${round(next() * height * 0.8)}" r="${r}" fill="${fill}" fill-opacity="${opacity}"${blurred}/>`,
    );
  }
  return circles.join('');
}

function sparkles(next: () => number, width: number, height: number, count: number, scale: number): string {
  const stars: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = round(next() * width);
    const y = round(next() * height * 0.7);
    const s = round((4 + next() * 9) * scale);
    const t = round(s / 5);
    stars.push(
      `<path d="M${x} ${round(y - s)}L${round(x + t)} ${round(y - t)}L${round(x + s)} ${y}L${round(x + t)} ${round(y + t)}L${x} ${round(y + s)}` +
        `L${round(x - t)} ${round(y + t)}L${round(x - s)} ${y}L${round(x - t)} ${round(y - t)}Z" fill="#fff" fill-opacity="${round(0.5 + next() * 0.5)}"/>`,
    );
  }
  return stars.join('');
}

function waves(next: () => number, width: number, height: number, count: number): string {
  const layers: string[] = [];
  for (let i = 0; i < count; i++) {
    const y = height * (0.62 + i * 0.09);
    const a = height * (0.05 + next() * 0.08);
    const b = height * (next() * 0.06 - 0.03);
    layers.push(
      `<path d="M0 ${round(y)}C${round(width * 0.3)} ${round(y - a)} ${round(width * 0.6)} ${round(y + a)} ${width} ${round(y + b)}` +
        `L${width} ${height}L0 ${height}Z" fill="url(#silk)" fill-opacity="${round(0.35 + i * 0.15)}"/>`,
    );
  }
  return layers.join('');
}

function rays(next: () => number, width: number, height: number, originX: number): string {
  const beams: string[] = [];
  for (let i = 0; i < 5; i++) {
    const spread = width * (0.05 + next() * 0.08);
    const end = originX - width * (0.1 + i * 0.22);
    beams.push(
      `<path d="M${round(originX)} 0L${round(end - spread)} ${height}L${round(end + spread)} ${height}Z" fill="#fff" fill-opacity="${round(0.03 + next() * 0.05)}"/>`,
    );
  }
  return beams.join('');
}

const defs = (palette: Palette, glowX: number, glowY: number, blur: number) =>
  `<defs>` +
  `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.bright}"/>` +
  `<stop offset="0.55" stop-color="${palette.mid}"/><stop offset="1" stop-color="${palette.deep}"/></linearGradient>` +
  `<radialGradient id="glow" cx="${glowX}" cy="${glowY}" r="0.6"><stop offset="0" stop-color="${palette.glow}" stop-opacity="0.75"/>` +
  `<stop offset="1" stop-color="${palette.glow}" stop-opacity="0"/></radialGradient>` +
  `<linearGradient id="silk" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${palette.accent}" stop-opacity="0.5"/>` +
  `<stop offset="0.5" stop-color="#fff" stop-opacity="0.25"/><stop offset="1" stop-color="${palette.deep}" stop-opacity="0.9"/></linearGradient>` +
  `<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.5" stop-color="#000" stop-opacity="0"/>` +
  `<stop offset="1" stop-color="#000" stop-opacity="0.55"/></linearGradient>` +
  `<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${blur}"/></filter>` +
  `<filter id="lift" x="-10%" y="-30%" width="120%" height="160%"><feDropShadow dx="0" dy="3" stdDeviation="4" flood-color="#000" flood-opacity="0.45"/></filter>` +
  `</defs>`;

/** The wide picture of her card (4:3): light and colour, her first name in large script, her city and tags. */
export function performerCoverSvg(input: PerformerArtInput): string {
  const { width, height } = COVER_SIZE;
  const palette = paletteOf(input);
  const next = random(hash(`cover:${input.username}`));
  const glowX = round(0.55 + next() * 0.3);
  const glowY = round(0.15 + next() * 0.25);
  const caption = [input.city, ...input.tags.slice(0, 2).map((tag) => `#${tag}`)].filter(Boolean).join('  ·  ');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<title>${escapeXml(`${input.firstName} ${input.lastName}`)}</title>` +
    defs(palette, glowX, glowY, 8) +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    `<rect width="${width}" height="${height}" fill="url(#glow)"/>` +
    rays(next, width, height, width * glowX) +
    bokeh(next, width, height, 22, palette, 1) +
    waves(next, width, height, 3) +
    sparkles(next, width, height, 9, 1) +
    `<rect width="${width}" height="${height}" fill="url(#shade)"/>` +
    `<g filter="url(#lift)">` +
    `<text x="52" y="${height - 110}" font-family="'Brush Script MT', 'Segoe Script', 'Lucida Handwriting', Georgia, serif" font-style="italic" ` +
    `font-size="128" font-weight="700" fill="#fff">${escapeXml(input.firstName)}</text>` +
    `<rect x="58" y="${height - 88}" width="120" height="4" rx="2" fill="${palette.accent}"/>` +
    `<text x="58" y="${height - 46}" font-family="Helvetica, Arial, sans-serif" font-size="26" letter-spacing="3" fill="#fff" fill-opacity="0.92">` +
    `${escapeXml(caption.toUpperCase())}</text>` +
    `</g>` +
    `</svg>`
  );
}

/** Her round avatar (square file): a glowing monogram with rings, bokeh and her first name. */
export function performerAvatarSvg(input: PerformerArtInput): string {
  const size = AVATAR_SIZE;
  const palette = paletteOf(input);
  const next = random(hash(`avatar:${input.username}`));
  const initial = (input.firstName[0] ?? input.username[0] ?? '?').toUpperCase();
  const rings = [0.46, 0.38, 0.3]
    .map(
      (r, i) =>
        `<circle cx="${size / 2}" cy="${size * 0.46}" r="${round(size * r)}" fill="none" stroke="#fff" stroke-opacity="${round(0.12 + i * 0.08)}" ` +
        `stroke-width="${2 + i}" stroke-dasharray="${round(8 + next() * 40)} ${round(6 + next() * 18)}"/>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<title>${escapeXml(`${input.firstName} ${input.lastName}`)}</title>` +
    defs(palette, 0.35, 0.3, 5) +
    `<rect width="${size}" height="${size}" fill="url(#bg)"/>` +
    `<rect width="${size}" height="${size}" fill="url(#glow)"/>` +
    bokeh(next, size, size, 12, palette, 0.6) +
    waves(next, size, size, 2) +
    rings +
    sparkles(next, size, size, 5, 0.8) +
    `<g filter="url(#lift)">` +
    `<text x="${size / 2}" y="${round(size * 0.6)}" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-style="italic" ` +
    `font-size="200" font-weight="700" fill="#fff">${escapeXml(initial)}</text>` +
    `<text x="${size / 2}" y="${round(size * 0.86)}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="34" ` +
    `letter-spacing="4" fill="#fff">${escapeXml(input.firstName.toUpperCase())}</text>` +
    `</g>` +
    `</svg>`
  );
}
