import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum } from './envelope';

export const REMOTE_ACCESS = ['admin'] as const;
export type RemoteAccess = (typeof REMOTE_ACCESS)[number];

/** One remote in the registry pointer (`registry/<env>/current.json`), written by deploy, read by the shell. */
export const RegistryEntry = Type.Object({
  /** Module Federation container name, e.g. `mfe_catalog`. */
  name: Type.String({ description: 'Module Federation container name, e.g. mfe_catalog' }),
  package: Type.String(),
  /** `<version>+<git sha>` of an immutable release folder. */
  version: Type.String({ description: '<version>+<git sha> of an immutable release folder' }),
  manifestUrl: Type.String(),
  /** Route prefixes the remote owns (from its package.json `platform.routes`). */
  routes: Type.Array(Type.String(), { description: 'Route prefixes the remote owns' }),
  /** Who may load the remote's code (package.json `platform.access`): `admin` for the back office; absent = everyone. */
  access: Type.Optional(StringEnum(REMOTE_ACCESS, { description: 'Who may load the remote: admin; absent = everyone' })),
});
export type RegistryEntry = Static<typeof RegistryEntry>;

export const RegistryDocument = Type.Object({
  env: Type.String(),
  /** null only in the empty document a shell bakes in before anything was published. */
  updatedAt: Nullable(Type.String()),
  remotes: Type.Record(Type.String(), RegistryEntry),
});
export type RegistryDocument = Static<typeof RegistryDocument>;
