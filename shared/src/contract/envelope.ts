import { Type, type Static, type TSchema } from '@sinclair/typebox';

// Every shape of the API is declared once here (or in a sibling file) as a TypeBox schema: the API validates
// and serialises with it, OpenAPI is generated from it, and the remotes use its `Static<>` type only.

/** `T | null` */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** One of a fixed list of strings, as a plain JSON-schema `enum` (one clear validation message, not one per literal). */
export const StringEnum = <const T extends readonly string[]>(values: T, options: { default?: T[number]; description?: string } = {}) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });

/** An ISO-8601 timestamp as sent on the wire. */
export const Timestamp = Type.String({ format: 'date-time' });

/** A 24-hex-digit id (the reference platform's ObjectId form). */
export const ObjectId = Type.String({ pattern: '^[0-9a-f]{24}$' });

/** Success envelope of every API call (HTTP 200, also for POST): `{status: 0, data}`. */
export const ApiEnvelope = <T extends TSchema>(data: T) => Type.Object({ status: Type.Literal(0), data });
export type ApiEnvelope<T> = { status: 0; data: T };

/** One page of a list and the total count of the whole list. */
export const Paged = <T extends TSchema>(item: T) => Type.Object({ data: Type.Array(item), total: Type.Integer({ minimum: 0 }) });
export type Paged<T> = { data: T[]; total: number };

/** Query string of a paged list as a client sends it. */
export const ListQuery = Type.Object({
  q: Type.Optional(Type.String()),
  limit: Type.Optional(Type.Integer()),
  offset: Type.Optional(Type.Integer()),
  sortBy: Type.Optional(Type.String()),
  sort: Type.Optional(StringEnum(['asc', 'desc'])),
});
export type ListQuery = Static<typeof ListQuery>;

/** One failed field, class-validator style: `{property, constraints: {rule: text}}`. */
export const ValidationItem = Type.Object({ property: Type.String(), constraints: Type.Record(Type.String(), Type.String()) });
export type ValidationItem = Static<typeof ValidationItem>;

/** Error body: 400 carries validation items or texts; others a text. Extra fields pass through. */
export const ApiErrorBody = Type.Object(
  {
    statusCode: Type.Integer(),
    message: Type.Union([Type.String(), Type.Array(Type.Union([ValidationItem, Type.String()]))]),
    error: Type.Optional(Type.String()),
  },
  { additionalProperties: true },
);
export type ApiErrorBody = Static<typeof ApiErrorBody>;
