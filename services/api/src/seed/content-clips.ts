import { runFfmpeg } from '../core/ffmpeg';

// Demo video clips drawn by ffmpeg's own test sources (no download, no binary in the repo): a moving pattern, a
// running clock with the title, and a tone. Small (256×144, 12 fps) so that the whole seed stays quick.

const PATTERNS = [
  'testsrc2=size=256x144:rate=12',
  'mandelbrot=size=256x144:rate=12',
  'life=size=256x144:rate=12:mold=10:ratio=0.2:death_color=#202040:life_color=#ff0066',
  'rgbtestsrc=size=256x144:rate=12',
  'smptehdbars=size=256x144:rate=12',
  'cellauto=size=256x144:rate=12:rule=110',
] as const;

export interface ClipRecipe {
  /** Picks the pattern and the tone. */
  index: number;
  seconds: number;
  caption: string;
}

// drawtext needs a font; a machine without fontconfig fonts still gets clips, just without the clock text.
let drawtextWorks = true;

const escapeDrawtext = (text: string) => text.replace(/[\\':%,]/g, (c) => `\\${c}`);

/** Renders one MP4 clip (H.264 + AAC) to `output`. */
export async function renderClip(recipe: ClipRecipe, output: string): Promise<void> {
  const pattern = PATTERNS[recipe.index % PATTERNS.length];
  const tone = 220 + (recipe.index % 7) * 55;
  const text = `drawtext=text='${escapeDrawtext(recipe.caption)}  %{pts\\:hms}':fontcolor=white:fontsize=14:box=1:boxcolor=black@0.5:x=8:y=h-24`;
  const args = (withText: boolean) => [
    '-y',
    '-f',
    'lavfi',
    '-i',
    pattern,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=${tone}:duration=${recipe.seconds}`,
    ...(withText ? ['-vf', text] : []),
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-b:a',
    '48k',
    '-t',
    String(recipe.seconds),
    '-movflags',
    '+faststart',
    output,
  ];
  if (drawtextWorks) {
    try {
      await runFfmpeg(args(true));
      return;
    } catch {
      drawtextWorks = false;
    }
  }
  await runFfmpeg(args(false));
}

/** The first two seconds of a clip, copied without re-encoding. */
export async function cutTrailer(input: string, output: string): Promise<void> {
  await runFfmpeg(['-y', '-i', input, '-t', '2', '-c', 'copy', '-movflags', '+faststart', output]);
}
