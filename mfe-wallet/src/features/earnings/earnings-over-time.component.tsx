import { ErrorState, formatCount, getServerMessage, LoadingState, useAsync } from '@platform/shared';
import type { DateRange } from '../../common/dates';
import { EarningsChart } from './earnings-chart.component';
import { earningsByDay } from './earnings-series';
import { CHART_LIMIT, listEarningsForChart, type EarningRole } from './earnings.resource';

/** Loads the range's earnings and draws them per day. */
export function EarningsOverTime({ role, range }: { role: EarningRole; range: DateRange }) {
  const loaded = useAsync(() => listEarningsForChart(role, range), [role, range.fromDate, range.toDate]);
  if (loaded.status === 'loading') return <LoadingState text="Loading chart…" />;
  if (loaded.status === 'error') return <ErrorState message={getServerMessage(loaded.error)} onRetry={loaded.reload} />;
  const { data, total } = loaded.data;
  return (
    <>
      <EarningsChart points={earningsByDay(data, range)} />
      {total > data.length && (
        <p>
          The chart shows the first {formatCount(CHART_LIMIT)} of {formatCount(total)} earnings in this period; choose a shorter range to see them
          all.
        </p>
      )}
    </>
  );
}
