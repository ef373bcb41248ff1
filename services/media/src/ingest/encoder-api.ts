import type { EncoderKind, EncoderStartResponse } from '@platform/shared/contract';

/** The API refused the key (401), or could not start her show (another status; 0: unreachable). */
export class EncoderRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export type EncoderShow = EncoderStartResponse;

/** How the ingest asks the API about a key: the media server's own channel to it (X-Media-Secret). */
export type StartEncoderShow = (kind: EncoderKind, key: string) => Promise<EncoderShow>;

/**
 * Asks the API whether `key` is a performer's current key of this kind; if so her public show starts (or resumes) as
 * with Go live, and the answer names the stream id to publish and its one-time publish token.
 */
export function encoderShowStarter(apiUrl: string, mediaSecret: string, timeoutMs = 5000): StartEncoderShow {
  return async (kind, key) => {
    let res: Response;
    try {
      res = await fetch(`${apiUrl}/streaming/encoder/start`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-media-secret': mediaSecret },
        body: JSON.stringify({ kind, key }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new EncoderRefused(0, `API unreachable at ${apiUrl} (${(error as Error).message})`);
    }
    if (!res.ok) throw new EncoderRefused(res.status, `API answered ${res.status} for a ${kind} key`);
    return ((await res.json()) as { data: EncoderShow }).data;
  };
}
