import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { contentKeys } from '../content/content.keys';
import { findProduct, searchProducts, type ProductSearchParams } from './products.resource';

export const productKeys = {
  all: () => [...contentKeys.all, 'products'] as const,
  lists: () => [...productKeys.all(), 'list'] as const,
  list: (params: ProductSearchParams) => [...productKeys.lists(), params] as const,
  one: (id: string) => [...productKeys.all(), 'one', id] as const,
};

export const productListQuery = (params: ProductSearchParams) =>
  queryOptions({ queryKey: productKeys.list(params), queryFn: () => searchProducts(params), placeholderData: keepPreviousData });

/** Stock and `isBought` change with every sale: the page asks again each time it opens. */
export const productQuery = (id: string) => queryOptions({ queryKey: productKeys.one(id), queryFn: () => findProduct(id), staleTime: 0 });
