import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { bearer, json, login } from '../../../test/helpers';
import { newId } from '../../db/ids';
import { checkLedger, GATEWAY, postMovement, type WalletKind } from './ledger.repository';

// Shared steps of the money tests (not a test file itself).

export const TABLE: Record<WalletKind, string> = { user: 'users', performer: 'performers', studio: 'studios' };

export async function idOf(app: FastifyInstance, kind: WalletKind, username: string): Promise<string> {
  const { rows } = await app.ctx.db.query<{ id: string }>(`SELECT id FROM ${TABLE[kind]} WHERE lower(username) = $1`, [username]);
  if (!rows[0]) throw new Error(`no ${kind} ${username}`);
  return rows[0].id;
}

export async function balance(app: FastifyInstance, kind: WalletKind | 'platform' | 'gateway' | 'chargebacks', id: string): Promise<number> {
  const table = kind === 'platform' || kind === 'gateway' || kind === 'chargebacks' ? 'system_wallets' : TABLE[kind];
  // a hot wallet's balance: its row plus the credits appended and not yet rolled up (ledger.repository.ts)
  const { rows } = await app.ctx.db.query<{ balance: string | number }>(
    `SELECT balance + (SELECT coalesce(sum(amount), 0) FROM wallet_credits WHERE account_kind = $2 AND account_id = $1) AS balance FROM ${table} WHERE id = $1`,
    [id, kind],
  );
  return Number(rows[0].balance);
}

/** A fresh member with `tokens` credited through a ledger movement, and a token for it. */
export async function newMember(app: FastifyInstance, tokens: number, username = `m${newId().slice(-10)}`) {
  const id = newId();
  await app.ctx.db.query(`INSERT INTO users (id, username, email, password_hash, display_name, email_verified) VALUES ($1, $2, $3, 'x', $2, true)`, [
    id,
    username,
    `${username}@test.local`,
  ]);
  if (tokens > 0) {
    await app.ctx.db.transaction((tx) =>
      postMovement(tx, {
        type: 'opening_balance',
        postings: [
          { account: GATEWAY, amount: -tokens },
          { account: { kind: 'user', id }, amount: tokens },
        ],
      }),
    );
  }
  return { id, username, token: app.ctx.tokens.sign({ authId: id, source: 'user', sourceId: id }) };
}

export async function tokenFor(app: FastifyInstance, kind: WalletKind, username: string) {
  return login(app, kind, username);
}

export async function asset(
  app: FastifyInstance,
  performerId: string,
  kind: 'video' | 'gallery' | 'photo' | 'product',
  token: number,
  extra: { productType?: 'physical' | 'digital'; stock?: number | null; status?: string } = {},
) {
  const id = newId();
  const title = `Test ${kind} ${id.slice(-4)}`;
  const status = extra.status ?? 'active';
  const db = app.ctx.db;
  if (kind === 'product') {
    const productType = extra.productType ?? 'digital';
    await db.query(`INSERT INTO products (id, performer_id, name, token, type, stock, status) VALUES ($1, $2, $3, $4, $5, $6, $7)`, [
      id,
      performerId,
      title,
      token,
      productType,
      productType === 'physical' ? (extra.stock ?? 5) : null,
      status,
    ]);
  } else {
    const table = { video: 'videos', gallery: 'galleries', photo: 'photos' }[kind];
    const nameColumn = kind === 'gallery' ? 'name' : 'title';
    await db.query(`INSERT INTO ${table} (id, performer_id, ${nameColumn}, token, is_sale, status) VALUES ($1, $2, $3, $4, true, $5)`, [
      id,
      performerId,
      title,
      token,
      status,
    ]);
  }
  return id;
}

export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

export const data = <T = any>(res: LightMyRequestResponse): T => json<{ data: T }>(res).data;

export async function expectLedgerConsistent(app: FastifyInstance) {
  const report = await checkLedger(app.ctx.db);
  expect(report).toMatchObject({ mismatches: [], unbalancedMovements: [], negativeBalances: [], ok: true });
}
