import type { LedgerCheck } from '@platform/shared/contract';
import type { Queryable } from '../../db/db';
import { newId } from '../../db/ids';
import { HttpError, notFound } from '../../core/errors';

export type WalletKind = 'user' | 'performer' | 'studio';
export type AccountKind = WalletKind | 'platform' | 'gateway' | 'chargebacks';
export type MovementType =
  | 'opening_balance'
  | 'token_purchase'
  | 'tip'
  | 'pay_token'
  | 'sale_video'
  | 'sale_gallery'
  | 'sale_photo'
  | 'sale_product'
  | 'stream_private'
  | 'stream_group'
  | 'refund'
  | 'payout'
  | 'token_reversal';

export interface AccountRef {
  kind: AccountKind;
  id: string; // 'platform' / 'gateway' for the system wallets
}

/** One side of a movement: + credits the account, - debits it. */
export interface Posting {
  account: AccountRef;
  amount: number;
  /** Also count it in the account's statistics (users.total_token_spent / total_token_earned). */
  stat?: 'spent' | 'earned';
}

export interface MovementInput {
  type: MovementType;
  postings: Posting[];
  reference?: string;
  note?: string;
}

export interface WalletBalance {
  kind: WalletKind;
  id: string;
  balance: number;
}

export interface MovementResult {
  movementId: string;
  /** New balances of the member / performer / studio wallets the movement touched. */
  wallets: WalletBalance[];
}

export const PLATFORM: AccountRef = { kind: 'platform', id: 'platform' };
export const GATEWAY: AccountRef = { kind: 'gateway', id: 'gateway' };
/** Tokens refunds and chargebacks could not take back (already spent): negative by what the site lost. */
export const CHARGEBACKS: AccountRef = { kind: 'chargebacks', id: 'chargebacks' };

const WALLET_TABLE: Record<WalletKind, string> = { user: 'users', performer: 'performers', studio: 'studios' };
const isWallet = (kind: AccountKind): kind is WalletKind => kind in WALLET_TABLE;
const accountKey = (a: AccountRef) => `${a.kind}:${a.id}`;

/** The one error a debit that would overdraw raises; callers turn it into their own 400 text. */
export class InsufficientFundsError extends HttpError {
  constructor(
    readonly account: AccountRef,
    message: string,
  ) {
    super(400, { statusCode: 400, message, error: 'Bad Request' });
  }
}

const insufficientText = (a: AccountRef) =>
  a.kind === 'user' ? 'You do not have enough tokens' : `The ${a.kind} balance is not enough for this operation`;

/**
 * Writes one balanced movement inside the caller's transaction: a movement row, every account's balance
 * changed and one ledger row per account. Debits are conditional (`balance >= n`) so no concurrent
 * request can overdraw; accounts are touched in one fixed order so two movements never deadlock.
 */
export async function postMovement(tx: Queryable, input: MovementInput): Promise<MovementResult> {
  const merged = new Map<string, Posting>();
  for (const posting of input.postings) {
    if (!Number.isSafeInteger(posting.amount)) throw new Error(`ledger amount must be an integer: ${posting.amount}`);
    const key = accountKey(posting.account);
    const existing = merged.get(key);
    if (existing) existing.amount += posting.amount;
    else merged.set(key, { ...posting });
  }
  const postings = [...merged.values()].filter((p) => p.amount !== 0);
  const sum = postings.reduce((total, p) => total + p.amount, 0);
  if (sum !== 0 || postings.length < 2) throw new Error(`unbalanced ledger movement ${input.type}: sum ${sum}`);
  postings.sort((a, b) => (accountKey(a.account) < accountKey(b.account) ? -1 : 1));

  const movementId = newId();
  await tx.query('INSERT INTO ledger_movements (id, type, reference, note) VALUES ($1, $2, $3, $4)', [
    movementId,
    input.type,
    input.reference ?? null,
    input.note ?? '',
  ]);
  const wallets: WalletBalance[] = [];
  const rows: Array<[string, string, number, number]> = [];
  for (const posting of postings) {
    const balance = await applyPosting(tx, posting);
    rows.push([posting.account.kind, posting.account.id, posting.amount, balance]);
    if (isWallet(posting.account.kind)) wallets.push({ kind: posting.account.kind, id: posting.account.id, balance });
  }
  const values = rows.map((_, i) => `($1, $${i * 4 + 2}, $${i * 4 + 3}, $${i * 4 + 4}, $${i * 4 + 5})`).join(', ');
  await tx.query(`INSERT INTO ledger_entries (movement_id, account_kind, account_id, amount, balance_after) VALUES ${values}`, [
    movementId,
    ...rows.flat(),
  ]);
  return { movementId, wallets };
}

