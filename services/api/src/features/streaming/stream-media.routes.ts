import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  MediaWebhookRequest,
  StreamSession,
  StreamSessionRequest,
  StreamTokenRequest,
  StreamTokenResponse,
  UpdateStreamingSettingsRequest,
  WebRtcConfig,
} from '@platform/shared/contract';
import { STREAM_EVENTS, conversationRoom } from '@platform/shared/contract';
import { guard, optionalAuth } from '../../core/auth';
import type { AppContext, AuthInfo } from '../../core/context';
import { badRequest, forbidden, HttpError, notFound } from '../../core/errors';
import { ok } from '../../core/http';
import { MediaError } from './media-client';
import { participant, resolveStream, streamOfConversation, type StreamRow } from './streams.repository';
import { mediaSettings, streamingRuntime, type MediaSettings } from './streaming.runtime';
import { activeStream } from './streams.repository';

const tags = ['streaming'];
const DAY_SECONDS = 24 * 60 * 60;

/** May the caller watch (or publish to) this stream? Public shows: anyone; private/group: their members and performer. */
async function canUseStream(ctx: AppContext, stream: StreamRow, auth: AuthInfo | null, mediaId: string, type: 'play' | 'publish') {
  const isPerformer = auth?.source === 'performer' && auth.sourceId === stream.performer_id;
  if (type === 'publish') {
    if (isPerformer) return stream.status === 'active' || stream.status === 'requested';
    // a member may publish her own camera in a show she takes part in: {type}-{streamId}-{userId}
    if (auth?.source !== 'user' || mediaId !== `${stream.type}-${stream.id}-${auth.sourceId}`) return false;
  }
  if (stream.type === 'public' || isPerformer || auth?.isAdmin) return true;
  if (auth?.source !== 'user') return false;
  return (await participant(ctx.db, stream.id, auth.sourceId))?.status === 'active';
}

/** `{base}/{appName}` made absolute (a relative setting is resolved against the site the caller came from). */
function mediaBase(setting: string, appName: string, req: FastifyRequest, siteUrl: string) {
  const forwardedHost = req.headers['x-forwarded-host'];
  const forwardedProto = req.headers['x-forwarded-proto'];
  const site =
    typeof forwardedHost === 'string' && forwardedHost
      ? `${typeof forwardedProto === 'string' && forwardedProto ? forwardedProto.split(',')[0] : 'http'}://${forwardedHost.split(',')[0]}`
      : siteUrl;
  const absolute = /^https?:\/\//i.test(setting) ? setting : `${site}${setting.startsWith('/') ? '' : '/'}${setting}`;
  const trimmed = absolute.replace(/\/+$/, '');
  // viewerURL may already end with the app name (the seeded '/WebRTCAppEE')
  return trimmed.endsWith(`/${appName}`) ? trimmed : `${trimmed}/${appName}`;
}

export function webRtcConfig(settings: MediaSettings, req: FastifyRequest, siteUrl: string): WebRtcConfig {
  const publisher = mediaBase(settings.publisherURL || settings.viewerURL, settings.appName, req, siteUrl);
  return {
    iceServers: settings.iceServers,
    websocketUrl: `${publisher.replace(/^http/i, 'ws')}/websocket`,
    hlsBaseUrl: `${mediaBase(settings.viewerURL, settings.appName, req, siteUrl)}/streams`,
    appName: settings.appName,
    optionForBroadcast: settings.optionForBroadcast,
    optionForPrivate: settings.optionForPrivate,
    optionForGroup: settings.optionForGroup,
    secureOption: settings.secureOption,
  };
}

const secretMatches = (given: unknown, expected: string) => {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
};

