import { Button } from '@platform/shared';
import { catalogueList, CatalogueListPage } from '../../common/catalogue-list.page';
import type { Product } from '@platform/shared/contract';
import { Muted } from '../content/content-ui';
import { SortChoice, TypeChoice } from '../content/filter-bar.component';
import { useTexts } from '../../i18n';
import { oneOf, TEXT_FILTER, type UrlFilterSpec } from '../content/use-url-filters';
import { productCard } from './product-card.component';
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

const PRODUCT_LIST = catalogueList('products', FILTERS_IN_ADDRESS, PRODUCTS_PAGE_SIZE, productSearchParams, productListQuery);

/** /products: every active product with text, type, performer and order filters, 12 a page. */
export const ProductsPage = () => (
  <CatalogueListPage
    list={PRODUCT_LIST}
    Choices={ProductChoices}
    notice={(filters, products, apply) => filters.performerId && <OwnerNotice performerId={filters.performerId} products={products} apply={apply} />}
    card={productCard}
  />
);

function ProductChoices({ value, change }: { value: ProductFilters; change: (next: Partial<ProductFilters>) => void }) {
  return (
    <>
      <TypeChoice types={PRODUCT_TYPES} typeKey={(type) => `products.types.${type}`} value={value.type} onChange={(type) => change({ type })} />
      <SortChoice options={PRODUCT_SORTS} value={value.sort} onChange={(sort) => change({ sort })} />
    </>
  );
}

/** ?performer= narrows the list to one performer's products: whose (once a product tells), and the way back to all. */
function OwnerNotice({
  performerId,
  products,
  apply,
}: {
  performerId: string;
  products: Product[] | undefined;
  apply: (next: Partial<ProductFilters>) => void;
}) {
  const { t } = useTexts();
  const owner = products?.find((p) => p.performerId === performerId)?.performer;
  return (
    <Muted>
      {owner ? t('products.of', { name: owner.name || owner.username }) : t('products.ofOne')}{' '}
      <Button size="sm" onClick={() => apply({ performerId: '' })}>
        {t('products.showAll')}
      </Button>
    </Muted>
  );
}
