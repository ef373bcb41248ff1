import { Type, type Static, type TLiteral } from '@sinclair/typebox';
import { Nullable, StringEnum } from './envelope';

export const REMOTE_ACCESS = ['admin'] as const;
export type RemoteAccess = (typeof REMOTE_ACCESS)[number];

/** Where the shell draws a remote's menu entry: the header's main links (before the site's own header menu, or after it), the
 * account menu (a signed-in account's pages, a visitor's sign-in links) or the footer. */
export const MENU_PLACES = ['main', 'main-end', 'account', 'footer'] as const;
export type MenuPlace = (typeof MENU_PLACES)[number];

/** Who sees an entry: a signed-out visitor, an account of a role, or an admin (a member with the admin role). */
export const MENU_AUDIENCES = ['visitor', 'user', 'performer', 'studio', 'admin'] as const;
export type MenuAudience = (typeof MENU_AUDIENCES)[number];

// Unions of literals, not StringEnum: the deploy gate checks declarations with TypeBox's Value, which knows no Unsafe kind.
const oneOf = <const T extends readonly string[]>(values: T) => Type.Union(values.map((value) => Type.Literal(value)) as [TLiteral<T[number]>]);

const menuEntryFields = {
  /** The page it opens; it must lie under one of the declaring remote's route prefixes. */
  path: Type.String({ pattern: '^/(?!/)\\S*$', maxLength: 200, description: 'A path of the site, e.g. /account/favorites' }),
  /** A key of the remote's menu texts (`src/locales/menu.en.json` and `menu.ru.json`), e.g. `favorites`. */
  label: Type.String({ pattern: '^[A-Za-z0-9_-]+(\\.[A-Za-z0-9_-]+)*$', maxLength: 100 }),
  place: oneOf(MENU_PLACES),
  /** Position within its place, lowest first, whichever remote declared it. */
  order: Type.Integer({ minimum: 0, maximum: 9999 }),
  /** Who sees it; absent = everyone. */
  roles: Type.Optional(Type.Array(oneOf(MENU_AUDIENCES), { minItems: 1, uniqueItems: true })),
  /** false: left out of the phone menu (the desktop header only); default true. */
  phone: Type.Optional(Type.Boolean()),
};

/** One menu entry as a remote declares it, beside its routes (`package.json` `platform.menu`). */
export const RemoteMenuDeclaration = Type.Object(menuEntryFields, { additionalProperties: false });
export type RemoteMenuDeclaration = Static<typeof RemoteMenuDeclaration>;

/** The entry a release carries: the declaration plus its label's texts, so the shell needs none of the remote's code. */
export const RemoteMenuEntry = Type.Object(
  {
    ...menuEntryFields,
    labels: Type.Object(
      { en: Type.String({ minLength: 1, maxLength: 60 }), ru: Type.String({ minLength: 1, maxLength: 60 }) },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type RemoteMenuEntry = Static<typeof RemoteMenuEntry>;

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
  /** Its menu entries (package.json `platform.menu`, labels resolved at publish); absent in releases made before menus. */
  menu: Type.Optional(Type.Array(RemoteMenuEntry)),
});
export type RegistryEntry = Static<typeof RegistryEntry>;

export const RegistryDocument = Type.Object({
  env: Type.String(),
  /** null only in the empty document a shell bakes in before anything was published. */
  updatedAt: Nullable(Type.String()),
  remotes: Type.Record(Type.String(), RegistryEntry),
});
export type RegistryDocument = Static<typeof RegistryDocument>;
