import { LRUCache } from 'lru-cache';
import crypto from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { TokenPayload } from '@platform/shared/contract';
import type { Db } from '../db/db';

const SECRET_KEY = 'jwtSecret';

// Pinned: a token signed with any other algorithm (or `alg: none`) is refused.
const ALGORITHM = 'HS256' as const;
const VERIFY_OPTIONS: jwt.VerifyOptions = { algorithms: [ALGORITHM] };

/** What a session token is signed for: the account, and the account's token version at sign-in (0 when left out). */
export interface SessionClaims extends TokenPayload {
  tokenVersion?: number;
}

/** A verified session token: its account, the version it was issued under, its id and its expiry. */
export interface VerifiedToken extends TokenPayload {
  tokenVersion: number;
  jti: string;
  issuedAt: Date;
  expiresAt: Date;
}

export interface TokenService {
  sign(payload: SessionClaims, remember?: boolean): string;
  /** Signature, algorithm, expiry and shape only; whether the session is still open is the caller's check (core/auth.ts). */
  verify(token: string): VerifiedToken | null;
  /** Short-lived signed token for a purpose (e-mail verification links). */
  signPurpose<T extends object>(purpose: string, payload: T, expiresIn: string): string;
  verifyPurpose<T extends object>(purpose: string, token: string): T | null;
}

const SOURCES: ReadonlyArray<TokenPayload['source']> = ['user', 'performer', 'studio', 'admin'];
const isSource = (value: unknown): value is TokenPayload['source'] => SOURCES.some((source) => source === value);

/** Uses JWT_SECRET, else a secret generated once and kept in the (private) settings table, so every API process and restart agree. */
export async function loadSecret(db: Db, configured?: string): Promise<string> {
  if (configured) return configured;
  const generated = crypto.randomBytes(48).toString('base64url');
  await db.query(
    `INSERT INTO settings (key, value, public, grp, description) VALUES ($1, $2::jsonb, false, 'system', 'JWT signing secret')
     ON CONFLICT (key) DO NOTHING`,
    [SECRET_KEY, JSON.stringify(generated)],
  );
  const { rows } = await db.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [SECRET_KEY]);
  return rows[0].value;
}

export function createTokenService(secret: string): TokenService {
  // Session tokens already verified (the signature check costs more than the rest of a cached read): the same string
  // verifies the same way until it expires, which is checked again on every use. Only valid tokens are kept.
  const verified = new LRUCache<string, VerifiedToken>({ max: 20_000 });
  return {
    sign(payload, remember) {
      const { authId, source, sourceId, tokenVersion = 0 } = payload;
      return jwt.sign({ authId, source, sourceId, ver: tokenVersion }, secret, {
        algorithm: ALGORITHM,
        expiresIn: remember ? '365d' : '30d',
        jwtid: crypto.randomBytes(16).toString('base64url'),
      });
    },
    verify(token) {
      const kept = verified.get(token);
      if (kept) {
        if (kept.expiresAt.getTime() > Date.now()) return kept;
        verified.delete(token);
        return null;
      }
      try {
        const decoded: unknown = jwt.verify(token, secret, VERIFY_OPTIONS);
        if (typeof decoded !== 'object' || decoded === null) return null;
        const { authId, source, sourceId, purpose, ver, jti, iat, exp } = decoded as Record<string, unknown>;
        if (purpose || typeof authId !== 'string' || typeof sourceId !== 'string' || !isSource(source)) return null;
        // Tokens from before server-side sessions have no version or id: they cannot be ended, so they are not accepted.
        if (!Number.isInteger(ver) || typeof jti !== 'string' || !jti || typeof iat !== 'number' || typeof exp !== 'number') return null;
        const result: VerifiedToken = {
          authId,
          source,
          sourceId,
          tokenVersion: Number(ver),
          jti,
          issuedAt: new Date(iat * 1000),
          expiresAt: new Date(exp * 1000),
        };
        verified.set(token, result);
        return result;
      } catch {
        return null;
      }
    },
    signPurpose(purpose, payload, expiresIn) {
      return jwt.sign({ ...payload, purpose }, secret, { algorithm: ALGORITHM, expiresIn } as jwt.SignOptions);
    },
    verifyPurpose<T extends object>(purpose: string, token: string) {
      try {
        const decoded: unknown = jwt.verify(token, secret, VERIFY_OPTIONS);
        if (typeof decoded !== 'object' || decoded === null) return null;
        return (decoded as Record<string, unknown>).purpose === purpose ? (decoded as T) : null;
      } catch {
        return null;
      }
    },
  };
}
