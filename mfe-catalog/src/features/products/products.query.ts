import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { kindKeys } from '../content/content.keys';
import { findProduct, searchProducts, type ProductSearchParams } from './products.resource';

export const productKeys = kindKeys<ProductSearchParams>('products');

export const productListQuery = (params: ProductSearchParams) =>
  queryOptions({ queryKey: productKeys.list(params), queryFn: () => searchProducts(params), placeholderData: keepPreviousData });

/** Stock and `isBought` change with every sale: the page asks again each time it opens. */
export const productQuery = (id: string) => queryOptions({ queryKey: productKeys.one(id), queryFn: () => findProduct(id), staleTime: 0 });
