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

/** Who plays a stream now (`GET /broadcasts/{id}/players` of services/media): viewers that came with a named token. */
export interface MediaPlayers {
  publishing: boolean;
  players: { subscriberId: string; protocol: 'webrtc' | 'hls' }[];
}

/** The subscriber id a play token carries for an account: how the media server names who watches. */
export const subscriberIdOf = (source: string, id: string) => `${source}:${id}`;

/** `GET /{AppName}/rest/v2/capabilities` of services/media (a stock Ant Media server has no such call). */
export interface MediaServerCapabilities {
  webrtc: boolean;
  hls: boolean;
  snapshots: boolean;
  ffmpeg: { path: string; version: string } | null;
}

/** How long an answer of the media server about its capabilities is reused (it changes only on restart). */
export const CAPABILITIES_TTL_MS = 30_000;
/** An unreachable media server is asked again sooner, so a restarted one is noticed quickly. */
export const CAPABILITIES_UNKNOWN_TTL_MS = 5_000;
// The public media config waits for this call: it must not hang for the full media timeout.
const CAPABILITIES_TIMEOUT_MS = 1_500;

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

  private capabilitiesCache: { key: string; until: number; value: Promise<MediaServerCapabilities | null> } | null = null;

  private async call<T>(method: string, path: string, body?: unknown, timeoutMs = this.timeoutMs): Promise<T> {
    const url = `${this.baseUrl}/${encodeURIComponent(await this.appName())}/rest/v2${path}`;
    let res: Response;
    try {
      res = await fetch(url, {
        method,
        headers: { 'content-type': 'application/json', 'x-media-secret': this.secret },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
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

  token(streamId: string, type: StreamTokenType, expireDate: number, subscriberId?: string) {
    const subscriber = subscriberId ? `&subscriberId=${encodeURIComponent(subscriberId)}` : '';
    return this.call<MediaToken>('GET', `/broadcasts/${encodeURIComponent(streamId)}/token?type=${type}&expireDate=${expireDate}${subscriber}`);
  }

  /** The show on this stream ended: every play token of it stops working (Ant Media's revokeTokens). */
  revokeTokens(streamId: string) {
    return this.call<{ success: boolean }>('DELETE', `/broadcasts/${encodeURIComponent(streamId)}/tokens`);
  }

  /** Whether the stream is published and which of `subscriberIds` play it now. */
  players(streamId: string, subscriberIds: string[]) {
    const query = subscriberIds.map((id) => `subscriberId=${encodeURIComponent(id)}`).join('&');
    return this.call<MediaPlayers>('GET', `/broadcasts/${encodeURIComponent(streamId)}/players${query ? `?${query}` : ''}`);
  }

  putSettings(settings: { secureOption: boolean }) {
    return this.call<{ secureOption: boolean }>('PUT', '/settings', settings);
  }

  /**
   * What the media server serves, cached for 30 s per server and app (one request shared by concurrent
   * callers). null: unknown — the server could not be reached or gave no usable answer.
   */
  async capabilities(): Promise<MediaServerCapabilities | null> {
    const key = `${this.baseUrl} ${await this.appName()}`;
    const now = Date.now();
    const cached = this.capabilitiesCache;
    if (cached && cached.key === key && now < cached.until) return cached.value;
    const entry: { key: string; until: number; value: Promise<MediaServerCapabilities | null> } = {
      key,
      until: now + CAPABILITIES_TTL_MS,
      value: this.call<unknown>('GET', '/capabilities', undefined, Math.min(this.timeoutMs, CAPABILITIES_TIMEOUT_MS)).then(
        (answer) => {
          const parsed = parseCapabilities(answer);
          if (!parsed) entry.until = Date.now() + CAPABILITIES_UNKNOWN_TTL_MS;
          return parsed;
        },
        () => {
          entry.until = Date.now() + CAPABILITIES_UNKNOWN_TTL_MS;
          return null;
        },
      ),
    };
    this.capabilitiesCache = entry;
    return entry.value;
  }
}

/** The answer only when it has the shape services/media sends; anything else counts as unknown. */
function parseCapabilities(answer: unknown): MediaServerCapabilities | null {
  if (!answer || typeof answer !== 'object') return null;
  const a = answer as Record<string, unknown>;
  if (typeof a.hls !== 'boolean' || typeof a.webrtc !== 'boolean') return null;
  const ffmpeg = a.ffmpeg as { path?: unknown; version?: unknown } | null | undefined;
  return {
    webrtc: a.webrtc,
    hls: a.hls,
    snapshots: a.snapshots === true,
    ffmpeg: ffmpeg && typeof ffmpeg.path === 'string' && typeof ffmpeg.version === 'string' ? { path: ffmpeg.path, version: ffmpeg.version } : null,
  };
}
