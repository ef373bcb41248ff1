import { useState } from 'react';
import { bus, useBusState } from '../../bus';
import type { ReportTarget } from '../../contract';
import { Button } from '../button.component';
import { ReportDialog } from './report-dialog.component';
import { useReportTexts } from './report-texts';

/** Who may report: members and performers (the API refuses anyone else). */
const REPORTERS = new Set(['user', 'performer']);

/**
 * The one "Report" button of the sites: a small link-style button that opens the report dialog for one item.
 * Shown to signed-in members and performers only. `what` names the item for screen readers ("Report this message").
 */
export function ReportButton({ targetType, targetId, what }: { targetType: ReportTarget; targetId: string; what?: string }) {
  const auth = useBusState(bus.auth);
  const { t } = useReportTexts();
  const [open, setOpen] = useState(false);
  if (auth.status !== 'signed-in' || !REPORTERS.has(auth.role)) return null;
  return (
    <>
      <Button type="button" variant="link" size="sm" onClick={() => setOpen(true)} aria-label={what ? t('reportWhat', { what }) : undefined}>
        {t('report')}
      </Button>
      {open && <ReportDialog targetType={targetType} targetId={targetId} onClose={() => setOpen(false)} />}
    </>
  );
}
