import type { CommissionInfo, PurchaseType, StudioCommissionInfo, StudioCommissions } from '@platform/shared/contract';
import type { Queryable } from '../../db/db.types';
import { performerCommissionRow, platformCommissionSettings, studioCommissionRow, type PerformerCommissionRow } from './commission.repository';

/** The studio setting (column / per-member key) that applies to each sale type. */
const STUDIO_KEY: Record<PurchaseType, keyof StudioCommissions> = {
  tip: 'tipCommission',
  pay_token: 'privateCallCommission',
  stream_private: 'privateCallCommission',
  stream_group: 'groupCallCommission',
  sale_product: 'productCommission',
  sale_gallery: 'albumCommission',
  sale_photo: 'albumCommission',
  sale_video: 'videoCommission',
};

/** The studios column of each studio share; the same keys are the per-member overrides in performers.commission_setting. */
export const STUDIO_COMMISSION_COLUMN: Record<keyof StudioCommissions, string> = {
  tipCommission: 'tip_commission',
  privateCallCommission: 'private_call_commission',
  groupCallCommission: 'group_call_commission',
  productCommission: 'product_commission',
  albumCommission: 'album_commission',
  videoCommission: 'video_commission',
};

export interface Split {
  gross: number;
  platform: number;
  studio: number;
  performer: number;
  studioId: string | null;
  platformPercent: number;
  studioPercent: number;
}

const percent = (value: unknown, fallback: number) => {
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 && n <= 100 ? n : fallback;
};

/** Platform percentages from the private settings `performerCommission` and `studioCommission`. */
export async function platformCommissions(db: Queryable) {
  return platformCommissionsFrom(await platformCommissionSettings(db));
}

const platformCommissionsFrom = (map: Record<string, unknown>) => ({
  performerCommission: percent(map.performerCommission, 20),
  studioCommission: percent(map.studioCommission, 10),
});

/** A performer's effective commissions: the platform's, and the studio's per sale type (member override first). */
export async function performerCommissionInfo(db: Queryable, performerId: string): Promise<CommissionInfo & { studioId: string | null }> {
  return commissionInfoFrom(await platformCommissionSettings(db), await performerCommissionRow(db, performerId));
}

/** performerCommissionInfo from rows already read: the settings `performerCommission`/`studioCommission` and her commission row. */
export function commissionInfoFrom(
  settings: Record<string, unknown>,
  row: PerformerCommissionRow | undefined,
): CommissionInfo & { studioId: string | null } {
  const platform = platformCommissionsFrom(settings);
  const member = row?.studio_id ? row : undefined;
  const studioShare = (key: keyof StudioCommissions) => {
    if (!member) return 0;
    const own = member.commission_setting?.[key];
    return percent(own, percent((member as unknown as Record<string, unknown>)[STUDIO_COMMISSION_COLUMN[key]], 0));
  };
  return {
    ...platform,
    studioId: member ? member.studio_id : null,
    tipCommission: studioShare('tipCommission'),
    privateCallCommission: studioShare('privateCallCommission'),
    groupCallCommission: studioShare('groupCallCommission'),
    productCommission: studioShare('productCommission'),
    albumCommission: studioShare('albumCommission'),
    videoCommission: studioShare('videoCommission'),
  };
}

/**
 * Splits a sale: the platform takes its percent (performerCommission, or studioCommission for a studio
 * member), the studio takes its percent of what is left, the performer the rest. Shares are floored so
 * that the three always add up to the gross exactly.
 */
export async function splitSale(db: Queryable, performerId: string, type: PurchaseType, gross: number): Promise<Split> {
  return splitWith(await performerCommissionInfo(db, performerId), type, gross);
}

export function splitWith(info: CommissionInfo & { studioId: string | null }, type: PurchaseType, gross: number): Split {
  const platformPercent = info.studioId ? info.studioCommission : info.performerCommission;
  const studioPercent = info.studioId ? info[STUDIO_KEY[type]] : 0;
  const platform = Math.floor((gross * platformPercent) / 100);
  const studio = Math.floor(((gross - platform) * studioPercent) / 100);
  return { gross, platform, studio, performer: gross - platform - studio, studioId: info.studioId, platformPercent, studioPercent };
}

/** The platform's percentages and a studio's default shares; null for an unknown studio. */
export async function studioCommissionInfo(db: Queryable, studioId: string): Promise<StudioCommissionInfo | null> {
  const studio = await studioCommissionRow(db, studioId);
  if (!studio) return null;
  return {
    ...(await platformCommissions(db)),
    commission: studio.commission,
    tipCommission: studio.tip_commission,
    privateCallCommission: studio.private_call_commission,
    groupCallCommission: studio.group_call_commission,
    productCommission: studio.product_commission,
    albumCommission: studio.album_commission,
    videoCommission: studio.video_commission,
  };
}
