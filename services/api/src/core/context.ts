import type { Role } from '@platform/shared/contract';
import type { AppConfig } from '../config';
import type { Db } from '../db/db';
import type { Mailer } from './mailer';
import type { ReadCache } from './read-cache';
import type { SecretBox } from './secret-box';
import type { SignedFiles } from './signed-files';
import type { Storage } from './storage';
import type { TokenService } from './tokens';
import type { Realtime } from '../realtime/realtime';
import type { SessionCache } from './session-cache';

/** Services every feature receives (decorated on the Fastify instance as `app.ctx`). */
export interface AppContext {
  config: AppConfig;
  db: Db;
  tokens: TokenService;
  mailer: Mailer;
  storage: Storage;
  realtime: Realtime;
  /** Short-lived links to protected files, bound to the member they were made for. */
  signedFiles: SignedFiles;
  /** Seals secrets kept in the database (TOTP secrets) with a key derived from the install's JWT secret. */
  secretBox: SecretBox;
  /** Keyed hashes of logins and client addresses for the sign-in failure counts (made in features/accounts/sign-in-lockout.ts). */
  signInKeys: SignInKeys;
  /** Serialized public GET answers, dropped by tag on writes (core/read-cache.ts). */
  readCache: ReadCache;
  /** Verified sessions kept ~2 s (core/session-cache.ts); whatever ends a session calls `sessions.forget` after its commit. */
  sessions: SessionCache;
  /** Set when the process begins its graceful shutdown: readiness answers 503 so the proxy sends new work elsewhere. */
  lifecycle: { draining: boolean };
}

/**
 * Keyed hashes (HMAC-SHA256 with a key derived from the install secret) of logins and client addresses: the
 * failure tables hold no name, e-mail or address, and a login that exists cannot be told from one that does not.
 */
export interface SignInKeys {
  login(source: Role, login: string): string;
  client(address: string): string;
}

export interface AuthInfo {
  authId: string;
  source: Role;
  sourceId: string;
  roles: string[];
  isAdmin: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    auth: AuthInfo | null;
  }
}
