import { Type, type Static, type TObject } from '@sinclair/typebox';
import { ObjectId, StringEnum } from '@platform/shared/contract';

// Route-only pieces of the money schemas (path parameters, optional bodies); the shapes themselves are the contract's.

export const IdParams = Type.Object({ id: ObjectId });

/** The account a performer / studio route acts for; it must be the caller's own kind. */
export const RoleParams = Type.Object({ role: StringEnum(['performer', 'studio']) });
export const RoleIdParams = Type.Object({ ...RoleParams.properties, id: ObjectId });

/** A body the client may leave out: a POST without one is validated (and typed) as null. */
export const optionalBody = <T extends TObject>(schema: T) => Type.Unsafe<Static<T> | null>({ ...schema, type: ['object', 'null'] });
