import { session } from '../session';
import { api } from '.';
import { setFetchImpl } from './fetch-json';

afterEach(() => {
  setFetchImpl(null);
  session.clear();
});

const response = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, json: async () => body }) as Response;

it('returns the parsed JSON and sends credentials and the bearer token', async () => {
  session.set('tok', 'user');
  const fetchMock = jest.fn(async (_url: string, _init?: RequestInit) => response(200, { items: [1] }));
  setFetchImpl(fetchMock);
  await expect(api.fetchJson('https://media.example.com/media?limit=120')).resolves.toEqual({ items: [1] });
  const [url, init] = fetchMock.mock.calls[0];
  expect(url).toBe('https://media.example.com/media?limit=120');
  expect(init!.credentials).toBe('include');
  expect(new Headers(init!.headers).get('Authorization')).toBe('Bearer tok');
});

it("throws 'HTTP error! status: {code}' on a non-2xx status", async () => {
  setFetchImpl(async () => response(500, {}));
  await expect(api.fetchJson('/media')).rejects.toThrow(new Error('HTTP error! status: 500'));
  setFetchImpl(async () => response(404, {}));
  await expect(api.fetchJson('/media')).rejects.toThrow('HTTP error! status: 404');
});
