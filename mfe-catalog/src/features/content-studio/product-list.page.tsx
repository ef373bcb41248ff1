import { useQuery } from '@tanstack/react-query';
import { OwnList, useListPage } from './own-list.component';
import { useTexts } from '../../i18n';
import { ownProductsQuery } from './studio.query';
import { ownListParams } from './studio.resource';
import { ItemCard, priceText, STUDIO_PAGE_SIZE, STUDIO_PATH } from './studio-ui';

/** /account/content/products: her products in any status, newest first. */
export function ProductListPage() {
  const { t } = useTexts();
  const { page, setPage } = useListPage();
  const query = useQuery(ownProductsQuery(ownListParams(page, STUDIO_PAGE_SIZE)));
  return (
    <OwnList
      kind="products"
      createTo={`${STUDIO_PATH}/products/new`}
      createLabel={t('studio.lists.products.create')}
      emptyText={t('studio.lists.products.emptyText')}
      query={query}
      page={page}
      onPage={setPage}
      card={(product) => (
        <ItemCard
          key={product._id}
          kind="products"
          id={product._id}
          title={product.name}
          image={product.image}
          status={product.status}
          price={priceText(product.token)}
          extra={
            product.type === 'physical'
              ? `${t('products.types.physical')} · ${t('products.inStock', { stock: product.stock ?? 0 })}`
              : t('products.types.digital')
          }
          editTo={`${STUDIO_PATH}/products/${product._id}/edit`}
        />
      )}
    />
  );
}
