import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { PublicUser } from '@platform/shared/contract';
import {
  ObjectId,
  Performer,
  PerformerActiveStreamsResponse,
  Stream,
  StreamAnalytics,
  StreamViewers,
  ViewerUnregisterRequest,
} from '@platform/shared/contract';
import { guarded, optionalAuth } from '../../core/auth';
import type { AppContext, AuthInfo } from '../../core/context';
import { forbidden, notFound } from '../../core/errors';
import { iso, listQuery, ok, okResponse, optionalBody, paged, pagedResponse } from '../../core/http';
import { categoryLookup } from '../categories/categories.repository';
import { loadPublicAccounts, refKey } from '../accounts/public-accounts.repository';
import { toPerformer } from '../performers/performers.mapper';
import { PERFORMER_SORT_BY, searchPerformers } from '../performers/performers.repository';
import { assertNotBlocked, assertShowParty, isBlocked, isShowPerformer } from './stream-access';
import { requestCountry } from '../../core/geo';
import { viewerOf } from '../performer-blocking/viewer-access';
import { currentViewerRefs, registerViewer, unregisterViewer } from './stream-viewers.repository';
import {
  activeStreamsOfPerformer,
  memberStreamIdOf,
  resolveStream,
  searchStreams,
  STREAM_SORT_BY,
  streamFigures,
  toStream,
  type StreamReader,
  type StreamRow,
} from './streams.repository';
import { StreamKeyParams } from './streaming.schemas';

const tags = ['streaming'];

const ActivePerformersQuery = listQuery({ defaultLimit: 50, maxLimit: 500, sortBy: PERFORMER_SORT_BY });
const StreamListQuery = listQuery({ defaultLimit: 10, maxLimit: 100, sortBy: STREAM_SORT_BY }, { performerId: Type.Optional(ObjectId) });

const canSeeUser = (auth: AuthInfo | null, row: StreamRow) =>
  !!auth &&
  (auth.isAdmin || (auth.source === 'performer' && auth.sourceId === row.performer_id) || (auth.source === 'user' && auth.sourceId === row.user_id));

const readerOf = (auth: AuthInfo | null): StreamReader | null => (auth ? { source: auth.source, id: auth.sourceId, isAdmin: auth.isAdmin } : null);

/** The media ids of a show the caller may know: all for its performer and admins; others get the show's own and their own camera's. */
function streamIdsFor(auth: AuthInfo | null, row: StreamRow) {
  if (auth?.isAdmin || isShowPerformer(row, auth)) return row.stream_ids;
  const own = auth?.source === 'user' ? memberStreamIdOf(row, auth.sourceId) : null;
  return row.stream_ids.filter((id) => id === row.session_id || id === own);
}

const streamView = (auth: AuthInfo | null, row: StreamRow) => toStream(row, canSeeUser(auth, row), streamIdsFor(auth, row));

async function streamByKey(ctx: AppContext, key: string) {
  const stream = await resolveStream(ctx.db, key);
  if (!stream) throw notFound('Stream not found');
  return stream;
}

async function currentViewers(ctx: AppContext, stream: StreamRow): Promise<StreamViewers> {
  const refs = await currentViewerRefs(ctx.db, stream.id);
  const accounts = await loadPublicAccounts(ctx.db, ctx.storage, refs);
  const viewers = refs.map((r) => accounts.get(refKey(r.source, r.id))).filter((v): v is PublicUser => !!v);
  return { streamId: stream.id, total: viewers.length, viewers };
}

