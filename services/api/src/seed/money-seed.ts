import type { Db, Queryable } from '../db/db';
import { newId } from '../db/ids';
import { GATEWAY, postMovement, type WalletKind } from '../features/money/ledger.repository';
import { savePaymentInformation } from '../features/money/payment-information.repository';
import { executeSale } from '../features/money/sales.service';

// Skipped once any token package exists (no schema_migrations row: that table lists the demo seed only).
const SEED_LOCK = 727277;
const DAY = 86_400_000;

export const TOKEN_PACKAGES = [
  { name: 'Starter', description: 'Try a few tips', price: 4.99, tokens: 50 },
  { name: 'Basic', description: 'Enough for a short private show', price: 8.99, tokens: 100 },
  { name: 'Popular', description: 'Best for regular viewers', price: 19.99, tokens: 250 },
  { name: 'Premium', description: '5% cheaper per token', price: 37.99, tokens: 500 },
  { name: 'VIP', description: 'The best price per token', price: 69.99, tokens: 1000 },
];

type Asset = {
  kind: 'video' | 'gallery' | 'product';
  title: string;
  description: string;
  token: number;
  productType?: 'physical' | 'digital';
  stock?: number;
};
const ASSETS: Record<string, Asset[]> = {
  anna: [
    { kind: 'video', title: 'Salsa class, part 1', description: 'Learn the basic steps with me', token: 50 },
    { kind: 'video', title: 'Beach sunset dance', description: 'Miami evening, just us', token: 80 },
    { kind: 'gallery', title: 'Miami summer', description: '24 photos from the beach', token: 40 },
    { kind: 'product', title: 'Signed poster', description: 'A3 poster with my autograph', token: 120, productType: 'physical', stock: 10 },
    { kind: 'product', title: 'Dance playlist', description: 'My favourite salsa tracks (download)', token: 30, productType: 'digital' },
  ],
  bella: [
    { kind: 'video', title: 'Cosplay making-of', description: 'How I sewed my latest costume', token: 60 },
    { kind: 'gallery', title: 'Cosplay collection', description: 'Every costume of the year', token: 45 },
    { kind: 'product', title: 'Costume pattern', description: 'Printable sewing pattern', token: 35, productType: 'digital' },
  ],
  carmen: [
    { kind: 'video', title: 'Flamenco night', description: 'A full song with guitar', token: 70 },
    { kind: 'product', title: 'Castanets', description: 'Hand-painted castanets', token: 150, productType: 'physical', stock: 5 },
  ],
};

/** One sellable demo item in its own table (the content seed gives videos and galleries their files later). */
async function insertSeedAsset(tx: Queryable, id: string, performerId: string, asset: Asset) {
  if (asset.kind === 'product') {
    await tx.query(`INSERT INTO products (id, performer_id, name, description, token, type, stock) VALUES ($1, $2, $3, $4, $5, $6, $7)`, [
      id,
      performerId,
      asset.title,
      asset.description,
      asset.token,
      asset.productType ?? 'digital',
      asset.productType === 'physical' ? asset.stock : null,
    ]);
    return;
  }
  const [table, nameColumn] = asset.kind === 'video' ? ['videos', 'title'] : ['galleries', 'name'];
  await tx.query(`INSERT INTO ${table} (id, performer_id, ${nameColumn}, description, token, is_sale) VALUES ($1, $2, $3, $4, $5, true)`, [
    id,
    performerId,
    asset.title,
    asset.description,
    asset.token,
  ]);
}

const idOf = async (tx: Queryable, table: 'users' | 'performers', username: string) =>
  (await tx.query<{ id: string }>(`SELECT id FROM ${table} WHERE lower(username) = $1`, [username])).rows[0]?.id ?? null;

/**
 * Money demo data, once: token packages, sellable content, and a history for
 * `member` made of real ledger movements — two package purchases, tips and a video — ending at 500 tokens.
 * Any other account the demo seed gave a balance gets an opening-balance movement, so ledger and balances agree.
 */
