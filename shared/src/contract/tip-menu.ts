import { Type, type Static } from '@sinclair/typebox';
import { Nullable, ObjectId } from './envelope';
import { TokenAmount } from './money';

/** A performer's tip menu holds at most this many items. */
export const TIP_MENU_MAX_ITEMS = 30;
export const TIP_MENU_NAME_MAX = 60;
export const TIP_GOAL_TITLE_MAX = 80;
/** A goal's target, in tokens: 1 … this. */
export const TIP_GOAL_MAX_TARGET = 1_000_000;

/** One line of text: 1 … `maxLength` characters, not only spaces, no control characters (NUL, tabs, new lines …). */
const Line = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '^(?=.*\\S)[^\\u0000-\\u001F\\u007F-\\u009F]+$' });

/** An item of her tip menu ("Dance", 50 tokens); `active: false` keeps it off the room's menu. */
export const TipMenuItem = Type.Object({
  _id: ObjectId,
  name: Type.String(),
  price: Type.Integer(),
  active: Type.Boolean(),
});
export type TipMenuItem = Static<typeof TipMenuItem>;

/** An item as she saves it: `_id` for one she already has (its requests keep pointing at it), none for a new one. */
export const TipMenuItemInput = Type.Object(
  { _id: Type.Optional(ObjectId), name: Line(TIP_MENU_NAME_MAX), price: TokenAmount, active: Type.Boolean() },
  { additionalProperties: false },
);
export type TipMenuItemInput = Static<typeof TipMenuItemInput>;

/** PUT /performer/tip-menu: her whole menu in its order (an item left out is deleted). */
export const TipMenuInput = Type.Object({ items: Type.Array(TipMenuItemInput, { maxItems: TIP_MENU_MAX_ITEMS }) }, { additionalProperties: false });
export type TipMenuInput = Static<typeof TipMenuInput>;

export const TipMenu = Type.Object({ items: Type.Array(TipMenuItem) });
export type TipMenu = Static<typeof TipMenu>;

/** Her goal: tips made since `startedAt` count (`progress`, in tokens) towards `target`. */
export const TipGoal = Type.Object({
  _id: ObjectId,
  title: Type.String(),
  target: Type.Integer(),
  progress: Type.Integer(),
  reached: Type.Boolean(),
  startedAt: Type.String(),
});
export type TipGoal = Static<typeof TipGoal>;

/** PUT /performer/tip-goal: a new goal (the current one, reached or not, ends). */
export const TipGoalInput = Type.Object(
  { title: Line(TIP_GOAL_TITLE_MAX), target: Type.Integer({ minimum: 1, maximum: TIP_GOAL_MAX_TARGET }) },
  { additionalProperties: false },
);
export type TipGoalInput = Static<typeof TipGoalInput>;

export const TipGoalState = Type.Object({ goal: Nullable(TipGoal) });
export type TipGoalState = Static<typeof TipGoalState>;

/** GET /tip-menu/{performerId}: what her room shows — the items that are on, in her order, and her goal. */
export const RoomTipMenu = Type.Object({ items: Type.Array(TipMenuItem), goal: Nullable(TipGoal) });
export type RoomTipMenu = Static<typeof RoomTipMenu>;

/**
 * POST /member/tip-menu/{performerId}/items/{itemId}: tips the item. `price` is what the member saw and confirmed;
 * the server charges its own price and refuses (400) when they differ.
 */
export const TipMenuTipRequest = Type.Object(
  { price: TokenAmount, conversationId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })) },
  { additionalProperties: false },
);
export type TipMenuTipRequest = Static<typeof TipMenuTipRequest>;

/** A member's tip for an item, waiting in her queue until she marks it done. */
export const TipMenuRequest = Type.Object({
  _id: ObjectId,
  itemName: Type.String(),
  price: Type.Integer(),
  memberName: Type.String(),
  createdAt: Type.String(),
});
export type TipMenuRequest = Static<typeof TipMenuRequest>;

/** GET /performer/tip-menu: her whole menu (off items too), her goal and her queue of requests (oldest first). */
export const PerformerTipMenu = Type.Object({
  items: Type.Array(TipMenuItem),
  goal: Nullable(TipGoal),
  requests: Type.Array(TipMenuRequest),
});
export type PerformerTipMenu = Static<typeof PerformerTipMenu>;

export const TipMenuQueue = Type.Object({ requests: Type.Array(TipMenuRequest) });
export type TipMenuQueue = Static<typeof TipMenuQueue>;

/** `tip-goal-changed` (her public room and her own tabs): her goal as it is now (set, cleared, a tip counted). */
export const TipGoalChangedEvent = Type.Object({ performerId: ObjectId, goal: Nullable(TipGoal) });
export type TipGoalChangedEvent = Static<typeof TipGoalChangedEvent>;
