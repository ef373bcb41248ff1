import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EncoderKindParams, EncoderSettings, EncoderStartRequest, EncoderStartResponse } from '@platform/shared/contract';
import { guarded } from '../../core/auth';
import { forbidden } from '../../core/errors';
import { ok, okResponse } from '../../core/http';
import { secretMatches } from '../streaming/stream-media.routes';
import { encoderSettings, rotateKey, startFromEncoder } from './encoder-keys.service';

const tags = ['streaming'];

/** OBS and other encoders: her WHIP token and RTMP stream key (read, renew), and the media server's key check. */
export const encoderKeyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  app.get(
    '/streaming/encoder',
    guarded('performer', {
      tags,
      summary: 'Performer: her WHIP URL and bearer token and her RTMP URL and stream key (made on first read)',
      response: okResponse(EncoderSettings),
    }),
    async (req) => ok(await encoderSettings(ctx, req.auth!.sourceId)),
  );

  app.post(
    '/streaming/encoder/:kind/rotate',
    guarded('performer', {
      tags,
      summary: 'Performer: a new WHIP token or RTMP stream key; the old one stops working at once',
      params: EncoderKindParams,
      response: okResponse(EncoderSettings),
    }),
    async (req) => {
      await rotateKey(ctx, req.auth!.sourceId, req.params.kind);
      return ok(await encoderSettings(ctx, req.auth!.sourceId));
    },
  );

  app.post(
    '/streaming/encoder/start',
    {
      schema: {
        tags,
        summary: 'Media server (X-Media-Secret): an encoder offers a key; its performer goes live → stream id and publish token (401: wrong key)',
        body: EncoderStartRequest,
        response: okResponse(EncoderStartResponse),
      },
    },
    async (req) => {
      if (!secretMatches(req.headers['x-media-secret'], ctx.streaming.config.mediaSecret)) throw forbidden();
      return ok(await startFromEncoder(ctx, req.body.kind, req.body.key));
    },
  );
};
