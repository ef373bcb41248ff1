import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  BarChart,
  dailySeries,
  DateRangeForm,
  ErrorState,
  formatNumber,
  getServerMessage,
  lastDays,
  LoadingState,
  PlatformLink,
  type DateRange,
} from '@platform/shared';
import { Figures, Muted } from '../../common/figures.component';
import { tokens } from '../../common/format';
import { studioScreen } from '../../common/studio-page.component';
import { CHART_LIMIT, earningsChartQuery, earningStatsQuery, studioStatsQuery } from './dashboard.resource';
import { useTexts } from '../../i18n';

/** /studio/dashboard: member counts (GET /studio/stats) and earnings over a date range with a chart. */
export const DashboardPage = studioScreen('dashboard.title', Dashboard);

function Dashboard() {
  const { t } = useTexts();
  const [range, setRange] = useState<DateRange>(() => lastDays(30));
  return (
    <>
      <section aria-labelledby="studio-members-title">
        <h2 id="studio-members-title">{t('dashboard.members')}</h2>
        <MemberStats />
      </section>
      <section aria-labelledby="studio-earnings-title">
        <h2 id="studio-earnings-title">{t('dashboard.earnings')}</h2>
        <DateRangeForm
          value={range}
          onApply={(next) => setRange((prev) => (prev.fromDate === next.fromDate && prev.toDate === next.toDate ? prev : next))}
        />
        <EarningTotals range={range} />
        <EarningsChart range={range} />
        <Muted>
          {t('dashboard.everyEarning')} <PlatformLink to="/account/earnings">{t('dashboard.earningsLink')}</PlatformLink>.
        </Muted>
      </section>
    </>
  );
}

function MemberStats() {
  const { t } = useTexts();
  const stats = useQuery(studioStatsQuery());
  if (stats.isError && !stats.isFetching) return <ErrorState message={getServerMessage(stats.error)} onRetry={() => void stats.refetch()} />;
  if (!stats.data) return <LoadingState text={t('dashboard.loadingFigures')} />;
  const s = stats.data;
  return (
    <Figures
      items={[
        [t('dashboard.performers'), s.totalPerformer],
        [t('dashboard.active'), s.totalActivePerformer],
        [t('dashboard.inactive'), s.totalInactivePerformer],
        [t('dashboard.onlineNow'), s.totalOnlinePerformer],
        [t('dashboard.tokensEarned'), tokens(s.totalTokenEarned)],
      ]}
    />
  );
}

function EarningTotals({ range }: { range: DateRange }) {
  const { t } = useTexts();
  const stats = useQuery(earningStatsQuery(range));
  if (stats.isError && !stats.isFetching) return <ErrorState message={getServerMessage(stats.error)} onRetry={() => void stats.refetch()} />;
  if (!stats.data) return <LoadingState text={t('dashboard.loadingTotals')} />;
  return (
    <Figures
      items={[
        [t('dashboard.earned'), tokens(stats.data.totalPrice)],
        [t('dashboard.paidOut'), tokens(stats.data.paidPrice)],
        [t('dashboard.notRequested'), tokens(stats.data.remainingPrice)],
      ]}
    />
  );
}

function EarningsChart({ range }: { range: DateRange }) {
  const { t } = useTexts();
  const chart = useQuery(earningsChartQuery(range));
  if (chart.isError && !chart.isFetching) return <ErrorState message={getServerMessage(chart.error)} onRetry={() => void chart.refetch()} />;
  if (!chart.data) return <LoadingState text={t('dashboard.loadingChart')} />;
  const { data, total } = chart.data;
  return (
    <>
      <BarChart
        title={t('dashboard.chartTitle')}
        format={tokens}
        points={dailySeries(data, range, (e) => ({ at: e.createdAt, amount: e.netPrice }))}
      />
      {total === 0 && <Muted>{t('dashboard.noEarnings')}</Muted>}
      {total > data.length && <Muted>{t('dashboard.chartLimited', { shown: formatNumber(CHART_LIMIT), total: formatNumber(total) })}</Muted>}
    </>
  );
}
