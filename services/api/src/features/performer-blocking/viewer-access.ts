import type { FastifyRequest } from 'fastify';
import { BLOCKED_BY_PERFORMER_TEXT, BLOCKED_IN_COUNTRY_TEXT } from '@platform/shared/contract';
import { forbiddenBecause } from '../../core/errors';
import { requestCountry } from '../../core/geo';
import type { Queryable } from '../../db/db';
import { blockState } from './performer-blocking.repository';

/**
 * Who looks at a performer, as her blocks see it: the member (null for visitors and other roles) and the country
 * the request comes from (null when unknown). Every place that shows her or lets someone reach her asks here.
 */
export interface Viewer {
  userId: string | null;
  country: string | null;
}

export type BlockReason = 'member' | 'country';

export const BLOCK_MESSAGES: Record<BlockReason, string> = { member: BLOCKED_BY_PERFORMER_TEXT, country: BLOCKED_IN_COUNTRY_TEXT };

/** 403 with the reason's text: "This performer has blocked you" / "This performer is not available in your country". */
export const blockedBecause = (reason: BlockReason) => forbiddenBecause(BLOCK_MESSAGES[reason]);

/** The viewer of an HTTP request (after `guard` / `optionalAuth` set `req.auth`). */
export const viewerOf = (req: FastifyRequest): Viewer => ({
  userId: req.auth?.source === 'user' ? req.auth.sourceId : null,
  country: requestCountry(req),
});

/** Why this performer refuses the viewer (the member block first), or null. */
export async function blockReason(db: Queryable, performerId: string, viewer: Viewer): Promise<BlockReason | null> {
  if (!viewer.userId && !viewer.country) return null;
  const state = await blockState(db, performerId, viewer.userId, viewer.country);
  if (state?.member) return 'member';
  if (state?.country) return 'country';
  return null;
}

/** 403 with a clear message when the performer blocked the viewer (as a member or by country). */
export async function assertViewerAllowed(db: Queryable, performerId: string, viewer: Viewer) {
  const reason = await blockReason(db, performerId, viewer);
  if (reason) throw blockedBecause(reason);
}
