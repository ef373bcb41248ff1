import type { ReceivedPaidTokenEvent, ShowBilledEvent } from '@platform/shared/contract';
import { STREAM_EVENTS } from '@platform/shared/contract';
import type { AppContext } from '../../core/context';
import { InsufficientFundsError } from '../money/ledger.repository';
import { chargeShowMinute } from '../money/show-billing.service';
import { billedMembersOfRunningShows, findStream, memberBalance, participant, performerNetOfSale, recordBilledMinute } from './streams.repository';
import type { StreamingConfig } from './streaming.config';

export type BillingStop = 'insufficient-balance' | 'billing-failed' | 'max-duration' | 'stale' | 'video-not-started' | 'video-lost';

export interface BillingHooks {
  /** The member can no longer take part (could not pay, too long, …): the feature ends the show or the membership. */
  stop(streamId: string, userId: string, reason: BillingStop): Promise<void>;
  /** Does the media server see the show published and the member playing it? (false when it cannot say) */
  isPlaying(sessionId: string, userId: string): Promise<boolean>;
}

const MAX_RETRIES = 3;
const key = (streamId: string, userId: string) => `${streamId}:${userId}`;

/**
 * Server-side billing of private and group shows: the server bills, never the client. Each member pays
 * each minute in advance, but only a minute that plays: minute 1 when the media server first sees him
 * playing the performer's published show, then one every minute after it while he still plays. A video
 * that does not start (or stops and does not come back) within `playStartMs` ends his membership with
 * nothing more billed; one that comes back starts a new minute then. The money service makes every
 * (show, member, minute) charge idempotent, and the billed minute count is persisted, so a restart or a
 * second API process never charges a minute twice. One timer per member, cleared on every way out.
 */
