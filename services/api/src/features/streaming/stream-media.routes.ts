import crypto from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { BroadcasterEvent } from '@platform/shared/contract';
import {
  MediaStats,
  ObjectId,
  MediaWebhookRequest,
  MediaWebhookResponse,
  STREAM_EVENTS,
  StreamingSettings,
  StreamSession,
  StreamSessionRequest,
  StreamTokenRequest,
  StreamTokenResponse,
  UpdateStreamingSettingsRequest,
  WebRtcConfig,
  conversationRoom,
} from '@platform/shared/contract';
import { guarded, optionalAuth } from '../../core/auth';
import type { AppContext, AuthInfo } from '../../core/context';
import { badRequest, forbidden, HttpError, notFound } from '../../core/errors';
import { ok, okResponse } from '../../core/http';
import { MediaError, subscriberIdOf, type MediaServerCapabilities } from './media-client';
import { assertNotBlocked, canPlay, isShowParty, isShowPerformer, privateShow } from './stream-access';
import { requestCountry } from '../../core/geo';
import { broadcastSettingOf } from '../performers/performers.mapper';
import { findPerformerById } from '../performers/performers.repository';
import { activeStream, memberStreamIdOf, resolveStream, setStreamPublishing, streamOfConversation, type StreamRow } from './streams.repository';
import { mediaSettings, saveMediaSetting, type MediaSettings } from '../settings/media-settings';
import { recordAdminAction } from '../audit-log/audit-log';

const tags = ['streaming'];
const DAY_SECONDS = 24 * 60 * 60;
/**
 * A play token lives at most this long unused (the player asks for a new one on each attempt); once spent it
 * plays for one WebRTC session or one HLS player, and the show's end revokes it.
 */
export const PLAY_TOKEN_SECONDS = 5 * 60;

/**
 * May the caller publish this media id? The performer her show's own id while it is open; a member the
 * camera id of a show he takes part in (`{type}-{key}-{userId}`, listed in the show's media ids).
 */
async function canPublish(ctx: AppContext, stream: StreamRow, auth: AuthInfo | null, mediaId: string) {
  if (isShowPerformer(stream, auth)) return mediaId === stream.session_id && (stream.status === 'active' || stream.status === 'requested');
  if (auth?.source !== 'user' || stream.type === 'public' || stream.status !== 'active') return false;
  const own = memberStreamIdOf(stream, auth.sourceId);
  return mediaId === own && stream.stream_ids.includes(own) && (await isShowParty(ctx, stream, auth));
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

/**
 * The public media config. `capabilities` is what the media server said (null: it could not be asked):
 * HLS is offered only when it said so, WebRTC is what every media server serves.
 */
export function webRtcConfig(
  settings: MediaSettings,
  req: FastifyRequest,
  siteUrl: string,
  capabilities: MediaServerCapabilities | null = null,
): WebRtcConfig {
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
    capabilities: { hls: capabilities?.hls === true, webrtc: capabilities ? capabilities.webrtc : true },
  };
}

export const secretMatches = (given: unknown, expected: string) => {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
};

