import { MAX_TOKENS, type PurchasedItem, type PurchaseTarget, type PurchaseType, type TippedEvent } from '@platform/shared/contract';
import type { AppContext } from '../../core/context';
import { badRequest, notFound } from '../../core/errors';
import { newId } from '../../db/ids';
import { blockedBecause } from '../performer-blocking/viewer-access';
import type { PerformerCommissionRow } from './commission.repository';
import { commissionInfoFrom, splitWith, type Split } from './commission.service';
import { InsufficientFundsError, type WalletBalance } from './ledger.repository';
import {
  announce,
  earlierResponse,
  isUniqueViolation,
  keyReused,
  type AccountEvent,
  type IdempotencyScope,
  type MoneyOutcome,
} from './money-transaction';
import { senderInfo } from './sales.service';
import type { BuyerRow } from './sales.repository';

/**
 * A payment to a performer that buys nothing once-only (a tip, paid-chat tokens) in two statements, no transaction
 * around them: one read (the buyer, the performer as the buyer sees her — blocked, suspended, her country blocks —,
 * her commission and the platform's), then ONE write statement that debits the member (`balance >= n`: the only row
 * it locks), claims the Idempotency-Key with the response already in it, and inserts the movement, its ledger rows,
 * the hot wallets' credits (wallet_credits; on PGlite, one statement at a time, her balance is credited in place), the
 * purchased item and the earnings. A statement is atomic: a refused
 * debit writes nothing (not even the key), a duplicate key (unique violation) undoes the debit. The same rules and
 * answers as executeSale in a transaction (sales.service.ts), which stays for purchases of once-only content.
 */
export interface DirectSaleInput {
  buyerId: string;
  performerId: string;
  country: string | null;
  type: PurchaseType;
  target: PurchaseTarget;
  targetId: string;
  name: string;
  unitPrice: number;
  conversationId: string | null;
  event: 'tipped' | 'paid-token';
}

interface SaleContextRow extends BuyerRow, PerformerCommissionRow {
  performer_id: string | null;
  performer_email: string | null;
  performer_status: string | null;
  blocked_member: boolean | null;
  blocked_country: boolean | null;
  settings: Record<string, unknown> | null;
}

const RETRYABLE = new Set(['40P01', '40001']);

