import path from 'node:path';

/** Everything the app reads from the environment, in one place (tests pass overrides). */
export interface AppConfig {
  /** Root of PGlite data, uploads and the e-mail outbox. */
  dataDir: string;
  /** PostgreSQL connection string; PGlite is used when absent. */
  databaseUrl?: string;
  /** PostgreSQL schema to use (tests isolate each run in its own schema). */
  databaseSchema?: string;
  /** Run PGlite in memory instead of in dataDir (tests). */
  inMemoryDb: boolean;
  /** JWT signing secret; when absent one is generated once and stored in the settings table. */
  jwtSecret?: string;
  /** Absolute URL of the API as the public sees it (used in e-mail links). */
  publicApiUrl: string;
  /** Absolute URL of the web site (used in e-mail links). */
  publicSiteUrl: string;
  /** URL prefix of uploaded files in responses. */
  uploadsUrl: string;
  /** Development/sandbox mode: exposes /dev/outbox and returns auth codes in responses. */
  devMode: boolean;
  avatarMaxBytes: number;
  documentMaxBytes: number;
  logger: boolean;
  /** Seed demo data on first start. */
  seed: boolean;
}

const MB = 1024 * 1024;

export function loadConfig(overrides: Partial<AppConfig> = {}, env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = overrides.dataDir ?? env.DATA_DIR ?? path.resolve(__dirname, '..', '.data');
  const production = env.NODE_ENV === 'production';
  return {
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    inMemoryDb: false,
    jwtSecret: env.JWT_SECRET || undefined,
    publicApiUrl: (env.PUBLIC_API_URL ?? 'http://127.0.0.1:8080/api').replace(/\/$/, ''),
    publicSiteUrl: (env.PUBLIC_SITE_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, ''),
    uploadsUrl: (env.UPLOADS_URL ?? '/uploads').replace(/\/$/, ''),
    devMode: env.DEV_MODE ? env.DEV_MODE === '1' || env.DEV_MODE === 'true' : !production,
    avatarMaxBytes: Number(env.AVATAR_MAX_BYTES) || 5 * MB,
    documentMaxBytes: Number(env.DOCUMENT_MAX_BYTES) || 10 * MB,
    logger: env.API_LOG !== '0',
    seed: env.SEED !== '0',
    ...overrides,
  };
}
