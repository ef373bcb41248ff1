import os from 'node:os';
import path from 'node:path';

/** Everything the app reads from the environment, in one place (tests pass overrides). */
/** The push services of Chrome, Firefox, Edge and Safari. */
const PUSH_SERVICES = ['fcm.googleapis.com', 'android.googleapis.com', 'push.services.mozilla.com', 'notify.windows.com', 'push.apple.com'];

export interface AppConfig {
  /** Root of PGlite data, uploads and the e-mail outbox. */
  dataDir: string;
  /** PostgreSQL connection string; PGlite is used when absent. */
  databaseUrl?: string;
  /** PostgreSQL schema to use (tests isolate each run in its own schema). */
  databaseSchema?: string;
  /** Run PGlite in memory instead of in dataDir (tests). */
  inMemoryDb: boolean;
  /** JWT signing secret (JWT_SECRET); when absent one is generated per install into `<dataDir>/secrets.json` (core/secrets.ts). */
  jwtSecret?: string;
  /** Absolute URL of the API as the public sees it (used in e-mail links). */
  publicApiUrl: string;
  /** Absolute URL of the web site (used in e-mail links). */
  publicSiteUrl: string;
  /**
   * Where encoders (OBS) reach the media server's RTMP ingest, shown to performers on /live (RTMP_PUBLIC_URL; else
   * the site's host at RTMP_PORT, 1935).
   */
  rtmpPublicUrl: string;
  /** URL prefix of uploaded files in responses. */
  uploadsUrl: string;
  /** Development/sandbox mode: exposes /dev/outbox and returns auth codes in responses. */
  devMode: boolean;
  avatarMaxBytes: number;
  documentMaxBytes: number;
  /** Largest video (and trailer) upload (VIDEO_MAX_BYTES); 413 above. */
  videoMaxBytes: number;
  /** Largest photo, thumbnail or product image upload (IMAGE_MAX_BYTES); 413 above. */
  imageMaxBytes: number;
  /** Largest digital-product file (PRODUCT_FILE_MAX_BYTES); 413 above. */
  productFileMaxBytes: number;
  /** Largest file sent in a private message (MESSAGE_FILE_MAX_BYTES); 413 above. */
  messageFileMaxBytes: number;
  /** How long a signed link to a protected file works (SIGNED_URL_TTL_SECONDS). */
  signedUrlTtlSeconds: number;
  /** How long a digital product's download link works (DOWNLOAD_LINK_TTL_SECONDS). */
  downloadLinkTtlSeconds: number;
  /** Generate the demo videos and photos with ffmpeg and sharp when seeding (SEED_MEDIA=0 skips; test apps skip). */
  seedMedia: boolean;
  logger: boolean;
  /** Seed demo data on first start. */
  seed: boolean;
  /** NODE_ENV=production: no default secrets, Secure cookies, HSTS. */
  production: boolean;
  /** Per-address request budgets on sign-in, registration, codes and chat (tests turn them off unless they test them). */
  rateLimits: boolean;
  /** REDIS_URL: rate-limit counters shared by every API process (memory when absent). */
  redisUrl?: string;
  /** Fastify's trustProxy: which proxies' X-Forwarded-For is believed (default: loopback, i.e. the edge). */
  trustProxy: boolean | string;
  /**
   * TRUSTED_COUNTRY_HEADER: a header set by the proxy in front of the API carrying the visitor's country
   * (`cf-ipcountry`, `x-country-code`); off by default, since any client can send any header to an API reached directly.
   */
  trustedCountryHeader?: string;
  /** GEOIP=0: no IP-to-country lookup (the offline database of `geoip-country`); countries then come from the header only. */
  geoipLookup: boolean;
  /**
   * Hosts a browser's Web Push endpoint may be on (PUSH_ENDPOINT_HOSTS, comma-separated; a host and its subdomains):
   * the API posts to whatever endpoint a member registers, so only the browsers' push services are allowed.
   */
  pushEndpointHosts: string[];
  /** Browser origins allowed by CORS (API and socket.io): the public site plus CORS_ORIGINS (comma-separated). */
  allowedOrigins: string[];
  /** Shared secret with the media server (MEDIA_SECRET); when absent one is generated per install like the JWT secret. */
  mediaSecret?: string;
  /** PROCESSOR_SECRET, the payment processor's signing secret: only checked here (production needs one of its own); features/money reads it. */
  processorSecret?: string;
  /** Host the API listens on (API_HOST, default 127.0.0.1). */
  host: string;
  /**
   * Who may read GET /dev/outbox: 'open' (no token) only on a development server bound to loopback, else 'admin'.
   * DEV_OUTBOX=admin restricts it on a development server too; DEV_OUTBOX=open cannot open it anywhere else.
   */
  devOutbox: DevOutboxAccess;
  /** Password given to the seeded admin at first start (ADMIN_PASSWORD); a random one is printed once when absent. */
  adminPassword?: string;
  /** SMTP_URL (`smtp://user:pass@host:587`, `smtps://…`): mail goes out over SMTP; absent: the development outbox. */
  smtpUrl?: string;
  /** MAIL_FROM: the From header of outgoing mail. */
  mailFrom: string;
  /** MAIL_MAX_ATTEMPTS / MAIL_RETRY_BASE_MS / MAIL_POLL_MS: SMTP attempts per mail, first retry wait (doubling), queue look-ups. */
  mailMaxAttempts: number;
  mailRetryBaseMs: number;
  mailPollMs: number;
  /** This process's name in logs and /health (API_INSTANCE; default host:pid), telling the processes of a cluster apart. */
  instance: string;
}