/** Media-server facing calls: sessions, one-time tokens, the WebRTC config, webhooks, media settings. */
export async function streamMediaRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const rt = () => streamingRuntime(ctx);

  app.post<{ Body: StreamSessionRequest }>(
    '/streaming/session',
    {
      preHandler: optionalAuth,
      schema: {
        tags,
        summary: 'Stream session: the media stream id to play and the media settings (public: performer id; private/group: conversation id)',
        body: {
          type: 'object',
          required: ['id', 'type'],
          properties: { id: { type: 'string', minLength: 1, maxLength: 200 }, type: { type: 'string', enum: ['public', 'private', 'group'] } },
        },
      },
    },
    async (req) => {
      const { id, type } = req.body;
      let stream: StreamRow | null;
      if (type === 'public') {
        stream = await activeStream(ctx.db, id, 'public');
        if (!stream) throw badRequest('The performer is not live');
      } else {
        stream = (await streamOfConversation(ctx.db, id)) ?? (await resolveStream(ctx.db, id));
        if (!stream || stream.type !== type) throw notFound(`No ${type} show found`);
        if (stream.status !== 'active') throw badRequest(`This ${type} show is not running`);
        if (!(await canUseStream(ctx, stream, req.auth, stream.session_id, 'play'))) throw forbidden();
      }
      const settings = await mediaSettings(ctx.db);
      const session: StreamSession = {
        streamId: stream.session_id,
        settings: { secureOption: settings.secureOption, viewerURL: settings.viewerURL },
        appName: settings.appName,
      };
      return ok(session);
    },
  );

  app.post<{ Body: StreamTokenRequest }>(
    '/streaming/token',
    {
      preHandler: optionalAuth,
      schema: {
        tags,
        summary: 'One-time media token (only with secureOption on) → {tokenId, streamId, expireDate, type}',
        body: {
          type: 'object',
          required: ['id', 'type'],
          properties: {
            id: { type: 'string', minLength: 1, maxLength: 200 },
            type: { type: 'string', enum: ['publish', 'play'] },
            expireDate: { type: 'integer', minimum: 0 },
          },
        },
      },
    },
    async (req) => {
      const { id, type } = req.body;
      const settings = await mediaSettings(ctx.db);
      if (!settings.secureOption) throw badRequest('Streaming tokens are not used: secureOption is off');
      const stream = await resolveStream(ctx.db, id);
      if (!stream) throw notFound('Stream not found');
      if (!(await canUseStream(ctx, stream, req.auth, id, type))) throw forbidden();
      const now = Math.floor(Date.now() / 1000);
      // milliseconds are accepted too (JavaScript dates)
      const given = req.body.expireDate && req.body.expireDate > 1e11 ? Math.floor(req.body.expireDate / 1000) : req.body.expireDate;
      const expireDate = given ?? now + DAY_SECONDS;
      if (expireDate <= now) throw badRequest('expireDate must be in the future');
      try {
        const token = await rt().media.token(id, type, expireDate);
        const data: StreamTokenResponse = { tokenId: token.tokenId, streamId: token.streamId ?? id, expireDate: token.expireDate ?? expireDate, type };
        return ok(data);
      } catch (error) {
        if (error instanceof MediaError && error.status > 0) {
          throw badRequest(`The media server refused the streaming token: ${error.message}`);
        }
        throw new HttpError(502, { statusCode: 502, message: 'The media server is unavailable, please try again later', error: 'Bad Gateway' });
      }
    },
  );

  app.get('/streaming/webrtc/config', { schema: { tags, summary: 'Media config for the adaptor: ICE servers, websocketUrl, hlsBaseUrl, appName' } }, async (req) =>
    ok(webRtcConfig(await mediaSettings(ctx.db), req, ctx.config.publicSiteUrl)),
  );

  app.put<{ Body: UpdateStreamingSettingsRequest }>(
    '/streaming/settings',
    {
      preHandler: guard('admin'),
      schema: {
        tags,
        summary: 'Admin: media settings; a secureOption change is pushed to the media server',
        body: {
          type: 'object',
          minProperties: 1,
          additionalProperties: false,
          properties: {
            secureOption: { type: 'boolean' },
            optionForBroadcast: { type: 'string', enum: ['hls', 'webrtc'] },
            optionForPrivate: { type: 'string', enum: ['hls', 'webrtc'] },
            optionForGroup: { type: 'string', enum: ['hls', 'webrtc'] },
          },
        },
      },
    },
    async (req) => {
      if (req.body.secureOption !== undefined) {
        // the media server enforces tokens: it must agree before the site starts asking for them
        try {
          await rt().media.putSettings({ secureOption: req.body.secureOption });
        } catch (error) {
          const status = error instanceof MediaError && error.status > 0 ? 400 : 502;
          throw new HttpError(status, {
            statusCode: status,
            message: `The media server did not take the setting: ${(error as Error).message}`,
            error: status === 400 ? 'Bad Request' : 'Bad Gateway',
          });
        }
      }
      for (const [key, value] of Object.entries(req.body)) {
        await ctx.db.query(
          `INSERT INTO settings (key, value, public, grp) VALUES ($1, $2::jsonb, true, 'general')
           ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
          [key, JSON.stringify(value)],
        );
      }
      const settings = await mediaSettings(ctx.db);
      return ok({
        secureOption: settings.secureOption,
        optionForBroadcast: settings.optionForBroadcast,
        optionForPrivate: settings.optionForPrivate,
        optionForGroup: settings.optionForGroup,
      });
    },
  );

  app.post<{ Body: MediaWebhookRequest; Querystring: { secret?: string } }>(
    '/streaming/webhook',
    {
      schema: {
        tags,
        summary: 'Media server webhook (liveStreamStarted / liveStreamEnded); needs the media secret (X-Media-Secret or ?secret=)',
        querystring: { type: 'object', properties: { secret: { type: 'string' } } },
        body: {
          type: 'object',
          required: ['id', 'action'],
          properties: { id: { type: 'string', minLength: 1, maxLength: 200 }, action: { type: 'string' }, streamName: { type: 'string' }, category: { type: 'string' } },
        },
      },
    },
    async (req) => {
      const secret = rt().config.mediaSecret;
      if (!secretMatches(req.headers['x-media-secret'], secret) && !secretMatches(req.query.secret, secret)) throw forbidden();
      const stream = await resolveStream(ctx.db, req.body.id);
      if (!stream || (req.body.action !== 'liveStreamStarted' && req.body.action !== 'liveStreamEnded')) return ok({ handled: false });
      const started = req.body.action === 'liveStreamStarted';
      // only the performer's own publish says whether viewers can play
      if (req.body.id === stream.session_id) {
        await ctx.db.query('UPDATE streams SET is_streaming = $2, updated_at = now() WHERE id = $1', [stream.id, started]);
      }
      if (stream.conversation_id && stream.status === 'active') {
        const room = conversationRoom(`stream_${stream.type}`, stream.conversation_id);
        if (req.body.id === stream.session_id) {
          ctx.realtime.emitToRoom(room, started ? STREAM_EVENTS.joinBroadcaster : STREAM_EVENTS.modelLeft, {
            performerId: stream.performer_id,
            conversationId: stream.conversation_id,
          });
        }
      }
      return ok({ handled: true, streamId: stream.id });
    },
  );
}
