import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PerformerBlocking, UnblockMemberRequest, UpdateBlockingRequest, type BlockedMember } from '@platform/shared/contract';
import { guarded } from '../../core/auth';
import { fieldError, notFound } from '../../core/errors';
import { iso, ok, okResponse } from '../../core/http';
import { loadPublicAccounts, refKey } from '../accounts/public-accounts.repository';
import { COUNTRIES } from '../settings/reference-data';
import { blockedCountries, blockMembers, listBlockedMembers, setBlockedCountries, unblockMember } from './performer-blocking.repository';

const COUNTRY_CODES = new Set(COUNTRIES.map((country) => country.code));

const tags = ['performers'];

/**
 * A performer's blocks: a blocked member, and any visitor from a blocked country, cannot find her in lists, open her
 * profile, join her room or shows, message, tip or buy from her (enforced through `viewer-access.ts`).
 */
export const performerBlockingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  const blockedList = async (performerId: string): Promise<PerformerBlocking> => {
    const [rows, countries] = await Promise.all([listBlockedMembers(ctx.db, performerId), blockedCountries(ctx.db, performerId)]);
    const accounts = await loadPublicAccounts(
      ctx.db,
      ctx.storage,
      rows.map((row) => ({ source: 'user', id: row.user_id })),
    );
    const users = rows.flatMap((row): BlockedMember[] => {
      const user = accounts.get(refKey('user', row.user_id));
      return user ? [{ user, blockedAt: iso(row.created_at) ?? '' }] : [];
    });
    return { users, countries };
  };

  app.get(
    '/performers/blocking',
    guarded('performer', {
      tags,
      summary: 'The members she blocked, latest first, and her blocked countries',
      response: okResponse(PerformerBlocking),
    }),
    async (req) => ok(await blockedList(req.auth!.sourceId)),
  );

  app.post(
    '/performers/blocking/update',
    guarded('performer', {
      tags,
      summary:
        'Block members (`userIds`, added to her list) and/or set her blocked countries (`countries`, ISO codes; replaces the list, [] clears it) → the whole list; 404 when none of the ids is a member',
      body: UpdateBlockingRequest,
      response: okResponse(PerformerBlocking),
    }),
    async (req) => {
      const performerId = req.auth!.sourceId;
      const { userIds, countries } = req.body;
      const codes = countries ? [...new Set(countries.map((code) => code.toUpperCase()))].sort() : undefined;
      const unknown = codes?.filter((code) => !COUNTRY_CODES.has(code)) ?? [];
      if (unknown.length) throw fieldError('countries', 'isISO31661Alpha2', `Unknown country code: ${unknown.join(', ')}`);
      await ctx.db.transaction(async (tx) => {
        if (userIds && !(await blockMembers(tx, performerId, userIds)).length) throw notFound('Member not found');
        if (codes) await setBlockedCountries(tx, performerId, codes);
      });
      // visitors' cached searches and profiles are per country
      if (codes) await ctx.readCache.invalidate('performers');
      return ok(await blockedList(performerId));
    },
  );

  app.delete(
    '/performers/blocking/users',
    guarded('performer', { tags, summary: 'Unblock a member → the whole list', body: UnblockMemberRequest, response: okResponse(PerformerBlocking) }),
    async (req) => {
      if (!(await unblockMember(ctx.db, req.auth!.sourceId, req.body.userId))) throw notFound('This member is not blocked');
      return ok(await blockedList(req.auth!.sourceId));
    },
  );
};
