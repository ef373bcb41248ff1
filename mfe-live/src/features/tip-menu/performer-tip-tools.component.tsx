import { useState, type FormEvent } from 'react';
import { Trans } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import {
  Button,
  ErrorState,
  Form,
  formatNumber,
  getServerMessage,
  Spinner,
  TextField,
  TIP_MENU_EVENTS,
  toast,
  useSocketEvent,
  useSocketReconnected,
} from '@platform/shared';
import type { PerformerTipMenu } from '@platform/shared/contract';
import { touchControls } from '@platform/shared/settings-kit';
import { useBroadcastTexts } from '../../broadcast-texts';
import { Muted, PanelList } from '../../common/panel-list';
import { GoalProgress } from './room-tip-menu.component';
import { amountOf, isLine, TIP_GOAL_MAX_TARGET, TIP_GOAL_TITLE_MAX } from './tip-menu-rules';
import { getOwnTipMenu, markRequestDone, ownTipMenuKey, setTipGoal } from './tip-menu.resource';

/**
 * Her tip menu on her broadcast page: her goal (its bar, a new one at any time — before or during a show, the next
 * one as soon as one is reached — or none) and her queue of requested items, each marked done; both kept live by the
 * socket (`tip-goal-changed`, `tip-menu-queue`: every tab of hers).
 */
export function PerformerTipTools() {
  const { t } = useBroadcastTexts();
  const client = useQueryClient();
  const own = useQuery({ queryKey: ownTipMenuKey, queryFn: getOwnTipMenu });
  const update = (change: Partial<PerformerTipMenu>) => client.setQueryData<PerformerTipMenu>(ownTipMenuKey, (old) => old && { ...old, ...change });
  useSocketEvent(TIP_MENU_EVENTS.goalChanged, (event) => update({ goal: event.goal }));
  useSocketEvent(TIP_MENU_EVENTS.queueChanged, (event) => update({ requests: event.requests }));
  useSocketReconnected(() => void own.refetch());
  const [done, setDone] = useState<Set<string>>(new Set());

  if (own.isPending) return <Spinner label={t('tipTools.goalHeading')} />;
  if (own.isError) return <ErrorState message={t('tipTools.loadFailed')} onRetry={() => void own.refetch()} retryLabel={t('tipTools.retry')} />;
  const { goal, requests } = own.data;

  const markDone = async (id: string) => {
    setDone((ids) => new Set(ids).add(id));
    try {
      update(await markRequestDone(id));
    } catch (error) {
      toast.error(getServerMessage(error));
    } finally {
      setDone((ids) => new Set([...ids].filter((x) => x !== id)));
    }
  };

  return (
    <>
      <section aria-label={t('tipTools.goalHeading')}>
        <h2>{t('tipTools.goalHeading')}</h2>
        {goal ? <GoalProgress goal={goal} /> : <Muted>{t('tipTools.none')}</Muted>}
        <GoalForm hasGoal={!!goal} reached={!!goal?.reached} onSaved={(next) => update({ goal: next })} />
      </section>
      <section aria-label={t('tipTools.queueHeading')}>
        <h2>{t('tipTools.queueHeading')}</h2>
        {requests.length > 0 && (
          <Queue>
            {requests.map((r) => (
              <li key={r._id}>
                <span>
                  <Trans
                    t={t}
                    i18nKey="tipTools.request"
                    values={{ name: r.memberName, item: r.itemName, tokens: t('shared:tokens', { count: r.price }) }}
                    components={{ name: <strong />, item: <strong /> }}
                  />
                </span>
                <Button
                  size="sm"
                  className="touch-target"
                  busy={done.has(r._id)}
                  aria-label={t('tipTools.doneLabel', { item: r.itemName, name: r.memberName })}
                  onClick={() => void markDone(r._id)}
                >
                  {t('tipTools.done')}
                </Button>
              </li>
            ))}
          </Queue>
        )}
        {requests.length === 0 && <Muted>{t('tipTools.queueEmpty')}</Muted>}
      </section>
    </>
  );
}

/** A new goal (title, target), or the current one ended. */
function GoalForm({ hasGoal, reached, onSaved }: { hasGoal: boolean; reached: boolean; onSaved(goal: PerformerTipMenu['goal']): void }) {
  const { t } = useBroadcastTexts();
  const [title, setTitle] = useState('');
  const [target, setTarget] = useState('');
  const [busy, setBusy] = useState<'set' | 'end' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const save = async (next: { title: string; target: number } | null) => {
    setBusy(next ? 'set' : 'end');
    setError(null);
    try {
      onSaved((await setTipGoal(next)).goal);
      if (next) {
        setTitle('');
        setTarget('');
        toast.success(t('tipTools.goalSet'));
      }
    } catch (e) {
      setError(getServerMessage(e));
    } finally {
      setBusy(null);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = amountOf(target, TIP_GOAL_MAX_TARGET);
    if (!isLine(title, TIP_GOAL_TITLE_MAX)) return setError(t('tipTools.titleRequired'));
    if (amount === null) return setError(t('tipTools.targetRange'));
    void save({ title: title.trim(), target: amount });
  };

  return (
    <Form onSubmit={submit} error={error} aria-label={t('tipTools.goalForm')} noValidate>
      <TextField label={t('tipTools.title')} value={title} maxLength={TIP_GOAL_TITLE_MAX} onChange={(e) => setTitle(e.target.value)} />
      <TextField
        label={t('tipTools.target')}
        inputMode="numeric"
        value={target}
        hint={formatNumber(TIP_GOAL_MAX_TARGET)}
        onChange={(e) => setTarget(e.target.value)}
      />
      <Row>
        <Button type="submit" variant="primary" busy={busy === 'set'}>
          {reached ? t('tipTools.next') : t('tipTools.set')}
        </Button>
        {hasGoal && (
          <Button busy={busy === 'end'} onClick={() => void save(null)}>
            {t('tipTools.end')}
          </Button>
        )}
      </Row>
    </Form>
  );
}

const Queue = styled(PanelList)`
  max-height: 240px;
  overflow-y: auto;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    padding: 4px 0;
  }
  span {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  ${touchControls}
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;
