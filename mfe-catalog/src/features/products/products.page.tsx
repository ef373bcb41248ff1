import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Button, Page, PageTitle } from '@platform/shared';
import type { ProductType } from '@platform/shared/contract';
import { FilterBar, Muted, pageFrom } from '../content/content-ui';
import { PagedResults } from '../content/paged-results.component';
import { ProductCard, TYPE_LABEL } from './product-card.component';
import { productListQuery } from './products.query';
import { DEFAULT_PRODUCT_SORT, isObjectId, PRODUCT_SORTS, PRODUCT_TYPES, productSearchParams, type ProductFilters } from './products.resource';

export const PRODUCTS_PAGE_SIZE = 12;

/** Filters live in the address (?q=&type=&performer=&sort=&page=), so a refresh, Back and shared links keep them. */
function filtersFrom(search: URLSearchParams): ProductFilters {
  const type = search.get('type') ?? '';
  const performer = search.get('performer');
  return {
    q: search.get('q') ?? '',
    type: (PRODUCT_TYPES as readonly string[]).includes(type) ? (type as ProductType) : '',
    performerId: isObjectId(performer) ? performer : '',
    sort: search.get('sort') ?? DEFAULT_PRODUCT_SORT,
  };
}

/** /products: every active product with text, type, performer and order filters, 12 a page. */
export function ProductsPage() {
  const [search, setSearch] = useSearchParams();
  const filters = filtersFrom(search);
  const page = pageFrom(search.get('page'));
  const query = useQuery(productListQuery(productSearchParams(filters, page, PRODUCTS_PAGE_SIZE)));

  const apply = (next: Partial<ProductFilters>, nextPage = 1) => {
    const merged = { ...filters, ...next };
    const params = new URLSearchParams();
    if (merged.q.trim()) params.set('q', merged.q.trim());
    if (merged.type) params.set('type', merged.type);
    if (merged.performerId) params.set('performer', merged.performerId);
    if (merged.sort !== DEFAULT_PRODUCT_SORT) params.set('sort', merged.sort);
    if (nextPage > 1) params.set('page', String(nextPage));
    setSearch(params);
  };

  const owner = filters.performerId ? query.data?.data.find((p) => p.performerId === filters.performerId)?.performer : null;

  return (
    <Page>
      <PageTitle>Products</PageTitle>
      <ProductFilterBar key={search.toString()} value={filters} onChange={apply} />
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

function ProductFilterBar({ value, onChange }: { value: ProductFilters; onChange: (next: Partial<ProductFilters>) => void }) {
  const [q, setQ] = useState(value.q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q });
  };
  return (
    <FilterBar role="search" onSubmit={submit}>
      <input type="search" aria-label="Search products" placeholder="Search products" value={q} onChange={(e) => setQ(e.target.value)} />
      <button type="submit">Search</button>
      <select aria-label="Type" value={value.type} onChange={(e) => onChange({ q, type: e.target.value as ProductType | '' })}>
        <option value="">All types</option>
        {PRODUCT_TYPES.map((t) => (
          <option key={t} value={t}>
            {TYPE_LABEL[t]}
          </option>
        ))}
      </select>
      <select aria-label="Sort by" value={value.sort} onChange={(e) => onChange({ q, sort: e.target.value })}>
        {PRODUCT_SORTS.map((s) => (
          <option key={s.value} value={s.value}>
            {s.label}
          </option>
        ))}
      </select>
    </FilterBar>
  );
}
