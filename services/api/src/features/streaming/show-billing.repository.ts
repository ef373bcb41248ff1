// The per-minute charge of show members: claims on due minutes, billed minutes, retries and the video wait.
import type { Queryable } from '../../db/db';
import { msInterval } from '../../db/sql-interval';

/**
 * Inside a minute's charge: is the member still in the running show? Locks his row, so a show ending at the same
 * moment either commits first (and no minute is charged) or waits for the charge.
 */
export async function lockBilledMembership(tx: Queryable, streamId: string, userId: string): Promise<boolean> {
  const { rows } = await tx.query(
    `SELECT 1 FROM show_participants p JOIN streams s ON s.id = p.stream_id
      WHERE p.stream_id = $1 AND p.user_id = $2 AND p.status = 'active' AND s.status = 'active'
      FOR UPDATE OF p`,
    [streamId, userId],
  );
  return rows.length > 0;
}

/**
 * Records a billed minute of a member (counted once, however often it is replayed) and when the next one is
 * due, and gives up the claim on it; null when the member is not in the show.
 */
export async function recordBilledMinute(db: Queryable, bill: { streamId: string; userId: string; minute: number; token: number; nextAt: Date }) {
  const { rows } = await db.query<{ next_charge_at: Date; status: string }>(
    `UPDATE show_participants SET
       tokens_spent = tokens_spent + CASE WHEN billed_minutes < $3 THEN $4 ELSE 0 END,
       billed_minutes = GREATEST(billed_minutes, $3),
       next_charge_at = $5,
       not_playing_since = NULL,
       charge_failures = 0,
       claimed_until = NULL
     WHERE stream_id = $1 AND user_id = $2 RETURNING next_charge_at, status`,
    [bill.streamId, bill.userId, bill.minute, bill.token, bill.nextAt],
  );
  return rows[0] ?? null;
}

/** A membership whose next charge a sweep took on. `stale`: it was left unbilled for too long (every API was down). */
export interface DueMembership {
  streamId: string;
  userId: string;
  dueAt: Date;
  stale: boolean;
}

/**
 * Claims, for `claimMs`, the members of running private and group shows whose next charge is due and that no
 * live process has claimed (a claim of a process that died runs out), the longest overdue first.
 */
export async function claimDueMemberships(db: Queryable, options: { claimMs: number; staleMs: number; limit: number }): Promise<DueMembership[]> {
  const { rows } = await db.query<{ stream_id: string; user_id: string; next_charge_at: Date; stale: boolean }>(
    `UPDATE show_participants sp SET claimed_until = now() + ${msInterval('$1')}
     WHERE (sp.stream_id, sp.user_id) IN (
       SELECT p.stream_id, p.user_id FROM show_participants p JOIN streams s ON s.id = p.stream_id
       WHERE p.status = 'active' AND s.status = 'active' AND s.type IN ('private', 'group')
         AND p.next_charge_at <= now() AND (p.claimed_until IS NULL OR p.claimed_until <= now())
       ORDER BY p.next_charge_at LIMIT $3 FOR UPDATE OF p SKIP LOCKED)
     RETURNING sp.stream_id, sp.user_id, sp.next_charge_at, sp.next_charge_at < now() - ${msInterval('$2')} AS stale`,
    [options.claimMs, options.staleMs, options.limit],
  );
  return rows.map((row) => ({ streamId: row.stream_id, userId: row.user_id, dueAt: new Date(row.next_charge_at), stale: row.stale }));
}

/**
 * The member's video does not play: the wait (since the first time it did not) is stored and he is asked again
 * after `pollMs`, unless he has waited `startMs` already (true: give up; his claim stays until he is out).
 * Null when he is no longer in the show.
 */
export async function waitForVideo(db: Queryable, wait: { streamId: string; userId: string; pollMs: number; startMs: number }) {
  const gaveUp = `coalesce(not_playing_since, now()) <= now() - ${msInterval('$4')}`;
  const { rows } = await db.query<{ gave_up: boolean }>(
    `UPDATE show_participants SET
       not_playing_since = coalesce(not_playing_since, now()),
       next_charge_at = CASE WHEN ${gaveUp} THEN next_charge_at ELSE now() + ${msInterval('$3')} END,
       claimed_until = CASE WHEN ${gaveUp} THEN claimed_until ELSE NULL END
     WHERE stream_id = $1 AND user_id = $2 AND status = 'active'
     RETURNING not_playing_since <= now() - ${msInterval('$4')} AS gave_up`,
    [wait.streamId, wait.userId, wait.pollMs, wait.startMs],
  );
  return rows[0] ? rows[0].gave_up : null;
}

/** A charge that failed (not for lack of tokens) is tried again after `delayMs`, by whichever process sweeps then. */
export async function retryChargeLater(db: Queryable, streamId: string, userId: string, delayMs: number) {
  await db.query(
    `UPDATE show_participants SET charge_failures = charge_failures + 1, claimed_until = now() + ${msInterval('$3')}
     WHERE stream_id = $1 AND user_id = $2 AND status = 'active'`,
    [streamId, userId, delayMs],
  );
}

/** The member's token balance; null for an unknown member. */
export async function memberBalance(db: Queryable, userId: string) {
  const { rows } = await db.query<{ balance: number }>('SELECT balance FROM users WHERE id = $1', [userId]);
  return rows[0]?.balance ?? null;
}

/** What the performer earned net from one sale. */
export async function performerNetOfSale(db: Queryable, purchasedItemId: string) {
  const { rows } = await db.query<{ net_price: number }>(`SELECT net_price FROM earnings WHERE purchased_item_id = $1 AND source = 'performer'`, [
    purchasedItemId,
  ]);
  return Number(rows[0]?.net_price ?? 0);
}
