import { useCallback } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { formatDate, PlatformLink, usePagedList } from '@platform/shared';
import { humanize, tokens } from '../../common/money';
import { PagedTable } from '../../common/paged-list.component';
import { RoleGate } from '../../common/role-gate.component';
import { WalletPage } from '../../common/wallet-page.component';
import { PurchasesNav } from './purchases-nav.component';
import { BOUGHT_KINDS, BOUGHT_PAGE_SIZE, listBought, type BoughtKind } from './purchases.resource';

const TITLES: Record<BoughtKind, string> = { videos: 'Purchased videos', galleries: 'Purchased galleries', products: 'Purchased products' };

/** /account/purchases/videos|galleries|products. */
export function BoughtContentPage() {
  const { kind } = useParams();
  if (!BOUGHT_KINDS.includes(kind as BoughtKind)) return <Navigate to="/account/purchases" replace />;
  const k = kind as BoughtKind;
  return (
    <WalletPage title={TITLES[k]}>
      <RoleGate roles={['user']} what="The purchase history">
        <PurchasesNav />
        <BoughtList key={k} kind={k} />
      </RoleGate>
    </WalletPage>
  );
}

interface Row {
  id: string;
  title: string;
  detail: string;
  price: number;
  createdAt: string;
  href: string;
}

function BoughtList({ kind }: { kind: BoughtKind }) {
  const fetchPage = useCallback(
    async (offset: number, limit: number) => {
      const page = await listBought(kind, offset, limit);
      const rows: Row[] = page.data.map((item) => ({
        id: item._id,
        title: 'title' in item ? item.title : item.name,
        detail: 'type' in item ? humanize(item.type ?? '') : '',
        price: item.token,
        createdAt: item.createdAt,
        href: `/${kind}/${item._id}`,
      }));
      return { data: rows, total: page.total };
    },
    [kind],
  );
  const list = usePagedList<Row>(fetchPage, BOUGHT_PAGE_SIZE, [kind]);
  const noun = kind === 'videos' ? 'videos' : kind === 'galleries' ? 'galleries' : 'products';
  return (
    <PagedTable
      list={list}
      label={noun}
      emptyTitle={`No ${noun} bought yet`}
      table={TITLES[kind]}
      head={kind === 'products' ? ['Name', 'Kind', 'Price', 'Published', ''] : ['Title', 'Price', 'Published', '']}
      row={(r) => ({
        key: r.id,
        cells: [
          r.title,
          ...(kind === 'products' ? [r.detail] : []),
          tokens(r.price),
          formatDate(r.createdAt),
          <PlatformLink key="open" to={r.href} aria-label={`Open ${r.title}`}>
            Open
          </PlatformLink>,
        ],
      })}
    />
  );
}
