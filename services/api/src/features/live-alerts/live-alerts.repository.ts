import type { Queryable } from '../../db/db';

/** How long after an alert about a performer the same member hears of her again, at the earliest. */
export const ALERT_INTERVAL = '1 hour';

export interface AlertRecipient {
  userId: string;
  /** He asked for browser notifications about her (all favourites, or her). */
  push: boolean;
}

/**
 * The members to tell that `performerId` has gone live: active members with her among their favourites whom she has
 * not blocked, and who had no alert about her within the hour. Their last-alert time is set in the same statement, so two go-lives at
 * once (two API processes) alert each member once.
 */
export async function claimAlertRecipients(db: Queryable, performerId: string): Promise<AlertRecipient[]> {
  const { rows } = await db.query<{ user_id: string; push: boolean }>(
    `WITH due AS (
       SELECT f.user_id FROM favourite_performers f
       JOIN users u ON u.id = f.user_id AND u.status = 'active'
       WHERE f.performer_id = $1
         AND NOT EXISTS (SELECT 1 FROM performer_blocks pb WHERE pb.performer_id = $1 AND pb.user_id = f.user_id)),
     claimed AS (
       INSERT INTO live_alerts_sent (user_id, performer_id, sent_at)
       SELECT user_id, $1, now() FROM due
       ON CONFLICT (user_id, performer_id) DO UPDATE SET sent_at = excluded.sent_at
         WHERE live_alerts_sent.sent_at <= now() - interval '${ALERT_INTERVAL}'
       RETURNING user_id)
     SELECT c.user_id,
            (u.push_all_favourites OR EXISTS (SELECT 1 FROM push_alert_performers p WHERE p.user_id = c.user_id AND p.performer_id = $1)) AS push
     FROM claimed c JOIN users u ON u.id = c.user_id`,
    [performerId],
  );
  return rows.map((row) => ({ userId: row.user_id, push: row.push }));
}

export interface StoredSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export async function subscriptionsOf(db: Queryable, userIds: string[]): Promise<StoredSubscription[]> {
  if (!userIds.length) return [];
  const { rows } = await db.query<StoredSubscription>('SELECT endpoint, p256dh, auth FROM push_subscriptions WHERE user_id = ANY($1::text[])', [
    userIds,
  ]);
  return rows;
}

/** Saves a browser's subscription for `userId` (a browser that subscribed under another member moves to this one). */
export async function saveSubscription(db: Queryable, userId: string, subscription: StoredSubscription): Promise<void> {
  await db.query(
    `INSERT INTO push_subscriptions (endpoint, user_id, p256dh, auth) VALUES ($1, $2, $3, $4)
     ON CONFLICT (endpoint) DO UPDATE SET user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth, created_at = now()`,
    [subscription.endpoint, userId, subscription.p256dh, subscription.auth],
  );
}

export async function deleteSubscription(db: Queryable, endpoint: string, userId?: string): Promise<void> {
  if (userId) await db.query('DELETE FROM push_subscriptions WHERE endpoint = $1 AND user_id = $2', [endpoint, userId]);
  else await db.query('DELETE FROM push_subscriptions WHERE endpoint = $1', [endpoint]);
}

export async function pushChoices(db: Queryable, userId: string) {
  const { rows } = await db.query<{ all_favourites: boolean; performer_ids: string[]; subscriptions: number }>(
    `SELECT u.push_all_favourites AS all_favourites,
            coalesce((SELECT array_agg(performer_id ORDER BY performer_id) FROM push_alert_performers WHERE user_id = u.id), '{}') AS performer_ids,
            (SELECT count(*)::int FROM push_subscriptions WHERE user_id = u.id) AS subscriptions
     FROM users u WHERE u.id = $1`,
    [userId],
  );
  const row = rows[0];
  return { allFavourites: row?.all_favourites ?? false, performerIds: row?.performer_ids ?? [], subscriptions: row?.subscriptions ?? 0 };
}

export async function setPushAll(db: Queryable, userId: string, on: boolean): Promise<void> {
  await db.query('UPDATE users SET push_all_favourites = $2 WHERE id = $1', [userId, on]);
}

/** Turns her browser notifications on or off for the member; false when she is no active performer. */
export async function setPushFor(db: Queryable, userId: string, performerId: string, on: boolean): Promise<boolean> {
  if (!on) {
    await db.query('DELETE FROM push_alert_performers WHERE user_id = $1 AND performer_id = $2', [userId, performerId]);
    return true;
  }
  const { rowCount } = await db.query(
    `INSERT INTO push_alert_performers (user_id, performer_id) SELECT $1, id FROM performers WHERE id = $2 AND status = 'active'
     ON CONFLICT DO NOTHING`,
    [userId, performerId],
  );
  if (rowCount) return true;
  return (await db.query(`SELECT 1 FROM performers WHERE id = $1 AND status = 'active'`, [performerId])).rows.length > 0;
}