export type DevOutboxAccess = 'admin' | 'open';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost', '::ffff:127.0.0.1']);
export const isLoopbackHost = (host: string) =>
  LOOPBACK_HOSTS.has(
    host
      .trim()
      .toLowerCase()
      .replace(/^\[|\]$/g, ''),
  );

/** 'open' only when every condition holds; anything else (including an explicit DEV_OUTBOX=open) falls back to 'admin'. */
export function devOutboxAccess(config: Pick<AppConfig, 'devMode' | 'production' | 'host'>, wanted: string | undefined): DevOutboxAccess {
  if (wanted === 'admin') return 'admin';
  return config.devMode && !config.production && isLoopbackHost(config.host) ? 'open' : 'admin';
}

const MB = 1024 * 1024;

/** `1`/`true` trusts every proxy, `0`/`false` none, anything else is a proxy-addr list ('loopback', '10.0.0.0/8'). */
function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value) return 'loopback';
  if (/^(1|true)$/i.test(value)) return true;
  if (/^(0|false)$/i.test(value)) return false;
  return value;
}

export function loadConfig(overrides: Partial<AppConfig> = {}, env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = overrides.dataDir ?? env.DATA_DIR ?? path.resolve(__dirname, '..', '.data');
  const production = env.NODE_ENV === 'production';
  const publicSiteUrl = (overrides.publicSiteUrl ?? env.PUBLIC_SITE_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
  const extraOrigins = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/$/, ''))
    .filter(Boolean);
  const devMode = overrides.devMode ?? (env.DEV_MODE ? env.DEV_MODE === '1' || env.DEV_MODE === 'true' : !production);
  const host = overrides.host ?? env.API_HOST ?? '127.0.0.1';
  return {
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    inMemoryDb: false,
    jwtSecret: env.JWT_SECRET || undefined,
    publicApiUrl: (env.PUBLIC_API_URL ?? 'http://127.0.0.1:8080/api').replace(/\/$/, ''),
    publicSiteUrl,
    rtmpPublicUrl: env.RTMP_PUBLIC_URL || `rtmp://${new URL(publicSiteUrl).hostname}:${env.RTMP_PORT || 1935}/live`,
    uploadsUrl: (env.UPLOADS_URL ?? '/uploads').replace(/\/$/, ''),
    devMode: env.DEV_MODE ? env.DEV_MODE === '1' || env.DEV_MODE === 'true' : !production,
    avatarMaxBytes: Number(env.AVATAR_MAX_BYTES) || 5 * MB,
    documentMaxBytes: Number(env.DOCUMENT_MAX_BYTES) || 10 * MB,
    // below the edge's 52 MiB upload cap, so the API's own 413 (with its text) is the one a client sees
    videoMaxBytes: Number(env.VIDEO_MAX_BYTES) || 50 * MB,
    imageMaxBytes: Number(env.IMAGE_MAX_BYTES) || 10 * MB,
    productFileMaxBytes: Number(env.PRODUCT_FILE_MAX_BYTES) || 50 * MB,
    messageFileMaxBytes: Number(env.MESSAGE_FILE_MAX_BYTES) || 20 * MB,
    signedUrlTtlSeconds: Number(env.SIGNED_URL_TTL_SECONDS) || 30 * 60,
    downloadLinkTtlSeconds: Number(env.DOWNLOAD_LINK_TTL_SECONDS) || 5 * 60,
    seedMedia: env.SEED_MEDIA !== '0',
    logger: env.API_LOG !== '0',
    seed: env.SEED !== '0',
    production,
    rateLimits: env.RATE_LIMITS !== '0',
    redisUrl: env.REDIS_URL || undefined,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    trustedCountryHeader: env.TRUSTED_COUNTRY_HEADER?.trim().toLowerCase() || undefined,
    geoipLookup: env.GEOIP !== '0',
    pushEndpointHosts: env.PUSH_ENDPOINT_HOSTS
      ? env.PUSH_ENDPOINT_HOSTS.split(',')
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean)
      : PUSH_SERVICES,
    allowedOrigins: [...new Set([new URL(publicSiteUrl).origin, ...extraOrigins])],
    mediaSecret: env.MEDIA_SECRET || undefined,
    processorSecret: env.PROCESSOR_SECRET || undefined,
    host,
    devOutbox: devOutboxAccess({ devMode, production: overrides.production ?? production, host }, env.DEV_OUTBOX),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || `Velvet Live <no-reply@${new URL(publicSiteUrl).hostname}>`,
    mailMaxAttempts: Number(env.MAIL_MAX_ATTEMPTS) || 6,
    mailRetryBaseMs: Number(env.MAIL_RETRY_BASE_MS) || 30_000,
    mailPollMs: Number(env.MAIL_POLL_MS) || 5_000,
    instance: env.API_INSTANCE || `${os.hostname()}:${process.pid}`,
    ...overrides,
  };
}
