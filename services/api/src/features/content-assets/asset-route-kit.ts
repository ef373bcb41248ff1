import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Static, TObject, TSchema } from '@sinclair/typebox';
import { DeletedAsset, Paged } from '@platform/shared/contract';
import type { AuthInfo } from '../../core/context';
import { guard, optionalAuth } from '../../core/auth';
import { validateFormFields } from '../../core/form-fields';
import { ok, okResponse, paged } from '../../core/http';
import { streamMultipart, type StreamedFile, type StreamedFileRule } from '../../core/upload-stream';
import { newId } from '../../db/ids';
import type { AssetColumns } from './asset-rows';
import { assertOwner, callerOf, withParsedTags } from './asset-access';
import { IdParams, MEDIA_CACHE, MULTIPART } from './asset-schemas';
import { softDeleteAsset, updateAsset } from './assets.repository';
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

  /** Reads a multipart form (its files to temp files, its fields validated), saves the asset and answers it. */
  const formWrite = async <F extends TObject>(
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

    formWrite,
    /** Her new asset from a multipart form: `save` stores it under the new id it is given, which is answered. */
    formCreate: async <F extends TObject>(
      req: FastifyRequest & Asker,
      files: Record<string, StreamedFileRule>,
      schema: F,
      save: (fields: Static<F>, files: Record<string, StreamedFile>, asset: { id: string; performerId: string }) => Promise<void>,
    ) => {
      const asset = { id: newId(), performerId: req.auth!.sourceId };
      return formWrite(req, files, schema, async (fields, form) => {
        await save(fields, form, asset);
        return asset.id;
      });
    },
    /**
     * Her change of one of her assets from a multipart form: 404/403 before the form is read, then the columns
     * `changes` gives (undefined ones left as they are) are written and the asset answered.
     */
    formUpdate: async <F extends TObject>(
      req: FastifyRequest & AssetAsker,
      files: Record<string, StreamedFileRule>,
      schema: F,
      changes: (
        fields: Static<F>,
        files: Record<string, StreamedFile>,
        asset: { id: string; performerId: string },
      ) => Promise<Record<string, unknown>>,
    ) => {
      const asset = { id: req.params.id, performerId: req.auth!.sourceId };
      await assertOwns(req);
      return formWrite(req, files, schema, async (fields, form) => {
        await updateAsset(ctx.db, ownTable(), asset.id, await changes(fields, form, asset));
        return asset.id;
      });
    },
    present,
    page,
    /** A page of the caller's own assets, any status, as `list` reads them from her query. */
    ownPage: async <Q extends { tags?: string }, L extends { rows: Row[]; total: number }>(
      req: Asker & { query: Q },
      list: (search: ReturnType<typeof withParsedTags<Q>> & { ownerId: string }) => Promise<L>,
    ) => page(req, await list({ ...withParsedTags(req.query), ownerId: req.auth!.sourceId })),
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
