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

const releaseFields = {
  /** `<version>+<git sha>` of an immutable release folder. */
  version: Type.String({ description: '<version>+<git sha> of an immutable release folder' }),
  manifestUrl: Type.String(),
  /** Route prefixes the remote owns (from its package.json `platform.routes`). */
  routes: Type.Array(Type.String(), { description: 'Route prefixes the remote owns' }),
  /** Who may load the remote's code (package.json `platform.access`): `admin` for the back office; absent = everyone. */
  access: Type.Optional(StringEnum(REMOTE_ACCESS, { description: 'Who may load the remote: admin; absent = everyone' })),
  /** Its menu entries (package.json `platform.menu`, labels resolved at publish); absent in releases made before menus. */
  menu: Type.Optional(Type.Array(RemoteMenuEntry)),
};

/** What one release of a remote needs to be loaded: the fields a registry entry takes from its release. */
export const RegistryRelease = Type.Object(releaseFields);
export type RegistryRelease = Static<typeof RegistryRelease>;

/** When the edge drops a canary by itself: its failure rate above `maxRatio` × the current release's (at least `floor`), after `minLoads` page loads. */
export const CanaryRule = Type.Object(
  {
    maxRatio: Type.Number({ minimum: 1, maximum: 1000 }),
    minLoads: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
    floor: Type.Number({ minimum: 0, maximum: 1 }),
  },
  { additionalProperties: false },
);
export type CanaryRule = Static<typeof CanaryRule>;

/** A release a share of browsers gets instead of the current one (the registry file only: the edge resolves it per browser). */
export const CanaryRelease = Type.Object({
  ...releaseFields,
  /** Percent of browsers (sticky per browser), 1–99. */
  share: Type.Integer({ minimum: 1, maximum: 99 }),
  since: Type.String(),
  rule: CanaryRule,
});
export type CanaryRelease = Static<typeof CanaryRelease>;

/** One remote in the registry pointer (`registry/<env>/current.json`), written by deploy, read by the shell. */
export const RegistryEntry = Type.Object({
  /** Module Federation container name, e.g. `mfe_catalog`. */
  name: Type.String({ description: 'Module Federation container name, e.g. mfe_catalog' }),
  package: Type.String(),
  ...releaseFields,
  /** The release on canary, in the registry file; the document a browser gets names one version only (this one or the current). */
  canary: Type.Optional(CanaryRelease),
  /** In the document a browser gets: this browser runs the remote's canary or a preview (absent: the current release). */
  channel: Type.Optional(oneOf(['canary', 'preview'] as const)),
});
export type RegistryEntry = Static<typeof RegistryEntry>;

/** The release a browser previews (by a signed link), named in the document that browser gets. */
export const RegistryPreview = Type.Object({
  remote: Type.String(),
  name: Type.String(),
  version: Type.String(),
  expiresAt: Type.String(),
});
export type RegistryPreview = Static<typeof RegistryPreview>;

/** What the shell reports of one remote's release (POST /_deploy/health): no person, no page, no URL. */
export const HEALTH_KINDS = ['load', 'load-failure', 'mount-failure', 'error'] as const;
export type HealthKind = (typeof HEALTH_KINDS)[number];
export const HealthBeacon = Type.Object(
  {
    env: Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$' }),
    remote: Type.String({ pattern: '^[A-Za-z_$][\\w$]{0,60}$' }),
    version: Type.String({ minLength: 1, maxLength: 100, pattern: '^[0-9A-Za-z.+-]+$' }),
    kind: oneOf(HEALTH_KINDS),
    /** The share of page loads that report (0–1]; the edge counts each beacon as 1/sample. */
    sample: Type.Number({ exclusiveMinimum: 0, maximum: 1 }),
  },
  { additionalProperties: false },
);
export type HealthBeacon = Static<typeof HealthBeacon>;

/** Counts of one release since it went live or on canary (weighted by the beacons' sample). */
export interface ReleaseHealth {
  loads: number;
  loadFailures: number;
  mountFailures: number;
  errors: number;
  /** Failures per page load, 0–1. */
  failureRate: number;
  firstFailureAt: string | null;
  updatedAt: string;
}

/** One row of the release board (`deploy status`, the back office's Releases page, GET /_deploy/board). */
export interface ReleaseBoardRow {
  remote: string;
  name: string;
  current: { version: string; health: ReleaseHealth | null };
  canary: { version: string; share: number; since: string; rule: CanaryRule; health: ReleaseHealth | null } | null;
  switches: Array<{ at: string; action: string; from: string | null; to: string; who: string; reason?: string }>;
}

export const RegistryDocument = Type.Object({
  env: Type.String(),
  /** null only in the empty document a shell bakes in before anything was published. */
  updatedAt: Nullable(Type.String()),
  remotes: Type.Record(Type.String(), RegistryEntry),
  /** Present only in the document a previewing browser gets from the edge. */
  preview: Type.Optional(RegistryPreview),
});
export type RegistryDocument = Static<typeof RegistryDocument>;
