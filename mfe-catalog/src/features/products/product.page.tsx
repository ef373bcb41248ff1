import { useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bus, Button, getServerMessage, Page, PlatformLink, TextField, useBusState } from '@platform/shared';
import type { Paged, Product, PurchaseProductRequest } from '@platform/shared/contract';
import { LongText, pictureBox } from '../content/content-ui';
import { ItemPage } from '../content/item-page.component';
import { BuyPanel } from '../purchase/buy-panel.component';
import { openSignedUrl } from './open-url';
import { productPrice, stockLabel } from './product-card.component';
import { ItemHead } from '../content/item-head.component';
import { useTexts } from '../../i18n';
import { productKeys, productQuery } from './products.query';
import { getDownloadLink } from './products.resource';

/**
 * /products/:id: picture, description, owner, price and stock. A member buys with the confirm step (a physical product
 * also asks for the delivery address); a digital product she bought (or a free one) offers Download, which asks
 * for a short-lived signed link and opens it; a physical one says the order was placed.
 */
export function ProductPage() {
  const { t } = useTexts();
  const { id = '' } = useParams();
  const client = useQueryClient();
  const query = useQuery({
    ...productQuery(id),
    // Opened from a list: show what the list already has while the page asks again.
    placeholderData: () =>
      client
        .getQueriesData<Paged<Product>>({ queryKey: productKeys.lists() })
        .flatMap(([, page]) => page?.data ?? [])
        .find((p) => p._id === id),
  });

  return (
    <ItemPage query={query} notFound={{ title: t('products.notFound'), to: '/products', label: t('products.all') }}>
      {(product) => <ProductView key={product._id} product={product} />}
    </ItemPage>
  );
}

function ProductView({ product }: { product: Product }) {
  const { t } = useTexts();
  const client = useQueryClient();
  const [ordered, setOrdered] = useState(false);
  const [justBought, setJustBought] = useState(false);
  const stock = stockLabel(product);
  const physical = product.type === 'physical';
  const forSale = product.token > 0;
  const inStock = !physical || product.stock === null || product.stock > 0;

  const bought = () => {
    if (physical) setOrdered(true);
    else setJustBought(true);
    void client.invalidateQueries({ queryKey: productKeys.all() });
  };

  return (
    <Page>
      <ItemHead list="products" title={product.name} report={{ targetType: 'product', targetId: product._id }} performer={product.performer}>
        {t(`products.typeProduct.${product.type}`)} · {productPrice(product)}
        {stock ? ` · ${stock}` : ''}
      </ItemHead>
      <Layout>
        <Picture>{product.image ? <img src={product.image} alt={product.name} /> : <span aria-hidden="true" />}</Picture>
        <div>
          {product.description && <Description>{product.description}</Description>}
          {physical ? (
            <>
              {ordered && (
                <Notice role="status">
                  {t('products.ordered')} <PlatformLink to="/account/orders">{t('products.seeOrders')}</PlatformLink>
                </Notice>
              )}
              {!ordered && product.isBought && (
                <Notice>
                  {t('products.orderedBefore')} <PlatformLink to="/account/orders">{t('products.seeOrders')}</PlatformLink>
                </Notice>
              )}
              {!forSale && <p>{t('products.notForSale')}</p>}
              {forSale && !inStock && <p>{t('products.outOfStockSentence')}</p>}
              {forSale && inStock && <PhysicalBuy product={product} onBought={bought} />}
            </>
          ) : product.isBought || justBought || !forSale ? (
            <>
              {(product.isBought || justBought) && <Notice>{t('products.boughtNotice')}</Notice>}
              <DownloadButton product={product} />
            </>
          ) : (
            <BuyPanel kind="product" id={product._id} title={product.name} price={product.token} onBought={bought} />
          )}
        </div>
      </Layout>
    </Page>
  );
}

/** Buy with the delivery address and postal code, both checked before the confirm step sends anything. */
function PhysicalBuy({ product, onBought }: { product: Product; onBought: () => void }) {
  const { t } = useTexts();
  const [address, setAddress] = useState('');
  const [postalCode, setPostalCode] = useState('');
  // the keys of the messages, so that they follow a language switch
  const [errors, setErrors] = useState<{ address?: string; postalCode?: string }>({});
  const body = (): PurchaseProductRequest | null => {
    const next = {
      address: address.trim() ? undefined : 'products.enterAddress',
      postalCode: postalCode.trim() ? undefined : 'products.enterPostalCode',
    };
    setErrors(next);
    if (next.address || next.postalCode) return null;
    return { quantity: 1, deliveryAddress: address.trim(), postalCode: postalCode.trim() };
  };
  const field = (name: 'address' | 'postalCode', value: string, setValue: (value: string) => void, maxLength: number) => {
    const error = errors[name];
    return (
      <TextField
        label={t(`products.${name}`)}
        value={value}
        maxLength={maxLength}
        error={error && t(error)}
        onChange={(e) => setValue(e.target.value)}
      />
    );
  };
  const form = (
    <>
      {field('address', address, setAddress, 500)}
      {field('postalCode', postalCode, setPostalCode, 20)}
    </>
  );
  return <BuyPanel kind="product" id={product._id} title={product.name} price={product.token} onBought={onBought} details={{ form, body }} />;
}

/** Asks for a fresh signed link at each click (it expires within minutes) and opens it. */
function DownloadButton({ product }: { product: Product }) {
  const { t } = useTexts();
  const auth = useBusState(bus.auth);
  const download = useMutation({
    mutationFn: () => getDownloadLink(product._id),
    onSuccess: (link) => openSignedUrl(link.downloadLink),
  });
  if (auth.status !== 'signed-in') {
    return (
      <p>
        <PlatformLink to="/auth/login/user">{t('products.signInToDownload')}</PlatformLink>
      </p>
    );
  }
  return (
    <DownloadBox>
      <Button variant="primary" busy={download.isPending} onClick={() => download.mutate()}>
        {t('products.download')}
      </Button>
      {download.isError && <p role="alert">{getServerMessage(download.error)}</p>}
    </DownloadBox>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  @media (min-width: 720px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  }
`;

const Picture = styled.div`
  width: 100%;
  aspect-ratio: 1;
  ${pictureBox}
`;

const Description = styled(LongText)`
  margin-top: 0;
`;

const Notice = styled.p`
  margin: 12px 0;
`;

const DownloadBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 8px;
  margin: 12px 0;
  [role='alert'] {
    margin: 0;
    color: ${({ theme }) => theme.colors.error};
  }
`;
