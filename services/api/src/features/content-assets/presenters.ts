import type { TSchema } from '@sinclair/typebox';
import type { AppContext } from '../../core/context';
import { notFound } from '../../core/errors';
import type { SaleKind } from '../money/catalog.repository';
import type { AssetColumns } from './asset-rows';
import { boughtAmong, canSee, linkViewerFor, type Caller } from './asset-access';
import type { ContentKind } from './content-kinds';

// Rows → what this caller may see: isBought per member, and signed links only where the caller may open the file.

type Services = Pick<AppContext, 'db' | 'storage' | 'signedFiles'>;

/** Each content kind's name in messages. */
export const KIND_LABELS = { video: 'Video', photo: 'Photo', gallery: 'Gallery', product: 'Product', media: 'Media' } as const;

const deleted = (row: { deleted_at: unknown }) => row.deleted_at !== null && row.deleted_at !== undefined;

export async function presentRows<Row extends AssetColumns, Item extends { isBought: boolean }>(
  ctx: Services,
  caller: Caller,
  kind: ContentKind<Row, Item, TSchema>,
  rows: Row[],
): Promise<Item[]> {
  const wanted = new Map<SaleKind, Set<string>>();
  for (const [target, id] of rows.flatMap((row) => kind.unlockedBy(row))) {
    if (id) wanted.set(target, (wanted.get(target) ?? new Set()).add(id));
  }
  const bought = new Map(
    await Promise.all([...wanted].map(async ([target, ids]) => [target, await boughtAmong(ctx.db, caller, target, [...ids])] as const)),
  );
  return rows.map((row) => {
    const isBought = kind.unlockedBy(row).some(([target, id]) => !!id && !!bought.get(target)?.has(id));
    const linkViewer = linkViewerFor(caller, {
      performerId: row.performer_id,
      status: row.status,
      deleted: deleted(row),
      hidden: !!row.hidden_at,
      free: kind.free(row),
      bought: isBought,
    });
    return kind.toItem(row, ctx, { isBought, linkViewer });
  });
}

/** One asset as the caller may see it; 404 when it does not exist or is hidden from him (so hidden assets do not leak). */
export async function presentOne<Row extends AssetColumns, Item extends { isBought: boolean }>(
  ctx: Services,
  caller: Caller,
  kind: ContentKind<Row, Item, TSchema>,
  id: string,
): Promise<Item> {
  const row = await kind.find(ctx.db, id);
  const [item] = row ? await presentRows(ctx, caller, kind, [row]) : [];
  if (
    !row ||
    !canSee(caller, { performerId: row.performer_id, status: row.status, deleted: !!row.deleted_at, hidden: !!row.hidden_at, bought: item.isBought })
  ) {
    throw notFound(`${KIND_LABELS[kind.name]} not found`);
  }
  return item;
}