/** Lists of shows, viewers and analytics. */
export const streamViewerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  app.get(
    '/streaming/active',
    {
      preHandler: optionalAuth,
      schema: {
        tags,
        summary: 'Performers who are live now (a page of performers, most recently streaming first)',
        querystring: ActivePerformersQuery,
        response: pagedResponse(Performer),
      },
    },
    async (req) => {
      const { rows, total } = await searchPerformers(ctx.db, {
        ...req.query,
        sortBy: req.query.sortBy ?? 'lastStreamingTime',
        status: 'live',
        hiddenFrom: viewerOf(req),
      });
      const categories = await categoryLookup(ctx.db);
      return ok(
        paged(
          rows.map((row) => toPerformer(row, categories, ctx.storage)),
          total,
        ),
      );
    },
  );

  app.get(
    '/streams',
    {
      preHandler: optionalAuth,
      schema: {
        tags,
        summary: 'Shows, latest first (limit 10, offset 0, performerId, sortBy=updatedAt, sort=desc)',
        querystring: StreamListQuery,
        response: pagedResponse(Stream),
      },
    },
    async (req) => {
      const { rows, total } = await searchStreams(ctx.db, req.query, readerOf(req.auth));
      return ok(
        paged(
          rows.map((row) => streamView(req.auth, row)),
          total,
        ),
      );
    },
  );

  app.get(
    '/streaming/active-streams/:id',
    {
      preHandler: optionalAuth,
      schema: {
        tags,
        summary: "A performer's running shows",
        params: Type.Object({ id: ObjectId }),
        response: okResponse(PerformerActiveStreamsResponse),
      },
    },
    async (req) => {
      const rows = await activeStreamsOfPerformer(ctx.db, req.params.id, readerOf(req.auth));
      // a member she blocked is not shown her public show either
      const blocked = await isBlocked(ctx.db, req.params.id, req.auth, requestCountry(req));
      return ok(rows.filter((row) => !(blocked && row.type === 'public')).map((row) => streamView(req.auth, row)));
    },
  );

  app.get(
    '/streaming/analytics/:id',
    guarded([], { tags, summary: 'Figures of one show (its performer or an admin)', params: StreamKeyParams, response: okResponse(StreamAnalytics) }),
    async (req) => {
      const stream = await streamByKey(ctx, req.params.id);
      const auth = req.auth!;
      if (!auth.isAdmin && !(auth.source === 'performer' && auth.sourceId === stream.performer_id)) throw forbidden();
      const started = stream.started_at ?? stream.created_at;
      const figures = await streamFigures(ctx.db, stream);
      const end = stream.ended_at ? new Date(stream.ended_at).getTime() : Date.now();
      return ok({
        streamId: stream.id,
        sessionId: stream.session_id,
        type: stream.type,
        isStreaming: stream.is_streaming,
        totalViewer: stream.total_viewer,
        currentViewers: stream.type === 'public' ? figures.viewers : figures.activeMembers,
        peakViewers: stream.peak_viewers,
        durationSeconds: stream.started_at ? Math.max(0, Math.round((end - new Date(started).getTime()) / 1000)) : 0,
        tokensEarned: figures.tokensEarned,
        billedMinutes: figures.billedMinutes,
        startedAt: iso(started) ?? '',
        endedAt: iso(stream.ended_at),
      });
    },
  );

  app.post(
    '/streaming/viewer-register/:id',
    guarded([], {
      tags,
      summary: 'Register the caller as a viewer of a show → its viewers',
      params: StreamKeyParams,
      response: okResponse(StreamViewers),
    }),
    async (req) => {
      const stream = await streamByKey(ctx, req.params.id);
      await assertShowParty(ctx, stream, req.auth);
      await assertNotBlocked(ctx.db, stream.performer_id, req.auth, requestCountry(req));
      if (stream.status !== 'active') throw notFound('This show is not running');
      await registerViewer(ctx.db, stream.id, { source: req.auth!.source, id: req.auth!.sourceId });
      return ok(await currentViewers(ctx, stream));
    },
  );

  app.post(
    '/streaming/viewer-unregister/:id',
    guarded([], {
      tags,
      summary: 'Unregister a viewer (the caller, or — for the performer or an admin — any userId) → the viewers',
      params: StreamKeyParams,
      body: optionalBody(ViewerUnregisterRequest),
      response: okResponse(StreamViewers),
    }),
    async (req) => {
      const stream = await streamByKey(ctx, req.params.id);
      const auth = req.auth!;
      const target = req.body?.userId;
      if (!target || target === auth.sourceId) {
        await unregisterViewer(ctx.db, stream.id, { source: auth.source, id: auth.sourceId });
      } else {
        if (!auth.isAdmin && !(auth.source === 'performer' && auth.sourceId === stream.performer_id)) throw forbidden();
        await unregisterViewer(ctx.db, stream.id, { source: 'user', id: target });
      }
      return ok(await currentViewers(ctx, stream));
    },
  );

  app.get(
    '/streaming/viewers/:id',
    {
      preHandler: optionalAuth,
      schema: {
        tags,
        summary: 'Current viewers of a show {streamId, total, viewers[]} (private and group shows: their parties only)',
        params: StreamKeyParams,
        response: okResponse(StreamViewers),
      },
    },
    async (req) => {
      const stream = await streamByKey(ctx, req.params.id);
      await assertShowParty(ctx, stream, req.auth);
      return ok(await currentViewers(ctx, stream));
    },
  );
};
