import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  PerformerDocument,
  PerformerSelf,
  SuspendAccountRequest,
  SuspendAccountResponse,
  UpdateBroadcastSettingRequest,
  UpdateDefaultPriceRequest,
  UpdateStreamingStatusRequest,
  type PerformerDocumentType,
} from '@platform/shared/contract';
import { guarded } from '../../core/auth';
import type { AppContext } from '../../core/context';
import { badRequest, notFound } from '../../core/errors';
import { ok, okResponse } from '../../core/http';
import { suspendOwnAccount } from '../accounts/suspend-own-account';
import { categoryLookup } from '../categories/categories.repository';
import { mediaSettings } from '../settings/media-settings';
import { uploadPrivateDocument } from '../uploads/documents';
import { toPerformerSelf } from './performers.mapper';
import { findPerformerById, setPerformerDocument, updatePerformerProfile, type PerformerDocumentColumn } from './performers.repository';

const COLUMN: Record<PerformerDocumentType, PerformerDocumentColumn> = {
  documentVerification: 'document_verification_id',
  idVerification: 'id_verification_id',
  releaseForm: 'release_form_id',
};
const KIND: Record<PerformerDocumentType, string> = {
  documentVerification: 'document-verification',
  idVerification: 'id-verification',
  releaseForm: 'release-form',
};

export const BROADCAST_SETTING_EMPTY =
  'Send at least one of optionForBroadcast, optionForPrivate, optionForGroup (hls or webrtc) or maxParticipantsAllowed; secureOption is a platform setting only an admin changes.';

/** What the settings need from a feature above performers: app.ts passes streaming's finishAll. */
export interface PerformerSettingsOptions {
  /** Ends every show of the performer (before she suspends her account). */
  endShows(ctx: AppContext, performerId: string): Promise<unknown>;
}

/** Settings a performer controls herself: prices, delivery, status text, private documents, suspending her account. */
export const performerSettingsRoutes: FastifyPluginAsyncTypebox<PerformerSettingsOptions> = async (app, { endShows }) => {
  const { ctx } = app;
  const tags = ['performers'];
  const self = async (id: string) => {
    const row = await findPerformerById(ctx.db, id);
    if (!row) throw notFound('Performer not found');
    return toPerformerSelf(row, await categoryLookup(ctx.db), ctx.storage, await mediaSettings(ctx.db));
  };

  app.post(
    '/performers/default-price/update',
    guarded('performer', {
      tags,
      summary:
        'Her private, group and spy show prices (tokens per minute, 15–50 in steps of 5; the spy price between the group and private prices) and whether members may spy on her private shows (at least one field) → her profile',
      body: UpdateDefaultPriceRequest,
      response: okResponse(PerformerSelf),
    }),
    async (req) => {
      const { privateCallPrice, groupCallPrice, spyCallPrice, allowSpy } = req.body;
      if (spyCallPrice !== undefined) {
        const current = await findPerformerById(ctx.db, req.auth!.sourceId);
        const group = groupCallPrice ?? current?.group_call_price ?? 0;
        const own = privateCallPrice ?? current?.private_call_price ?? 0;
        if (spyCallPrice < group || spyCallPrice > own) {
          throw badRequest(`The spy price must be between your group price (${group} tokens) and your private price (${own} tokens).`);
        }
      }
      await updatePerformerProfile(ctx.db, req.auth!.sourceId, { privateCallPrice, groupCallPrice, spyCallPrice, allowSpy }, { emailChanged: false });
      await ctx.readCache.invalidate('performers');
      return ok(await self(req.auth!.sourceId));
    },
  );

  app.post(
    '/performers/broadcast-setting/update',
    guarded('performer', {
      tags,
      summary:
        'How her public, private and group shows reach viewers (`hls` | `webrtc`, else the site options) and her group show size → her profile',
      body: UpdateBroadcastSettingRequest,
      response: okResponse(PerformerSelf),
    }),
    async (req) => {
      const id = req.auth!.sourceId;
      // unknown fields (secureOption too) were dropped by the validator: say so rather than answer an unchanged profile
      if (!Object.keys(req.body).length) throw badRequest(BROADCAST_SETTING_EMPTY);
      const { maxParticipantsAllowed, ...options } = req.body;
      const before = await findPerformerById(ctx.db, id);
      if (!before) throw notFound('Performer not found');
      const broadcastSetting = Object.keys(options).length ? { ...before.broadcast_setting, ...options } : undefined;
      await updatePerformerProfile(ctx.db, id, { broadcastSetting, maxParticipantsAllowed }, { emailChanged: false });
      await ctx.readCache.invalidate('performers');
      return ok(await self(id));
    },
  );

  app.post(
    '/performers/streaming-status/update',
    guarded('performer', {
      tags,
      summary: "Her status text (at most 100 characters; '' clears it), shown on her card and profile → her profile",
      body: UpdateStreamingStatusRequest,
      response: okResponse(PerformerSelf),
    }),
    async (req) => {
      await updatePerformerProfile(ctx.db, req.auth!.sourceId, { statusMessage: req.body.status.trim() }, { emailChanged: false });
      await ctx.readCache.invalidate('performers');
      return ok(await self(req.auth!.sourceId));
    },
  );

  const uploadDocument = (fixed?: PerformerDocumentType) =>
    async function upload(req: Parameters<typeof uploadPrivateDocument>[1]) {
      const performerId = req.auth!.sourceId;
      const types = fixed ? ({ [fixed]: KIND[fixed] } as Record<PerformerDocumentType, string>) : KIND;
      return ok(
        await uploadPrivateDocument<PerformerDocumentType>(ctx, req, {
          owner: { source: 'performer', id: performerId },
          types,
          defaultType: fixed ?? 'documentVerification',
          attach: (tx, type, fileId) => setPerformerDocument(tx, performerId, COLUMN[type], fileId),
        }),
      );
    };

  app.post(
    '/performers/documents/upload',
    guarded('performer', {
      tags,
      summary:
        'Upload a document (multipart `file`: an image or a PDF; optional field `type` documentVerification|idVerification|releaseForm); stored privately',
      consumes: ['multipart/form-data'],
      response: okResponse(PerformerDocument),
    }),
    uploadDocument(),
  );

  app.post(
    '/performers/release-form/upload',
    guarded('performer', {
      tags,
      summary: 'Upload her signed release form (multipart `file`: an image or a PDF); stored privately',
      consumes: ['multipart/form-data'],
      response: okResponse(PerformerDocument),
    }),
    uploadDocument('releaseForm'),
  );

  app.post(
    '/performers/suspend-account',
    guarded('performer', {
      tags,
      summary:
        'Suspend her own account (password required; 400 when wrong, nothing changes): her shows end, every session ends, she cannot sign in and disappears from lists; balance and earnings stay',
      body: SuspendAccountRequest,
      response: okResponse(SuspendAccountResponse),
    }),
    async (req) => {
      const id = req.auth!.sourceId;
      const result = await suspendOwnAccount(ctx, 'performer', id, req.body.password, async () => {
        await endShows(ctx, id);
      });
      // she leaves the search, and her content leaves the media lists
      await ctx.readCache.invalidate('performers', 'media');
      return ok(result);
    },
  );
};
