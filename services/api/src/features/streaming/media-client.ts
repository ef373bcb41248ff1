import type { StreamTokenType } from '@platform/shared/contract';

/** Failure of a media server call: `status` 0 when the server could not be reached. */
export class MediaError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface MediaToken {
  tokenId: string;
  streamId: string;
  expireDate: number;
  type: StreamTokenType;
}

export interface MediaBroadcast {
  streamId: string;
  status: string;
  webRTCViewerCount?: number;
  hlsViewerCount?: number;
}

/**
 * The Ant Media REST subset the API uses (`/{AppName}/rest/v2`, header `X-Media-Secret`). `baseUrl` and
 * `appName` are read on every call so settings changes (and tests) take effect at once.
 */
export class MediaClient {
  constructor(
    public baseUrl: string,
    private readonly secret: string,
    private readonly timeoutMs: number,
    private readonly appName: () => Promise<string>,
  ) {}

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const url = `${this.baseUrl}/${encodeURIComponent(await this.appName())}/rest/v2${path}`;
    let res: Response;
    try {
      res = await fetch(url, {
        method,
        headers: { 'content-type': 'application/json', 'x-media-secret': this.secret },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new MediaError(0, `media server unreachable (${(error as Error).message})`);
    }
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    if (!res.ok) {
      const message = (json as { message?: unknown } | null)?.message;
      throw new MediaError(res.status, typeof message === 'string' && message ? message : `HTTP ${res.status}`);
    }
    return json as T;
  }

  createBroadcast(input: { streamId: string; name: string; listenerHookURL: string; metaData: string; category?: string }) {
    return this.call<MediaBroadcast>('POST', '/broadcasts/create', { ...input, type: 'liveStream' });
  }

  getBroadcast(streamId: string) {
    return this.call<MediaBroadcast>('GET', `/broadcasts/${encodeURIComponent(streamId)}`);
  }

  token(streamId: string, type: StreamTokenType, expireDate: number) {
    return this.call<MediaToken>('GET', `/broadcasts/${encodeURIComponent(streamId)}/token?type=${type}&expireDate=${expireDate}`);
  }

  putSettings(settings: { secureOption: boolean }) {
    return this.call<{ secureOption: boolean }>('PUT', '/settings', settings);
  }
}
