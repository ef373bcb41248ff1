import { api, getServerMessage, payload, STREAM_TOKEN_EXPIRY_MS, toast } from '@platform/shared';
import type { StreamTokenResponse, StreamTokenType } from '@platform/shared/contract';
import { liveText } from '../../i18n';

/** Thrown after the token failure was shown: the caller must not publish or play. */
export class StreamTokenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StreamTokenError';
  }
}

/**
 * A one-time token: always for publishing (the media server takes no publish without one), for playing
 * only when `playNeedsToken` (secureOption on, or a paid show; otherwise none is used). A failure shows
 * the server's text as an error toast and yields no token and no URL.
 */
export async function streamToken(id: string, type: StreamTokenType, playNeedsToken: boolean): Promise<string | undefined> {
  if (type === 'play' && !playNeedsToken) return undefined;
  try {
    const expireDate = Math.floor((Date.now() + STREAM_TOKEN_EXPIRY_MS) / 1000);
    const data = payload(await api.post<StreamTokenResponse>('/streaming/token', { id, type, expireDate }));
    if (!data?.tokenId) throw { message: liveText('publish.noToken') };
    return data.tokenId;
  } catch (error) {
    const message = getServerMessage(error);
    toast.error(message);
    throw new StreamTokenError(message);
  }
}