export async function seedMoney(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    if ((await tx.query('SELECT 1 FROM token_packages LIMIT 1')).rows.length) return false;

    for (const [index, pkg] of TOKEN_PACKAGES.entries()) {
      await tx.query(`INSERT INTO token_packages (id, name, description, ordering, price, tokens) VALUES ($1, $2, $3, $4, $5, $6)`, [
        newId(),
        pkg.name,
        pkg.description,
        index + 1,
        pkg.price,
        pkg.tokens,
      ]);
    }
    const assetIds = new Map<string, string>();
    for (const [username, assets] of Object.entries(ASSETS)) {
      const performerId = await idOf(tx, 'performers', username);
      if (!performerId) continue;
      for (const asset of assets) {
        const id = newId();
        assetIds.set(`${username}:${asset.title}`, id);
        await insertSeedAsset(tx, id, performerId, asset);
      }
    }

    const memberId = await idOf(tx, 'users', 'member');
    const anna = await idOf(tx, 'performers', 'anna');
    const carmen = await idOf(tx, 'performers', 'carmen');
    const hasLedger = async (kind: string, id: string) =>
      (await tx.query('SELECT 1 FROM ledger_entries WHERE account_kind = $1 AND account_id = $2 LIMIT 1', [kind, id])).rows.length > 0;

    if (memberId && anna && carmen && !(await hasLedger('user', memberId))) {
      // Replace the bare starting number by a history the ledger can prove: +250 +500 -100 -50 -100 = 500.
      await tx.query('UPDATE users SET balance = 0 WHERE id = $1', [memberId]);
      const buy = async (pkg: (typeof TOKEN_PACKAGES)[number], daysAgo: number) => {
        const id = newId(new Date(Date.now() - daysAgo * DAY));
        const movement = await postMovement(tx, {
          type: 'token_purchase',
          reference: id,
          postings: [
            { account: GATEWAY, amount: -pkg.tokens },
            { account: { kind: 'user', id: memberId }, amount: pkg.tokens },
          ],
        });
        const products = [{ name: pkg.name, price: pkg.price, productType: 'token_package', productId: null, quantity: 1, tokens: pkg.tokens }];
        await tx.query(
          `INSERT INTO payment_transactions (id, payment_gateway, gateway_ref, buyer_id, products, total_price, tokens, status, movement_id, created_at)
           VALUES ($1, 'sandbox', $2, $3, $4::jsonb, $5, $6, 'success', $7, $8)`,
          [
            id,
            `sandbox_seed_${daysAgo}`,
            memberId,
            JSON.stringify(products),
            pkg.price,
            pkg.tokens,
            movement.movementId,
            new Date(Date.now() - daysAgo * DAY),
          ],
        );
      };
      await buy(TOKEN_PACKAGES[2], 20);
      await buy(TOKEN_PACKAGES[3], 12);
      const backdate = async (purchasedItemId: string, daysAgo: number) => {
        const at = new Date(Date.now() - daysAgo * DAY);
        await tx.query('UPDATE purchased_items SET created_at = $2 WHERE id = $1', [purchasedItemId, at]);
        await tx.query('UPDATE earnings SET created_at = $2 WHERE purchased_item_id = $1', [purchasedItemId, at]);
      };
      const tip = await executeSale(tx, {
        buyerId: memberId,
        performerId: anna,
        type: 'tip',
        target: 'performer',
        targetId: anna,
        name: 'Tip',
        unitPrice: 100,
      });
      await backdate(tip.item._id, 10);
      const videoId = assetIds.get('anna:Salsa class, part 1')!;
      const video = await executeSale(tx, {
        buyerId: memberId,
        performerId: anna,
        type: 'sale_video',
        target: 'video',
        targetId: videoId,
        name: 'Salsa class, part 1',
        unitPrice: 50,
        once: true,
      });
      await backdate(video.item._id, 6);
      const studioTip = await executeSale(tx, {
        buyerId: memberId,
        performerId: carmen,
        type: 'tip',
        target: 'performer',
        targetId: carmen,
        name: 'Tip',
        unitPrice: 100,
      });
      await backdate(studioTip.item._id, 3);
      await savePaymentInformation(tx, 'performer', anna, 'banking', {
        bankName: 'Ocean Bank',
        bankAcountNumber: 'US00 0000 1234 5678',
        bankSwiftCode: 'OCBKUS3M',
        bankCountry: 'US',
        withdrawCurrency: 'USD',
      });
    }

    // Whatever else the demo seed started with becomes an opening-balance movement from the gateway.
    for (const kind of ['user', 'performer', 'studio'] as WalletKind[]) {
      const table = { user: 'users', performer: 'performers', studio: 'studios' }[kind];
      const { rows } = await tx.query<{ id: string; balance: number }>(
        `SELECT a.id, a.balance - coalesce((SELECT sum(amount) FROM ledger_entries l WHERE l.account_kind = $1 AND l.account_id = a.id), 0)::int AS balance
         FROM ${table} a`,
        [kind],
      );
      for (const row of rows.filter((r) => r.balance > 0)) {
        // the stored number already includes it: lower it first, then credit it back through the ledger
        await tx.query(`UPDATE ${table} SET balance = balance - $2 WHERE id = $1`, [row.id, row.balance]);
        await postMovement(tx, {
          type: 'opening_balance',
          postings: [
            { account: GATEWAY, amount: -row.balance },
            { account: { kind, id: row.id }, amount: row.balance },
          ],
        });
      }
    }
    return true;
  });
}
