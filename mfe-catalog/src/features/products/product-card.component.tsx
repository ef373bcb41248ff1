import { Link } from 'react-router-dom';
import type { Product } from '@platform/shared/contract';
import { CardLink, Thumb } from '../content/content-ui';

export const TYPE_LABEL: Record<Product['type'], string> = { digital: 'Digital', physical: 'Physical' };

/** A product's page. */
export const productPath = (product: Pick<Product, '_id'>) => `/products/${encodeURIComponent(product._id)}`;

/** The price line of a product: bought, free or its price in tokens. */
export function productPrice(product: Pick<Product, 'token' | 'isBought' | 'type'>): string {
  if (product.isBought && product.type === 'digital') return 'Bought';
  return product.token > 0 ? `${product.token} tokens` : 'Free';
}

/** What is left of a physical product ("3 in stock", "Out of stock"); nothing for a digital one. */
export function stockLabel(product: Pick<Product, 'type' | 'stock'>): string | null {
  if (product.type !== 'physical' || product.stock === null) return null;
  return product.stock > 0 ? `${product.stock} in stock` : 'Out of stock';
}

/** A product in a list: picture, name, price, type and (physical) stock; opens /products/:id. */
export function ProductCard({ product }: { product: Product }) {
  const stock = stockLabel(product);
  return (
    <li>
      <CardLink>
        <Link to={productPath(product)} tabIndex={-1} aria-hidden="true">
          <Thumb src={product.image} alt="" />
        </Link>
        <h3>
          <Link to={productPath(product)}>{product.name}</Link>
        </h3>
        <p>
          {product.performer ? `${product.performer.name || product.performer.username} · ` : ''}
          {productPrice(product)}
        </p>
        <p>
          {TYPE_LABEL[product.type]}
          {stock ? ` · ${stock}` : ''}
        </p>
      </CardLink>
    </li>
  );
}
