import { existsSync } from 'node:fs';
import { probeFfmpeg, resolveFfmpeg } from './ffmpeg';

jest.setTimeout(20_000);

describe('resolveFfmpeg', () => {
  it('takes FFMPEG_PATH when it is set, even a wrong one (the probe then says it does not run)', () => {
    expect(resolveFfmpeg({ FFMPEG_PATH: '/opt/ffmpeg/bin/ffmpeg' })).toEqual({ path: '/opt/ffmpeg/bin/ffmpeg', from: 'FFMPEG_PATH' });
    expect(resolveFfmpeg({ FFMPEG_PATH: ' ffmpeg ' })).toEqual({ path: 'ffmpeg', from: 'FFMPEG_PATH' });
  });

  it('falls back to the binary installed with @ffmpeg-installer/ffmpeg', () => {
    const resolved = resolveFfmpeg({});
    expect(resolved).toMatchObject({ from: '@ffmpeg-installer/ffmpeg' });
    expect(existsSync(resolved!.path)).toBe(true);
    expect(resolveFfmpeg({ FFMPEG_PATH: '' })?.from).toBe('@ffmpeg-installer/ffmpeg');
  });
});

describe('probeFfmpeg', () => {
  it('runs the installed binary and reads its version and SDP options', async () => {
    const info = await probeFfmpeg(resolveFfmpeg({})!.path);
    expect(info).toEqual({ path: resolveFfmpeg({})!.path, version: expect.stringMatching(/\S/) });
  });

  it('answers null for a binary that does not run', async () => {
    expect(await probeFfmpeg('/nonexistent/ffmpeg')).toBeNull();
    expect(await probeFfmpeg(__filename)).toBeNull();
  });
});
