import { useState } from 'react';
import styled from 'styled-components';
import { Button, Card, formatDate } from '@platform/shared';
import type { AdminReport, ReportAction } from '@platform/shared/contract';
import { Facts } from '../../common/facts.component';
import { ReasonDialog } from '../../common/reason-dialog.component';
import { useTexts } from '../../i18n';

const HIDEABLE = new Set(['video', 'photo', 'gallery', 'product', 'chat-line', 'message']);
const HAS_SHOW = new Set(['live-room', 'performer']);

/** The actions that fit the item: hide content and messages, end a live show, suspend the account behind it. */
function actionsFor(report: AdminReport): ReportAction[] {
  const actions: ReportAction[] = ['dismiss'];
  if (HIDEABLE.has(report.targetType) && !report.item.hidden) actions.push('hide');
  if (HAS_SHOW.has(report.targetType) && report.item.live) actions.push('end-show');
  if (report.item.owner) actions.push('suspend');
  return actions;
}

/** One report: what was reported, why and by whom, the item in its context, and the admin's actions (or Undo). */
export function ReportCard({
  report,
  onAct,
  onUndo,
}: {
  report: AdminReport;
  onAct(action: ReportAction, reason: string): Promise<unknown>;
  onUndo(reason: string): Promise<unknown>;
}) {
  const { t } = useTexts();
  const [asking, setAsking] = useState<ReportAction | 'undo' | null>(null);
  const headingId = `report-${report._id}`;
  const what = t(`reports.targets.${report.targetType}`);
  const title = report.item.title || what;
  return (
    <Item as="article" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {what}: {title}
      </h2>
      {report.item.imageUrl && <Picture src={report.item.imageUrl} alt={t('reports.picture', { title })} />}
      <Facts>
        <dt>{t('reports.reason')}</dt>
        <dd>{t(`reports.reasons.${report.reason}`)}</dd>
        {report.details && (
          <>
            <dt>{t('reports.details')}</dt>
            <dd>{report.details}</dd>
          </>
        )}
        <dt>{t('reports.reporter')}</dt>
        <dd>
          {report.reporter.username} ({t(`roles.${report.reporter.role}`)})
        </dd>
        <dt>{t('reports.reported')}</dt>
        <dd>{formatDate(report.createdAt, 'DD/MM/YYYY HH:mm')}</dd>
        <dt>{t('reports.reportsOfItem')}</dt>
        <dd>{report.reportsOfItem}</dd>
        {report.item.owner && (
          <>
            <dt>{t('reports.owner')}</dt>
            <dd>
              {report.item.owner.username} ({t(`roles.${report.item.owner.role}`)})
            </dd>
          </>
        )}
        <dt>{t('reports.state')}</dt>
        <dd>
          {[!report.item.exists && t('reports.gone'), report.item.hidden && t('reports.hidden'), report.item.live && t('reports.live')]
            .filter(Boolean)
            .join(', ') || t('reports.visible')}
        </dd>
        {report.action && (
          <>
            <dt>{t('reports.decision')}</dt>
            <dd>
              {t(`reports.actions.${report.action}`)}: {report.actionReason}
            </dd>
          </>
        )}
      </Facts>
      {report.item.context.length > 0 && (
        <>
          <h3>{t('reports.context')}</h3>
          <Context>
            {report.item.context.map((line) => (
              <li key={line._id} aria-current={line.reported ? 'true' : undefined}>
                <strong>{line.author}</strong> <Muted>{formatDate(line.createdAt, 'HH:mm')}</Muted>: {line.text}
              </li>
            ))}
          </Context>
        </>
      )}
      <Actions>
        {report.status === 'open' ? (
          actionsFor(report).map((action) => (
            <Button
              key={action}
              variant={action === 'dismiss' ? 'default' : 'danger'}
              aria-label={`${t(`reports.actions.${action}`)}: ${title}`}
              onClick={() => setAsking(action)}
            >
              {t(`reports.actions.${action}`)}
            </Button>
          ))
        ) : (
          <Button aria-label={`${t('reports.undo')}: ${title}`} onClick={() => setAsking('undo')}>
            {t('reports.undo')}
          </Button>
        )}
      </Actions>
      {asking && (
        <ReasonDialog
          title={asking === 'undo' ? t('reports.undoTitle', { title }) : t(`reports.confirm.${asking}`, { title })}
          question={asking === 'suspend' ? t('reports.suspendQuestion') : t('reports.reasonQuestion')}
          confirmLabel={asking === 'undo' ? t('reports.undo') : t(`reports.actions.${asking}`)}
          tone={asking === 'dismiss' || asking === 'undo' ? 'primary' : 'danger'}
          onConfirm={(reason) => (asking === 'undo' ? onUndo(reason) : onAct(asking, reason)).then(() => setAsking(null))}
          onCancel={() => setAsking(null)}
        />
      )}
    </Item>
  );
}

const Item = styled(Card)`
  margin-bottom: 16px;
  h2 {
    margin: 0 0 8px;
    font-size: ${({ theme }) => theme.font.size.lg};
    overflow-wrap: anywhere;
  }
  h3 {
    margin: 12px 0 4px;
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const Picture = styled.img`
  display: block;
  max-width: min(320px, 100%);
  border-radius: ${({ theme }) => theme.radius.md};
  margin-bottom: 8px;
`;

const Context = styled.ol`
  margin: 0;
  padding-left: 20px;
  overflow-wrap: anywhere;
  li[aria-current='true'] {
    background: ${({ theme }) => theme.colors.warning}33;
    font-weight: 600;
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 12px;
`;
