import styled from 'styled-components';
import { formatDate, ResponsiveTable } from '@platform/shared';
import type { AuditEntry } from '@platform/shared/contract';
import { useTexts } from '../i18n';

const asText = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

/** Audit entries as a table: when, who, what, on what, why, and the item before → after. */
export function AuditTable({ label, entries }: { label: string; entries: AuditEntry[] }) {
  const { t } = useTexts();
  return (
    <ResponsiveTable
      label={label}
      head={[t('audit.when'), t('audit.who'), t('audit.action'), t('audit.target'), t('audit.reason'), t('audit.change')]}
      rows={entries.map((entry) => ({
        key: entry._id,
        cells: [
          formatDate(entry.createdAt, 'DD/MM/YYYY HH:mm:ss'),
          entry.actorName || entry.actorId,
          <code key="action">{entry.action}</code>,
          `${entry.targetType} ${entry.targetId}`,
          entry.reason || '—',
          <Change key="change">
            {asText(entry.before)} → {asText(entry.after)}
          </Change>,
        ],
      }))}
    />
  );
}

const Change = styled.code`
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.font.size.sm};
`;