export async function directSale(
  ctx: AppContext,
  scope: IdempotencyScope | null,
  input: DirectSaleInput,
): Promise<{ data: PurchasedItem; replayed: boolean }> {
  const total = input.unitPrice;
  if (!Number.isSafeInteger(total) || total <= 0) throw badRequest('The price must be a whole number of tokens above 0');
  if (total > MAX_TOKENS) throw badRequest(`A single payment cannot exceed ${MAX_TOKENS} tokens`);
  const { rows } = await ctx.db.query<SaleContextRow>(
    `SELECT u.id, u.username, u.display_name, u.email, u.avatar_path,
            p.id AS performer_id, p.email AS performer_email, p.status AS performer_status,
            EXISTS (SELECT 1 FROM performer_blocks b WHERE b.performer_id = p.id AND b.user_id = u.id) AS blocked_member,
            ($3::text IS NOT NULL AND $3 = ANY(p.blocked_countries)) AS blocked_country,
            p.studio_id, p.studio_member_status, p.commission_setting, s.tip_commission, s.private_call_commission,
            s.group_call_commission, s.product_commission, s.album_commission, s.video_commission,
            (SELECT jsonb_object_agg(key, value) FROM settings WHERE key IN ('performerCommission', 'studioCommission')) AS settings
     FROM users u LEFT JOIN performers p ON p.id = $2 LEFT JOIN studios s ON s.id = p.studio_id WHERE u.id = $1`,
    [input.buyerId, input.performerId, input.country],
  );
  const row = rows[0];
  // the same checks, in the same order, as assertViewerAllowed (country) then executeSale
  if (row?.performer_id && row.blocked_country) throw blockedBecause('country');
  if (!row) throw notFound('Member not found');
  if (!row.performer_id) throw notFound('Performer not found');
  if (row.performer_status !== 'active') throw badRequest('This performer is suspended and cannot receive tokens');
  if (row.blocked_member) throw blockedBecause('member');
  if ((row.performer_email ?? '').toLowerCase() === row.email.toLowerCase()) {
    throw badRequest(input.type === 'tip' ? 'You cannot tip yourself' : 'You cannot buy your own content');
  }
  const split = splitWith(commissionInfoFrom(row.settings ?? {}, row), input.type, total);

  const itemId = newId();
  const movementId = newId();
  const createdAt = new Date().toISOString();
  const item: PurchasedItem = {
    _id: itemId,
    source: 'user',
    sourceId: input.buyerId,
    sellerId: input.performerId,
    target: input.target,
    targetId: input.targetId,
    type: input.type,
    name: input.name,
    description: '',
    totalPrice: total,
    originalPrice: input.unitPrice,
    quantity: 1,
    status: 'success',
    conversationId: input.conversationId,
    createdAt,
  };
  // PGlite runs one statement at a time: no row is hot there, so credits go to the balances in place (no rollup)
  const inPlace = ctx.db.kind === 'pglite';
  const sql = writeStatement(split, scope, inPlace);
  const params = [
    input.buyerId, // $1
    total, // $2
    movementId, // $3
    input.type, // $4
    itemId, // $5
    input.performerId, // $6
    split.studioId, // $7
    split.platform, // $8
    split.performer, // $9
    split.studio, // $10
    input.target, // $11
    input.targetId, // $12
    input.name, // $13
    input.unitPrice, // $14
    input.conversationId, // $15
    createdAt, // $16
    newId(), // $17 performer earning
    newId(), // $18 studio earning
    ...(scope ? [scope.source, scope.accountId, scope.route, scope.key, scope.fingerprint, JSON.stringify(item)] : []), // $19-$24
  ];
  let balance: number | null = null;
  const credited: WalletBalance[] = [];
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await ctx.db.query<{ balance: number; performer_balance: number | null; studio_balance: number | null }>(sql, params);
      balance = result.rows[0]?.balance ?? null;
      const r = result.rows[0];
      if (r?.performer_balance != null) credited.push({ kind: 'performer', id: input.performerId, balance: r.performer_balance });
      if (r?.studio_balance != null && split.studioId) credited.push({ kind: 'studio', id: split.studioId, balance: r.studio_balance });
      break;
    } catch (error) {
      if (scope && isUniqueViolation(error, 'idempotency_keys_pkey')) return replay(ctx, scope);
      const code = (error as { code?: string }).code ?? '';
      if (attempt >= 5 || !RETRYABLE.has(code)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 10));
    }
  }
  if (balance === null) {
    // Nothing was written. With a key, an earlier call with it may have finished meanwhile (it held the member's row
    // while this statement waited for it): its answer, as a duplicate gets.
    if (scope) {
      const earlier = await ctx.db.query<{ fingerprint: string }>(
        'SELECT fingerprint FROM idempotency_keys WHERE account_source = $1 AND account_id = $2 AND route = $3 AND key = $4',
        [scope.source, scope.accountId, scope.route, scope.key],
      );
      if (earlier.rows[0]) return replay(ctx, scope);
    }
    throw new InsufficientFundsError({ kind: 'user', id: input.buyerId }, 'You do not have enough tokens');
  }

  const buyer: BuyerRow = { id: row.id, username: row.username, display_name: row.display_name, email: row.email, avatar_path: row.avatar_path };
  const events: AccountEvent[] = [];
  if (input.event === 'tipped') {
    const payload: TippedEvent = {
      senderInfo: senderInfo(buyer, ctx.storage),
      token: total,
      netPrice: split.performer,
      conversationId: input.conversationId,
    };
    events.push({ source: 'performer', id: input.performerId, event: 'tipped', payload } satisfies AccountEvent<'tipped'>);
  } else {
    events.push({
      source: 'performer',
      id: input.performerId,
      event: 'RECEIVED_PAID_TOKEN',
      payload: { conversationId: input.conversationId ?? '', token: total, netPrice: split.performer },
    } satisfies AccountEvent<'RECEIVED_PAID_TOKEN'>);
  }
  const outcome: MoneyOutcome<PurchasedItem> = { data: item, wallets: [{ kind: 'user', id: input.buyerId, balance }, ...credited], events };
  if (!inPlace) await ctx.credits.settle().catch(() => undefined);
  announce(ctx, outcome);
  return { data: item, replayed: false };
}

async function replay(ctx: AppContext, scope: IdempotencyScope): Promise<{ data: PurchasedItem; replayed: true }> {
  const data = await earlierResponse<PurchasedItem>(ctx.db, scope);
  if (!data) throw keyReused();
  return { data, replayed: true };
}