export class ShowBilling {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly retries = new Map<string, number>();
  private readonly inflight = new Map<string, Promise<void>>();
  /** Since when each member's video has not played (the start window, or a pause). */
  private readonly notPlayingSince = new Map<string, number>();
  private readonly background = new Set<Promise<void>>();
  private closed = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly config: StreamingConfig,
    private readonly hooks: BillingHooks,
  ) {}

  get activeTimers() {
    return this.timers.size;
  }

  /**
   * The member is in: his first minute is charged as soon as his video plays (at once when it already
   * does; an InsufficientFundsError of that charge propagates to the caller, who refuses the show).
   */
  async start(streamId: string, userId: string): Promise<ShowBilledEvent | null> {
    return this.charge(streamId, userId, true);
  }

  /** Stops billing the member (or everyone in the show) and waits for a charge already running. */
  async stop(streamId: string, userId?: string) {
    const keys = [...this.timers.keys(), ...this.inflight.keys()].filter((k) =>
      userId ? k === key(streamId, userId) : k.startsWith(`${streamId}:`),
    );
    for (const k of new Set(keys)) {
      clearTimeout(this.timers.get(k));
      this.timers.delete(k);
      this.retries.delete(k);
      this.notPlayingSince.delete(k);
    }
    await Promise.allSettled(keys.map((k) => this.inflight.get(k)).filter(Boolean) as Promise<void>[]);
  }

  /** On API start: resume the shows that were running, close those left too long without billing. */
  async resume() {
    for (const row of await billedMembersOfRunningShows(this.ctx.db)) {
      if (Date.now() - new Date(row.next_charge_at).getTime() > this.config.staleShowMs) {
        await this.hooks.stop(row.stream_id, row.user_id, 'stale');
      } else {
        this.schedule(row.stream_id, row.user_id, new Date(row.next_charge_at));
      }
    }
  }

  async close() {
    this.closed = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.inflight.values()]);
    await Promise.allSettled([...this.background]);
  }

  /** Ends a membership outside the running charge (ending waits for that charge, so it cannot run inside it). */
  private stopLater(streamId: string, userId: string, reason: BillingStop) {
    const run = Promise.resolve()
      .then(() => this.hooks.stop(streamId, userId, reason))
      .catch(() => undefined);
    this.background.add(run);
    void run.finally(() => this.background.delete(run));
  }

  private schedule(streamId: string, userId: string, at: Date) {
    if (this.closed) return;
    const k = key(streamId, userId);
    clearTimeout(this.timers.get(k));
    const timer = setTimeout(
      () => {
        this.timers.delete(k);
        const run = this.charge(streamId, userId, false)
          .then(() => undefined)
          .catch(() => undefined);
        this.inflight.set(k, run);
        void run.finally(() => {
          if (this.inflight.get(k) === run) this.inflight.delete(k);
        });
      },
      Math.max(0, at.getTime() - Date.now()),
    );
    timer.unref?.();
    this.timers.set(k, timer);
  }

  /**
   * Bills the member's next minute when his video plays, or waits for it; `first` (the call of `start`) lets
   * errors reach the caller instead of ending the show.
   */
  private async charge(streamId: string, userId: string, first: boolean): Promise<ShowBilledEvent | null> {
    const k = key(streamId, userId);
    const [stream, member] = await Promise.all([findStream(this.ctx.db, streamId), participant(this.ctx.db, streamId, userId)]);
    if (!stream || stream.status !== 'active' || !member || member.status !== 'active' || stream.type === 'public') return null;
    const minute = member.billed_minutes + 1;
    if (minute > this.config.maxShowMinutes) {
      this.stopLater(streamId, userId, 'max-duration');
      return null;
    }
    if (!(await this.hooks.isPlaying(stream.session_id, userId))) {
      const since = this.notPlayingSince.get(k) ?? Date.now();
      this.notPlayingSince.set(k, since);
      if (Date.now() - since >= this.config.playStartMs) {
        this.notPlayingSince.delete(k);
        this.stopLater(streamId, userId, member.billed_minutes === 0 ? 'video-not-started' : 'video-lost');
      } else {
        this.schedule(streamId, userId, new Date(Date.now() + this.config.playPollMs));
      }
      return null;
    }
    // a minute after a wait starts now; otherwise minutes follow each other from the previous due time
    const resumed = this.notPlayingSince.delete(k) || member.billed_minutes === 0;
    let item;
    let replayed = false;
    try {
      ({ item, replayed } = await chargeShowMinute(this.ctx, {
        userId,
        performerId: stream.performer_id,
        streamType: stream.type,
        conversationId: stream.conversation_id,
        minuteKey: `${streamId}:${userId}:${minute}`,
      }));
    } catch (error) {
      if (first) throw error;
      if (error instanceof InsufficientFundsError) {
        this.stopLater(streamId, userId, 'insufficient-balance');
        return null;
      }
      const attempt = (this.retries.get(k) ?? 0) + 1;
      this.retries.set(k, attempt);
      if (attempt > MAX_RETRIES || this.closed) {
        if (!this.closed) this.stopLater(streamId, userId, 'billing-failed');
        return null;
      }
      this.schedule(streamId, userId, new Date(Date.now() + Math.min(1000 * attempt, this.config.showMinuteMs / 2)));
      return null;
    }
    this.retries.delete(k);
    const token = item?.totalPrice ?? 0;
    const nextAt = new Date((resumed ? Date.now() : new Date(member.next_charge_at).getTime()) + this.config.showMinuteMs);
    // persisted before the next timer: a restart resumes at the following minute
    const recorded = await recordBilledMinute(this.ctx.db, { streamId, userId, minute, token, nextAt });
    if (!recorded) return null;
    const billed: ShowBilledEvent = {
      conversationId: stream.conversation_id ?? '',
      minute,
      token,
      balance: (await memberBalance(this.ctx.db, userId)) ?? 0,
    };
    if (!replayed) {
      this.ctx.realtime.emitToAccount('user', userId, STREAM_EVENTS.showBilled, billed);
      if (item) {
        const netPrice = await performerNetOfSale(this.ctx.db, item._id);
        const paid: ReceivedPaidTokenEvent = { conversationId: stream.conversation_id ?? '', token, netPrice };
        this.ctx.realtime.emitToAccount('performer', stream.performer_id, STREAM_EVENTS.receivedPaidToken, paid);
      }
    }
    if (recorded.status === 'active') this.schedule(streamId, userId, new Date(recorded.next_charge_at));
    return billed;
  }
}
