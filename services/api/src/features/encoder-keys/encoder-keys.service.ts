import crypto from 'node:crypto';
import type { EncoderKind, EncoderSettings, EncoderStartResponse } from '@platform/shared/contract';
import type { AppContext } from '../../core/context';
import { HttpError } from '../../core/errors';
import { mediaSettings } from '../settings/media-settings';
import { goLive } from '../streaming/streaming.service';
import { performerOfKey, saveKey, sealedKeys } from './encoder-keys.repository';

const KINDS: EncoderKind[] = ['whip', 'rtmp'];

/** A new key: its kind, then 192 random bits (RTMP stream keys must be plain letters, digits, `_` and `-`). */
const newKey = (kind: EncoderKind) => `${kind}_${crypto.randomBytes(24).toString('base64url')}`;

/** Makes (and keeps) a new key of this kind for her; the old one is revoked. */
export async function rotateKey(ctx: AppContext, performerId: string, kind: EncoderKind): Promise<string> {
  const key = newKey(kind);
  await saveKey(ctx.db, performerId, kind, key, ctx.secretBox.seal(key));
  return key;
}

/** Her encoder settings; a key she never had (or that no longer opens: the install secret changed) is made now. */
export async function encoderSettings(ctx: AppContext, performerId: string): Promise<EncoderSettings> {
  const sealed = await sealedKeys(ctx.db, performerId);
  const keys = {} as Record<EncoderKind, string>;
  for (const kind of KINDS) {
    const stored = sealed.get(kind);
    keys[kind] = (stored && ctx.secretBox.open(stored)) || (await rotateKey(ctx, performerId, kind));
  }
  const { appName } = await mediaSettings(ctx.db);
  return { whipPath: `/${appName}/whip`, whipToken: keys.whip, rtmpUrl: ctx.config.rtmpPublicUrl, rtmpKey: keys.rtmp };
}

/**
 * An encoder offers a key (the media server asks): its performer goes live exactly as with Go live on /live — the
 * same public show (resumed if it runs), status and billing — and the media server gets its stream id and the
 * one-time publish token. 401 for a wrong or revoked key; 503 when no publish token could be had.
 */
export async function startFromEncoder(ctx: AppContext, kind: EncoderKind, key: string): Promise<EncoderStartResponse> {
  const performer = await performerOfKey(ctx.db, kind, key);
  if (!performer) throw new HttpError(401, { statusCode: 401, message: 'Unknown or revoked key', error: 'Unauthorized' });
  const show = await goLive(ctx, performer.id);
  if (!show.publishToken)
    throw new HttpError(503, { statusCode: 503, message: 'The media server gave no publish token', error: 'Service Unavailable' });
  return { streamId: show.sessionId, streamName: `${performer.username} live`, publishToken: show.publishToken, performerId: performer.id };
}
