import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Static, TObject, TSchema } from '@sinclair/typebox';
import { DeletedAsset, Paged } from '@platform/shared/contract';
import type { AuthInfo } from '../../core/context';
import { guard, optionalAuth } from '../../core/auth';
import { validateFormFields } from '../../core/form-fields';
import { ok, okResponse, paged } from '../../core/http';
import { streamMultipart, type StreamedFile, type StreamedFileRule } from '../../core/upload-stream';
import type { AssetColumns } from './asset-rows';
import { assertOwner, callerOf } from './asset-access';
import { IdParams, MEDIA_CACHE, MULTIPART } from './asset-schemas';
import { softDeleteAsset } from './assets.repository';
import type { ContentKind } from './content-kinds';
import { presentOne, presentRows } from './presenters';

// The routes of every content kind read, show, upload and delete the same way: their options and handlers' pieces
// come from here, so each route file registers its literal paths with what differs per kind.

interface Asker {
  auth: AuthInfo | null;
}
interface AssetAsker extends Asker {
  params: { id: string };
}

export function contentRouteKit<Row extends AssetColumns, Item extends { isBought: boolean }, S extends TSchema>(
  app: FastifyInstance,
  kind: ContentKind<Row, Item, S>,
) {
  const { ctx } = app;
  const tags = [kind.tag];
  const itemResponse = okResponse(kind.schema);
  const pageResponse = okResponse(Paged(kind.schema));
  const performer = guard('performer');
  const ownTable = () => {
    if (!kind.table) throw new Error(`${kind.name} rows are managed through their own tables`);
    return kind.table;
  };

  const options = <Schema extends object>(preHandler: preHandlerAsyncHookHandler, schema: Schema) => ({ preHandler, schema: { tags, ...schema } });
  const present = (asker: Asker, id: string) => presentOne(ctx, callerOf(asker.auth), kind, id);
  const page = async (asker: Asker, { rows, total }: { rows: Row[]; total: number }) =>
    ok(paged(await presentRows(ctx, callerOf(asker.auth), kind, rows), total));
  /** Only the owner manages an asset: 404 when it does not exist (or was deleted), 403 when it is someone else's. */
  const assertOwns = async (asker: AssetAsker) => {
    await assertOwner(ctx.db, ownTable(), asker.params.id, asker.auth!.sourceId);
  };

  return {
    publicList: <Q extends TSchema>(summary: string, querystring: Q) => options(optionalAuth, { summary, querystring, response: pageResponse }),
    /** A public list of one owner's assets (`:id`). */
    publicListOf: <Q extends TSchema>(summary: string, querystring: Q) =>
      options(optionalAuth, { summary, params: IdParams, querystring, response: pageResponse }),
    ownerList: <Q extends TSchema>(summary: string, querystring: Q) => options(performer, { summary, querystring, response: pageResponse }),
    publicItem: (summary: string) => options(optionalAuth, { summary, params: IdParams, response: itemResponse }),
    ownerItem: (summary: string) => options(performer, { summary, params: IdParams, response: itemResponse }),
    upload: (summary: string) => options(performer, { summary, consumes: MULTIPART, response: itemResponse }),
    multipartUpdate: (summary: string) => options(performer, { summary, consumes: MULTIPART, params: IdParams, response: itemResponse }),
    jsonCreate: <B extends TSchema>(summary: string, body: B) => options(performer, { summary, body, response: itemResponse }),
    jsonUpdate: <B extends TSchema>(summary: string, body: B) => options(performer, { summary, params: IdParams, body, response: itemResponse }),
    deletion: (summary: string) => options(performer, { summary, params: IdParams, response: okResponse(DeletedAsset) }),

    /** Reads a multipart form (its files to temp files, its fields validated), saves the asset and answers it. */
    formWrite: async <F extends TObject>(
      req: FastifyRequest & Asker,
      files: Record<string, StreamedFileRule>,
      schema: F,
      save: (fields: Static<F>, files: Record<string, StreamedFile>) => Promise<string>,
    ) => {
      const form = await streamMultipart(req, ctx.storage.tempRoot, files);
      try {
        const id = await save(validateFormFields(req, schema, form.fields, form.missing), form.files);
        return ok(await present(req, id));
      } finally {
        await form.cleanup();
      }
    },
    present,
    page,
    assertOwns,
    /** A public page of the list `load` reads, answered from the read cache when it can be. */
    cachedPage: (req: FastifyRequest & Asker, reply: FastifyReply, load: () => Promise<{ rows: Row[]; total: number }>) =>
      ctx.readCache.reply(req, reply, MEDIA_CACHE, async () => page(req, await load())),
    shown: async (asker: AssetAsker) => ok(await present(asker, asker.params.id)),
    ownShown: async (asker: AssetAsker) => {
      await assertOwns(asker);
      return ok(await present(asker, asker.params.id));
    },
    deleted: async (asker: AssetAsker) => {
      await assertOwns(asker);
      await softDeleteAsset(ctx.db, ownTable(), asker.params.id);
      return ok({ _id: asker.params.id, deleted: true as const });
    },
  };
}
