import crypto from 'node:crypto';
import type { PurchasedItem } from '@platform/shared/contract';
import type { AppContext } from '../../core/context';
import type { Queryable } from '../../db/db';
import { notFound } from '../../core/errors';
import { runMoney } from './money-transaction';
import { showPrices } from './sales.repository';
import { executeSale, saleOutcome } from './sales.service';

export interface ShowMinuteInput {
  userId: string;
  performerId: string;
  /** The show he pays a minute of: a private or group show he is in, or a private show he spies on. */
  show: 'private' | 'group' | 'spy';
  conversationId?: string | null;
  /** Unique per show and minute (e.g. `${sessionId}:${minuteIndex}`): a minute is never billed twice. */
  minuteKey: string;
  /** Checked inside the charge's transaction: false (the show or his place in it ended meanwhile) charges nothing. */
  stillBilled?: (tx: Queryable) => Promise<boolean>;
}

/** The show (or the member's place in it) ended between the decision to charge and the charge: nothing was charged. */
export class ShowNoLongerBilledError extends Error {
  constructor() {
    super('The show is no longer billed');
  }
}

/**
 * Server-side billing of one minute of a private or group show (the server bills, never the client, so a
 * modified client cannot watch for free) at the performer's current per-minute price. Throws InsufficientFundsError (a 400) when the
 * member cannot pay — the streaming feature then ends the show. Calling again with the same minuteKey
 * returns the first charge without charging again.
 */
export async function chargeShowMinute(ctx: AppContext, input: ShowMinuteInput): Promise<{ item: PurchasedItem | null; replayed: boolean }> {
  const performer = await showPrices(ctx.db, input.performerId);
  if (!performer) throw notFound('Performer not found');
  const price = { private: performer.private_call_price, group: performer.group_call_price, spy: performer.spy_price }[input.show];
  if (price <= 0) return { item: null, replayed: false }; // a free show costs nothing
  // a spy's minute is a minute of her private show, in her earnings as in the ledger
  const type = input.show === 'group' ? 'stream_group' : 'stream_private';
  const scope = {
    source: 'user',
    accountId: input.userId,
    route: 'show-minute',
    key: input.minuteKey,
    fingerprint: crypto.createHash('sha256').update(`${input.performerId}:${type}`).digest('hex'),
  };
  const { data, replayed } = await runMoney(ctx, scope, async (tx) => {
    if (input.stillBilled && !(await input.stillBilled(tx))) throw new ShowNoLongerBilledError();
    const result = await executeSale(tx, {
      buyerId: input.userId,
      performerId: input.performerId,
      type,
      target: 'stream',
      targetId: input.conversationId ?? input.performerId,
      name: `${{ private: 'Private', group: 'Group', spy: 'Spy' }[input.show]} show minute with ${performer.username}`,
      unitPrice: price,
      conversationId: input.conversationId ?? null,
    });
    return saleOutcome(result, ctx.storage);
  });
  return { item: data, replayed };
}
