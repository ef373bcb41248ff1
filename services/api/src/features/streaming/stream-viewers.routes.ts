import type { FastifyInstance } from 'fastify';
import type { PublicUser, StreamAnalytics, StreamViewers, ViewerUnregisterRequest } from '@platform/shared/contract';
import { guard, optionalAuth } from '../../core/auth';
import type { AppContext, AuthInfo } from '../../core/context';
import { forbidden, notFound } from '../../core/errors';
import { iso, listQuerySchema, ok, paged, sortDirection, type ListQueryString } from '../../core/http';
import { PATTERNS } from '../../core/validation';
import { categoryLookup } from '../categories/categories.repository';
import { loadPublicAccounts, refKey, type AccountRef } from '../conversations/public-accounts.repository';
import { toPerformer } from '../performers/performers.mapper';
import { searchPerformers } from '../performers/performers.repository';
import { registerViewer, unregisterViewer } from './streaming.socket';
import { resolveStream, searchStreams, toStream, type StreamRow } from './streams.repository';

const tags = ['streaming'];
const keyParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 200 } } };

const canSeeUser = (auth: AuthInfo | null, row: StreamRow) =>
  !!auth && (auth.isAdmin || (auth.source === 'performer' && auth.sourceId === row.performer_id) || (auth.source === 'user' && auth.sourceId === row.user_id));

async function streamByKey(ctx: AppContext, key: string) {
  const stream = await resolveStream(ctx.db, key);
  if (!stream) throw notFound('Stream not found');
  return stream;
}

async function currentViewers(ctx: AppContext, stream: StreamRow): Promise<StreamViewers> {
  const { rows } = await ctx.db.query<{ source: AccountRef['source']; source_id: string }>(
    `SELECT source, source_id FROM stream_viewers WHERE stream_id = $1 AND left_at IS NULL ORDER BY joined_at`,
    [stream.id],
  );
  const refs = rows.map((r) => ({ source: r.source, id: r.source_id }));
  const accounts = await loadPublicAccounts(ctx.db, ctx.storage, refs);
  const viewers = refs.map((r) => accounts.get(refKey(r.source, r.id))).filter((v): v is PublicUser => !!v);
  return { streamId: stream.id, total: viewers.length, viewers };
}

