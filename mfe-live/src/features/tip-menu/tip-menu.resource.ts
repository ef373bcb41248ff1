import { api, payload } from '@platform/shared';
import type {
  PerformerTipMenu,
  PurchasedItem,
  RoomTipMenu,
  TipGoalInput,
  TipGoalState,
  TipMenu,
  TipMenuItemInput,
  TipMenuQueue,
  TipMenuTipRequest,
} from '@platform/shared/contract';

/** The room's query of her menu and goal (the goal's socket event writes into it). */
export const roomTipMenuKey = (performerId: string) => ['live', 'tip-menu', performerId] as const;

/** GET /tip-menu/{performerId}: her items that are on, and her goal. */
export async function getRoomTipMenu(performerId: string): Promise<RoomTipMenu> {
  return payload(await api.get<RoomTipMenu>(`/tip-menu/${encodeURIComponent(performerId)}`, { quiet: true }));
}

/** POST /member/tip-menu/{performerId}/items/{itemId} {price, conversationId}: the item at the price the member confirmed. */
export async function tipMenuItem(performerId: string, itemId: string, price: number, conversationId: string | null, idempotencyKey: string) {
  const body: TipMenuTipRequest = conversationId ? { price, conversationId } : { price };
  return payload(
    await api.post<PurchasedItem>(`/member/tip-menu/${encodeURIComponent(performerId)}/items/${encodeURIComponent(itemId)}`, body, {
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  );
}

/** The performer's own: GET /performer/tip-menu (items, goal, queue). */
export const ownTipMenuKey = ['live', 'own-tip-menu'] as const;
export async function getOwnTipMenu(): Promise<PerformerTipMenu> {
  return payload(await api.get<PerformerTipMenu>('/performer/tip-menu'));
}

/** PUT /performer/tip-menu: her whole menu in its order. */
export async function saveTipMenu(items: TipMenuItemInput[]): Promise<TipMenu> {
  return payload(await api.put<TipMenu>('/performer/tip-menu', { items }));
}

/** PUT /performer/tip-goal (a new goal) or DELETE (none). */
export async function setTipGoal(goal: TipGoalInput | null): Promise<TipGoalState> {
  return payload(goal ? await api.put<TipGoalState>('/performer/tip-goal', goal) : await api.delete<TipGoalState>('/performer/tip-goal'));
}

/** POST /performer/tip-menu/requests/{id}/done: answers the queue left. */
export async function markRequestDone(requestId: string): Promise<TipMenuQueue> {
  return payload(await api.post<TipMenuQueue>(`/performer/tip-menu/requests/${encodeURIComponent(requestId)}/done`));
}