async function applyPosting(tx: Queryable, posting: Posting): Promise<number> {
  const { account, amount } = posting;
  if (!isWallet(account.kind)) {
    // The platform's CHECK refuses a negative revenue balance; the gateway and chargebacks may go below zero by design.
    const guard = amount < 0 && account.kind === 'platform' ? 'AND balance >= $3' : '';
    const { rows } = await tx.query<{ balance: string }>(
      `UPDATE system_wallets SET balance = balance + $2 WHERE id = $1 ${guard} RETURNING balance`,
      guard ? [account.id, amount, -amount] : [account.id, amount],
    );
    if (!rows[0]) throw new InsufficientFundsError(account, insufficientText(account));
    return Number(rows[0].balance);
  }
  const table = WALLET_TABLE[account.kind];
  const stat =
    posting.stat === 'spent' && account.kind === 'user'
      ? ', total_token_spent = total_token_spent + $3'
      : posting.stat === 'earned' && account.kind !== 'user'
        ? ', total_token_earned = total_token_earned + $3'
        : '';
  if (amount < 0) {
    const { rows } = await tx.query<{ balance: number }>(
      `UPDATE ${table} SET balance = balance - $2${stat} WHERE id = $1 AND balance >= $2 RETURNING balance`,
      stat ? [account.id, -amount, -amount] : [account.id, -amount],
    );
    if (rows[0]) return rows[0].balance;
    const exists = await tx.query(`SELECT 1 FROM ${table} WHERE id = $1`, [account.id]);
    if (!exists.rows.length) throw notFound(`The ${account.kind} account was not found`);
    throw new InsufficientFundsError(account, insufficientText(account));
  }
  const { rows } = await tx.query<{ balance: number }>(
    `UPDATE ${table} SET balance = balance + $2${stat} WHERE id = $1 RETURNING balance`,
    stat ? [account.id, amount, amount] : [account.id, amount],
  );
  if (!rows[0]) throw notFound(`The ${account.kind} account was not found`);
  return rows[0].balance;
}

/** Current balance of a wallet (0 when unknown). */
export async function walletBalance(db: Queryable, kind: WalletKind, id: string): Promise<number> {
  const { rows } = await db.query<{ balance: number }>(`SELECT balance FROM ${WALLET_TABLE[kind]} WHERE id = $1`, [id]);
  return rows[0]?.balance ?? 0;
}

/** Locks a wallet row for the rest of the transaction and returns its balance (null when it does not exist). */
export async function lockWallet(tx: Queryable, kind: WalletKind, id: string): Promise<number | null> {
  const { rows } = await tx.query<{ balance: number }>(`SELECT balance FROM ${WALLET_TABLE[kind]} WHERE id = $1 FOR UPDATE`, [id]);
  return rows[0]?.balance ?? null;
}

/**
 * Recomputes every balance from the ledger and compares it with the stored one; also lists movements whose
 * rows do not sum to zero and any negative wallet. `ok` is true only when all three lists are empty.
 */
export async function checkLedger(db: Queryable): Promise<LedgerCheck> {
  const { rows: mismatches } = await db.query<{ kind: string; id: string; balance: string; ledger: string }>(`
    WITH stored AS (
      SELECT 'user' AS kind, id, balance::bigint AS balance FROM users
      UNION ALL SELECT 'performer', id, balance::bigint FROM performers
      UNION ALL SELECT 'studio', id, balance::bigint FROM studios
      UNION ALL SELECT id, id, balance FROM system_wallets
    ), sums AS (
      SELECT account_kind AS kind, account_id AS id, sum(amount)::bigint AS ledger FROM ledger_entries GROUP BY 1, 2
    )
    SELECT coalesce(s.kind, l.kind) AS kind, coalesce(s.id, l.id) AS id, coalesce(s.balance, 0) AS balance, coalesce(l.ledger, 0) AS ledger
    FROM stored s FULL JOIN sums l ON l.kind = s.kind AND l.id = s.id
    WHERE coalesce(s.balance, 0) <> coalesce(l.ledger, 0)
    ORDER BY 1, 2`);
  const { rows: unbalanced } = await db.query<{ movement_id: string }>(
    `SELECT movement_id FROM ledger_entries GROUP BY movement_id HAVING sum(amount) <> 0 OR count(*) < 2`,
  );
  const { rows: negative } = await db.query<{ kind: string; id: string; balance: string }>(`
    SELECT 'user' AS kind, id, balance::bigint AS balance FROM users WHERE balance < 0
    UNION ALL SELECT 'performer', id, balance FROM performers WHERE balance < 0
    UNION ALL SELECT 'studio', id, balance FROM studios WHERE balance < 0
    UNION ALL SELECT id, id, balance FROM system_wallets WHERE id = 'platform' AND balance < 0`);
  const { rows: counts } = await db.query<{ accounts: number; movements: number }>(`SELECT
    ((SELECT count(*) FROM users) + (SELECT count(*) FROM performers) + (SELECT count(*) FROM studios) + (SELECT count(*) FROM system_wallets))::int AS accounts,
    (SELECT count(*) FROM ledger_movements)::int AS movements`);
  const result: LedgerCheck = {
    accounts: counts[0].accounts,
    movements: counts[0].movements,
    mismatches: mismatches.map((r) => ({ kind: r.kind, id: r.id, balance: Number(r.balance), ledger: Number(r.ledger) })),
    unbalancedMovements: unbalanced.map((r) => r.movement_id),
    negativeBalances: negative.map((r) => ({ kind: r.kind, id: r.id, balance: Number(r.balance) })),
    ok: false,
  };
  result.ok = !result.mismatches.length && !result.unbalancedMovements.length && !result.negativeBalances.length;
  return result;
}