/** Lists of shows, viewers and analytics. */
export async function streamViewerRoutes(app: FastifyInstance) {
  const { ctx } = app;

  app.get<{ Querystring: ListQueryString }>(
    '/streaming/active',
    { schema: { tags, summary: 'Performers who are live now (a page of performers)', querystring: { type: 'object', properties: listQuerySchema(50, 500) } } },
    async (req) => {
      const { rows, total } = await searchPerformers(ctx.db, {
        q: req.query.q,
        limit: req.query.limit,
        offset: req.query.offset,
        sortBy: req.query.sortBy ?? 'lastStreamingTime',
        sort: sortDirection(req.query.sort),
        status: 'live',
      });
      const categories = await categoryLookup(ctx.db);
      return ok(paged(rows.map((row) => toPerformer(row, categories, ctx.storage)), total));
    },
  );

  app.get<{ Querystring: { limit: number; offset: number; performerId?: string; sortBy?: string; sort?: string } }>(
    '/streams',
    {
      preHandler: optionalAuth,
      schema: {
        tags,
        summary: 'Shows, latest first (limit 10, offset 0, performerId, sortBy=updatedAt, sort=desc)',
        querystring: {
          type: 'object',
          properties: {
            ...listQuerySchema(10, 100),
            sortBy: { type: 'string', enum: ['updatedAt', 'createdAt', 'totalViewer'], default: 'updatedAt' },
            performerId: { type: 'string', pattern: PATTERNS.objectId },
          },
        },
      },
    },
    async (req) => {
      const { rows, total } = await searchStreams(ctx.db, { ...req.query, sort: sortDirection(req.query.sort) });
      return ok(paged(rows.map((row) => toStream(row, canSeeUser(req.auth, row))), total));
    },
  );

  app.get<{ Params: { id: string } }>(
    '/streaming/active-streams/:id',
    {
      preHandler: optionalAuth,
      schema: { tags, summary: "A performer's running shows", params: { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: PATTERNS.objectId } } } },
    },
    async (req) => {
      const { rows } = await ctx.db.query<StreamRow>(
        `SELECT * FROM streams WHERE performer_id = $1 AND status = 'active' ORDER BY created_at`,
        [req.params.id],
      );
      return ok(rows.map((row) => toStream(row, canSeeUser(req.auth, row))));
    },
  );

  app.get<{ Params: { id: string } }>(
    '/streaming/analytics/:id',
    { preHandler: guard(), schema: { tags, summary: "Figures of one show (its performer or an admin)", params: keyParams } },
    async (req) => {
      const stream = await streamByKey(ctx, req.params.id);
      const auth = req.auth!;
      if (!auth.isAdmin && !(auth.source === 'performer' && auth.sourceId === stream.performer_id)) throw forbidden();
      const started = stream.started_at ?? stream.created_at;
      const [earned, billed, viewers] = await Promise.all([
        ctx.db.query<{ total: number }>(
          `SELECT coalesce(sum(e.net_price), 0)::int AS total FROM earnings e JOIN purchased_items pi ON pi.id = e.purchased_item_id
           WHERE e.source = 'performer' AND e.source_id = $1 AND pi.conversation_id = $2 AND pi.created_at >= $3
             AND ($4::timestamptz IS NULL OR pi.created_at <= $4)`,
          [stream.performer_id, stream.conversation_id, started, stream.ended_at],
        ),
        ctx.db.query<{ minutes: number; active: number }>(
          `SELECT coalesce(sum(billed_minutes), 0)::int AS minutes, count(*) FILTER (WHERE status = 'active')::int AS active FROM show_participants WHERE stream_id = $1`,
          [stream.id],
        ),
        ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM stream_viewers WHERE stream_id = $1 AND left_at IS NULL`, [stream.id]),
      ]);
      const end = stream.ended_at ? new Date(stream.ended_at).getTime() : Date.now();
      const data: StreamAnalytics = {
        streamId: stream.id,
        sessionId: stream.session_id,
        type: stream.type,
        isStreaming: stream.is_streaming,
        totalViewer: stream.total_viewer,
        currentViewers: stream.type === 'public' ? viewers.rows[0].n : billed.rows[0].active,
        durationSeconds: stream.started_at ? Math.max(0, Math.round((end - new Date(started).getTime()) / 1000)) : 0,
        tokensEarned: earned.rows[0].total,
        billedMinutes: billed.rows[0].minutes,
        startedAt: iso(started) ?? '',
        endedAt: iso(stream.ended_at),
      };
      return ok(data);
    },
  );

  app.post<{ Params: { id: string } }>(
    '/streaming/viewer-register/:id',
    { preHandler: guard(), schema: { tags, summary: 'Register the caller as a viewer of a show → its viewers', params: keyParams } },
    async (req) => {
      const stream = await streamByKey(ctx, req.params.id);
      if (stream.status !== 'active') throw notFound('This show is not running');
      await registerViewer(ctx, stream.id, { source: req.auth!.source, id: req.auth!.sourceId });
      return ok(await currentViewers(ctx, stream));
    },
  );

  app.post<{ Params: { id: string }; Body: ViewerUnregisterRequest | undefined }>(
    '/streaming/viewer-unregister/:id',
    {
      preHandler: guard(),
      schema: {
        tags,
        summary: 'Unregister a viewer (the caller, or — for the performer or an admin — any userId) → the viewers',
        params: keyParams,
        body: { type: ['object', 'null'], properties: { userId: { type: 'string', pattern: PATTERNS.objectId } } },
      },
    },
    async (req) => {
      const stream = await streamByKey(ctx, req.params.id);
      const auth = req.auth!;
      const target = req.body?.userId;
      if (!target || target === auth.sourceId) {
        await unregisterViewer(ctx, stream.id, { source: auth.source, id: auth.sourceId });
      } else {
        if (!auth.isAdmin && !(auth.source === 'performer' && auth.sourceId === stream.performer_id)) throw forbidden();
        await unregisterViewer(ctx, stream.id, { source: 'user', id: target });
      }
      return ok(await currentViewers(ctx, stream));
    },
  );

  app.get<{ Params: { id: string } }>(
    '/streaming/viewers/:id',
    { schema: { tags, summary: 'Current viewers of a show {streamId, total, viewers[]}', params: keyParams } },
    async (req) => ok(await currentViewers(ctx, await streamByKey(ctx, req.params.id))),
  );
}
