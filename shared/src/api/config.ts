declare global {
  interface Window {
    /** Runtime config the shell's index.html may set before anything loads. */
    __PLATFORM_CONFIG__?: { apiBaseUrl?: string; [key: string]: unknown };
  }
}

export const DEFAULT_API_BASE_URL = '/api';

/** Read on every request so a config set after this module loaded still applies. */
export function apiBaseUrl(): string {
  const fromWindow = typeof window !== 'undefined' ? window.__PLATFORM_CONFIG__?.apiBaseUrl : undefined;
  return (fromWindow || DEFAULT_API_BASE_URL).replace(/\/+$/, '');
}
