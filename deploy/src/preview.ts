import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { DeployContext } from './context';

/**
 * Preview links: `/_deploy/preview?token=<payload>.<signature>`, the payload naming one release, the environment and
 * when the link expires, the signature an HMAC-SHA256 of it with a key only the deploy command and the edge read
 * (`$DEPLOY_DATA_DIR/keys/preview.key`, made on first use; or DEPLOY_PREVIEW_SECRET). The edge turns a good link into
 * a cookie of that browser alone; anything else (unsigned, altered, expired, another environment) changes nothing.
 */
export interface PreviewClaim {
  /** Container, e.g. mfe_catalog. */
  name: string;
  /** Folder, e.g. mfe-catalog. */
  remote: string;
  version: string;
  env: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

export const PREVIEW_COOKIE = 'vl_preview';
export const PREVIEW_PATH = '/_deploy/preview';
const MAX_TOKEN = 1024;
const SIGNED = 'velvet-preview.v1.';

export function previewKeyFile(dataDir: string): string {
  return path.join(dataDir, 'keys', 'preview.key');
}

/** The signing key: DEPLOY_PREVIEW_SECRET, or the key file under the data folder, made (0600) by whoever needs it first. */
export function previewSecret(dataDir: string, env: NodeJS.ProcessEnv = process.env): Buffer {
  if (env.DEPLOY_PREVIEW_SECRET) return Buffer.from(env.DEPLOY_PREVIEW_SECRET, 'utf8');
  const file = previewKeyFile(dataDir);
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    fs.writeFileSync(file, crypto.randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const key = fs.readFileSync(file, 'utf8').trim();
  if (key.length < 32) throw new Error(`${file} holds no usable key`);
  return Buffer.from(key, 'utf8');
}

const mac = (secret: Buffer, payload: string) =>
  crypto
    .createHmac('sha256', secret)
    .update(SIGNED + payload)
    .digest('base64url');

export function signPreview(secret: Buffer, claim: PreviewClaim): string {
  const payload = Buffer.from(JSON.stringify(claim), 'utf8').toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

const isClaim = (v: unknown): v is PreviewClaim => {
  if (!v || typeof v !== 'object') return false;
  const c = v as Record<string, unknown>;
  return (
    typeof c.name === 'string' &&
    /^[A-Za-z_$][\w$]{0,60}$/.test(c.name) &&
    typeof c.remote === 'string' &&
    /^[a-z0-9-]{1,60}$/.test(c.remote) &&
    typeof c.version === 'string' &&
    /^[0-9A-Za-z.+-]{1,100}$/.test(c.version) &&
    typeof c.env === 'string' &&
    typeof c.exp === 'number' &&
    Number.isFinite(c.exp)
  );
};

export type PreviewCheck = { ok: true; claim: PreviewClaim } | { ok: false; why: 'malformed' | 'signature' | 'expired' | 'environment' };

/** The claim of a link signed with `secret`, unexpired, for `env`; otherwise why not. */
export function verifyPreview(secret: Buffer, token: unknown, env: string, now = Date.now()): PreviewCheck {
  if (typeof token !== 'string' || token.length > MAX_TOKEN || !/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/.test(token))
    return { ok: false, why: 'malformed' };
  const [payload, signature] = token.split('.');
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return { ok: false, why: 'signature' };
  let claim: unknown;
  try {
    claim = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, why: 'malformed' };
  }
  if (!isClaim(claim)) return { ok: false, why: 'malformed' };
  if (claim.exp * 1000 <= now) return { ok: false, why: 'expired' };
  if (claim.env !== env) return { ok: false, why: 'environment' };
  return { ok: true, claim };
}

/** `1h`, `30m`, `2d`, `45s` → seconds (default one day); at most 30 days. */
export function parseTtl(value: string | undefined): number {
  if (!value) return 24 * 3600;
  const m = /^(\d+)([smhd])$/.exec(value.trim());
  if (!m) throw new Error(`--ttl takes a number and s, m, h or d (e.g. 2h), not "${value}"`);
  const seconds = Number(m[1]) * { s: 1, m: 60, h: 3600, d: 86400 }[m[2] as 's' | 'm' | 'h' | 'd'];
  if (seconds < 1 || seconds > 30 * 86400) throw new Error('--ttl must be between 1 second and 30 days');
  return seconds;
}

export type PreviewContext = Pick<DeployContext, 'dataDir' | 'env'>;
