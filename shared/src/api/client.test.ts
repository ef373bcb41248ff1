import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { bus } from '../bus';
import { session } from '../session';
import { api, pendingRequests$ } from '.';
import { http } from './http';

type Handler = (config: InternalAxiosRequestConfig) => Promise<{ status: number; data?: unknown }>;
const seen: InternalAxiosRequestConfig[] = [];
const realAdapter = http.defaults.adapter;

function useAdapter(handler: Handler) {
  http.defaults.adapter = async (config) => {
    seen.push(config);
    const { status, data } = await handler(config);
    return { status, data, statusText: '', headers: {}, config };
  };
}
const ok = (data: unknown) => async () => ({ status: 200, data: { status: 0, data } });
const netErr = (config: InternalAxiosRequestConfig) => new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);

afterEach(() => {
  http.defaults.adapter = realAdapter;
  seen.length = 0;
  session.clear();
  delete window.__PLATFORM_CONFIG__;
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('request defaults', () => {
  it('calls /api with JSON, credentials, a 30 s timeout and the bearer token', async () => {
    session.set('tok', 'user');
    useAdapter(ok({ hello: 1 }));
    await expect(api.post('/users/search', { q: 'a' }, { params: { limit: 5 } })).resolves.toEqual({ status: 0, data: { hello: 1 } });
    const c = seen[0];
    expect(c.baseURL).toBe('/api');
    expect(c.url).toBe('/users/search');
    expect(c.method).toBe('post');
    expect(c.params).toEqual({ limit: 5 });
    expect(c.headers.Authorization).toBe('Bearer tok');
    expect(c.headers['Content-Type']).toBe('application/json');
    expect(c.withCredentials).toBe(true);
    expect(c.timeout).toBe(30000);
    expect(c.data).toBe('{"q":"a"}');
  });

  it('sends no Authorization when signed out and honours __PLATFORM_CONFIG__.apiBaseUrl', async () => {
    window.__PLATFORM_CONFIG__ = { apiBaseUrl: 'http://127.0.0.1:4000/' };
    useAdapter(ok(null));
    await api.get('/menus');
    expect(seen[0].baseURL).toBe('http://127.0.0.1:4000');
    expect(seen[0].headers.Authorization).toBeUndefined();
  });

  it('supports put and delete with a body', async () => {
    useAdapter(ok(true));
    await api.put('/users', { firstName: 'A' });
    await api.delete('/performers/blocking/users', { data: { userId: 'u1' } });
    expect(seen.map((c) => [c.method, c.url, c.data])).toEqual([
      ['put', '/users', '{"firstName":"A"}'],
      ['delete', '/performers/blocking/users', '{"userId":"u1"}'],
    ]);
  });
});

describe('error catalogue', () => {
  it('413 → Request Entity Too Large', async () => {
    useAdapter(async () => ({ status: 413, data: 'too big' }));
    await expect(api.post('/x')).rejects.toEqual({ statusCode: 413, message: 'Request Entity Too Large' });
  });

  it('403 → Нет доступа, also as an error toast (unless quiet)', async () => {
    const toasts: unknown[] = [];
    const off = bus.toast.subscribe((t) => toasts.push(t));
    useAdapter(async () => ({ status: 403, data: { statusCode: 403, message: 'Forbidden resource' } }));
    await expect(api.get('/users/me')).rejects.toEqual({ statusCode: 403, message: 'Нет доступа' });
    expect(toasts).toEqual([{ type: 'error', text: 'Нет доступа', duration: 3000 }]);
    await expect(api.get('/users/me', { quiet: true })).rejects.toMatchObject({ statusCode: 403 });
    expect(toasts).toHaveLength(1);
    off();
  });

  it('403 with forbiddenAsServerError → the server body (its message), no toast', async () => {
    const toasts: unknown[] = [];
    const off = bus.toast.subscribe((t) => toasts.push(t));
    useAdapter(async () => ({ status: 403, data: { statusCode: 403, message: 'This performer has blocked you' } }));
    await expect(api.post('/conversations', {}, { forbiddenAsServerError: true })).rejects.toEqual({
      statusCode: 403,
      message: 'This performer has blocked you',
    });
    useAdapter(async () => ({ status: 403, data: '' }));
    await expect(api.post('/conversations', {}, { forbiddenAsServerError: true })).rejects.toEqual({ statusCode: 403, message: 'Нет доступа' });
    expect(toasts).toEqual([]);
    off();
  });

  it('404 → resolves with the body as-is and warns', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const body = { statusCode: 404, message: 'Not Found' };
    useAdapter(async () => ({ status: 404, data: body }));
    await expect(api.get('/nope')).resolves.toEqual(body);
    expect(warn).toHaveBeenCalled();
  });

  it('other non-2xx → throws the JSON body', async () => {
    const body = { statusCode: 400, message: [{ property: 'email', constraints: { isEmail: 'email must be an email' } }], error: 'Bad Request' };
    useAdapter(async () => ({ status: 400, data: body }));
    await expect(api.post('/auth/users/register', {})).rejects.toEqual(body);
    useAdapter(async () => ({ status: 502, data: '' }));
    await expect(api.get('/x')).rejects.toMatchObject({ statusCode: 502 });
  });

  it('timeout → Request aborted due to timeout (after 30 s, not before)', async () => {
    jest.useFakeTimers();
    // behaves like axios' xhr adapter: rejects when config.timeout elapses
    useAdapter(
      (config) =>
        new Promise((_, reject) =>
          setTimeout(() => reject(new AxiosError(config.timeoutErrorMessage, AxiosError.ECONNABORTED, config)), config.timeout),
        ),
    );
    const settled = jest.fn();
    const p = api.get('/slow').catch((e) => {
      settled(e);
    });
    await jest.advanceTimersByTimeAsync(29_999);
    expect(settled).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await p;
    expect(settled).toHaveBeenCalledWith(expect.objectContaining({ message: 'Request aborted due to timeout' }));
    expect(seen).toHaveLength(1); // a timeout is not retried
  });

  it('network failure → retried with 1 s then 2 s backoff, then succeeds', async () => {
    jest.useFakeTimers();
    let n = 0;
    useAdapter(async (config) => {
      n += 1;
      if (n < 3) throw netErr(config);
      return { status: 200, data: { status: 0, data: 'ok' } };
    });
    const counts: number[] = [];
    const sub = pendingRequests$.subscribe((c) => counts.push(c));
    const result = api.get('/flaky');
    await jest.advanceTimersByTimeAsync(0);
    expect(seen).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(999);
    expect(seen).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(seen).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1999);
    expect(seen).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ status: 0, data: 'ok' });
    expect(seen).toHaveLength(3);
    expect(counts).toEqual([0, 1, 0]); // one outstanding request across the retries
    sub.unsubscribe();
  });

  it('network failure → gives up after 3 attempts', async () => {
    jest.useFakeTimers();
    useAdapter(async (config) => {
      throw netErr(config);
    });
    const result = api.get('/down').catch((e) => e);
    await jest.advanceTimersByTimeAsync(60_000);
    await expect(result).resolves.toMatchObject({ message: 'Network Error', code: 'NETWORK' });
    expect(seen).toHaveLength(3);
  });
});

describe('pendingRequests$', () => {
  it('counts in-flight requests, retries included', async () => {
    const counts: number[] = [];
    const sub = pendingRequests$.subscribe((n) => counts.push(n));
    const gates: Array<() => void> = [];
    useAdapter(() => new Promise((resolve) => gates.push(() => resolve({ status: 200, data: { status: 0, data: 1 } }))));
    const a = api.get('/a');
    const b = api.get('/b');
    await new Promise((r) => setTimeout(r, 0));
    expect(counts).toEqual([0, 1, 2]);
    gates[0]();
    await a;
    expect(counts).toEqual([0, 1, 2, 1]);
    gates[1]();
    await b;
    expect(counts).toEqual([0, 1, 2, 1, 0]);
    // a failing request is released too
    useAdapter(async () => ({ status: 500, data: { statusCode: 500, message: 'x' } }));
    await api.get('/c').catch(() => undefined);
    expect(counts.slice(-2)).toEqual([1, 0]);
    sub.unsubscribe();
  });
});
