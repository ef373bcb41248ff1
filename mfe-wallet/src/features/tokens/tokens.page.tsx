import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { bus, EmptyState, Grid, LoadingState, QueryError, useBusState } from '@platform/shared';
import { tokens } from '../../common/money';
import { RoleWalletPage } from '../../common/wallet-page.component';
import { PurchaseConfirm } from './purchase-confirm.component';
import { TokenPackageCard } from './token-package.component';
import { listTokenPackages } from './tokens.resource';
import { usePurchase } from './use-purchase';
import { useTexts } from '../../i18n';

export function TokensPage() {
  return (
    <RoleWalletPage section="tokens" roles={['user']}>
      <Balance />
      <Shop />
    </RoleWalletPage>
  );
}

/** bus.balance replays the figure the shell loaded and follows every change (also from other tabs). */
function Balance() {
  const { t } = useTexts();
  const balance = useBusState(bus.balance);
  return (
    <BalanceLine>
      {t('tokens.balance')} <strong>{balance === null ? '—' : tokens(balance)}</strong>
    </BalanceLine>
  );
}

function Shop() {
  const { t } = useTexts();
  const packages = useQuery({ queryKey: ['wallet', 'token-packages'], queryFn: listTokenPackages });
  const purchase = usePurchase();
  const { state } = purchase;

  if (packages.isPending) return <LoadingState />;
  if (packages.isError) return <QueryError query={packages} />;
  if (packages.data.missing) {
    return <EmptyState title={t('tokens.missing.title')} description={t('tokens.missing.description')} />;
  }
  const active = packages.data.packages.filter((p) => p.isActive !== false);
  if (active.length === 0) return <EmptyState title={t('tokens.empty')} />;
  return (
    <>
      {(state.step === 'confirm' || state.step === 'redirecting') && (
        <PurchaseConfirm
          pkg={state.pkg}
          paying={state.step === 'redirecting' || state.paying}
          error={state.step === 'confirm' ? state.error : null}
          onConfirm={() => void purchase.confirm()}
          onCancel={purchase.cancel}
        />
      )}
      <PackageList as="ul" $min={200} aria-label={t('tokens.packages')}>
        {active.map((p) => (
          <TokenPackageCard
            key={p._id}
            pkg={p}
            onBuy={purchase.choose}
            disabled={(state.step === 'confirm' && state.paying) || state.step === 'redirecting'}
          />
        ))}
      </PackageList>
    </>
  );
}

const PackageList = styled(Grid)`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const BalanceLine = styled.p`
  margin: 0 0 16px;
  font-size: 16px;
`;
