import { BarChart, dailySeries, ErrorState, formatCount, getServerMessage, LoadingState, useAsync, type DateRange } from '@platform/shared';
import { tokens } from '../../common/money';
import { CHART_LIMIT, listEarningsForChart, type EarningRole } from './earnings.resource';
import { useTexts } from '../../i18n';

/** Loads the range's earnings and draws the net tokens per day. */
export function EarningsOverTime({ role, range }: { role: EarningRole; range: DateRange }) {
  const { t } = useTexts();
  const loaded = useAsync(() => listEarningsForChart(role, range), [role, range.fromDate, range.toDate]);
  if (loaded.status === 'loading') return <LoadingState text={t('earnings.chart.loading')} />;
  if (loaded.status === 'error') return <ErrorState message={getServerMessage(loaded.error)} onRetry={loaded.reload} />;
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
