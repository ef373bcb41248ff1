import styled from 'styled-components';
import { bus, Card, EmptyState, ErrorState, getServerMessage, Grid, LoadingState, PageTitle, useBusState, Page, RequireRole, useAsync } from '@platform/shared';
import { listTokenPackages, type TokenPackage } from './tokens.resource';

export function TokensPage() {
  return (
    <Page>
      <PageTitle>Buy tokens</PageTitle>
      <RequireRole role="user" what="Buying tokens">
        <Balance />
        <Packages />
      </RequireRole>
    </Page>
  );
}

/** bus.balance replays the figure the shell loaded and follows every change (also from other tabs). */
function Balance() {
  const balance = useBusState(bus.balance);
  return (
    <BalanceLine>
      Your balance: <strong>{balance === null ? '—' : `${balance} tokens`}</strong>
    </BalanceLine>
  );
}

function Packages() {
  const packages = useAsync(listTokenPackages, []);
  if (packages.status === 'loading') return <LoadingState />;
  if (packages.status === 'error') {
    return <ErrorState message={getServerMessage(packages.error)} onRetry={packages.reload} />;
  }
  if (packages.data.missing) {
    return (
      <EmptyState
        title="Token packages are not available yet"
        description="This server does not sell token packages yet. Please check back later."
      />
    );
  }
  const active = packages.data.packages.filter((p) => p.isActive !== false);
  if (active.length === 0) return <EmptyState title="No token packages yet" />;
  return (
    <PackageList as="ul" $min={200} aria-label="Token packages">
      {active.map((p) => (
        <PackageCard key={p._id} pkg={p} />
      ))}
    </PackageList>
  );
}

function PackageCard({ pkg }: { pkg: TokenPackage }) {
  return (
    <Card as="li" aria-label={pkg.name}>
      <h3>{pkg.name}</h3>
      <Tokens>{pkg.tokens} tokens</Tokens>
      <p>Price: {pkg.price.toFixed(2)}</p>
      {pkg.description && <p>{pkg.description}</p>}
    </Card>
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

const Tokens = styled.p`
  margin: 0;
  font-size: 22px;
  font-weight: 700;
  color: #ff0066;
`;
