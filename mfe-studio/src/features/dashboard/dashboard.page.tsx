import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  BarChart,
  dailySeries,
  DateRangeForm,
  ErrorState,
  formatCount,
  getServerMessage,
  lastDays,
  LoadingState,
  PlatformLink,
  type DateRange,
} from '@platform/shared';
import { Figures, Muted } from '../../common/figures.component';
import { tokens } from '../../common/format';
import { StudioPage } from '../../common/studio-page.component';
import { CHART_LIMIT, earningsChartQuery, earningStatsQuery, studioStatsQuery } from './dashboard.resource';

/** /studio/dashboard: member counts (GET /studio/stats) and earnings over a date range with a chart. */
export function DashboardPage() {
  return (
    <StudioPage title="Dashboard">
      <Dashboard />
    </StudioPage>
  );
}

function Dashboard() {
  const [range, setRange] = useState<DateRange>(() => lastDays(30));
  return (
    <>
      <section aria-labelledby="studio-members-title">
        <h2 id="studio-members-title">Members</h2>
        <MemberStats />
      </section>
      <section aria-labelledby="studio-earnings-title">
        <h2 id="studio-earnings-title">Earnings</h2>
        <DateRangeForm
          value={range}
          onApply={(next) => setRange((prev) => (prev.fromDate === next.fromDate && prev.toDate === next.toDate ? prev : next))}
        />
        <EarningTotals range={range} />
        <EarningsChart range={range} />
        <Muted>
          Every earning one by one: <PlatformLink to="/account/earnings">Earnings</PlatformLink>.
        </Muted>
      </section>
    </>
  );
}

function MemberStats() {
  const stats = useQuery(studioStatsQuery());
  if (stats.isError && !stats.isFetching) return <ErrorState message={getServerMessage(stats.error)} onRetry={() => void stats.refetch()} />;
  if (!stats.data) return <LoadingState text="Loading figures…" />;
  const s = stats.data;
  return (
    <Figures
      items={[
        ['Performers', s.totalPerformer],
        ['Active', s.totalActivePerformer],
        ['Inactive', s.totalInactivePerformer],
        ['Online now', s.totalOnlinePerformer],
        ['Tokens earned', tokens(s.totalTokenEarned)],
      ]}
    />
  );
}

function EarningTotals({ range }: { range: DateRange }) {
  const stats = useQuery(earningStatsQuery(range));
  if (stats.isError && !stats.isFetching) return <ErrorState message={getServerMessage(stats.error)} onRetry={() => void stats.refetch()} />;
  if (!stats.data) return <LoadingState text="Loading totals…" />;
  return (
    <Figures
      items={[
        ['Earned in this period', tokens(stats.data.totalPrice)],
        ['Paid out', tokens(stats.data.paidPrice)],
        ['Not yet requested', tokens(stats.data.remainingPrice)],
      ]}
    />
  );
}

function EarningsChart({ range }: { range: DateRange }) {
  const chart = useQuery(earningsChartQuery(range));
  if (chart.isError && !chart.isFetching) return <ErrorState message={getServerMessage(chart.error)} onRetry={() => void chart.refetch()} />;
  if (!chart.data) return <LoadingState text="Loading chart…" />;
  const { data, total } = chart.data;
  return (
    <>
      <BarChart title="Earnings by day" format={tokens} points={dailySeries(data, range, (e) => ({ at: e.createdAt, amount: e.netPrice }))} />
      {total === 0 && <Muted>No earnings in this period.</Muted>}
      {total > data.length && (
        <Muted>
          The chart shows the first {formatCount(CHART_LIMIT)} of {formatCount(total)} earnings in this period; choose a shorter range to see them
          all.
        </Muted>
      )}
    </>
  );
}
