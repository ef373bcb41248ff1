import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { formatNumber, LoadingState, QueryError } from '@platform/shared';
import { AdminPage } from '../../common/admin-page.component';
import { Facts } from '../../common/facts.component';
import { useTexts } from '../../i18n';
import { StatisticsRangeForm } from './statistics-range-form.component';
import { StatisticsReportView } from './statistics-report.component';
import { lastUtcDays, overviewQuery, rangeProblem, statisticsQuery, type StatisticsRange } from './statistics.resource';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The range lives in the address (?from=&to=), so a refresh or a shared link shows the same figures; the last 30 days by default. */
function useRangeInUrl() {
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const asked = { from, to };
  const range = DAY.test(from) && DAY.test(to) && !rangeProblem(asked) ? asked : lastUtcDays(30);
  return { range, go: (next: StatisticsRange) => setParams({ from: next.from, to: next.to }) };
}

/** /admin/statistics: the platform now, and the business of a date range as totals and daily charts. */
export function StatisticsSection() {
  const { t } = useTexts();
  const { range, go } = useRangeInUrl();
  const report = useQuery(statisticsQuery(range));
  return (
    <AdminPage title={t('sections.statistics')}>
      <Stack>
        <Overview />
        <StatisticsRangeForm key={`${range.from}|${range.to}`} value={range} onChange={go} />
        {report.isError ? (
          <QueryError query={report} />
        ) : !report.data ? (
          <LoadingState text={t('statistics.loading')} />
        ) : (
          <div aria-busy={report.isFetching}>
            <StatisticsReportView report={report.data} />
          </div>
        )}
      </Stack>
    </AdminPage>
  );
}

/** Accounts by state and who is live, as the platform stands now. */
function Overview() {
  const { t } = useTexts();
  const overview = useQuery(overviewQuery());
  if (overview.isError) return <QueryError query={overview} />;
  if (!overview.data) return <LoadingState text={t('statistics.loading')} />;
  const now = overview.data;
  const of = (part: number, whole: number) => t('statistics.ofTotal', { part: formatNumber(part), whole: formatNumber(whole) });
  return (
    <section aria-labelledby="statistics-now">
      <h2 id="statistics-now">{t('statistics.now')}</h2>
      <Facts>
        <dt>{t('statistics.liveNow')}</dt>
        <dd>{formatNumber(now.totalLivePerformers)}</dd>
        <dt>{t('statistics.activeMembers')}</dt>
        <dd>{of(now.totalActiveUsers, now.totalUsers)}</dd>
        <dt>{t('statistics.verifiedPerformers')}</dt>
        <dd>{of(now.totalVerifiedPerformers, now.totalPerformers)}</dd>
        <dt>{t('statistics.pendingPerformers')}</dt>
        <dd>{formatNumber(now.totalPendingPerformers)}</dd>
        <dt>{t('statistics.activeStudios')}</dt>
        <dd>{of(now.totalActiveStudios, now.totalStudios)}</dd>
      </Facts>
    </section>
  );
}

const Stack = styled.div`
  display: grid;
  gap: 24px;
  min-width: 0;
  h2 {
    margin: 0 0 8px;
  }
`;
