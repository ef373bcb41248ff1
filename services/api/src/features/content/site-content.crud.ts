import type { FastifyInstance } from 'fastify';
import { Type, type Static, type TObject } from '@sinclair/typebox';
import { ObjectId } from '@platform/shared/contract';
import { guard } from '../../core/auth';
import type { AuthInfo } from '../../core/context';
import type { HttpError } from '../../core/errors';
import { ok, okResponse } from '../../core/http';
import type { CacheTag } from '../../core/read-cache';
import type { Queryable } from '../../db/db';
import { recordAdminAction } from '../audit-log/audit-log';

/** One kind of site content the back office lists, adds, changes and deletes (banners, menus, categories). */
export interface ContentKind<View extends { _id: string }, Input extends TObject> {
  /** The audit log's `content.<kind>.create|update|delete`, its target type `<kind>`. */
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

/** A kind's rows as its repository reads and writes them, by id. */
export interface ContentRows<Row, Input> {
  list(db: Queryable): Promise<Row[]>;
  find(db: Queryable, id: string): Promise<Row | null>;
  insert(db: Queryable, input: Input): Promise<string>;
  update(db: Queryable, id: string, input: Input): Promise<unknown>;
  remove(db: Queryable, id: string): Promise<unknown>;
}

/** The reads and writes of a kind kept in one table, each row shown as `toView` makes it. */
export const tableKind = <Row, View extends { _id: string }, Input>(rows: ContentRows<Row, Input>, toView: (row: Row) => View) => ({
  list: async (db: Queryable) => (await rows.list(db)).map(toView),
  find: async (db: Queryable, id: string) => {
    const row = await rows.find(db, id);
    return row && toView(row);
  },
  insert: rows.insert,
  update: async (db: Queryable, current: View, input: Input) => void (await rows.update(db, current._id, input)),
  remove: async (db: Queryable, current: View) => void (await rows.remove(db, current._id)),
});

interface AdminAsker {
  auth: AuthInfo | null;
}
interface AdminChange extends AdminAsker {
  body: unknown;
}
interface AdminAssetAsker extends AdminAsker {
  params: { id: string };
}

/**
 * The options and handlers of a kind's admin routes: GET (all, in display order), POST, PUT /:id, DELETE /:id; the
 * routes file registers them at their literal paths. Each change runs in one transaction with its audit-log entry,
 * then drops the kind's public caches so the next visitor reads it anew.
 */
export function siteContentKit<View extends { _id: string }, Input extends TObject>(app: FastifyInstance, kind: ContentKind<View, Input>) {
  const { ctx } = app;
  const tags = ['admin'];
  const preHandler = guard('admin');
  const params = Type.Object({ id: ObjectId });
  const audit = kind.audit ?? (({ _id, ...fields }: View) => fields);
  const action = (verb: string) => `content.${kind.kind}.${verb}`;
  const target = (id: string) => ({ type: kind.kind, id });
  /** Runs a change in one transaction, then drops the kind's public caches. */
  const change = async <T>(write: (tx: Queryable) => Promise<T>) => {
    const done = await ctx.db.transaction(write);
    await ctx.readCache.invalidate(...kind.tags);
    return ok(done);
  };
  const current = async (tx: Queryable, id: string) => {
    const found = await kind.find(tx, id);
    if (!found) throw kind.missing();
    return found;
  };

  return {
    listing: { preHandler, schema: { tags, summary: `Admin: every ${kind.noun}, in display order`, response: okResponse(Type.Array(kind.view)) } },
    list: async () => ok(await kind.list(ctx.db)),

    creation: { preHandler, schema: { tags, summary: `Admin: add a ${kind.noun}`, body: kind.input, response: okResponse(kind.view) } },
    create: async (req: AdminChange) =>
      change(async (tx) => {
        const body = req.body as Static<Input>;
        await kind.check?.(tx, body, null);
        const view = (await kind.find(tx, await kind.insert(tx, body)))!;
        await recordAdminAction(tx, req.auth!, { action: action('create'), target: target(view._id), after: audit(view) });
        return view;
      }),

    alteration: { preHandler, schema: { tags, summary: `Admin: change a ${kind.noun}`, params, body: kind.input, response: okResponse(kind.view) } },
    update: async (req: AdminChange & AdminAssetAsker) =>
      change(async (tx) => {
        const body = req.body as Static<Input>;
        const before = await current(tx, req.params.id);
        await kind.check?.(tx, body, before._id);
        await kind.update(tx, before, body);
        const view = (await kind.find(tx, before._id))!;
        await recordAdminAction(tx, req.auth!, { action: action('update'), target: target(before._id), before: audit(before), after: audit(view) });
        return view;
      }),

    deletion: {
      preHandler,
      schema: { tags, summary: `Admin: delete a ${kind.noun}`, params, response: okResponse(Type.Object({ deleted: Type.Boolean() })) },
    },
    remove: async (req: AdminAssetAsker) =>
      change(async (tx) => {
        const before = await current(tx, req.params.id);
        await kind.remove(tx, before);
        await recordAdminAction(tx, req.auth!, { action: action('delete'), target: target(before._id), before: audit(before) });
        return { deleted: true };
      }),
  };
}
