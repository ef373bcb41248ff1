import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { Button, Card, type DateRange, ErrorState, getServerMessage, Grid, LoadingState, queryClient } from '@platform/shared';
import { tokens } from '../../common/money';
import { earningStatsKeys, earningStatsQuery, type EarningRole } from './earnings.resource';
import { useTexts } from '../../i18n';

/** Forgets every cached total (the page's query cache is also cleared on sign-out). */
export function clearEarningStats(): void {
  queryClient.removeQueries({ queryKey: earningStatsKeys.all });
}

// The page's query cache keeps the totals, so coming back to the screen with the same range reuses them too.
export function EarningStatsCards({ role, account, range }: { role: EarningRole; account: string; range: DateRange }) {
  const { t } = useTexts();
  const stats = useQuery(earningStatsQuery(role, account, range));
  const reload = () => void stats.refetch();
  if (stats.isError && !stats.isFetching) return <ErrorState message={getServerMessage(stats.error)} onRetry={reload} />;
  if (!stats.data || stats.isFetching) return <LoadingState text={t('earnings.stats.loading')} />;
  const figures: Array<[string, number]> = [
    [t('earnings.stats.total'), stats.data.totalPrice],
    [t('earnings.stats.paid'), stats.data.paidPrice],
    [t('earnings.stats.remaining'), stats.data.remainingPrice],
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
        <Button size="sm" variant="link" onClick={reload}>
          {t('earnings.stats.refresh')}
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
