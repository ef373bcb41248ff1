import styled from 'styled-components';
import { Card, EmptyState, ErrorState, getServerMessage, Grid, LoadingState, PageTitle, Page, RequireRole, useAsync } from '@platform/shared';
import { getPerformerEarningStats } from './earnings.resource';

export function EarningsPage() {
  return (
    <Page>
      <PageTitle>Earnings</PageTitle>
      <RequireRole role="performer" what="Viewing earnings">
        <Figures />
      </RequireRole>
    </Page>
  );
}

function Figures() {
  const stats = useAsync(getPerformerEarningStats, []);
  if (stats.status === 'loading') return <LoadingState />;
  if (stats.status === 'error') return <ErrorState message={getServerMessage(stats.error)} onRetry={stats.reload} />;
  if (!stats.data) {
    return <EmptyState title="Earnings are not available yet" description="This server does not report earnings yet." />;
  }
  const figures: Array<[string, number]> = [
    ['Total earned', stats.data.totalPrice],
    ['Paid out', stats.data.paidPrice],
    ['Remaining', stats.data.remainingPrice],
  ];
  return (
    <Grid $min={180}>
      {figures.map(([label, value]) => (
        <Card key={label} role="group" aria-label={label}>
          <Label>{label}</Label>
          <Value>{value} tokens</Value>
        </Card>
      ))}
    </Grid>
  );
}

const Label = styled.div`
  color: #6b6b78;
`;

const Value = styled.div`
  font-size: 22px;
  font-weight: 700;
`;
