import type { TSchema } from '@sinclair/typebox';
import { guard, type Access } from './auth';
import { pagedResponse } from './http';

/** The options of a list route: who may call it, its filters (`querystring`) and one page of `item` as the answer. */
export const listRouteOptions = <Q extends TSchema, I extends TSchema>(access: Access[], tag: string, summary: string, querystring: Q, item: I) => ({
  preHandler: guard(...access),
  schema: { tags: [tag], summary, querystring, response: pagedResponse(item) },
});

/** A back-office list: admins only, under the `admin` tag. */
export const adminListOptions = <Q extends TSchema, I extends TSchema>(summary: string, querystring: Q, item: I) =>
  listRouteOptions(['admin'], 'admin', summary, querystring, item);
