import { randomBytes } from 'node:crypto';

export type TokenType = 'publish' | 'play';

/** The Ant Media Token object, as the REST API returns it. */
export interface Token {
  tokenId: string;
  streamId: string;
  type: TokenType;
  /** Unix time in seconds. */
  expireDate: number;
  roomId: string;
  /** Who the API gave it to (e.g. `user-{id}`): a player's identity, so the API can see who watches a paid show. */
  subscriberId?: string;
}

interface StoredToken extends Token {
  used: boolean;
  /** A used publish token works once more until then (unix seconds): the same show reconnecting. */
  reconnectUntil?: number;
  /** The HLS player a play token was spent on (its address and browser): no one else plays with it. */
  hlsClient?: string;
}

/** Without an expireDate a token lives one hour. */
const DEFAULT_LIFETIME_S = 3600;
/** An HLS player keeps its play token alive by fetching the playlist (every few seconds); idle this long, it ends. */
export const HLS_RENEW_S = 30;

/**
 * One-time stream tokens: `publish` and `play` consume them. A play token is spent on one WebRTC play or on
 * one HLS player (the first to fetch with it): that player keeps using it — a player fetches the playlist
 * again and again, each fetch renewing it for HLS_RENEW_S — and any other holder is refused. A stream's
 * play tokens end with its show (`endShow`).
 */
export class TokenStore {
  private readonly tokens = new Map<string, StoredToken>();

  constructor(private readonly now: () => number = () => Date.now()) {}

  private nowSeconds(): number {
    return Math.floor(this.now() / 1000);
  }

  create(streamId: string, type: TokenType, expireDate?: number, subscriberId?: string): Token {
    this.sweep();
    const token: StoredToken = {
      tokenId: randomBytes(18).toString('base64url'),
      streamId,
      type,
      expireDate: expireDate && expireDate > 0 ? Math.floor(expireDate) : this.nowSeconds() + DEFAULT_LIFETIME_S,
      roomId: '',
      ...(subscriberId ? { subscriberId } : {}),
      used: false,
    };
    this.tokens.set(token.tokenId, token);
    const { used: _used, ...publicToken } = token;
    return publicToken;
  }

  private valid(tokenId: unknown, streamId: string, type: TokenType): StoredToken | undefined {
    if (typeof tokenId !== 'string' || tokenId === '') return undefined;
    const token = this.tokens.get(tokenId);
    if (!token || token.streamId !== streamId || token.type !== type) return undefined;
    if (token.expireDate < this.nowSeconds()) return undefined;
    return token;
  }

  /** True once per token: publish and play (and once more for a publish token within its reconnect grace). */
  consume(tokenId: unknown, streamId: string, type: TokenType): boolean {
    return this.use(tokenId, streamId, type) !== undefined;
  }

  /** `consume` that tells whose token it was: undefined when refused. */
  use(tokenId: unknown, streamId: string, type: TokenType): Token | undefined {
    const token = this.valid(tokenId, streamId, type);
    if (!token) return undefined;
    if (token.used && !(token.reconnectUntil && token.reconnectUntil >= this.nowSeconds())) return undefined;
    token.used = true;
    token.reconnectUntil = undefined;
    return token;
  }

  /**
   * Her connection dropped (not a stop she asked for): the adaptor republishes with the token it has, so that token
   * may publish the same stream id once more within `graceSeconds`.
   */
  allowReconnect(tokenId: string, graceSeconds: number): void {
    const token = this.tokens.get(tokenId);
    if (token?.type === 'publish' && token.used) token.reconnectUntil = this.nowSeconds() + graceSeconds;
  }

  /**
   * HLS: may `client` (the player's address and browser) fetch this stream with the play token? The first
   * client spends an unused token and binds it; afterwards only that client, renewing it with every fetch.
   */
  useForHls(tokenId: unknown, streamId: string, client: string): Token | undefined {
    const token = this.valid(tokenId, streamId, 'play');
    if (!token) return undefined;
    if (token.used && token.hlsClient !== client) return undefined;
    token.used = true;
    token.hlsClient = client;
    token.expireDate = Math.max(token.expireDate, this.nowSeconds() + HLS_RENEW_S);
    return token;
  }

  /** HLS: whose play token this client holds (undefined: not its token, or given to nobody in particular). */
  hlsSubscriber(tokenId: unknown, streamId: string, client: string): string | undefined {
    const token = this.valid(tokenId, streamId, 'play');
    return token?.hlsClient === client ? token.subscriberId : undefined;
  }

  /** The show on this stream ended: its play tokens, spent or not, play nothing more. */
  endShow(streamId: string): void {
    for (const [id, token] of this.tokens) if (token.streamId === streamId && token.type === 'play') this.tokens.delete(id);
  }

  private sweep() {
    const now = this.nowSeconds();
    for (const [id, token] of this.tokens) if (token.expireDate < now) this.tokens.delete(id);
  }
}
