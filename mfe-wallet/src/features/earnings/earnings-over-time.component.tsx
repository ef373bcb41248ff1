import { useQuery } from '@tanstack/react-query';
import { BarChart, dailySeries, type DateRange, formatCount, LoadingState, QueryError } from '@platform/shared';
import { tokens } from '../../common/money';
import { CHART_LIMIT, listEarningsForChart, type EarningRole } from './earnings.resource';
import { useTexts } from '../../i18n';

/** Loads the range's earnings and draws the net tokens per day. */
export function EarningsOverTime({ role, range }: { role: EarningRole; range: DateRange }) {
  const { t } = useTexts();
  const loaded = useQuery({
    queryKey: ['wallet', 'earnings-chart', role, range.fromDate, range.toDate],
    queryFn: () => listEarningsForChart(role, range),
  });
  if (loaded.isPending) return <LoadingState text={t('earnings.chart.loading')} />;
  if (loaded.isError) return <QueryError query={loaded} />;
  const { data, total } = loaded.data;
  return (
    <>
      <BarChart
        title={t('earnings.chart.title')}
        valueLabel={t('earnings.chart.value')}
        format={tokens}
        points={dailySeries(data, range, (e) => ({ at: e.createdAt, amount: e.netPrice }))}
      />
      {total > data.length && <p>{t('earnings.chart.partial', { shown: formatCount(CHART_LIMIT), total: formatCount(total) })}</p>}
    </>
  );
}
