import type { Conversation, ModelStatusEvent, Performer, StreamingStatus } from '@platform/shared/contract';
import { STREAM_EVENTS } from '@platform/shared/contract';
import type { AppContext } from '../../core/context';
import { notFound } from '../../core/errors';
import type { Queryable } from '../../db/db';
import { categoryLookup } from '../categories/categories.repository';
import { findConversation } from '../conversations/conversations.repository';
import { toConversations } from '../conversations/conversations.service';
import type { AccountRef } from '../accounts/public-accounts.repository';
import { toPerformer } from '../performers/performers.mapper';
import { findPerformerById } from '../performers/performers.repository';
import type { MediaClient } from './media-client';
import type { PublisherWatch } from './publisher-watch';
import type { ShowBilling } from './show-billing';
import type { StreamingConfig } from './streaming.config';
import { updatePerformerStreamingStatus } from './performer-streaming.repository';

/** Per-app state of the streaming feature (timers, media client): `ctx.streaming`, made with the app (app.ts). */
export interface StreamingRuntime {
  config: StreamingConfig;
  media: MediaClient;
  billing: ShowBilling;
  /** Waits for the performer's publish at the media server; ends a show left without it. */
  publishers: PublisherWatch;
  /** URL the media server posts its webhooks to. */
  webhookUrl(): string;
  log(message: string): void;
}

// On the app context, not a Fastify decorator: other features end shows with only a ctx in hand (finishAll from
// reports and admin-accounts). Declared here, so core/ names no feature.
declare module '../../core/context' {
  interface AppContext {
    streaming: StreamingRuntime;
  }
}

/** The performer (404 when unknown or suspended). */
export async function requirePerformer(db: Queryable, id: string) {
  const row = await findPerformerById(db, id);
  if (!row || row.status === 'inactive') throw notFound('Performer not found');
  return row;
}

export async function publicPerformer(ctx: AppContext, id: string): Promise<Performer | null> {
  const row = await findPerformerById(ctx.db, id);
  return row ? toPerformer(row, await categoryLookup(ctx.db), ctx.storage) : null;
}

/** Sets the performer's streaming status and, when it changed (or `force`: a new show), tells everyone (`modelUpdateStreamingStatus`, and `modelUpdateStatus` when she comes or goes). */
export async function setStreamingStatus(ctx: AppContext, performerId: string, status: StreamingStatus, force = false) {
  const before = await updatePerformerStreamingStatus(ctx.db, performerId, status);
  // the search shows live status and the stream id of her public show (force: a new show, a new id)
  if (before !== status || force) await ctx.readCache.invalidate('performers');
  const performer = await publicPerformer(ctx, performerId);
  if (!performer || !before || (before === status && !force)) return;
  const payload: ModelStatusEvent = { id: performerId, performer, status };
  ctx.realtime.emitToAll(STREAM_EVENTS.modelUpdateStreamingStatus, payload);
  if ((before === 'offline') !== (status === 'offline')) ctx.realtime.emitToAll(STREAM_EVENTS.modelUpdateStatus, payload);
  if (before === 'offline' && status !== 'offline') {
    const fan = { performerId, username: performer.username, name: performer.name || performer.username, avatar: performer.avatar };
    await ctx.alerts.wentLive(fan).catch((error: Error) => ctx.streaming.log(`live alerts not sent: ${error.message}`));
  }
}

export const anonymousRef: AccountRef = { source: 'user', id: '' };

export async function conversationView(ctx: AppContext, id: string, me: AccountRef = anonymousRef): Promise<Conversation> {
  const row = await findConversation(ctx.db, id, me);
  if (!row) throw notFound('Conversation not found');
  return (await toConversations(ctx, [row], me))[0];
}
