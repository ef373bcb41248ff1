import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { IdempotencyHeaders, ObjectId, PurchasedItem, TipGoalInput, TipMenuInput, TipMenuTipRequest } from '@platform/shared/contract';
import { PerformerTipMenu, RoomTipMenu, TipGoalState, TipMenu, TipMenuQueue } from '@platform/shared/contract';
import { guarded } from '../../core/auth';
import { badRequest, fieldError, notFound } from '../../core/errors';
import { ok, okResponse } from '../../core/http';
import { onTip, tipPerformer } from '../money/tips.routes';
import { addRequest, currentGoal, markDone, menuItem, menuItems, replaceGoal, replaceMenu, waitingRequests } from './tip-menu.repository';
import { announceGoal, announceQueue, countTowardsGoal } from './tip-menu.service';

const tags = ['tip-menu'];
const PerformerParams = Type.Object({ performerId: ObjectId });

/**
 * The validator coerces "50" to 50: a price or a target sent as text (or anything but a number) is refused first, with
 * a 400 that names the field — an amount of money is a number.
 */
export function refuseAmountsNotNumbers(body: unknown): void {
  if (!body || typeof body !== 'object') return;
  const { items, price, target } = body as { items?: unknown; price?: unknown; target?: unknown };
  const amounts: Array<[string, unknown]> = [
    ['price', price],
    ['target', target],
  ];
  if (Array.isArray(items)) items.forEach((item, i) => amounts.push([`items.${i}.price`, (item as { price?: unknown } | null)?.price]));
  for (const [field, value] of amounts) {
    if (value !== undefined && typeof value !== 'number') throw fieldError(field, 'isNumber', `${field} must be a whole number of tokens`);
  }
}

/**
 * A performer's tip menu and goals: she edits her menu (settings) and sets a goal (her broadcast page); a room shows
 * the menu and the goal's bar; a member tips an item through the one tip path (money's tipPerformer) at the item's
 * price, which joins her queue; every tip moves her goal.
 */
export const tipMenuRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  onTip(ctx, (tip) => countTowardsGoal(ctx, tip));
  app.addHook('preValidation', async (req) => refuseAmountsNotNumbers(req.body));

  app.get(
    '/tip-menu/:performerId',
    {
      schema: {
        tags,
        summary: "A room's tip menu: her items that are on, in her order, and her current goal with its progress",
        params: PerformerParams,
        response: okResponse(RoomTipMenu),
      },
    },
    async (req) => {
      const { performerId } = req.params;
      const [items, goal] = await Promise.all([menuItems(ctx.db, performerId, true), currentGoal(ctx.db, performerId)]);
      return ok({ items, goal });
    },
  );

  app.get(
    '/performer/tip-menu',
    guarded('performer', {
      tags,
      summary: 'Her whole tip menu (items that are off too), her goal and her queue',
      response: okResponse(PerformerTipMenu),
    }),
    async (req) => {
      const id = req.auth!.sourceId;
      const [items, goal, requests] = await Promise.all([menuItems(ctx.db, id, false), currentGoal(ctx.db, id), waitingRequests(ctx.db, id)]);
      return ok({ items, goal, requests });
    },
  );

  app.put(
    '/performer/tip-menu',
    guarded('performer', {
      tags,
      summary: 'Saves her whole tip menu in its order (an item left out is deleted; one with an id is updated)',
      body: TipMenuInput,
      response: okResponse(TipMenu),
    }),
    async (req) => {
      const id = req.auth!.sourceId;
      const items = req.body.items.map((item) => ({ ...item, name: item.name.trim() }));
      const ids = items.flatMap((item) => (item._id ? [item._id] : []));
      if (new Set(ids).size !== ids.length) throw fieldError('items', 'unique', 'Each item may appear once');
      const saved = await ctx.db.transaction((tx) => replaceMenu(tx, id, items));
      if (!saved) throw notFound('An item of this menu is not on your tip menu');
      return ok({ items: await menuItems(ctx.db, id, false) });
    },
  );

  app.put(
    '/performer/tip-goal',
    guarded('performer', {
      tags,
      summary: 'Starts a new goal (the current one ends): tips from now on count towards its target',
      body: TipGoalInput,
      response: okResponse(TipGoalState),
    }),
    async (req) => {
      const id = req.auth!.sourceId;
      await ctx.db.transaction((tx) => replaceGoal(tx, id, { title: req.body.title.trim(), target: req.body.target, startedAt: new Date() }));
      const goal = await currentGoal(ctx.db, id);
      await announceGoal(ctx, id, goal);
      return ok({ goal });
    },
  );

  app.delete(
    '/performer/tip-goal',
    guarded('performer', { tags, summary: 'Ends her current goal (her room shows none)', response: okResponse(TipGoalState) }),
    async (req) => {
      const id = req.auth!.sourceId;
      await ctx.db.transaction((tx) => replaceGoal(tx, id, null));
      await announceGoal(ctx, id, null);
      return ok({ goal: null });
    },
  );

  app.post(
    '/performer/tip-menu/requests/:id/done',
    guarded('performer', {
      tags,
      summary: 'Marks a request of her queue done; answers the queue',
      params: Type.Object({ id: ObjectId }),
      response: okResponse(TipMenuQueue),
    }),
    async (req) => {
      const performerId = req.auth!.sourceId;
      if (!(await markDone(ctx.db, performerId, req.params.id))) throw notFound('This request is not in your queue');
      return ok({ requests: await announceQueue(ctx, performerId) });
    },
  );

  app.post(
    '/member/tip-menu/:performerId/items/:itemId',
    guarded('user', {
      tags,
      summary:
        "Tips an item of her tip menu at the item's own price (`price` is what the member confirmed: 400 when it changed); accepts an Idempotency-Key header",
      params: Type.Object({ performerId: ObjectId, itemId: ObjectId }),
      headers: IdempotencyHeaders,
      body: TipMenuTipRequest,
      response: okResponse(PurchasedItem),
    }),
    async (req, reply) => {
      const { performerId, itemId } = req.params;
      const item = await menuItem(ctx.db, itemId);
      if (!item || item.performer_id !== performerId) throw notFound('This item is not on her tip menu');
      if (!item.active) throw badRequest(`${item.name} is not on her tip menu right now`);
      if (item.price !== req.body.price) throw badRequest(`The price of ${item.name} is now ${item.price} tokens: look at it again and confirm`);
      const { data, replayed } = await tipPerformer(req, reply, {
        performerId,
        token: item.price,
        conversationId: req.body.conversationId,
        item: item.name,
      });
      if (!replayed) {
        await addRequest(ctx.db, {
          performerId,
          itemId,
          itemName: item.name,
          price: item.price,
          memberId: req.auth!.sourceId,
          purchasedItemId: data._id,
        });
        await announceQueue(ctx, performerId);
      }
      return ok(data);
    },
  );
};
