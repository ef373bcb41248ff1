import { useState } from 'react';
import styled from 'styled-components';
import { Button, formatDate } from '@platform/shared';
import { parseDay } from '../../common/dates';
import { tokens } from '../../common/money';

export interface DayTotal {
  /** YYYY-MM-DD */
  day: string;
  total: number;
}

const HEIGHT = 160;
const BAR = 14;
const GAP = 4;

const dayLabel = (day: string) => formatDate(parseDay(day), 'DD/MM/YYYY');

/**
 * Net earnings per day as an inline SVG bar chart (no chart library). Screen readers get the title and
 * summary, and a table of the same figures; "Show as table" makes that table visible to everyone.
 */
export function EarningsChart({ points }: { points: DayTotal[] }) {
  const [asTable, setAsTable] = useState(false);
  const max = Math.max(1, ...points.map((p) => p.total));
  const sum = points.reduce((s, p) => s + p.total, 0);
  const width = Math.max(points.length * (BAR + GAP), 200);
  const first = points[0]?.day;
  const last = points[points.length - 1]?.day;
  return (
    <Figure>
      <svg
        role="img"
        aria-labelledby="earnings-chart-title earnings-chart-desc"
        viewBox={`0 0 ${width} ${HEIGHT + 2}`}
        preserveAspectRatio="none"
        width="100%"
        height={HEIGHT}
      >
        <title id="earnings-chart-title">Earnings by day</title>
        <desc id="earnings-chart-desc">
          {first
            ? `${tokens(sum)} from ${dayLabel(first)} to ${dayLabel(last!)}; highest day ${tokens(max === 1 && sum === 0 ? 0 : max)}.`
            : 'No days in this range.'}
        </desc>
        <line x1={0} y1={HEIGHT} x2={width} y2={HEIGHT} stroke="#e4e4ea" />
        {points.map((p, i) => {
          const h = p.total > 0 ? Math.max(2, Math.round((p.total / max) * (HEIGHT - 8))) : 0;
          return (
            <rect key={p.day} data-day={p.day} x={i * (BAR + GAP)} y={HEIGHT - h} width={BAR} height={h} rx={2} fill="#ff0066">
              <title>{`${dayLabel(p.day)}: ${tokens(p.total)}`}</title>
            </rect>
          );
        })}
      </svg>
      <Caption>
        {first && (
          <span>
            {dayLabel(first)} – {dayLabel(last!)}
          </span>
        )}
        <Button size="sm" variant="link" onClick={() => setAsTable((v) => !v)} aria-expanded={asTable}>
          {asTable ? 'Hide table' : 'Show as table'}
        </Button>
      </Caption>
      <TableWrap $visible={asTable}>
        <table aria-label="Earnings by day">
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Net earnings</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.day}>
                <td>{dayLabel(p.day)}</td>
                <td>{tokens(p.total)}</td>
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
  overflow-x: auto;
`;

const Caption = styled.figcaption`
  display: flex;
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
