import { conversationRoom, TIP_MENU_EVENTS, type PurchasedItem, type TipGoal } from '@platform/shared/contract';
import type { AppContext } from '../../core/context';
import { publicConversationOf } from '../conversations/stream-conversations.repository';
import { postStreamMessage } from '../messages/stream-messages.service';
import { currentGoal, markReached, waitingRequests } from './tip-menu.repository';

/** Her goal as it is now, to her public room (every viewer's bar) and to her own tabs (her broadcast page). */
export async function announceGoal(ctx: AppContext, performerId: string, goal: TipGoal | null): Promise<void> {
  const payload = { performerId, goal };
  ctx.realtime.emitToAccount('performer', performerId, TIP_MENU_EVENTS.goalChanged, payload);
  const conversationId = await publicConversationOf(ctx.db, performerId);
  if (conversationId) ctx.realtime.emitToRoom(conversationRoom('stream_public', conversationId), TIP_MENU_EVENTS.goalChanged, payload);
}

/** Her queue as it is now, to her own tabs. */
export async function announceQueue(ctx: AppContext, performerId: string) {
  const requests = await waitingRequests(ctx.db, performerId);
  ctx.realtime.emitToAccount('performer', performerId, TIP_MENU_EVENTS.queueChanged, { requests });
  return requests;
}

/**
 * A tip was made (any tip: the tip panel's or a menu item's): her goal's bar moves in her room, and the tip that
 * reaches the goal is announced once in her public chat ("Goal reached: …").
 */
export async function countTowardsGoal(ctx: AppContext, tip: PurchasedItem): Promise<void> {
  const performerId = tip.sellerId;
  const goal = await currentGoal(ctx.db, performerId);
  if (!goal) return;
  if (!goal.reached && goal.progress >= goal.target && (await markReached(ctx.db, goal._id))) {
    goal.reached = true;
    const conversationId = await publicConversationOf(ctx.db, performerId);
    if (conversationId) {
      await postStreamMessage(
        ctx,
        { id: conversationId, type: 'stream_public', performer_id: performerId },
        { source: 'performer', id: performerId },
        { type: 'notify', text: `Goal reached: ${goal.title}`, details: { goalReached: { title: goal.title, target: goal.target } } },
      );
    }
  }
  await announceGoal(ctx, performerId, goal);
}
