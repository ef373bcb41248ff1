import styled from 'styled-components';
import { Button, Card, ErrorState, getServerMessage, Grid, LoadingState, useAsync } from '@platform/shared';
import type { DateRange } from '../../common/dates';
import { tokens } from '../../common/money';
import { getEarningStats, type EarningRole } from './earnings.resource';
import { createStatsCache } from './stats-cache';

type Loader = { role: EarningRole };
// Module-wide, so coming back to the screen with the same range reuses the figures too.
const caches: Record<EarningRole, ReturnType<typeof createStatsCache<Awaited<ReturnType<typeof getEarningStats>>>>> = {
  performer: createStatsCache((range) => getEarningStats('performer', range)),
  studio: createStatsCache((range) => getEarningStats('studio', range)),
};

/** For tests and sign-out: forget cached figures. */
export function clearEarningStats(): void {
  caches.performer.clear();
  caches.studio.clear();
}

export function EarningStatsCards({ role, account, range }: Loader & { account: string; range: DateRange }) {
  const stats = useAsync(() => caches[role].get(account, range), [role, account, range.fromDate, range.toDate]);
  if (stats.status === 'loading') return <LoadingState text="Loading totals…" />;
  if (stats.status === 'error') return <ErrorState message={getServerMessage(stats.error)} onRetry={stats.reload} />;
  const figures: Array<[string, number]> = [
    ['Total earned', stats.data.totalPrice],
    ['Paid out', stats.data.paidPrice],
    ['Remaining', stats.data.remainingPrice],
  ];
  return (
    <>
      <Grid $min={180}>
        {figures.map(([label, value]) => (
          <Card key={label} role="group" aria-label={label}>
            <Label>{label}</Label>
            <Value>{tokens(value)}</Value>
          </Card>
        ))}
      </Grid>
      <Refresh>
        <Button
          size="sm"
          variant="link"
          onClick={() => {
            caches[role].clear();
            stats.reload();
          }}
        >
          Refresh totals
        </Button>
      </Refresh>
    </>
  );
}

const Label = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Value = styled.div`
  font-size: 22px;
  font-weight: 700;
`;

const Refresh = styled.div`
  text-align: right;
`;
