import axios from 'axios';
import { REQUEST_TIMEOUT_MS, TIMEOUT_MESSAGE } from '../constants';
import { session } from '../session';
import { apiBaseUrl } from './config';

/**
 * The one axios instance (exported for `@platform/shared/mock`, which swaps its adapter).
 * Status handling lives in request.ts, so every status resolves here (validateStatus).
 */
export const http = axios.create({
  timeout: REQUEST_TIMEOUT_MS,
  timeoutErrorMessage: TIMEOUT_MESSAGE,
  withCredentials: true,
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  validateStatus: () => true,
});

http.interceptors.request.use((config) => {
  config.baseURL = apiBaseUrl();
  const token = session.token();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  // the interface language (i18n keeps <html lang> in step): the API writes this person's e-mail in it
  const language = typeof document !== 'undefined' ? document.documentElement.lang : '';
  if (language) config.headers.set('Accept-Language', language);
  return config;
});
