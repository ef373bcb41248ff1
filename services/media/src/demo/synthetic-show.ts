import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { h264RtpArgs, startRtpFfmpeg, type RtpFeed } from '../ffmpeg-rtp';
import { PAYLOAD_TYPES } from '../sfu/codecs';
import { CANVAS_SCALE, drawShowPictures, showMusic } from './show-pictures';

export interface SyntheticShowOptions {
  ffmpegPath: string;
  /** Her name, in the lower third. */
  label: string;
  width?: number;
  height?: number;
  fps?: number;
  videoKbps?: number;
  /** A TrueType font for the clock; without one there is no clock. */
  fontFile?: string;
}

export type SyntheticShow = RtpFeed;

/** Common places of a sans-serif TrueType font; `DEMO_FONT_FILE` comes first. */
const FONT_CANDIDATES = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/TTF/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
  '/usr/share/fonts/liberation-sans/LiberationSans-Bold.ttf',
  '/System/Library/Fonts/Supplemental/Arial Bold.ttf',
  '/Library/Fonts/Arial.ttf',
];

export function findFont(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return [env.DEMO_FONT_FILE, ...FONT_CANDIDATES].find((file): file is string => !!file && existsSync(file));
}

/** A path or text as one quoted filter option value (ffmpeg's filtergraph escaping). */
const filterValue = (value: string) => `'${value.replace(/\\/g, '/').replace(/'/g, '').replace(/:/g, '\\:')}'`;

/** One still picture as an endless stream at `fps` (decoded once, not once per frame). */
const still = (input: number, fps: number) => `[${input}:v]format=yuva420p,loop=loop=-1:size=1:start=0,setpts=N/${fps}/TB`;

/**
 * The picture (inputs: 0 a black frame at the show's pace, 1 the canvas, 2 the orb, 3 the name tag): the camera
 * drifts over the canvas, the orb floats in front, her name sits bottom left and, with a font, the local time
 * bottom right (so delay is visible), both within the middle 4:3 that a catalogue card shows. Nothing is drawn at the top, where the room shows its badges.
 */
export function videoGraph(options: { width: number; height: number; fps: number; fontFile?: string }): string {
  const { width, height, fps } = options;
  const driftX = Math.round((width * (CANVAS_SCALE - 1)) / 2);
  const driftY = Math.round((height * (CANVAS_SCALE - 1)) / 2);
  const margin = Math.round(height / 24);
  // The catalogue's cards show the middle 4:3 of the picture: the name and the clock stay inside it, uncut.
  const side = Math.max(0, Math.round((width - (height * 4) / 3) / 2)) + margin;
  const clock = options.fontFile
    ? `,drawtext=fontfile=${filterValue(options.fontFile)}:text='%{localtime\\:%T}':x=w-tw-${side}:y=h-th-${margin}:` +
      `fontsize=${Math.round(height / 16)}:fontcolor=white@0.85:box=1:boxcolor=black@0.35:boxborderw=${Math.round(margin / 2)}`
    : '';
  return [
    `${still(1, fps)},format=yuv420p,crop=${width}:${height}:x='${driftX}+${driftX}*sin(2*PI*t/40)':y='${driftY}+${driftY}*sin(2*PI*t/26)'[canvas]`,
    `[0:v][canvas]overlay=0:0:format=yuv420[v0]`,
    `${still(2, fps)}[orb]`,
    `[v0][orb]overlay=format=yuv420:x='${Math.round(width * 0.35)}+${Math.round(width * 0.33)}*sin(2*PI*t/9)':y='${Math.round(height * 0.25)}+${Math.round(height * 0.2)}*cos(2*PI*t/7)'[v1]`,
    `${still(3, fps)}[name]`,
    `[v1][name]overlay=${side}:H-h-${margin}:format=yuv420${clock}[v]`,
  ].join(';');
}

/**
 * A synthetic show for a demo performer: one ffmpeg encodes the picture (videoGraph; H.264 constrained baseline,
 * one keyframe every half second since this encoder cannot hear keyframe requests) and copies the music loop
 * (Opus), real time, and sends both as RTP to local UDP sockets whose packets go to the listeners.
 */
export async function startSyntheticShow(options: SyntheticShowOptions): Promise<SyntheticShow> {
  const width = options.width ?? 426;
  const height = options.height ?? 240;
  const fps = options.fps ?? 15;
  const kbps = options.videoKbps ?? 300;
  const gop = Math.max(1, Math.round(fps / 2));
  // her name in the folder's name: the CPU benchmark finds each performer's ffmpeg by it
  const pictureDir = await mkdtemp(path.join(os.tmpdir(), `demo-show-${options.label.toLowerCase().replace(/[^a-z0-9]/g, '')}-`));
  try {
    const [pictures, music] = await Promise.all([drawShowPictures(options.label, width, height, pictureDir), showMusic(options.ffmpegPath)]);
    return await startRtpFfmpeg({
      ffmpegPath: options.ffmpegPath,
      inputArgs: [
        // the black frame paces the picture in real time; the stills are decoded once
        '-re',
        '-f',
        'lavfi',
        '-i',
        `color=c=black:size=${width}x${height}:rate=${fps}`,
        '-i',
        pictures.background,
        '-i',
        pictures.orb,
        '-i',
        pictures.nameTag,
        '-re',
        '-stream_loop',
        '-1',
        '-i',
        music,
        '-filter_complex',
        videoGraph({ width, height, fps, fontFile: options.fontFile }),
      ],
      videoArgs: ['-map', '[v]', ...h264RtpArgs({ kbps, gop })],
      // the music is Opus already: copied, it costs nothing
      audioArgs: ['-map', '4:a', '-c:a', 'copy', '-payload_type', String(PAYLOAD_TYPES.opus), '-f', 'rtp'],
      cleanup: () => rm(pictureDir, { recursive: true, force: true }),
    });
  } catch (error) {
    await rm(pictureDir, { recursive: true, force: true });
    throw error;
  }
}
