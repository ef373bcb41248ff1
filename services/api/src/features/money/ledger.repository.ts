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
 * Hot wallets: a credit to a performer, a studio or the platform's revenue is appended to `wallet_credits` (an
 * insert, no lock shared with other payers) and rolled up into the balance after commit (wallet-credits.ts);
 * their debits and locks roll their credits up first. Member wallets and the gateway are updated in place.
 */
const DEFERRED_KINDS: ReadonlySet<AccountKind> = new Set<AccountKind>(['performer', 'studio', 'platform']);
const isDeferredCredit = (p: Posting) => p.amount > 0 && DEFERRED_KINDS.has(p.account.kind);

/**
 * Writes one balanced movement inside the caller's transaction: every debit applied to its balance (conditional:
 * `balance >= n`, so no concurrent request can overdraw), then in one statement the movement row, one ledger row per
 * account and the credits — in place for members and the gateway, appended to `wallet_credits` for the hot wallets.
 * Accounts are touched in one fixed order so two movements never deadlock. `wallets` lists the balances known at
 * commit (the hot wallets' new balances are announced by the rollup).
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
  const wallets: WalletBalance[] = [];
  const entries: Array<[string, string, number, number | null]> = [];
  const credits: Array<[string, string, number, boolean]> = [];
  for (const posting of postings) {
    if (isDeferredCredit(posting)) {
      entries.push([posting.account.kind, posting.account.id, posting.amount, null]);
      credits.push([posting.account.kind, posting.account.id, posting.amount, posting.stat === 'earned']);
      continue;
    }
    const balance = await applyPosting(tx, posting);
    entries.push([posting.account.kind, posting.account.id, posting.amount, balance]);
    if (isWallet(posting.account.kind)) wallets.push({ kind: posting.account.kind, id: posting.account.id, balance });
  }
  // $1 movement id, $2 type, $3 reference, $4 note, then 4 per ledger row, then 4 per credit
  const params: unknown[] = [movementId, input.type, input.reference ?? null, input.note ?? ''];
  const place = (row: unknown[], casts: string[]) => `(${row.map((value, i) => (params.push(value), `$${params.length}${casts[i]}`)).join(', ')})`;
  const entryValues = entries.map((row) => place(row, ['::text', '::text', '::bigint', '::bigint'])).join(', ');
  const creditValues = credits.map((row) => place(row, ['::text', '::text', '::bigint', '::boolean'])).join(', ');
  await tx.query(
    `WITH movement AS (INSERT INTO ledger_movements (id, type, reference, note) VALUES ($1, $2, $3, $4) RETURNING id),
     entries AS (INSERT INTO ledger_entries (movement_id, account_kind, account_id, amount, balance_after)
       SELECT movement.id, v.kind, v.id, v.amount, v.balance FROM movement, (VALUES ${entryValues}) AS v (kind, id, amount, balance))
     ${credits.length ? `, credits AS (INSERT INTO wallet_credits (account_kind, account_id, amount, earned, movement_id) SELECT v.kind, v.id, v.amount, v.earned, $1 FROM (VALUES ${creditValues}) AS v (kind, id, amount, earned))` : ''}
     SELECT 1`,
    params,
  );
  return { movementId, wallets };
}

const SYSTEM_WALLET_TABLE = 'system_wallets';
const tableOf = (kind: AccountKind) => (isWallet(kind) ? WALLET_TABLE[kind] : SYSTEM_WALLET_TABLE);

/**
 * Rolls the appended credits of one hot wallet into its balance, in the caller's transaction (before a debit or a
 * lock of that wallet). Returns the new balance (null when nothing was pending).
 */
export async function rollUpAccount(tx: Queryable, account: AccountRef): Promise<number | null> {
  if (!DEFERRED_KINDS.has(account.kind)) return null;
  const earned = account.kind === 'platform' ? '' : ', total_token_earned = total_token_earned + total.earned';
  const { rows } = await tx.query<{ balance: string | number }>(
    `WITH moved AS (DELETE FROM wallet_credits WHERE account_kind = $1 AND account_id = $2 RETURNING amount, earned),
     total AS (SELECT count(*) AS n, coalesce(sum(amount), 0)::bigint AS amount, coalesce(sum(amount) FILTER (WHERE earned), 0)::bigint AS earned FROM moved)
     UPDATE ${tableOf(account.kind)} SET balance = balance + total.amount${earned} FROM total WHERE id = $2 AND total.n > 0 RETURNING balance`,
    [account.kind, account.id],
  );
  return rows[0] ? Number(rows[0].balance) : null;
}

