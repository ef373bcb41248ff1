import type { ApiEnvelope } from '../contract';
import { fetchJson } from './fetch-json';
import { request, type RequestOptions } from './request';
import { upload } from './upload';

/**
 * The API client. Every method resolves to the server's `{status: 0, data}` envelope (a 404 resolves
 * with the error body as-is) and throws the error body otherwise (413/403 and transport failures as fixed shapes).
 */
export const api = {
  get: <T>(path: string, options: RequestOptions = {}) => request<ApiEnvelope<T>>({ url: path, method: 'GET' }, options),
  post: <T>(path: string, body?: unknown, options: RequestOptions = {}) =>
    request<ApiEnvelope<T>>({ url: path, method: 'POST', data: body }, options),
  put: <T>(path: string, body?: unknown, options: RequestOptions = {}) => request<ApiEnvelope<T>>({ url: path, method: 'PUT', data: body }, options),
  patch: <T>(path: string, body?: unknown, options: RequestOptions = {}) =>
    request<ApiEnvelope<T>>({ url: path, method: 'PATCH', data: body }, options),
  delete: <T>(path: string, options: RequestOptions & { data?: unknown } = {}) =>
    request<ApiEnvelope<T>>({ url: path, method: 'DELETE', data: options.data }, options),
  upload,
  fetchJson,
};

export type Api = typeof api;
