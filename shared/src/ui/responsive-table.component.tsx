import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface TableRow {
  key: string;
  /** One cell per column, in the order of `head`. */
  cells: ReactNode[];
  /** Accessible name of the row (defaults to its text). */
  label?: string;
}

/** Below this width the table turns into a list of cards: one per row, each cell under its column's name. */
export const PHONE_MAX = '640px';

/**
 * A table on wide screens and a list on phones (360–414 px): no sideways scrolling, each cell keeps its
 * column's name beside it (data-label). The DOM stays a table, so screen readers read rows and cells.
 */
export function ResponsiveTable({ label, head, rows }: { label: string; head: string[]; rows: TableRow[] }) {
  return (
    <Table aria-label={label}>
      <thead>
        <tr>
          {head.map((h, i) => (
            <th key={`${h}-${i}`} scope="col">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} aria-label={row.label}>
            {row.cells.map((cell, i) => (
              <td key={i} data-label={head[i]}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 8px;
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
  }
  @media (max-width: ${PHONE_MAX}) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tbody,
    tr,
    td {
      display: block;
      width: 100%;
      box-sizing: border-box;
    }
    tr {
      margin-bottom: 12px;
      padding: 8px 12px;
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radius.md};
    }
    td {
      display: flex;
      flex-wrap: wrap;
      justify-content: space-between;
      gap: 4px 12px;
      padding: 6px 0;
      border-bottom: none;
    }
    td:empty {
      display: none;
    }
    td[data-label]:not([data-label=''])::before {
      content: attr(data-label);
      color: ${({ theme }) => theme.colors.textMuted};
      font-weight: 600;
    }
  }
`;
