import type { Product } from '@platform/shared/contract';
import { anna } from '../content/content.fixtures';

/** Anna's id as the API writes ids (24 hex digits), so a product link's `?performer=` is used. */
export const ANNA_ID = '0123456789abcdef01234567';

/** Test data shaped like GET /user/performer-assets/products/search items. */
export function makeProduct(overrides: Partial<Product> & { _id: string }): Product {
  return {
    performerId: ANNA_ID,
    name: `Product ${overrides._id}`,
    description: '',
    type: 'digital',
    image: `/uploads/products/images/${overrides._id}.webp`,
    token: 0,
    stock: null,
    publish: true,
    isBought: false,
    status: 'active',
    performer: { ...anna, _id: ANNA_ID },
    createdAt: '2025-01-01T10:00:00.000Z',
    updatedAt: '2025-01-01T10:00:00.000Z',
    ...overrides,
  };
}
