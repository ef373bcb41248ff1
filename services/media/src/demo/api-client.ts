/** An answer of the API other than `{status: 0, data}`; `status` 0 when it could not be reached at all. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }

  /** The token is no longer accepted: sign in again. */
  get unauthorized(): boolean {
    return this.status === 401 || this.status === 403;
  }
}

export interface ShowSession {
  /** Media stream id to publish. */
  sessionId: string;
  conversationId: string | null;
}

const REQUEST_TIMEOUT_MS = 10_000;

/**
 * The few API calls a performer's broadcast page makes, as that performer (token in `Authorization`),
 * unwrapping the `{status: 0, data}` envelope.
 */
export class PerformerApi {
  token = '';

  readonly apiUrl: string;

  constructor(
    apiUrl: string,
    readonly username: string,
    private readonly password: string,
  ) {
    this.apiUrl = apiUrl.replace(/\/+$/, '');
  }

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${this.apiUrl}${path}`, {
        method,
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(this.token ? { authorization: this.token } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new ApiError(0, `${method} ${path}: API unreachable (${(error as Error).message})`);
    }
    const text = await res.text().catch(() => '');
    let json: { status?: number; data?: T; message?: unknown } | undefined;
    try {
      json = text ? (JSON.parse(text) as typeof json) : undefined;
    } catch {
      json = undefined;
    }
    if (!res.ok || json?.status !== 0) {
      const message = typeof json?.message === 'string' ? json.message : text.slice(0, 200) || res.statusText;
      throw new ApiError(res.status, `${method} ${path}: ${res.status} ${message}`);
    }
    return json.data as T;
  }

  /** POST /auth/performers/login → keeps the token. */
  async login(): Promise<void> {
    this.token = '';
    const { token } = await this.call<{ token: string }>('POST', '/auth/performers/login', { username: this.username, password: this.password });
    this.token = token;
  }

  /** POST /streaming/live: opens (or returns the running) public show, like "Go live". */
  async goLive(title?: string): Promise<ShowSession> {
    const data = await this.call<{ sessionId: string; conversation?: { _id?: string } | null }>('POST', '/streaming/live', title ? { title } : {});
    return { sessionId: data.sessionId, conversationId: data.conversation?._id ?? null };
  }

  /**
   * POST /streaming/token {type:'publish'}: the one-time token the media server wants for every publish
   * (whatever secureOption says), fetched right before each attempt because a used one is refused.
   */
  async publishToken(streamId: string): Promise<string> {
    return (await this.call<{ tokenId: string }>('POST', '/streaming/token', { id: streamId, type: 'publish' })).tokenId;
  }

  /** POST /streaming/private-chat/accept/{conversationId}. */
  async acceptPrivate(conversationId: string): Promise<ShowSession> {
    const data = await this.call<{ sessionId: string; conversation?: { _id?: string } | null }>(
      'POST',
      `/streaming/private-chat/accept/${encodeURIComponent(conversationId)}`,
    );
    return { sessionId: data.sessionId, conversationId: data.conversation?._id ?? conversationId };
  }

  /** PUT /streaming/private-chat/reject/{conversationId}: declines a request or ends the running private show. */
  async rejectPrivate(conversationId: string): Promise<void> {
    await this.call('PUT', `/streaming/private-chat/reject/${encodeURIComponent(conversationId)}`);
  }

  /** POST /messages/stream/public/conversations/{id}: a line in her public chat. */
  async sayInPublicChat(conversationId: string, text: string): Promise<void> {
    await this.call('POST', `/messages/stream/public/conversations/${encodeURIComponent(conversationId)}`, { text });
  }

  /** GET /streaming/finish: ends all her shows. */
  async finish(): Promise<void> {
    await this.call('GET', '/streaming/finish');
  }
}