/** Media-server facing calls: sessions, one-time tokens, the WebRTC config, webhooks, media settings. */
export const streamMediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  app.post(
    '/streaming/session',
    {
      preHandler: optionalAuth,
      schema: {
        tags,
        summary: 'Stream session: the media stream id to play and the media settings (public: performer id; private/group: conversation id)',
        body: StreamSessionRequest,
        response: okResponse(StreamSession),
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
        if (!(await canPlay(ctx, stream, req.auth, stream.session_id))) throw privateShow();
        if (stream.status !== 'active') throw badRequest(`This ${type} show is not running`);
      }
      await assertNotBlocked(ctx.db, stream.performer_id, req.auth, requestCountry(req));
      const settings = await mediaSettings(ctx.db);
      return ok({
        streamId: stream.session_id,
        settings: { secureOption: settings.secureOption, viewerURL: settings.viewerURL },
        appName: settings.appName,
      });
    },
  );

  app.post(
    '/streaming/token',
    {
      preHandler: optionalAuth,
      schema: {
        tags,
        summary:
          'One-time media token → {tokenId, streamId, expireDate, type}: publish tokens for her own stream ids (always), play tokens with secureOption on or for a private/group show (the token names the viewer, so only minutes that play are billed; it lives at most 5 minutes unused, plays one WebRTC session or one HLS player, and ends with the show)',
        body: StreamTokenRequest,
        response: okResponse(StreamTokenResponse),
      },
    },
    async (req) => {
      const { id, type } = req.body;
      const stream = await resolveStream(ctx.db, id);
      // the media server takes no publish without a token; a public show is played with one only with secureOption on
      if (type === 'play' && stream?.type !== 'private' && stream?.type !== 'group' && !(await mediaSettings(ctx.db)).secureOption) {
        throw badRequest('Streaming tokens are not used: secureOption is off');
      }
      if (!stream) throw notFound('Stream not found');
      await assertNotBlocked(ctx.db, stream.performer_id, req.auth, requestCountry(req));
      if (type === 'publish' && !(await canPublish(ctx, stream, req.auth, id))) throw forbidden();
      if (type === 'play' && !(await canPlay(ctx, stream, req.auth, id))) throw privateShow();
      const now = Math.floor(Date.now() / 1000);
      // milliseconds are accepted too (JavaScript dates)
      const given = req.body.expireDate && req.body.expireDate > 1e11 ? Math.floor(req.body.expireDate / 1000) : req.body.expireDate;
      const asked = given ?? now + DAY_SECONDS;
      if (asked <= now) throw badRequest('expireDate must be in the future');
      const expireDate = type === 'play' ? Math.min(asked, now + PLAY_TOKEN_SECONDS) : asked;
      try {
        const subscriberId = type === 'play' && req.auth ? subscriberIdOf(req.auth.source, req.auth.sourceId) : undefined;
        const token = await ctx.streaming.media.token(id, type, expireDate, subscriberId);
        return ok({ tokenId: token.tokenId, streamId: token.streamId ?? id, expireDate: token.expireDate ?? expireDate, type });
      } catch (error) {
        if (error instanceof MediaError && error.status > 0) {
          throw badRequest(`The media server refused the streaming token: ${error.message}`);
        }
        throw new HttpError(502, { statusCode: 502, message: 'The media server is unavailable, please try again later', error: 'Bad Gateway' });
      }
    },
  );

  app.get(
    '/streaming/media-stats/:id',
    guarded('performer', {
      tags,
      summary: 'Her own show as the media server sees it: publishing, and players connected (WebRTC + HLS)',
      params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 200 }) }),
      response: okResponse(MediaStats),
    }),
    async (req) => {
      const stream = await resolveStream(ctx.db, req.params.id);
      if (!stream || !isShowPerformer(stream, req.auth)) throw notFound('Stream not found');
      const streamId = stream.session_id;
      try {
        const broadcast = await ctx.streaming.media.getBroadcast(streamId);
        const webRTCViewerCount = broadcast.webRTCViewerCount ?? 0;
        const hlsViewerCount = broadcast.hlsViewerCount ?? 0;
        const publishing = broadcast.status === 'broadcasting';
        return ok({ streamId, publishing, viewers: webRTCViewerCount + hlsViewerCount, webRTCViewerCount, hlsViewerCount });
      } catch (error) {
        // a broadcast the media server does not know has nobody on it
        if (error instanceof MediaError && error.status === 404) {
          return ok({ streamId, publishing: false, viewers: 0, webRTCViewerCount: 0, hlsViewerCount: 0 });
        }
        throw new HttpError(502, { statusCode: 502, message: 'The media server is unavailable, please try again later', error: 'Bad Gateway' });
      }
    },
  );

  app.get(
    '/streaming/webrtc/config',
    {
      schema: {
        tags,
        summary:
          "Media config for the adaptor: ICE servers, websocketUrl, hlsBaseUrl, appName, and what the media server serves (capabilities.hls false when it has no HLS or cannot be reached); with `performerId`, the option… fields are that performer's own delivery choices (POST /performers/broadcast-setting/update)",
        querystring: Type.Object({ performerId: Type.Optional(ObjectId) }),
        response: okResponse(WebRtcConfig),
      },
    },
    async (req) => {
      const [settings, capabilities] = await Promise.all([mediaSettings(ctx.db), ctx.streaming.media.capabilities()]);
      const performer = req.query.performerId ? await findPerformerById(ctx.db, req.query.performerId) : null;
      const delivery = performer ? broadcastSettingOf(performer, settings) : {};
      return ok(webRtcConfig({ ...settings, ...delivery }, req, ctx.config.publicSiteUrl, capabilities));
    },
  );

  app.put(
    '/streaming/settings',
    guarded('admin', {
      tags,
      summary: 'Admin: media settings; a secureOption change is pushed to the media server',
      body: UpdateStreamingSettingsRequest,
      response: okResponse(StreamingSettings),
    }),
    async (req) => {
      if (req.body.secureOption !== undefined) {
        // the media server enforces tokens: it must agree before the site starts asking for them
        try {
          await ctx.streaming.media.putSettings({ secureOption: req.body.secureOption });
        } catch (error) {
          const status = error instanceof MediaError && error.status > 0 ? 400 : 502;
          throw new HttpError(status, {
            statusCode: status,
            message: `The media server did not take the setting: ${(error as Error).message}`,
            error: status === 400 ? 'Bad Request' : 'Bad Gateway',
          });
        }
      }
      const before = await mediaSettings(ctx.db);
      await ctx.db.transaction(async (tx) => {
        for (const [key, value] of Object.entries(req.body)) await saveMediaSetting(tx, key, value);
        const changed = Object.keys(req.body) as Array<keyof typeof before>;
        await recordAdminAction(tx, req.auth!, {
          action: 'settings.streaming',
          target: { type: 'settings', id: 'streaming' },
          before: Object.fromEntries(changed.map((key) => [key, before[key] ?? null])),
          after: req.body,
        });
      });
      // the media options are public settings (/settings/public): every process drops its copy
      await ctx.readCache.invalidate('settings');
      const settings = await mediaSettings(ctx.db);
      return ok({
        secureOption: settings.secureOption,
        optionForBroadcast: settings.optionForBroadcast,
        optionForPrivate: settings.optionForPrivate,
        optionForGroup: settings.optionForGroup,
      });
    },
  );

  app.post(
    '/streaming/webhook',
    {
      schema: {
        tags,
        summary: 'Media server webhook (liveStreamStarted / liveStreamEnded); needs the media secret (X-Media-Secret or ?secret=)',
        querystring: Type.Object({ secret: Type.Optional(Type.String()) }),
        body: MediaWebhookRequest,
        response: okResponse(MediaWebhookResponse),
      },
    },
    async (req) => {
      const secret = ctx.streaming.config.mediaSecret;
      if (!secretMatches(req.headers['x-media-secret'], secret) && !secretMatches(req.query.secret, secret)) throw forbidden();
      const stream = await resolveStream(ctx.db, req.body.id);
      if (!stream || (req.body.action !== 'liveStreamStarted' && req.body.action !== 'liveStreamEnded')) return ok({ handled: false });
      const started = req.body.action === 'liveStreamStarted';
      // only the performer's own publish says whether viewers can play
      if (req.body.id === stream.session_id) {
        await setStreamPublishing(ctx.db, stream.id, started);
      }
      // Her viewers hear when her publish (re)starts. An end is not told here: within the reconnect grace she
      // is still live (players wait for her video); the publisher watch ends the show, and tells, after it.
      if (started && stream.conversation_id && stream.status === 'active' && req.body.id === stream.session_id) {
        const room = conversationRoom(`stream_${stream.type}`, stream.conversation_id);
        ctx.realtime.emitToRoom(room, STREAM_EVENTS.joinBroadcaster, {
          performerId: stream.performer_id,
          conversationId: stream.conversation_id,
        } satisfies BroadcasterEvent);
      }
      return ok({ handled: true, streamId: stream.id });
    },
  );
};
