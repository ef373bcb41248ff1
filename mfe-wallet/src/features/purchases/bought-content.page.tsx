import { useCallback } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { formatDate, PlatformLink, usePagedQuery } from '@platform/shared';
import { tokens, valueLabel } from '../../common/money';
import { PagedTable } from '../../common/paged-list.component';
import { RoleWalletPage } from '../../common/wallet-page.component';
import { PurchasesNav } from './purchases-nav.component';
import { BOUGHT_KINDS, BOUGHT_PAGE_SIZE, listBought, type BoughtKind } from './purchases.resource';
import { useTexts } from '../../i18n';

/** /account/purchases/videos|galleries|products. */
export function BoughtContentPage() {
  const { t } = useTexts();
  const { kind } = useParams();
  if (!BOUGHT_KINDS.includes(kind as BoughtKind)) return <Navigate to="/account/purchases" replace />;
  const k = kind as BoughtKind;
  return (
    <RoleWalletPage section="purchases" title={t(`bought.${k}.title`)} roles={['user']}>
      <PurchasesNav />
      <BoughtList key={k} kind={k} />
    </RoleWalletPage>
  );
}

interface Row {
  _id: string;
  title: string;
  detail: string;
  price: number;
  createdAt: string;
  href: string;
}

function BoughtList({ kind }: { kind: BoughtKind }) {
  const { t } = useTexts();
  const fetchPage = useCallback(
    async (offset: number, limit: number) => {
      const page = await listBought(kind, offset, limit);
      const rows: Row[] = page.data.map((item) => ({
        _id: item._id,
        title: 'title' in item ? item.title : item.name,
        detail: 'type' in item ? (item.type ?? '') : '',
        price: item.token,
        createdAt: item.createdAt,
        href: `/${kind}/${item._id}`,
      }));
      return { data: rows, total: page.total };
    },
    [kind],
  );
  const list = usePagedQuery<Row>(['wallet', 'bought', kind], fetchPage, BOUGHT_PAGE_SIZE);
  return (
    <PagedTable
      list={list}
      summary={(shown, total) => t(`bought.${kind}.showing`, { shown, total })}
      emptyTitle={t(`bought.${kind}.empty`)}
      table={t(`bought.${kind}.title`)}
      head={[
        ...(kind === 'products' ? ['name', 'kind'] : ['title']).map((h) => t(`bought.head.${h}`)),
        t('bought.head.price'),
        t('bought.head.published'),
        '',
      ]}
      cells={(r) => [
        r.title,
        ...(kind === 'products' ? [valueLabel('productKind', r.detail)] : []),
        tokens(r.price),
        formatDate(r.createdAt),
        <PlatformLink key="open" to={r.href} aria-label={t('bought.openLabel', { title: r.title })}>
          {t('bought.open')}
        </PlatformLink>,
      ]}
    />
  );
}
