import crypto from 'node:crypto';
import type { Role } from '@platform/shared/contract';
import { PRIVATE_SHOW_TEXT, UNVERIFIED_PERFORMER_TEXT } from '@platform/shared/contract';
import type { AppContext } from '../../core/context';
import { forbiddenBecause } from '../../core/errors';
import type { Queryable } from '../../db/db';
// the block list belongs to money (tips): its check and its wording are reused, not copied
import { blockedByPerformer, isBlockedByPerformer } from '../money/sales.service';
import { participant, type StreamRow } from './streams.repository';

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

/** Whether the performer has blocked this member (false for visitors and other roles). */
export async function isBlocked(db: Queryable, performerId: string, caller: Caller | null | undefined) {
  if (caller?.source !== 'user') return false;
  return isBlockedByPerformer(db, performerId, caller.sourceId);
}

/** 403 "This performer has blocked you" for a member she blocked. */
export async function assertNotBlocked(db: Queryable, performerId: string | null, caller: Caller | null | undefined) {
  if (performerId && (await isBlocked(db, performerId, caller))) throw blockedByPerformer();
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

/** 403 "This show is private." to anyone but the parties of a private or group show. */
export async function assertShowParty(ctx: AppContext, stream: StreamRow, caller: Caller | null | undefined) {
  if (!(await isShowParty(ctx, stream, caller))) throw privateShow();
}

/**
 * The random part of a private or group show's media ids (`{type}-{key}-{accountId}`): 160 bits, so
 * nobody finds a show by guessing its id.
 */
export const newShowKey = () => crypto.randomBytes(20).toString('hex');
