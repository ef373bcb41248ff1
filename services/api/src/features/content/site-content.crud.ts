import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type Static, type TObject } from '@sinclair/typebox';
import { ObjectId } from '@platform/shared/contract';
import { guard } from '../../core/auth';
import type { HttpError } from '../../core/errors';
import { ok, okResponse } from '../../core/http';
import type { CacheTag } from '../../core/read-cache';
import type { Queryable } from '../../db/db';
import { recordAdminAction } from '../audit-log/audit-log';

/** One kind of site content the back office lists, adds, changes and deletes (banners, menus, categories). */
export interface ContentKind<View extends { _id: string }, Input extends TObject> {
  /** `/admin/content/<path>`; the audit log's `content.<kind>.create|update|delete`, its target type `<kind>`. */
  path: string;
  kind: string;
  /** What the summaries say: `banner`, `menu item`, `category`. */
  noun: string;
  /** The 404 of an id that names none: `() => notFound('Banner not found')`. */
  missing(): HttpError;
  view: TObject;
  input: Input;
  /** The public caches this kind's writes drop. */
  tags: CacheTag[];
  list(db: Queryable): Promise<View[]>;
  find(db: Queryable, id: string): Promise<View | null>;
  /** Throws a 400 for an input the database would refuse (a taken slug). */
  check?(db: Queryable, input: Static<Input>, id: string | null): Promise<void>;
  insert(db: Queryable, input: Static<Input>): Promise<string>;
  update(db: Queryable, current: View, input: Static<Input>): Promise<void>;
  remove(db: Queryable, current: View): Promise<void>;
  /** What the audit log keeps of one (default: all but its id). */
  audit?(view: View): unknown;
}

/**
 * The admin routes of a kind: GET (all, in display order), POST, PUT /:id, DELETE /:id. Each change runs in one
 * transaction with its audit-log entry, then drops the kind's public caches so the next visitor reads it anew.
 */
export function registerContentKind<View extends { _id: string }, Input extends TObject>(app: FastifyInstance, kind: ContentKind<View, Input>) {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const { ctx } = app;
  const tags = ['admin'];
  const preHandler = guard('admin');
  const url = `/admin/content/${kind.path}`;
  const params = Type.Object({ id: ObjectId });
  const audit = kind.audit ?? (({ _id, ...fields }: View) => fields);
  const action = (verb: string) => `content.${kind.kind}.${verb}`;
  const target = (id: string) => ({ type: kind.kind, id });

  typed.get(
    url,
    { preHandler, schema: { tags, summary: `Admin: every ${kind.noun}, in display order`, response: okResponse(Type.Array(kind.view)) } },
    async () => ok(await kind.list(ctx.db)),
  );

  typed.post(
    url,
    { preHandler, schema: { tags, summary: `Admin: add a ${kind.noun}`, body: kind.input, response: okResponse(kind.view) } },
    async (req) => {
      const body = req.body as Static<Input>;
      const created = await ctx.db.transaction(async (tx) => {
        await kind.check?.(tx, body, null);
        const view = (await kind.find(tx, await kind.insert(tx, body)))!;
        await recordAdminAction(tx, req.auth!, { action: action('create'), target: target(view._id), after: audit(view) });
        return view;
      });
      await ctx.readCache.invalidate(...kind.tags);
      return ok(created);
    },
  );

  typed.put(
    `${url}/:id`,
    { preHandler, schema: { tags, summary: `Admin: change a ${kind.noun}`, params, body: kind.input, response: okResponse(kind.view) } },
    async (req) => {
      const body = req.body as Static<Input>;
      const updated = await ctx.db.transaction(async (tx) => {
        const current = await kind.find(tx, req.params.id);
        if (!current) throw kind.missing();
        await kind.check?.(tx, body, current._id);
        await kind.update(tx, current, body);
        const view = (await kind.find(tx, current._id))!;
        await recordAdminAction(tx, req.auth!, { action: action('update'), target: target(current._id), before: audit(current), after: audit(view) });
        return view;
      });
      await ctx.readCache.invalidate(...kind.tags);
      return ok(updated);
    },
  );

  typed.delete(
    `${url}/:id`,
    { preHandler, schema: { tags, summary: `Admin: delete a ${kind.noun}`, params, response: okResponse(Type.Object({ deleted: Type.Boolean() })) } },
    async (req) => {
      await ctx.db.transaction(async (tx) => {
        const current = await kind.find(tx, req.params.id);
        if (!current) throw kind.missing();
        await kind.remove(tx, current);
        await recordAdminAction(tx, req.auth!, { action: action('delete'), target: target(current._id), before: audit(current) });
      });
      await ctx.readCache.invalidate(...kind.tags);
      return ok({ deleted: true });
    },
  );
}
