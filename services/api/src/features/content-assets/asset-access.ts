import type { AuthInfo } from '../../core/context';
import { forbidden, notFound } from '../../core/errors';
import { PUBLIC_VIEWER, viewerOf, type LinkViewer } from '../../core/signed-files';
import type { Queryable } from '../../db/db.types';
import { boughtTargetIds, type SaleKind } from '../money/catalog.repository';
import { assetOwner, type AssetTable } from './assets.repository';

/** Who is asking: anonymous, a member (who may have bought things) or a performer (who may own them). */
export interface Caller {
  viewer: LinkViewer | null;
  memberId: string | null;
  performerId: string | null;
}

export const callerOf = (auth: AuthInfo | null): Caller => ({
  viewer: viewerOf(auth),
  memberId: auth?.source === 'user' ? auth.sourceId : null,
  performerId: auth?.source === 'performer' ? auth.sourceId : null,
});

/** Free content: not on sale, or priced at 0 tokens. */
export const isFree = (asset: { token: number; is_sale: boolean }) => !asset.is_sale || asset.token <= 0;

export interface AccessFacts {
  performerId: string;
  status: string;
  deleted: boolean;
  /** Hidden by an admin: nobody opens it or its files, its owner and buyers neither. */
  hidden?: boolean;
  free: boolean;
  bought: boolean;
}

/**
 * Whom a signed link to the asset's protected file is made for, or null when the caller may not open it: the
 * owner always; a buyer always (even after the performer withdrew it); anyone for free active content.
 */
export function linkViewerFor(caller: Caller, facts: AccessFacts): LinkViewer | null {
  if (facts.hidden) return null;
  if (caller.performerId === facts.performerId) return caller.viewer;
  if (facts.bought) return caller.viewer;
  if (facts.deleted || facts.status !== 'active') return null;
  return facts.free ? (caller.viewer ?? PUBLIC_VIEWER) : null;
}

/** Whether the caller may see the asset's card at all (404 otherwise, so hidden assets do not leak). */
export const canSee = (caller: Caller, facts: Omit<AccessFacts, 'free'>) =>
  !facts.hidden && (caller.performerId === facts.performerId || facts.bought || (!facts.deleted && facts.status === 'active'));

/** The ids of `ids` the calling member bought, per kind; empty for anyone else. */
export async function boughtAmong(db: Queryable, caller: Caller, kind: SaleKind, ids: string[]): Promise<Set<string>> {
  if (!caller.memberId || !ids.length) return new Set();
  return boughtTargetIds(db, caller.memberId, kind, ids);
}

const LABEL: Record<AssetTable, string> = { videos: 'Video', galleries: 'Gallery', photos: 'Photo', products: 'Product' };

/** Only the owner manages an asset: 404 when it does not exist (or was deleted), 403 when it is someone else's. */
export async function assertOwner(db: Queryable, table: AssetTable, id: string, performerId: string): Promise<void> {
  const owner = await assetOwner(db, table, id);
  if (!owner) throw notFound(`${LABEL[table]} not found`);
  if (owner !== performerId) throw forbidden();
}

/** Tags from a form (`a, b`) or JSON (`['a', 'b']`): trimmed, without empties and duplicates, at most 30. */
export function parseTags(value: string | string[] | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  const list = (Array.isArray(value) ? value : value.split(','))
    .map((tag) => tag.trim())
    .filter(Boolean)
    .map((tag) => tag.slice(0, 60));
  return [...new Set(list)].slice(0, 30);
}

/** A list query with its `tags` text parsed. */
export const withParsedTags = <Q extends { tags?: string }>({ tags, ...query }: Q) => ({ ...query, tags: parseTags(tags) });
