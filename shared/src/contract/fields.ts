import { Type, type TNumber } from '@sinclair/typebox';
import { StringEnum } from './envelope';

// Groups of fields that several shapes of the API share, spread into their `Type.Object({...})`; the JSON
// schema is the same as when each shape spelled them out. Not part of the contract's exports.

/** The sort of a list query: a field name and a direction. Spread into a query's fields. */
export const SortFields = {
  sortBy: Type.Optional(Type.String()),
  sort: Type.Optional(StringEnum(['asc', 'desc'])),
};

/** The page of a back-office list query: at most 100 items, `defaultLimit` when not asked. Spread into a query's fields. */
export const pageFields = (defaultLimit: number) => ({
  limit: Type.Integer({ minimum: 1, maximum: 100, default: defaultLimit }),
  offset: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
});

/** When a stored record was created and last changed, as the API sends them. Spread into a record's fields. */
export const TimestampFields = {
  createdAt: Type.String(),
  updatedAt: Type.String(),
};

/** An object of figures: each named field a number, all required, in the order given. */
export const Figures = <const K extends string>(names: readonly K[]) =>
  Type.Object(Object.fromEntries(names.map((name) => [name, Type.Number()])) as { [P in K]: TNumber });
