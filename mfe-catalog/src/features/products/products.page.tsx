import { Button, Page, PageTitle } from '@platform/shared';
import { useQuery } from '@tanstack/react-query';
import type { ProductType } from '@platform/shared/contract';
import { Muted } from '../content/content-ui';
import { PagedResults } from '../content/paged-results.component';
import { Choice, SearchFilterBar } from '../content/filter-bar.component';
import { oneOf, TEXT_FILTER, useUrlFilters, type UrlFilterSpec } from '../content/use-url-filters';
import { ProductCard, TYPE_LABEL } from './product-card.component';
import { productListQuery } from './products.query';
import { DEFAULT_PRODUCT_SORT, isObjectId, PRODUCT_SORTS, PRODUCT_TYPES, productSearchParams, type ProductFilters } from './products.resource';

export const PRODUCTS_PAGE_SIZE = 12;

const TYPE_OPTIONS = PRODUCT_TYPES.map((t) => ({ value: t, label: TYPE_LABEL[t] }));

/** ?q=&type=&performer=&sort=&page=, so a refresh, Back and shared links keep the filters. */
const FILTERS_IN_ADDRESS: UrlFilterSpec<ProductFilters> = {
  q: TEXT_FILTER,
  type: { initial: '', accepts: oneOf(PRODUCT_TYPES) },
  performerId: { initial: '', param: 'performer', accepts: isObjectId },
  sort: { initial: DEFAULT_PRODUCT_SORT },
};

/** /products: every active product with text, type, performer and order filters, 12 a page. */
export function ProductsPage() {
  const { filters, page, apply, addressKey } = useUrlFilters(FILTERS_IN_ADDRESS);
  const query = useQuery(productListQuery(productSearchParams(filters, page, PRODUCTS_PAGE_SIZE)));

  const owner = filters.performerId ? query.data?.data.find((p) => p.performerId === filters.performerId)?.performer : null;

  return (
    <Page>
      <PageTitle>Products</PageTitle>
      <SearchFilterBar key={addressKey} noun="products" value={filters} onChange={apply}>
        {(change) => (
          <>
            <Choice
              label="Type"
              all="All types"
              options={TYPE_OPTIONS}
              value={filters.type}
              onChange={(type) => change({ type: type as ProductType | '' })}
            />
            <Choice label="Sort by" options={PRODUCT_SORTS} value={filters.sort} onChange={(sort) => change({ sort })} />
          </>
        )}
      </SearchFilterBar>
      {filters.performerId && (
        <Muted>
          Products of {owner ? owner.name || owner.username : 'one performer'}{' '}
          <Button size="sm" onClick={() => apply({ performerId: '' })}>
            Show all performers
          </Button>
        </Muted>
      )}
      <PagedResults
        query={query}
        label="Products"
        nouns={['product', 'products']}
        empty={{ title: 'No products found', description: 'Try other filters.' }}
        page={page}
        pageSize={PRODUCTS_PAGE_SIZE}
        onPage={(p) => apply({}, p)}
        card={(product) => <ProductCard key={product._id} product={product} />}
      />
    </Page>
  );
}
