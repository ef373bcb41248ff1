import { useQuery } from '@tanstack/react-query';
import { OwnList, useListPage } from './own-list.component';
import { ownProductsQuery } from './studio.query';
import { ownListParams } from './studio.resource';
import { ItemCard, priceText, STUDIO_PAGE_SIZE, STUDIO_PATH } from './studio-ui';

/** /account/content/products: her products in any status, newest first. */
export function ProductListPage() {
  const { page, setPage } = useListPage();
  const query = useQuery(ownProductsQuery(ownListParams(page, STUDIO_PAGE_SIZE)));
  return (
    <OwnList
      title="Products"
      nouns={['product', 'products']}
      createTo={`${STUDIO_PATH}/products/new`}
      createLabel="New product"
      emptyText="Sell a digital file or a physical item."
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
          extra={product.type === 'physical' ? `Physical · ${product.stock ?? 0} in stock` : 'Digital'}
          editTo={`${STUDIO_PATH}/products/${product._id}/edit`}
        />
      )}
    />
  );
}
