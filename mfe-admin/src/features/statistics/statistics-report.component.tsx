import type { ReactNode } from 'react';
import styled from 'styled-components';
import { BarChart, dayLabel, formatNumber, formatUsd, theme, type BarPoint } from '@platform/shared';
import type { DailyFigures, StatisticsReport } from '@platform/shared/contract';
import { Facts } from '../../common/facts.component';
import { useTexts } from '../../i18n';

type Measure = Exclude<keyof DailyFigures, 'day'>;

/** The charts, in the order shown; each is the measure per day. */
const CHARTS: Measure[] = ['tokensSold', 'tokensSpent', 'platform', 'performers', 'studios', 'liveMinutes', 'peakViewers'];
const SHARES = ['platform', 'performers', 'studios'] as const;

const pointsOf = (days: DailyFigures[], measure: Measure): BarPoint[] =>
  days.map((day) => ({ key: day.day, label: dayLabel(day.day), value: day[measure] }));

/** The range's totals, how the spent tokens were split, and one chart per measure (each also a table). */
export function StatisticsReportView({ report }: { report: StatisticsReport }) {
  const { t } = useTexts();
  const { totals } = report;
  const show = (measure: Measure, value: number) =>
    measure === 'sales'
      ? formatUsd(value)
      : t(measure === 'liveMinutes' ? 'statistics.minutes' : measure === 'peakViewers' ? 'statistics.viewers' : 'statistics.tokens', {
          count: value,
          value: formatNumber(value),
        });
  const split = SHARES.reduce((sum, share) => sum + totals[share], 0);
  const percent = (share: (typeof SHARES)[number]) => (split > 0 ? Math.round((totals[share] / split) * 100) : 0);
  return (
    <>
      <section aria-labelledby="statistics-totals">
        <h2 id="statistics-totals">{t('statistics.totals', { from: dayLabel(report.from), to: dayLabel(report.to) })}</h2>
        <Facts>
          <dt>{t('statistics.measures.tokensSold')}</dt>
          <dd>
            {show('tokensSold', totals.tokensSold)} · {show('sales', totals.sales)}
          </dd>
          <dt>{t('statistics.measures.tokensSpent')}</dt>
          <dd>{show('tokensSpent', totals.tokensSpent)}</dd>
          {SHARES.map((share) => (
            <Share key={share} share={share} label={t(`statistics.measures.${share}`)}>
              {show(share, totals[share])} ({percent(share)} %)
            </Share>
          ))}
          <dt>{t('statistics.measures.liveMinutes')}</dt>
          <dd>{show('liveMinutes', totals.liveMinutes)}</dd>
          <dt>{t('statistics.measures.peakViewers')}</dt>
          <dd>{show('peakViewers', totals.peakViewers)}</dd>
        </Facts>
        {split > 0 && (
          <SplitBar aria-hidden="true">
            {SHARES.map((share) => (
              <SplitPart key={share} $share={share} style={{ flexGrow: totals[share] }} />
            ))}
          </SplitBar>
        )}
      </section>
      <Charts>
        {CHARTS.map((measure) => (
          <div key={measure}>
            <h3>{t(`statistics.measures.${measure}`)}</h3>
            <BarChart
              title={t(`statistics.measures.${measure}`)}
              valueLabel={t(`statistics.measures.${measure}`)}
              format={(value) => show(measure, value)}
              points={pointsOf(report.days, measure)}
            />
          </div>
        ))}
      </Charts>
    </>
  );
}

/** One share of the split: its name with a colour key matching the bar under the list. */
function Share({ share, label, children }: { share: (typeof SHARES)[number]; label: string; children: ReactNode }) {
  return (
    <>
      <dt>
        <Swatch $share={share} aria-hidden="true" /> {label}
      </dt>
      <dd>{children}</dd>
    </>
  );
}

const SHARE_COLOURS = { platform: theme.colors.textMuted, performers: theme.colors.primary, studios: theme.colors.success } as const;

const Swatch = styled.span<{ $share: (typeof SHARES)[number] }>`
  display: inline-block;
  width: 10px;
  height: 10px;
  border-radius: 2px;
  background: ${({ $share }) => SHARE_COLOURS[$share]};
`;

const SplitBar = styled.div`
  display: flex;
  height: 12px;
  margin: 12px 0;
  border-radius: 6px;
  overflow: hidden;
  max-width: 480px;
`;

const SplitPart = styled.span<{ $share: (typeof SHARES)[number] }>`
  flex-basis: 0;
  background: ${({ $share }) => SHARE_COLOURS[$share]};
`;

const Charts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
  gap: 0 16px;
  h3 {
    margin: 16px 0 0;
  }
`;
