import crypto from 'node:crypto';
import type { Role } from '@platform/shared/contract';
import { PRIVATE_SHOW_TEXT, UNVERIFIED_PERFORMER_TEXT } from '@platform/shared/contract';
import type { AppContext } from '../../core/context';
import { forbiddenBecause } from '../../core/errors';
import type { Queryable } from '../../db/db';
// the blocks (members and countries) belong to performer-blocking: its check and its wording are reused, not copied
import { blockedBecause, blockReason, type BlockReason } from '../performer-blocking/viewer-access';
import { participant } from './stream-participants.repository';
import { type StreamRow } from './streams.repository';

/** Who asks: an HTTP caller (`AuthInfo`) or a socket (`SocketAuth`, never admin); null for a visitor. */
export interface Caller {
  source: Role;
  sourceId: string;
  isAdmin?: boolean;
}

export const privateShow = () => forbiddenBecause(PRIVATE_SHOW_TEXT);

/** Only verified performers open shows (the broadcast page tells an unverified one the same). */
export function assertVerified(performer: { verified: boolean }) {
  if (!performer.verified) throw forbiddenBecause(UNVERIFIED_PERFORMER_TEXT);
}

/**
 * Why the performer refuses this caller: `member` (she blocked him), `country` (she blocked the country the
 * request comes from: `country`, null when unknown), or null.
 */
export function showBlockReason(
  db: Queryable,
  performerId: string,
  caller: Caller | null | undefined,
  country: string | null,
): Promise<BlockReason | null> {
  return blockReason(db, performerId, { userId: caller?.source === 'user' ? caller.sourceId : null, country });
}

/** Whether the performer has blocked this member or the caller's country (false for visitors from elsewhere and other roles). */
export async function isBlocked(db: Queryable, performerId: string, caller: Caller | null | undefined, country: string | null = null) {
  return (await showBlockReason(db, performerId, caller, country)) !== null;
}

/** 403 "This performer has blocked you" for a member she blocked, "…not available in your country" for a blocked country. */
export async function assertNotBlocked(db: Queryable, performerId: string | null, caller: Caller | null | undefined, country: string | null = null) {
  const reason = performerId ? await showBlockReason(db, performerId, caller, country) : null;
  if (reason) throw blockedBecause(reason);
}

export const isShowPerformer = (stream: StreamRow, caller: Caller | null | undefined) =>
  caller?.source === 'performer' && caller.sourceId === stream.performer_id;

/**
 * Is the caller one of the parties of a private or group show? Its performer, an admin, the member of a
 * private show, an active (paying) member of a group show. Public shows: everybody.
 */
export async function isShowParty(ctx: AppContext, stream: StreamRow, caller: Caller | null | undefined) {
  if (stream.type === 'public' || caller?.isAdmin || isShowPerformer(stream, caller)) return true;
  if (caller?.source !== 'user') return false;
  if (stream.type === 'private') return stream.user_id === caller.sourceId;
  return (await participant(ctx.db, stream.id, caller.sourceId))?.status === 'active';
}

/**
 * May the caller play this media id of the show? Its parties any of them; a member spying on a private show its
 * performer's video only (never the private member's camera).
 */
export async function canPlay(ctx: AppContext, stream: StreamRow, caller: Caller | null | undefined, mediaId: string) {
  if (await isShowParty(ctx, stream, caller)) return true;
  if (stream.type !== 'private' || caller?.source !== 'user' || mediaId !== stream.session_id) return false;
  const spy = await participant(ctx.db, stream.id, caller.sourceId);
  return spy?.status === 'active' && spy.role === 'spy';
}

/** 403 "This show is private." to anyone but the parties of a private or group show. */
export async function assertShowParty(ctx: AppContext, stream: StreamRow, caller: Caller | null | undefined) {
  if (!(await isShowParty(ctx, stream, caller))) throw privateShow();
}

/**
 * The random part of a private or group show's media ids (`{type}-{key}-{accountId}`): 160 bits, so
 * nobody finds a show by guessing its id.
 */
export const newShowKey = () => crypto.randomBytes(20).toString('hex');
