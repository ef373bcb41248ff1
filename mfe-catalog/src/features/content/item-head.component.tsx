import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageTitle, ReportButton } from '@platform/shared';
import type { AssetPerformer, ReportTarget } from '@platform/shared/contract';
import { useTexts } from '../../i18n';
import { ByPerformer } from './by-performer.component';
import { Muted } from './content-ui';

/**
 * The head of a catalogue item's page: the way back to its list (`<list>.back`), its title, Report (when the item
 * can be reported) and its meta line, which starts with its performer.
 */
export function ItemHead({
  list,
  title,
  report,
  performer,
  children,
}: {
  list: 'videos' | 'galleries' | 'products' | 'media';
  title: string;
  report?: { targetType: ReportTarget; targetId: string };
  performer: AssetPerformer | null;
  children: ReactNode;
}) {
  const { t } = useTexts();
  return (
    <>
      <Link to={`/${list}`}>{t(`${list}.back`)}</Link>
      <PageTitle>{title}</PageTitle>
      {report && <ReportButton targetType={report.targetType} targetId={report.targetId} what={title} />}
      <Muted>
        <ByPerformer performer={performer} />
        {children}
      </Muted>
    </>
  );
}
