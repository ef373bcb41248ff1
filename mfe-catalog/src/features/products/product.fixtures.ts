import type { Product } from '@platform/shared/contract';
import { anna, makeProduct as makeAnyProduct } from '../content/content.fixtures';

/** Anna's id as the API writes ids (24 hex digits), so a product link's `?performer=` is used. */
export const ANNA_ID = '0123456789abcdef01234567';

/** Test data shaped like GET /user/performer-assets/products/search items: Anna's, with her joined. */
export const makeProduct = (overrides: Partial<Product> & { _id: string }): Product =>
  makeAnyProduct({ performerId: ANNA_ID, performer: { ...anna, _id: ANNA_ID }, ...overrides });
