import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { http } from '../api/http';
import { setFetchImpl } from '../api/fetch-json';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface MockRequest {
  method: HttpMethod;
  /** Path without the API base URL or query string, e.g. '/users/me'. */
  path: string;
  params: Record<string, unknown>;
  /** Parsed JSON body, or the FormData of an upload. */
  body: unknown;
  headers: Record<string, string>;
  /** `:name` segments of the matched route. */
  match: Record<string, string>;
}

const REPLY = Symbol('mock-reply');
export interface MockReply {
  [REPLY]: true;
  status: number;
  body: unknown;
  networkError?: boolean;
  delayMs?: number;
}

/** A raw reply: any status with any body (e.g. `reply(400, { statusCode: 400, message: [...] })`). */
export function reply(status: number, body?: unknown, options: { delayMs?: number } = {}): MockReply {
  return { [REPLY]: true, status, body, delayMs: options.delayMs };
}
/** A failure that never reaches the server (retried by the client). */
reply.networkError = (): MockReply => ({ [REPLY]: true, status: 0, body: null, networkError: true });
/** 200 with the `{status: 0, data}` envelope. */
reply.ok = (data: unknown): MockReply => reply(200, { status: 0, data });

const isReply = (v: unknown): v is MockReply => !!v && typeof v === 'object' && REPLY in v;

export type MockHandler = (req: MockRequest) => unknown | Promise<unknown>;
/** A handler, a `reply(...)`, or plain data (answered as `{status: 0, data}`). */
export type MockResponder = MockHandler | MockReply | unknown;

interface RouteShortcut {
  (pattern: string | RegExp, respond: MockHandler): MockApi;
  (pattern: string | RegExp, respond: unknown): MockApi;
}

interface Route {
  method: HttpMethod;
  test: (path: string) => Record<string, string> | null;
  respond: MockResponder;
  times: number | null;
}

function compile(pattern: string | RegExp): Route['test'] {
  if (pattern instanceof RegExp) return (path) => (pattern.test(path) ? {} : null);
  const names: string[] = [];
  const source = pattern
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/:(\w+)/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
  const re = new RegExp(`^${source}/?$`);
  return (path) => {
    const m = re.exec(path);
    if (!m) return null;
    return Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(m[i + 1])]));
  };
}

const parseBody = (data: unknown): unknown => {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
};

export interface MockApi {
  /** Adds a route. A plain value answers 200 `{status: 0, data: value}`; use `reply()` for anything else. */
  on(method: HttpMethod, pattern: string | RegExp, respond: MockHandler, options?: { times?: number }): MockApi;
  on(method: HttpMethod, pattern: string | RegExp, respond: unknown, options?: { times?: number }): MockApi;
  get: RouteShortcut;
  post: RouteShortcut;
  put: RouteShortcut;
  delete: RouteShortcut;
  /** Every request seen, in order. */
  calls: MockRequest[];
  /** Requests to one method + path. */
  callsTo(method: HttpMethod, path: string): MockRequest[];
  reset(): void;
  /** Puts back the real transport. */
  restore(): void;
}

/**
 * Intercepts the shared API client (its axios adapter) and `api.fetchJson` with a route table, so a
 * remote's unit tests run against canned responses. Later routes win over earlier ones; an unmatched
 * request answers 404 (and the client warns, as it would against the real server).
 */
export function mockApi(): MockApi {
  const routes: Route[] = [];
  const calls: MockRequest[] = [];
  const previousAdapter = http.defaults.adapter;

  async function resolve(method: HttpMethod, path: string, params: Record<string, unknown>, body: unknown, headers: Record<string, string>) {
    for (let i = routes.length - 1; i >= 0; i -= 1) {
      const route = routes[i];
      if (route.method !== method) continue;
      const match = route.test(path);
      if (!match) continue;
      if (route.times !== null) {
        route.times -= 1;
        if (route.times <= 0) routes.splice(i, 1);
      }
      const req: MockRequest = { method, path, params, body, headers, match };
      calls.push(req);
      const out = typeof route.respond === 'function' ? await (route.respond as (r: MockRequest) => unknown)(req) : route.respond;
      if (isReply(out)) return out;
      return reply.ok(out === undefined ? null : out);
    }
    calls.push({ method, path, params, body, headers, match: {} });
    return reply(404, { statusCode: 404, message: `mockApi: no route for ${method} ${path}` });
  }

  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase() as HttpMethod;
    const url = new URL(config.url ?? '/', 'http://mock.local');
    const params = { ...Object.fromEntries(url.searchParams), ...(config.params ?? {}) };
    const headers = Object.fromEntries(Object.entries(config.headers?.toJSON?.() ?? {}).map(([k, v]) => [k, String(v)]));
    const out = await resolve(method, url.pathname, params, parseBody(config.data), headers);
    if (out.delayMs) await new Promise((r) => setTimeout(r, out.delayMs));
    if (out.networkError) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    config.onUploadProgress?.({ loaded: 1, total: 1, progress: 1, bytes: 1, lengthComputable: true, upload: true });
    const response: AxiosResponse = { data: out.body, status: out.status, statusText: String(out.status), headers: {}, config };
    return response;
  };
  http.defaults.adapter = adapter;

  // fetchJson: same table, matched on the URL's path.
  setFetchImpl(async (input, init) => {
    const url = new URL(input, 'http://mock.local');
    const method = (init?.method ?? 'GET').toUpperCase() as HttpMethod;
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((v, k) => (headers[k] = v));
    const out = await resolve(method, url.pathname, Object.fromEntries(url.searchParams), parseBody(init?.body), headers);
    if (out.networkError) throw new TypeError('Failed to fetch');
    const status = out.status;
    return {
      ok: status >= 200 && status < 300,
      status,
      json: async () => out.body,
      text: async () => JSON.stringify(out.body),
    } as Response;
  });

  const mock: MockApi = {
    on(method: HttpMethod, pattern: string | RegExp, respond: unknown, options: { times?: number } = {}) {
      routes.push({ method, test: compile(pattern), respond, times: options.times ?? null });
      return mock;
    },
    get: (p: string | RegExp, r: unknown) => mock.on('GET', p, r),
    post: (p: string | RegExp, r: unknown) => mock.on('POST', p, r),
    put: (p: string | RegExp, r: unknown) => mock.on('PUT', p, r),
    delete: (p: string | RegExp, r: unknown) => mock.on('DELETE', p, r),
    calls,
    callsTo: (method, path) => calls.filter((c) => c.method === method && c.path === path),
    reset() {
      routes.length = 0;
      calls.length = 0;
    },
    restore() {
      http.defaults.adapter = previousAdapter;
      setFetchImpl(null);
    },
  };
  return mock;
}

/** README name for the same helper. */
export const createMockApi = mockApi;
