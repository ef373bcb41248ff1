import type { InternalAxiosRequestConfig } from 'axios';
import { pendingRequests$ } from './pending';
import { session } from '../session';
import { api } from '.';
import { http } from './http';

const realAdapter = http.defaults.adapter;
let seen: InternalAxiosRequestConfig | null = null;

function respond(status: number, data: unknown, progressSteps: Array<[number, number]> = []) {
  http.defaults.adapter = async (config) => {
    seen = config;
    for (const [loaded, total] of progressSteps) config.onUploadProgress?.({ loaded, total, bytes: loaded } as any);
    return { status, data, statusText: '', headers: {}, config };
  };
}

afterEach(() => {
  http.defaults.adapter = realAdapter;
  seen = null;
  session.clear();
});

it('posts multipart with files and fields and reports progress percentages', async () => {
  session.set('tok', 'performer');
  respond(200, { status: 0, data: { _id: 'v1' } }, [
    [25, 200],
    [100, 200],
    [200, 200],
  ]);
  const progress: number[] = [];
  const video = new File(['x'], 'clip.mp4', { type: 'video/mp4' });
  const res = await api.upload<{ _id: string }>(
    '/performer/performer-assets/videos/upload',
    { video, trailer: null },
    { title: 'Hi', token: 10, isSaleVideo: true, tags: ['a', 'b'], skip: undefined },
    { onProgress: (p) => progress.push(p) },
  );
  expect(res).toEqual({ status: 0, data: { _id: 'v1' } });
  expect(progress).toEqual([13, 50, 100, 100]);
  expect(seen!.method).toBe('post');
  expect(seen!.headers.Authorization).toBe('Bearer tok');
  const form = seen!.data as FormData;
  expect(form).toBeInstanceOf(FormData);
  expect((form.get('video') as File).name).toBe('clip.mp4');
  expect(form.has('trailer')).toBe(false);
  expect(form.get('title')).toBe('Hi');
  expect(form.get('token')).toBe('10');
  expect(form.get('isSaleVideo')).toBe('true');
  expect(form.getAll('tags')).toEqual(['a', 'b']);
  expect(form.has('skip')).toBe(false);
});

it('can PUT (multipart update)', async () => {
  respond(204, '');
  await api.upload('/performer/performer-assets/photos/p1', { photo: new Blob(['x']) }, {}, { method: 'PUT' });
  expect(seen!.method).toBe('put');
});

it('treats 200–299 as success and rejects with the response body otherwise', async () => {
  const body = { statusCode: 400, message: 'Invalid file type' };
  respond(400, body);
  await expect(api.upload('/users/avatar/upload', { avatar: new Blob(['x']) })).rejects.toEqual(body);
  respond(413, 'too large');
  await expect(api.upload('/users/avatar/upload', { avatar: new Blob(['x']) })).rejects.toEqual({
    statusCode: 413,
    message: 'Request Entity Too Large',
  });
});

it('has no 30 s timeout and does not hold the full-screen loader', async () => {
  const counts: number[] = [];
  const sub = pendingRequests$.subscribe((n) => counts.push(n));
  respond(200, { status: 0, data: null });
  await api.upload('/media/upload', { file: new Blob(['x']) });
  expect(seen!.timeout).toBe(0);
  expect(counts).toEqual([0]);
  sub.unsubscribe();
});
