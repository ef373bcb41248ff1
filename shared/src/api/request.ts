import { isAxiosError, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { MAX_RETRIES, backoffMs } from '../constants';
import { toast } from '../bus';
import { forbiddenError, networkError, timeoutError, tooLargeError, FORBIDDEN_MESSAGE } from './errors';
import { http } from './http';
import { trackPending } from './pending';

export interface RequestOptions {
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Skip the 'Нет доступа' toast on 403 (e.g. a start-up session check). */
  quiet?: boolean;
  /**
   * 403 throws the server's own body (e.g. 'This performer has blocked you') instead of the fixed
   * 'Нет доступа', and shows no toast: for calls whose refusal the screen explains itself.
   */
  forbiddenAsServerError?: boolean;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const isTimeout = (e: unknown) => isAxiosError(e) && (e.code === 'ECONNABORTED' || e.code === 'ETIMEDOUT');
// No response and not a timeout or a cancel: the request never reached the server, or the connection died.
const isNetworkFailure = (e: unknown) => isAxiosError(e) && !e.response && !isTimeout(e) && e.code !== 'ERR_CANCELED';

/** Sends once per attempt; retries network failures (up to 3 attempts with back-off) and maps transport errors. */
export async function send(config: AxiosRequestConfig, retry = true): Promise<AxiosResponse> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await http.request(config);
    } catch (e) {
      if (isTimeout(e)) throw timeoutError();
      if (!isNetworkFailure(e)) throw e; // cancelled: the caller asked for it
      if (!retry || attempt >= MAX_RETRIES - 1) throw networkError((e as Error).message);
      await sleep(backoffMs(attempt));
    }
  }
}

/** Status rules: 2xx → body; 404 → body with a warning; 413/403 fixed errors; else throw the body. */
export function handleStatus<T>(res: AxiosResponse, options: { quiet?: boolean; forbiddenAsServerError?: boolean } = {}): T {
  const { status, data } = res;
  if (status >= 200 && status < 300) return data as T;
  if (status === 404) {
    console.warn(`[api] 404 ${res.config?.method?.toUpperCase() ?? ''} ${res.config?.url ?? ''}`, data);
    return data as T;
  }
  if (status === 413) throw tooLargeError();
  if (status === 403 && options.forbiddenAsServerError) {
    const message = data && typeof data === 'object' ? (data as { message?: unknown }).message : undefined;
    throw { ...(data && typeof data === 'object' ? data : {}), statusCode: 403, message: message || FORBIDDEN_MESSAGE };
  }
  if (status === 403) {
    if (!options.quiet) toast.error(FORBIDDEN_MESSAGE);
    throw forbiddenError();
  }
  if (data && typeof data === 'object') throw data;
  throw { statusCode: status, message: typeof data === 'string' && data ? data : res.statusText || `HTTP ${status}` };
}

/** One API call: counted in pendingRequests$, retried on network failure, statuses mapped. */
export function request<T>(config: AxiosRequestConfig, options: RequestOptions = {}): Promise<T> {
  return trackPending(async () => {
    const res = await send({ ...config, params: options.params, headers: options.headers, signal: options.signal });
    return handleStatus<T>(res, options);
  });
}

/** Like `request` but hands back the raw response (status included) — for fallbacks on 404. */
export function requestRaw(config: AxiosRequestConfig, options: RequestOptions = {}): Promise<AxiosResponse> {
  return trackPending(() => send({ ...config, params: options.params, headers: options.headers, signal: options.signal }));
}
