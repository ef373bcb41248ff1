import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { Button, ErrorState, formatNumber, PHONE_MAX, Spinner, TIP_MENU_EVENTS, useSocketEvent, useSocketReconnected } from '@platform/shared';
import type { RoomTipMenu, TipGoal, TipMenuItem } from '@platform/shared/contract';
import { TipBox, TipConfirm, TipProblemNote, useTipFlow } from '../tips/tip-flow.component';
import { useTipMenuTexts } from './texts';
import { getRoomTipMenu, roomTipMenuKey, tipMenuItem } from './tip-menu.resource';

/** Her menu and goal in a room: read once, the goal kept live by `tip-goal-changed`, read again after a socket drop. */
function useRoomTipMenu(performerId: string) {
  const client = useQueryClient();
  const key = roomTipMenuKey(performerId);
  const menu = useQuery({ queryKey: key, queryFn: () => getRoomTipMenu(performerId) });
  useSocketEvent(TIP_MENU_EVENTS.goalChanged, (event) => {
    if (event.performerId === performerId) client.setQueryData<RoomTipMenu>(key, (old) => old && { ...old, goal: event.goal });
  });
  useSocketReconnected(() => void menu.refetch());
  return menu;
}

/** Her goal's bar: what tips since she set it gave, of its target; it says so once reached. */
export function GoalProgress({ goal }: { goal: TipGoal }) {
  const { t } = useTipMenuTexts();
  const done = Math.min(goal.progress, goal.target);
  const title = t('tipMenu.goal', { title: goal.title });
  return (
    <Goal aria-label={title}>
      <p>
        <strong>{title}</strong>{' '}
        <span>{t('tipMenu.progress', { done: formatNumber(goal.progress), target: t('shared:tokens', { count: goal.target }) })}</span>
      </p>
      <Track role="progressbar" aria-label={goal.title} aria-valuemin={0} aria-valuemax={goal.target} aria-valuenow={done}>
        <Fill style={{ width: `${(done / goal.target) * 100}%` }} $reached={goal.reached} />
      </Track>
      {goal.reached && <p role="status">{t('tipMenu.reached')}</p>}
    </Goal>
  );
}

/** A room's goal bar, for everyone in it (nothing while she has no goal). */
export function GoalBar({ performerId }: { performerId: string }) {
  const { ready } = useTipMenuTexts();
  const goal = useRoomTipMenu(performerId).data?.goal;
  return goal && ready ? <GoalProgress goal={goal} /> : null;
}

/**
 * Her tip menu for a member: each item at her price, tipped through the room's one tip flow (balance check, confirm,
 * one Idempotency-Key); the server charges its own price and refuses a changed one, and the menu is read again then.
 * Nothing shows while she has no item on.
 */
export function TipMenuList({
  performerId,
  performerName,
  conversationId,
}: {
  performerId: string;
  performerName: string;
  conversationId: string | null;
}) {
  const { t, ready } = useTipMenuTexts();
  const menu = useRoomTipMenu(performerId);
  const [chosen, setChosen] = useState<TipMenuItem | null>(null);
  const ids = useId();
  const buttonId = (item: TipMenuItem | null) => `${ids}-${item?._id ?? ''}`;
  const tokens = (count: number) => t('shared:tokens', { count });
  const flow = useTipFlow({
    send: (price, key) =>
      tipMenuItem(performerId, chosen!._id, price, conversationId, key).catch((error: unknown) => {
        void menu.refetch();
        throw error;
      }),
    sentText: (price) => t('tipMenu.sent', { tokens: tokens(price), name: performerName, item: chosen?.name }),
    focusBack: () => document.getElementById(buttonId(chosen))?.focus(),
  });

  if (menu.isPending || !ready) return <Spinner label={t('tipMenu.heading')} />;
  if (menu.isError) return <ErrorState message={t('tipMenu.loadFailed')} onRetry={() => void menu.refetch()} />;
  if (!menu.data.items.length) return null;
  return (
    <Menu aria-label={t('tipMenu.heading')}>
      <h2>{t('tipMenu.heading')}</h2>
      {flow.step.kind === 'choose' ? (
        <ul>
          {menu.data.items.map((item) => (
            <li key={item._id}>
              <span>{item.name}</span>
              <Button
                id={buttonId(item)}
                size="sm"
                aria-label={t('tipMenu.item', { tokens: tokens(item.price), item: item.name })}
                onClick={() => {
                  setChosen(item);
                  flow.review(item.price);
                }}
              >
                {formatNumber(item.price)}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <TipConfirm flow={flow} question={t('tipMenu.confirmText', { tokens: tokens(flow.step.amount), name: performerName, item: chosen?.name })} />
      )}
      <TipProblemNote problem={flow.problem} />
    </Menu>
  );
}

const Goal = styled.section`
  display: flex;
  flex-direction: column;
  gap: 4px;
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Track = styled.div`
  height: 12px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

const Fill = styled.div<{ $reached: boolean }>`
  height: 100%;
  background: ${({ $reached, theme }) => ($reached ? theme.colors.success : theme.colors.primary)};
  transition: width 0.4s ease-out;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Menu = styled(TipBox)`
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 6px;
  }
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
  }
  li span {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  @media (max-width: ${PHONE_MAX}) {
    li button {
      min-width: 64px;
    }
  }
`;
