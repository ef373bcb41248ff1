import { BarChart, dailySeries, ErrorState, formatCount, getServerMessage, LoadingState, useAsync, type DateRange } from '@platform/shared';
import { tokens } from '../../common/money';
import { CHART_LIMIT, listEarningsForChart, type EarningRole } from './earnings.resource';

/** Loads the range's earnings and draws the net tokens per day. */
export function EarningsOverTime({ role, range }: { role: EarningRole; range: DateRange }) {
  const loaded = useAsync(() => listEarningsForChart(role, range), [role, range.fromDate, range.toDate]);
  if (loaded.status === 'loading') return <LoadingState text="Loading chart…" />;
  if (loaded.status === 'error') return <ErrorState message={getServerMessage(loaded.error)} onRetry={loaded.reload} />;
  const { data, total } = loaded.data;
  return (
    <>
      <BarChart
        title="Earnings by day"
        valueLabel="Net earnings"
        format={tokens}
        points={dailySeries(data, range, (e) => ({ at: e.createdAt, amount: e.netPrice }))}
      />
      {total > data.length && (
        <p>
          The chart shows the first {formatCount(CHART_LIMIT)} of {formatCount(total)} earnings in this period; choose a shorter range to see them
          all.
        </p>
      )}
    </>
  );
}