/** The write statement for this split (zero shares have no ledger row) and with or without an Idempotency-Key. */
function writeStatement(split: Split, scope: IdempotencyScope | null, inPlace: boolean): string {
  // every parameter typed where it first appears (PostgreSQL infers nothing from an INSERT … SELECT's UNION)
  const credits: string[] = [];
  const entries: string[] = [`('user', $1::text, -$2::int)`];
  if (split.performer > 0) {
    credits.push(`('performer', $6::text, $9::int, true)`);
    entries.push(`('performer', $6::text, $9::int)`);
  }
  if (split.platform > 0) {
    credits.push(`('platform', 'platform', $8::int, false)`);
    entries.push(`('platform', 'platform', $8::int)`);
  }
  if (split.studioId && split.studio > 0) {
    credits.push(`('studio', $7::text, $10::int, true)`);
    entries.push(`('studio', $7::text, $10::int)`);
  }
  const earning = (id: string, source: string, sourceId: string, net: string) =>
    `SELECT ${id}::text, '${source}'::text, ${sourceId}::text, $1::text, $6::text, $7::text, item.id, $3::text, $11::text, $4::text, $2::int, ${net}::int, $2::int - ${net}::int, $8::int FROM item`;
  const earnings = [earning('$17', 'performer', '$6', '$9')];
  if (split.studioId && split.studio > 0) earnings.push(earning('$18', 'studio', '$7', '$10'));
  return `WITH debit AS (
      UPDATE users SET balance = balance - $2::int, total_token_spent = total_token_spent + $2::int WHERE id = $1::text AND balance >= $2::int RETURNING balance
    ),${
      scope
        ? ` claim AS (
      INSERT INTO idempotency_keys (account_source, account_id, route, key, fingerprint, response)
      SELECT $19::text, $20::text, $21::text, $22::text, $23::text, $24::jsonb FROM debit
    ),`
        : ''
    } movement AS (
      INSERT INTO ledger_movements (id, type, reference, note, created_at) SELECT $3::text, $4::text, $5::text, '', $16::timestamptz FROM debit RETURNING id
    ), entries AS (
      INSERT INTO ledger_entries (movement_id, account_kind, account_id, amount, balance_after)
      SELECT movement.id, v.kind, v.id, v.amount, CASE WHEN v.kind = 'user' THEN debit.balance END
      FROM movement, debit, (VALUES ${entries.join(', ')}) AS v (kind, id, amount)
    ), ${
      inPlace
        ? inPlaceCredits(split)
        : `credits AS (
      INSERT INTO wallet_credits (account_kind, account_id, amount, earned, movement_id)
      SELECT v.kind, v.id, v.amount, v.earned, movement.id FROM movement, (VALUES ${credits.join(', ')}) AS v (kind, id, amount, earned)
    ), performer AS (SELECT NULL::int AS balance), studio AS (SELECT NULL::int AS balance)`
    }, item AS (
      INSERT INTO purchased_items (id, source_id, seller_id, target, target_id, type, name, description, original_price, total_price,
        quantity, once, conversation_id, movement_id, created_at, updated_at)
      SELECT $5::text, $1::text, $6::text, $11::text, $12::text, $4::text, $13::text, '', $14::int, $2::int, 1, false, $15::text, movement.id,
        $16::timestamptz, $16::timestamptz FROM movement RETURNING id
    ), earning AS (
      INSERT INTO earnings (id, source, source_id, user_id, performer_id, studio_id, purchased_item_id, movement_id, source_type, type,
        gross_price, net_price, commission, platform_commission)
      ${earnings.join(' UNION ALL ')}
    )
    SELECT debit.balance, (SELECT balance FROM performer) AS performer_balance, (SELECT balance FROM studio) AS studio_balance,
      $10::int AS studio_share, $18::text AS studio_earning FROM debit`;
}

/** The credits applied to the balances in the same statement (PGlite), each only when the debit went through. */
function inPlaceCredits(split: Split): string {
  return `performer AS (
      UPDATE performers SET balance = balance + $9::int, total_token_earned = total_token_earned + $9::int
      WHERE id = $6::text AND $9::int > 0 AND EXISTS (SELECT 1 FROM movement) RETURNING balance
    ), platform AS (
      UPDATE system_wallets SET balance = balance + $8::int WHERE id = 'platform' AND $8::int > 0 AND EXISTS (SELECT 1 FROM movement) RETURNING balance
    ), studio AS (
      UPDATE studios SET balance = balance + $10::int, total_token_earned = total_token_earned + $10::int
      WHERE id = $7::text AND ${split.studioId ? '$10::int > 0' : 'false'} AND EXISTS (SELECT 1 FROM movement) RETURNING balance
    )`;
}
