import type { Queryable } from '../../db/db.types';
import type { StudioRow } from '../studios/studios.mapper';

/** The private settings holding the platform's percentages, by key. */
export async function platformCommissionSettings(db: Queryable): Promise<Record<string, unknown>> {
  const { rows } = await db.query<{ key: string; value: unknown }>(
    `SELECT key, value FROM settings WHERE key IN ('performerCommission', 'studioCommission')`,
  );
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/** Sets the platform's percentages (private settings: only the split and the admin read them). */
export async function writePlatformCommissions(db: Queryable, percentages: { performerCommission: number; studioCommission: number }) {
  for (const [key, value] of Object.entries(percentages)) {
    await db.query(
      `INSERT INTO settings (key, value, public, grp) VALUES ($1, $2::jsonb, false, 'commission')
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
      [key, JSON.stringify(value)],
    );
  }
}

export interface PerformerCommissionRow {
  studio_id: string | null;
  studio_member_status: string;
  commission_setting: Record<string, unknown> | null;
  tip_commission: number | null;
  private_call_commission: number | null;
  group_call_commission: number | null;
  product_commission: number | null;
  album_commission: number | null;
  video_commission: number | null;
}

/** A performer's own commission overrides and their studio's defaults (undefined when the performer is unknown). */
export async function performerCommissionRow(db: Queryable, performerId: string) {
  const { rows } = await db.query<PerformerCommissionRow>(
    `SELECT p.studio_id, p.studio_member_status, p.commission_setting, s.tip_commission, s.private_call_commission,
            s.group_call_commission, s.product_commission, s.album_commission, s.video_commission
     FROM performers p LEFT JOIN studios s ON s.id = p.studio_id WHERE p.id = $1`,
    [performerId],
  );
  return rows[0] as PerformerCommissionRow | undefined;
}

/** A studio's default shares: the commission columns of its row. */
export type StudioCommissionRow = Pick<
  StudioRow,
  | 'commission'
  | 'tip_commission'
  | 'private_call_commission'
  | 'group_call_commission'
  | 'product_commission'
  | 'album_commission'
  | 'video_commission'
>;

/** A studio's default shares (null when the studio is unknown). */
export async function studioCommissionRow(db: Queryable, studioId: string) {
  const { rows } = await db.query<StudioCommissionRow>(
    `SELECT commission, tip_commission, private_call_commission, group_call_commission, product_commission, album_commission, video_commission
     FROM studios WHERE id = $1`,
    [studioId],
  );
  return rows[0] ?? null;
}
