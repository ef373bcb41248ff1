import { Type, type Static } from '@sinclair/typebox';
import { ObjectId } from './envelope';

/** `favourite-live`: who has just gone live, enough for a notification that names her and opens her room. */
export const FavouriteLiveEvent = Type.Object({
  performerId: ObjectId,
  username: Type.String(),
  name: Type.String(),
  avatar: Type.String(),
});
export type FavouriteLiveEvent = Static<typeof FavouriteLiveEvent>;

/** A browser's Web Push subscription, as `PushSubscription.toJSON()` gives it. */
export const PushSubscriptionInput = Type.Object(
  {
    endpoint: Type.String({ format: 'uri', pattern: '^https?://', maxLength: 1000 }),
    keys: Type.Object(
      {
        p256dh: Type.String({ pattern: '^[A-Za-z0-9_-]{80,100}={0,2}$' }),
        auth: Type.String({ pattern: '^[A-Za-z0-9_-]{16,30}={0,2}$' }),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type PushSubscriptionInput = Static<typeof PushSubscriptionInput>;

export const PushEndpointInput = Type.Object({ endpoint: Type.String({ minLength: 1, maxLength: 1000 }) }, { additionalProperties: false });
export type PushEndpointInput = Static<typeof PushEndpointInput>;

/**
 * The member's browser notifications when a favourite goes live: for all his favourites, or only for the performers
 * listed; `publicKey` is the install's VAPID key a browser subscribes with (empty when Web Push is not set up).
 */
export const PushAlertSettings = Type.Object({
  publicKey: Type.String(),
  allFavourites: Type.Boolean(),
  performerIds: Type.Array(ObjectId),
  /** Browsers of his with a subscription. */
  subscriptions: Type.Integer({ minimum: 0 }),
});
export type PushAlertSettings = Static<typeof PushAlertSettings>;

export const PushAlertSwitch = Type.Object({ on: Type.Boolean() }, { additionalProperties: false });
export type PushAlertSwitch = Static<typeof PushAlertSwitch>;
