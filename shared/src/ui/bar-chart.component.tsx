import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from './button.component';
import { useSharedTexts } from '../i18n';
import { theme } from './theme';

export interface BarPoint {
  /** Unique key of the bar (e.g. the day, YYYY-MM-DD); the bar's `data-key`. */
  key: string;
  /** What the bar is called on screen ('01/03/2025'). */
  label: string;
  value: number;
}

const HEIGHT = 160;
const BAR = 14;
const GAP = 4;

/**
 * A dependency-free SVG bar chart. Each bar is as high as its share of the highest value; screen readers
 * get the title and a summary, and a table of the same figures (columns Day and `valueLabel`) that
 * "Show as table" reveals to everyone. It scales to its box, so a phone never scrolls sideways.
 */
export function BarChart({
  title,
  points,
  format = String,
  valueLabel,
}: {
  title: string;
  points: BarPoint[];
  format?: (n: number) => string;
  valueLabel?: string;
}) {
  const id = useId();
  const { t } = useSharedTexts();
  const [asTable, setAsTable] = useState(false);
  const values = points.map((p) => Math.max(0, p.value));
  const max = Math.max(0, ...values);
  const sum = values.reduce((s, v) => s + v, 0);
  const width = Math.max(points.length * (BAR + GAP), 200);
  const first = points[0];
  const last = points[points.length - 1];
  const summary = first ? t('chart.summary', { sum: format(sum), from: first.label, to: last.label, max: format(max) }) : t('chart.empty');
  return (
    <Figure>
      <svg
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        viewBox={`0 0 ${width} ${HEIGHT + 2}`}
        preserveAspectRatio="none"
        width="100%"
        height={HEIGHT}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        <line x1={0} y1={HEIGHT} x2={width} y2={HEIGHT} stroke={theme.colors.border} />
        {points.map((p, i) => {
          const v = Math.max(0, p.value);
          const h = v > 0 && max > 0 ? Math.max(2, Math.round((v / max) * (HEIGHT - 8))) : 0;
          return (
            <rect key={p.key} data-key={p.key} x={i * (BAR + GAP)} y={HEIGHT - h} width={BAR} height={h} rx={2} fill={theme.colors.brand}>
              <title>{`${p.label}: ${format(p.value)}`}</title>
            </rect>
          );
        })}
      </svg>
      <Caption>
        <span>{first ? `${first.label} – ${last.label}` : ''}</span>
        <Button size="sm" variant="link" onClick={() => setAsTable((v) => !v)} aria-expanded={asTable}>
          {asTable ? t('chart.hideTable') : t('chart.showTable')}
        </Button>
      </Caption>
      <TableWrap $visible={asTable}>
        <table aria-label={title}>
          <thead>
            <tr>
              <th scope="col">{t('chart.day')}</th>
              <th scope="col">{valueLabel ?? t('chart.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.key}>
                <td>{p.label}</td>
                <td>{format(p.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
    </Figure>
  );
}

const Figure = styled.figure`
  margin: 16px 0;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  svg {
    display: block;
  }
`;

const Caption = styled.figcaption`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 8px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

// Hidden visually (not from screen readers) until asked for.
const TableWrap = styled.div<{ $visible: boolean }>`
  ${({ $visible }) =>
    $visible
      ? 'margin-top: 8px; td, th { padding: 4px 12px 4px 0; text-align: left; }'
      : 'position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;'}
`;
