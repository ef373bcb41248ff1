import crypto from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { TokenPayload } from '@platform/shared/contract';
import type { Db } from '../db/db';

const SECRET_KEY = 'jwtSecret';

export interface TokenService {
  sign(payload: TokenPayload, remember?: boolean): string;
  verify(token: string): TokenPayload | null;
  /** Short-lived signed token for a purpose (e-mail verification links). */
  signPurpose<T extends object>(purpose: string, payload: T, expiresIn: string): string;
  verifyPurpose<T extends object>(purpose: string, token: string): T | null;
}

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
  return {
    sign(payload, remember) {
      const { authId, source, sourceId } = payload;
      return jwt.sign({ authId, source, sourceId }, secret, { expiresIn: remember ? '365d' : '30d' });
    },
    verify(token) {
      try {
        const decoded = jwt.verify(token, secret);
        if (typeof decoded !== 'object' || decoded === null) return null;
        const { authId, source, sourceId, purpose } = decoded as Record<string, unknown>;
        if (purpose || typeof authId !== 'string' || typeof sourceId !== 'string' || typeof source !== 'string') return null;
        return { authId, source: source as TokenPayload['source'], sourceId };
      } catch {
        return null;
      }
    },
    signPurpose(purpose, payload, expiresIn) {
      return jwt.sign({ ...payload, purpose }, secret, { expiresIn } as jwt.SignOptions);
    },
    verifyPurpose<T extends object>(purpose: string, token: string) {
      try {
        const decoded = jwt.verify(token, secret) as Record<string, unknown>;
        return decoded.purpose === purpose ? (decoded as T) : null;
      } catch {
        return null;
      }
    },
  };
}
