import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type, type TSchema } from '@sinclair/typebox';
import { notFound } from './errors';
import { ok, paged, pagedResponse, okResponse } from './http';
import type { CachePolicy } from './read-cache';

/**
 * The options and answers of the site's public, cached reads (menus, banners, posts, categories): each routes file
 * registers them at its literal paths, with what it reads and how a row is shown.
 */
export function publicReadKit(app: FastifyInstance, tags: string[], cache: CachePolicy) {
  const { ctx } = app;
  const cached = (req: FastifyRequest, reply: FastifyReply, answer: () => Promise<unknown>) => ctx.readCache.reply(req, reply, cache, answer);
  return {
    pageOptions: <Q extends TSchema, I extends TSchema>(summary: string, querystring: Q, item: I) => ({
      schema: { tags, summary, querystring, response: pagedResponse(item) },
    }),
    /** One by its id or slug (`:id`, up to `maxLength` characters). */
    oneOptions: <I extends TSchema>(summary: string, maxLength: number, item: I) => ({
      schema: { tags, summary, params: Type.Object({ id: Type.String({ minLength: 1, maxLength }) }), response: okResponse(item) },
    }),
    cached,
    /** A page of `load`'s rows, each shown by `present`. */
    page: <Row, Item>(req: FastifyRequest, reply: FastifyReply, load: () => Promise<{ rows: Row[]; total: number }>, present: (row: Row) => Item) =>
      cached(req, reply, async () => {
        const { rows, total } = await load();
        return ok(
          paged(
            rows.map((row) => present(row)),
            total,
          ),
        );
      }),
    /** What `find` finds, shown by `present`; a 404 saying `missing` when it finds nothing. */
    one: <Row, Item>(req: FastifyRequest, reply: FastifyReply, find: () => Promise<Row | null>, present: (row: Row) => Item, missing: string) =>
      cached(req, reply, async () => {
        const row = await find();
        if (!row) throw notFound(missing);
        return ok(present(row));
      }),
  };
}
