import type { Conversation, ModelStatusEvent, Performer, StreamingStatus } from '@platform/shared/contract';
import { STREAM_EVENTS } from '@platform/shared/contract';
import type { AppContext } from '../../core/context';
import { notFound } from '../../core/errors';
import type { Queryable } from '../../db/db';
import { categoryLookup } from '../categories/categories.repository';
import { findConversation } from '../conversations/conversations.repository';
import { toConversations } from '../conversations/conversations.service';
import type { AccountRef } from '../conversations/public-accounts.repository';
import { toPerformer, type PerformerRow } from '../performers/performers.mapper';
import { publicSettings } from '../settings/settings.repository';
import type { MediaClient } from './media-client';
import type { ShowBilling } from './show-billing';
import type { StreamingConfig } from './streaming.config';

/** Per-app state of the streaming feature (timers, media client), kept beside the app context. */
export interface StreamingRuntime {
  config: StreamingConfig;
  media: MediaClient;
  billing: ShowBilling;
  /** URL the media server posts its webhooks to. */
  webhookUrl(): string;
  log(message: string): void;
}

const runtimes = new WeakMap<AppContext, StreamingRuntime>();

export const setStreamingRuntime = (ctx: AppContext, runtime: StreamingRuntime) => runtimes.set(ctx, runtime);

export function streamingRuntime(ctx: AppContext): StreamingRuntime {
  const runtime = runtimes.get(ctx);
  if (!runtime) throw new Error('streaming feature not registered');
  return runtime;
}

/** Media settings of SPEC.md §3, with their defaults. */
export interface MediaSettings {
  appName: string;
  viewerURL: string;
  publisherURL: string;
  secureOption: boolean;
  optionForBroadcast: 'hls' | 'webrtc';
  optionForPrivate: 'hls' | 'webrtc';
  optionForGroup: 'hls' | 'webrtc';
  iceServers: Array<{ urls: string | string[]; username?: string; credential?: string }>;
}

const option = (value: unknown): 'hls' | 'webrtc' => (value === 'webrtc' ? 'webrtc' : 'hls');

export async function mediaSettings(db: Queryable): Promise<MediaSettings> {
  const s = await publicSettings(db);
  const appName = typeof s.AntMediaAppname === 'string' && s.AntMediaAppname ? s.AntMediaAppname : 'WebRTCAppEE';
  return {
    appName,
    viewerURL: typeof s.viewerURL === 'string' ? s.viewerURL : `/${appName}`,
    publisherURL: typeof s.publisherURL === 'string' ? s.publisherURL : `/${appName}`,
    secureOption: s.secureOption === true || s.secureOption === 'true',
    optionForBroadcast: option(s.optionForBroadcast),
    optionForPrivate: option(s.optionForPrivate),
    optionForGroup: option(s.optionForGroup),
    iceServers: Array.isArray(s.iceServers) ? (s.iceServers as MediaSettings['iceServers']) : [],
  };
}

export async function performerRow(db: Queryable, id: string) {
  const { rows } = await db.query<PerformerRow>('SELECT * FROM performers WHERE id = $1', [id]);
  return rows[0] ?? null;
}

/** The performer (404 when unknown or suspended). */
export async function requirePerformer(db: Queryable, id: string) {
  const row = await performerRow(db, id);
  if (!row || row.status === 'inactive') throw notFound('Performer not found');
  return row;
}

export async function publicPerformer(ctx: AppContext, id: string): Promise<Performer | null> {
  const row = await performerRow(ctx.db, id);
  return row ? toPerformer(row, await categoryLookup(ctx.db), ctx.storage) : null;
}

/** Sets the performer's streaming status and, when it changed (or `force`: a new show), tells everyone (`modelUpdateStreamingStatus`, and `modelUpdateStatus` when she comes or goes). */
export async function setStreamingStatus(ctx: AppContext, performerId: string, status: StreamingStatus, force = false) {
  const { rows } = await ctx.db.query<{ before: StreamingStatus }>(
    `UPDATE performers p SET streaming_status = $2, updated_at = now(),
        is_online = CASE WHEN $2 = 'offline' THEN p.is_online ELSE true END,
        last_streaming_time = CASE WHEN $2 <> 'offline' OR p.streaming_status <> 'offline' THEN now() ELSE p.last_streaming_time END,
        offline_at = CASE WHEN $2 = 'offline' AND p.streaming_status <> 'offline' THEN now() ELSE p.offline_at END,
        watching = CASE WHEN $2 = 'offline' THEN 0 ELSE p.watching END
     FROM performers old WHERE p.id = $1 AND old.id = p.id RETURNING old.streaming_status AS before`,
    [performerId, status],
  );
  const performer = await publicPerformer(ctx, performerId);
  if (!performer || !rows[0] || (rows[0].before === status && !force)) return;
  const payload: ModelStatusEvent = { id: performerId, performer, status };
  ctx.realtime.emitToAll(STREAM_EVENTS.modelUpdateStreamingStatus, payload);
  if ((rows[0].before === 'offline') !== (status === 'offline')) ctx.realtime.emitToAll(STREAM_EVENTS.modelUpdateStatus, payload);
}

export const anonymousRef: AccountRef = { source: 'user', id: '' };

export async function conversationView(ctx: AppContext, id: string, me: AccountRef = anonymousRef): Promise<Conversation> {
  const row = await findConversation(ctx.db, id, me);
  if (!row) throw notFound('Conversation not found');
  return (await toConversations(ctx, [row], me))[0];
}
