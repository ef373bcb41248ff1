import { Type, type TNumber, type TProperties, type TSchema } from '@sinclair/typebox';
import { StringEnum } from './envelope';

// Groups of fields that several shapes of the API share, spread into their `Type.Object({...})`; the JSON
// schema is the same as when each shape spelled them out. Not part of the contract's exports.

/** The sort of a list query: a field name and a direction. Spread into a query's fields. */
export const SortFields = {
  sortBy: Type.Optional(Type.String()),
  sort: Type.Optional(StringEnum(['asc', 'desc'])),
};

/** A back-office list query: its filters, then the page (at most 100 items, `defaultLimit` when not asked). */
export const pagedQuery = <T extends TProperties>(filters: T, defaultLimit: number) =>
  Type.Object({
    ...filters,
    limit: Type.Integer({ minimum: 1, maximum: 100, default: defaultLimit }),
    offset: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
  });

/** When a stored record was created and last changed, as the API sends them. Spread into a record's fields. */
export const TimestampFields = {
  createdAt: Type.String(),
  updatedAt: Type.String(),
};

/** The words of a space-separated list, as a union. */
type Words<S extends string> = S extends `${infer First} ${infer Rest}` ? First | Words<Rest> : S;

/** An object of figures: each field named in the space-separated `names` a number, all required, in that order. */
export const Figures = <const S extends string>(names: S) =>
  Type.Object(Object.fromEntries(names.split(' ').map((name) => [name, Type.Number()])) as { [P in Words<S>]: TNumber });

/** A private document's upload answer (no URL: only staff download it), `type` saying which document it is. */
export const privateDocument = <T extends TSchema>(type: T) =>
  Type.Object({ _id: Type.String(), type, originalName: Type.String(), mimeType: Type.String(), size: Type.Number() });

/** Whether visitors see an item; the back office lists the inactive ones too. */
export const ActiveStatus = StringEnum(['active', 'inactive']);

/** Where a banner shows on the page. */
export const BannerPosition = StringEnum(['top', 'bottom', 'right']);

/** An item's place in its list, as an operator types it. */
export const OrderingInput = Type.Integer({ minimum: -100_000, maximum: 100_000 });