/**
 * Rolls every pending credit into its wallet, in one statement (its own transaction); returns the new balances of
 * the wallets it changed. Safe to run concurrently (here and in other processes): each credit row is deleted once.
 */
export async function rollUpCredits(db: Queryable): Promise<Array<{ kind: 'performer' | 'studio' | 'platform'; id: string; balance: number }>> {
  const { rows } = await db.query<{ kind: 'performer' | 'studio' | 'platform'; id: string; balance: string | number }>(
    `WITH moved AS (DELETE FROM wallet_credits WHERE id IN (SELECT id FROM wallet_credits ORDER BY id LIMIT 20000) RETURNING account_kind, account_id, amount, earned),
     total AS (SELECT account_kind, account_id, sum(amount)::bigint AS amount, coalesce(sum(amount) FILTER (WHERE earned), 0)::bigint AS earned
               FROM moved GROUP BY 1, 2),
     p AS (UPDATE performers a SET balance = a.balance + t.amount, total_token_earned = a.total_token_earned + t.earned
           FROM total t WHERE t.account_kind = 'performer' AND a.id = t.account_id RETURNING 'performer'::text AS kind, a.id, a.balance::bigint),
     s AS (UPDATE studios a SET balance = a.balance + t.amount, total_token_earned = a.total_token_earned + t.earned
           FROM total t WHERE t.account_kind = 'studio' AND a.id = t.account_id RETURNING 'studio'::text AS kind, a.id, a.balance::bigint),
     w AS (UPDATE system_wallets a SET balance = a.balance + t.amount
           FROM total t WHERE t.account_kind = 'platform' AND a.id = t.account_id RETURNING 'platform'::text AS kind, a.id, a.balance)
     SELECT * FROM p UNION ALL SELECT * FROM s UNION ALL SELECT * FROM w`,
  );
  return rows.map((r) => ({ kind: r.kind, id: r.id, balance: Number(r.balance) }));
}

async function applyPosting(tx: Queryable, posting: Posting): Promise<number> {
  const { account, amount } = posting;
  // a debit of a hot wallet sees its appended credits first
  if (amount < 0) await rollUpAccount(tx, account);
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

/** Current balance of a wallet (0 when unknown), credits not yet rolled up included. */
export async function walletBalance(db: Queryable, kind: WalletKind, id: string): Promise<number> {
  const { rows } = await db.query<{ balance: string | number }>(
    `SELECT balance + (SELECT coalesce(sum(amount), 0) FROM wallet_credits WHERE account_kind = $2 AND account_id = $1) AS balance
     FROM ${WALLET_TABLE[kind]} WHERE id = $1`,
    [id, kind],
  );
  return rows[0] ? Number(rows[0].balance) : 0;
}

/** Locks a wallet row for the rest of the transaction and returns its balance (null when it does not exist). */
export async function lockWallet(tx: Queryable, kind: WalletKind, id: string): Promise<number | null> {
  await rollUpAccount(tx, { kind, id });
  const { rows } = await tx.query<{ balance: number }>(`SELECT balance FROM ${WALLET_TABLE[kind]} WHERE id = $1 FOR UPDATE`, [id]);
  return rows[0]?.balance ?? null;
}

/**
 * Recomputes every balance (credits not yet rolled up included) from the ledger and compares it with the stored one; also lists movements whose
 * rows do not sum to zero and any negative wallet. `ok` is true only when all three lists are empty.
 */
export async function checkLedger(db: Queryable): Promise<LedgerCheck> {
  const { rows: mismatches } = await db.query<{ kind: string; id: string; balance: string; ledger: string }>(`
    WITH pending AS (
      SELECT account_kind AS kind, account_id AS id, sum(amount)::bigint AS amount FROM wallet_credits GROUP BY 1, 2
    ), rolled AS (
      SELECT 'user' AS kind, id, balance::bigint AS balance FROM users
      UNION ALL SELECT 'performer', id, balance::bigint FROM performers
      UNION ALL SELECT 'studio', id, balance::bigint FROM studios
      UNION ALL SELECT id, id, balance FROM system_wallets
    ), stored AS (
      -- a hot wallet's balance is its row plus the credits appended and not yet rolled up
      SELECT r.kind, r.id, r.balance + coalesce(p.amount, 0) AS balance FROM rolled r LEFT JOIN pending p ON p.kind = r.kind AND p.id = r.id
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
