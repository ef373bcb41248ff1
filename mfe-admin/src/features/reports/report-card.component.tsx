import { useState } from 'react';
import styled from 'styled-components';
import { Button, formatDate } from '@platform/shared';
import type { AdminReport, ReportAction } from '@platform/shared/contract';
import { Fact, Facts } from '../../common/facts.component';
import { CardActions, ItemCard } from '../../common/item-card.component';
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
        <Fact name={t('reports.reason')}>{t(`reports.reasons.${report.reason}`)}</Fact>
        {report.details && <Fact name={t('reports.details')}>{report.details}</Fact>}
        <Fact name={t('reports.reporter')}>
          {report.reporter.username} ({t(`roles.${report.reporter.role}`)})
        </Fact>
        <Fact name={t('reports.reported')}>{formatDate(report.createdAt, 'DD/MM/YYYY HH:mm')}</Fact>
        <Fact name={t('reports.reportsOfItem')}>{report.reportsOfItem}</Fact>
        {report.item.owner && (
          <Fact name={t('reports.owner')}>
            {report.item.owner.username} ({t(`roles.${report.item.owner.role}`)})
          </Fact>
        )}
        <Fact name={t('reports.state')}>
          {[!report.item.exists && t('reports.gone'), report.item.hidden && t('reports.hidden'), report.item.live && t('reports.live')]
            .filter(Boolean)
            .join(', ') || t('reports.visible')}
        </Fact>
        {report.action && (
          <Fact name={t('reports.decision')}>
            {t(`reports.actions.${report.action}`)}: {report.actionReason}
          </Fact>
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
      <CardActions>
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
      </CardActions>
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

// a reported item's title can be one long word (a link, say)
const Item = styled(ItemCard)`
  h2 {
    overflow-wrap: anywhere;
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
