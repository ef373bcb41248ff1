import { Link } from 'react-router-dom';
import type { Product } from '@platform/shared/contract';
import { translate } from '@platform/shared';
import { CardLink, ownerAndPrice, Thumb } from '../content/content-ui';
import { useTexts } from '../../i18n';

/** A product's page. */
export const productPath = (product: Pick<Product, '_id'>) => `/products/${encodeURIComponent(product._id)}`;

/** The price line of a product: bought, free or its price in tokens (current language: callers use useTexts). */
export function productPrice(product: Pick<Product, 'token' | 'isBought' | 'type'>): string {
  if (product.isBought && product.type === 'digital') return translate('catalog:price.bought');
  return product.token > 0 ? translate('shared:tokens', { count: product.token }) : translate('catalog:price.free');
}

/** What is left of a physical product ("3 in stock", "Out of stock"); nothing for a digital one. */
export function stockLabel(product: Pick<Product, 'type' | 'stock'>): string | null {
  if (product.type !== 'physical' || product.stock === null) return null;
  return product.stock > 0 ? translate('catalog:products.inStock', { stock: product.stock }) : translate('catalog:products.outOfStock');
}

/** A product in a list: picture, name, price, type and (physical) stock; opens /products/:id. */
export function ProductCard({ product }: { product: Product }) {
  const { t } = useTexts();
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
        <p>{ownerAndPrice(product.performer, productPrice(product))}</p>
        <p>
          {t(`products.types.${product.type}`)}
          {stock ? ` · ${stock}` : ''}
        </p>
      </CardLink>
    </li>
  );
}

/** One ProductCard of a list or rail. */
export const productCard = (product: Product) => <ProductCard key={product._id} product={product} />;
