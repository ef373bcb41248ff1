import { Button, Page, PageTitle } from '@platform/shared';
import { useQuery } from '@tanstack/react-query';
import type { ProductType } from '@platform/shared/contract';
import { Muted } from '../content/content-ui';
import { PagedResults } from '../content/paged-results.component';
import { Choice, SearchFilterBar, SortChoice } from '../content/filter-bar.component';
import { useTexts } from '../../i18n';
import { oneOf, TEXT_FILTER, useUrlFilters, type UrlFilterSpec } from '../content/use-url-filters';
import { ProductCard } from './product-card.component';
import { productListQuery } from './products.query';
import { DEFAULT_PRODUCT_SORT, isObjectId, PRODUCT_SORTS, PRODUCT_TYPES, productSearchParams, type ProductFilters } from './products.resource';

export const PRODUCTS_PAGE_SIZE = 12;

/** ?q=&type=&performer=&sort=&page=, so a refresh, Back and shared links keep the filters. */
const FILTERS_IN_ADDRESS: UrlFilterSpec<ProductFilters> = {
  q: TEXT_FILTER,
  type: { initial: '', accepts: oneOf(PRODUCT_TYPES) },
  performerId: { initial: '', param: 'performer', accepts: isObjectId },
  sort: { initial: DEFAULT_PRODUCT_SORT },
};

/** /products: every active product with text, type, performer and order filters, 12 a page. */
export function ProductsPage() {
  const { t } = useTexts();
  const { filters, page, apply, addressKey } = useUrlFilters(FILTERS_IN_ADDRESS);
  const query = useQuery(productListQuery(productSearchParams(filters, page, PRODUCTS_PAGE_SIZE)));

  const owner = filters.performerId ? query.data?.data.find((p) => p.performerId === filters.performerId)?.performer : null;

  return (
    <Page>
      <PageTitle>{t('products.title')}</PageTitle>
      <SearchFilterBar key={addressKey} searchLabel={t('products.search')} value={filters} onChange={apply}>
        {(change) => (
          <>
            <Choice
              label={t('filters.type')}
              all={t('videos.allTypes')}
              options={PRODUCT_TYPES.map((type) => ({ value: type, label: t(`products.types.${type}`) }))}
              value={filters.type}
              onChange={(type) => change({ type: type as ProductType | '' })}
            />
            <SortChoice options={PRODUCT_SORTS} value={filters.sort} onChange={(sort) => change({ sort })} />
          </>
        )}
      </SearchFilterBar>
      {filters.performerId && (
        <Muted>
          {owner ? t('products.of', { name: owner.name || owner.username }) : t('products.ofOne')}{' '}
          <Button size="sm" onClick={() => apply({ performerId: '' })}>
            {t('products.showAll')}
          </Button>
        </Muted>
      )}
      <PagedResults
        query={query}
        label={t('products.title')}
        countKey="products.count"
        empty={{ title: t('products.none'), description: t('filters.tryOther') }}
        page={page}
        pageSize={PRODUCTS_PAGE_SIZE}
        onPage={(p) => apply({}, p)}
        card={(product) => <ProductCard key={product._id} product={product} />}
      />
    </Page>
  );
}
