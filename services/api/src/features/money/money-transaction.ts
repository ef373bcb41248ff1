import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerEventName, ServerEvents } from '@platform/shared/contract';
import type { AppContext } from '../../core/context';
import { HttpError, fieldError } from '../../core/errors';
import { ok } from '../../core/http';
import type { Db, Queryable } from '../../db/db.types';
import { claimIdempotencyKey, findIdempotencyKey, saveIdempotentResponse } from './idempotency.repository';
import type { WalletBalance } from './ledger.repository';

/** A socket event for one account's tabs: an `AccountEvent<'tipped'>` carries a tip's payload. */
export interface AccountEvent<E extends ServerEventName = ServerEventName> {
  source: WalletBalance['kind'];
  id: string;
  event: E;
  payload: ServerEvents[E];
}

/** What a money operation hands back: its response data, and what to announce once it is committed. */
export interface MoneyOutcome<T> {
  data: T;
  wallets?: WalletBalance[];
  /** Extra socket events (after commit only). */
  events?: AccountEvent[];
}

export interface IdempotencyScope {
  source: string;
  accountId: string;
  route: string;
  key: string;
  fingerprint: string;
}

// Deadlock / serialization failure on PostgreSQL: the whole transaction is safe to run again.
const RETRYABLE = new Set(['40P01', '40001']);
const MAX_ATTEMPTS = 5;

const pgCode = (error: unknown) => (error as { code?: string } | null)?.code;
const pgConstraint = (error: unknown) => (error as { constraint?: string } | null)?.constraint;

export function isUniqueViolation(error: unknown, constraint?: string) {
  if (pgCode(error) !== '23505') return false;
  if (!constraint) return true;
  // PGlite reports the constraint name in the message rather than a field
  return pgConstraint(error) === constraint || String((error as Error).message ?? '').includes(constraint);
}

class DuplicateKey extends Error {}

export async function transactionWithRetry<T>(db: Db, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(fn);
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !RETRYABLE.has(pgCode(error) ?? '')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 10));
    }
  }
}

const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

/** The Idempotency-Key of a request (400 when malformed), scoped to the account and the route. */
export function idempotencyScope(req: FastifyRequest): IdempotencyScope | null {
  const raw = req.headers['idempotency-key'];
  if (raw === undefined) return null;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!KEY_PATTERN.test(key)) {
    throw fieldError('Idempotency-Key', 'matches', 'Idempotency-Key must be 1 to 200 visible ASCII characters');
  }
  return scopeOf(req, key);
}

/** A scope under a fresh server-made key, for a call that sent no key but must still be recorded under one (a token purchase). */
export const oneOffScope = (req: FastifyRequest): IdempotencyScope => scopeOf(req, `server:${crypto.randomUUID()}`);

function scopeOf(req: FastifyRequest, key: string): IdempotencyScope {
  const auth = req.auth!;
  const fingerprint = crypto
    .createHash('sha256')
    .update(JSON.stringify({ params: req.params ?? null, body: req.body ?? null }))
    .digest('hex');
  return { source: auth.source, accountId: auth.sourceId, route: `${req.method} ${req.routeOptions.url}`, key, fingerprint };
}

/** The saved result of an earlier, finished call with the same key and the same request (else null). */
export async function earlierResponse<T>(db: Queryable, scope: IdempotencyScope): Promise<T | null> {
  const row = await findIdempotencyKey<T>(db, scope);
  return row?.response && row.fingerprint === scope.fingerprint ? row.response : null;
}

/** 422: the same Idempotency-Key with another request is refused, never run. */
export const keyReused = () =>
  new HttpError(422, {
    statusCode: 422,
    message: 'This Idempotency-Key was already used for a different request',
    error: 'Unprocessable Entity',
  });

async function storedResponse<T>(db: Queryable, scope: IdempotencyScope): Promise<T> {
  const row = await findIdempotencyKey<T>(db, scope);
  if (!row) throw new Error('idempotency key vanished');
  if (row.fingerprint !== scope.fingerprint) throw keyReused();
  return row.response as T;
}

/**
 * After a money transaction commits: its credits to hot wallets are rolled up (shared with concurrent calls), so the
 * response goes out once the performer's balance shows them. A failed rollup loses nothing (the sweep retries it).
 */
async function settleCredits(ctx: AppContext) {
  await ctx.credits.settle().catch(() => undefined);
}

export function announce(ctx: AppContext, outcome: MoneyOutcome<unknown>) {
  for (const wallet of outcome.wallets ?? []) {
    ctx.realtime.emitToAccount(wallet.kind, wallet.id, 'balance-updated', { balance: wallet.balance });
  }
  for (const e of outcome.events ?? []) ctx.realtime.emitToAccount(e.source, e.id, e.event, e.payload);
}

/**
 * Runs one money operation in one transaction. With an Idempotency-Key, the key row is inserted first (its
 * primary key is the lock: a concurrent duplicate waits, then fails with a unique violation) and the
 * response is saved before commit, so a repeated key returns the first result and never charges twice.
 * A failed operation rolls back its key too, so retrying a refused call runs it again.
 */
export async function runMoney<T>(
  ctx: AppContext,
  scope: IdempotencyScope | null,
  operation: (tx: Queryable) => Promise<MoneyOutcome<T>>,
): Promise<{ data: T; replayed: boolean }> {
  if (!scope) {
    const outcome = await transactionWithRetry(ctx.db, operation);
    await settleCredits(ctx);
    announce(ctx, outcome);
    return { data: outcome.data, replayed: false };
  }
  try {
    const outcome = await transactionWithRetry(ctx.db, async (tx) => {
      try {
        await claimIdempotencyKey(tx, scope);
      } catch (error) {
        if (isUniqueViolation(error, 'idempotency_keys_pkey')) throw new DuplicateKey();
        throw error;
      }
      const result = await operation(tx);
      await saveIdempotentResponse(tx, scope, result.data);
      return result;
    });
    await settleCredits(ctx);
    announce(ctx, outcome);
    return { data: outcome.data, replayed: false };
  } catch (error) {
    if (!(error instanceof DuplicateKey)) throw error;
    return { data: await storedResponse<T>(ctx.db, scope), replayed: true };
  }
}

/** Response header of a call answered from its Idempotency-Key's stored result. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/** runMoney for a route: the request's Idempotency-Key in, the replay header and the envelope out. */
export async function replyMoney<T>(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  operation: (tx: Queryable) => Promise<MoneyOutcome<T>>,
  scope: IdempotencyScope | null = idempotencyScope(req),
) {
  const { data, replayed } = await runMoney(ctx, scope, operation);
  if (replayed) reply.header(REPLAYED_HEADER, 'true');
  return ok(data);
}
