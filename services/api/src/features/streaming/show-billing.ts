import type { ReceivedPaidTokenEvent, ShowBilledEvent } from '@platform/shared/contract';
import { STREAM_EVENTS } from '@platform/shared/contract';
import type { AppContext } from '../../core/context';
import { InsufficientFundsError } from '../money/ledger.repository';
import { chargeShowMinute, ShowNoLongerBilledError } from '../money/show-billing.service';
import {
  lockBilledMembership,
  memberBalance,
  performerNetOfSale,
  recordBilledMinute,
  retryChargeLater,
  waitForVideo,
  type DueMembership,
} from './show-billing.repository';
import { participant } from './stream-participants.repository';
import { findStream } from './streams.repository';
import type { StreamingConfig } from './streaming.config';

export type BillingStop = 'insufficient-balance' | 'billing-failed' | 'max-duration' | 'stale' | 'video-not-started' | 'video-lost';

export interface BillingHooks {
  /** The member can no longer take part (could not pay, too long, …): the feature ends the show or the membership. */
  stop(streamId: string, userId: string, reason: BillingStop): Promise<void>;
  /** Does the media server see the show published and the member playing it? (false when it cannot say) */
  isPlaying(sessionId: string, userId: string): Promise<boolean>;
  log(message: string): void;
}

/** What one look at a member's due minute came to: the minute billed, or why he is out. */
interface ChargeOutcome {
  billed: ShowBilledEvent | null;
  stop?: BillingStop;
}

const NOTHING: ChargeOutcome = { billed: null };
const MAX_RETRIES = 3;
/** Due minutes of one sweep charged at the same time (each takes a pooled connection). */
const PARALLEL_CHARGES = 4;
const key = (streamId: string, userId: string) => `${streamId}:${userId}`;

/**
 * Server-side billing of private and group shows: the server bills, never the client. Each member pays
 * each minute in advance, but only a minute that plays: minute 1 when the media server first sees him
 * playing the performer's published show, then one every minute after it while he still plays (and his page is
 * still in the show's room: a member who closed it is not charged the minute that comes due before he is out). A video
 * that does not start (or stops and does not come back) within `playStartMs` ends his membership with
 * nothing more billed; one that comes back starts a new minute then.
 *
 * The database drives it, not a process's memory: `show_participants` holds each member's next due time,
 * the wait for his video and the failed attempts. The joining request charges minute 1 itself (`start`);
 * every later minute is taken on by whichever API process sweeps first (`chargeDue`, see billing-sweep.ts),
 * which claims the membership while it charges, so a process that dies leaves at most a claim that runs out.
 * The money service makes every (show, member, minute) charge idempotent, so a minute taken over after such a
 * claim is never charged twice. Ending a show or a membership in the database stops its billing.
 */
export class ShowBilling {
  private readonly inflight = new Map<string, Promise<ChargeOutcome>>();
  private readonly background = new Set<Promise<void>>();
  private closed = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly config: StreamingConfig,
    private readonly hooks: BillingHooks,
  ) {}

  /** Charges this process is running now. */
  get chargesInFlight() {
    return this.inflight.size;
  }

  /**
   * The member is in: his first minute is charged as soon as his video plays (at once when it already
   * does; an InsufficientFundsError of that charge propagates to the caller, who refuses the show).
   */
  async start(streamId: string, userId: string): Promise<ShowBilledEvent | null> {
    const outcome = await this.track(streamId, userId, () => this.charge(streamId, userId, null));
    if (outcome.stop) this.stopLater(streamId, userId, outcome.stop);
    return outcome.billed;
  }

  /**
   * Called once the member (or everyone in the show) is out in the database, which stops every process from
   * billing him: waits for a charge this process is still running.
   */
  async stop(streamId: string, userId?: string) {
    const running = [...this.inflight].filter(([k]) => (userId ? k === key(streamId, userId) : k.startsWith(`${streamId}:`)));
    await Promise.allSettled(running.map(([, charge]) => charge));
  }

  /** Bills the memberships a sweep claimed (or ends those left stale). */
  async chargeDue(claims: DueMembership[]) {
    for (let i = 0; i < claims.length; i += PARALLEL_CHARGES) {
      await Promise.all(claims.slice(i, i + PARALLEL_CHARGES).map((claim) => this.chargeClaimed(claim)));
    }
  }

  async close() {
    this.closed = true;
    await Promise.allSettled([...this.inflight.values()]);
    await Promise.allSettled([...this.background]);
  }

  private async chargeClaimed({ streamId, userId, dueAt, stale }: DueMembership) {
    try {
      const outcome: ChargeOutcome = stale
        ? { billed: null, stop: 'stale' }
        : await this.track(streamId, userId, () => this.charge(streamId, userId, dueAt));
      // after the charge settled: ending the membership waits for it
      if (outcome.stop) await this.hooks.stop(streamId, userId, outcome.stop);
    } catch (error) {
      // the claim runs out and the next sweep tries again
      this.hooks.log(`billing of ${key(streamId, userId)} failed: ${(error as Error).message}`);
    }
  }

  private track(streamId: string, userId: string, run: () => Promise<ChargeOutcome>) {
    const k = key(streamId, userId);
    const charge = run();
    this.inflight.set(k, charge);
    void charge
      .finally(() => {
        if (this.inflight.get(k) === charge) this.inflight.delete(k);
      })
      .catch(() => undefined);
    return charge;
  }

  /** Ends a membership outside the running charge (ending waits for that charge, so it cannot run inside it). */
  private stopLater(streamId: string, userId: string, reason: BillingStop) {
    const run = Promise.resolve()
      .then(() => this.hooks.stop(streamId, userId, reason))
      .catch(() => undefined);
    this.background.add(run);
    void run.finally(() => this.background.delete(run));
  }

  /**
   * Bills the member's next minute when his video plays, or stores the wait for it. `dueAt`: the due time the
   * sweep claimed; null for `start`, whose errors reach the caller instead of ending the show.
   */
  private async charge(streamId: string, userId: string, dueAt: Date | null): Promise<ChargeOutcome> {
    const [stream, member] = await Promise.all([findStream(this.ctx.db, streamId), participant(this.ctx.db, streamId, userId)]);
    if (!stream || stream.status !== 'active' || !member || member.status !== 'active' || stream.type === 'public') return NOTHING;
    // a process whose claim ran out billed this minute meanwhile
    if (dueAt && new Date(member.next_charge_at).getTime() !== dueAt.getTime()) return NOTHING;
    const minute = member.billed_minutes + 1;
    if (minute > this.config.maxShowMinutes) return { billed: null, stop: 'max-duration' };
    // a page that left the room plays nothing for him, whatever the media server still lists for a few seconds
    const playing = member.away_since === null && (await this.hooks.isPlaying(stream.session_id, userId));
    if (!playing) {
      const wait = { streamId, userId, pollMs: this.config.playPollMs, startMs: this.config.playStartMs };
      if (!(await waitForVideo(this.ctx.db, wait))) return NOTHING;
      return { billed: null, stop: member.billed_minutes === 0 ? 'video-not-started' : 'video-lost' };
    }
    // a minute after a wait starts now; otherwise minutes follow each other from the previous due time
    const resumed = member.not_playing_since !== null || member.billed_minutes === 0;
    // such a minute starts when its charge does: the charge's own time (a slow database, the credit rollup) is his
    const chargedAt = Date.now();
    let item;
    let replayed = false;
    try {
      ({ item, replayed } = await chargeShowMinute(this.ctx, {
        userId,
        performerId: stream.performer_id,
        show: member.role === 'spy' ? 'spy' : stream.type,
        conversationId: stream.conversation_id,
        minuteKey: `${streamId}:${userId}:${minute}`,
        stillBilled: (tx) => lockBilledMembership(tx, streamId, userId),
      }));
    } catch (error) {
      if (error instanceof ShowNoLongerBilledError) return NOTHING;
      if (!dueAt) throw error;
      if (error instanceof InsufficientFundsError) return { billed: null, stop: 'insufficient-balance' };
      const attempt = member.charge_failures + 1;
      if (attempt > MAX_RETRIES) return this.closed ? NOTHING : { billed: null, stop: 'billing-failed' };
      await retryChargeLater(this.ctx.db, streamId, userId, Math.min(1000 * attempt, this.config.showMinuteMs / 2));
      return NOTHING;
    }
    const token = item?.totalPrice ?? 0;
    const nextAt = new Date((resumed ? chargedAt : new Date(member.next_charge_at).getTime()) + this.config.showMinuteMs);
    const recorded = await recordBilledMinute(this.ctx.db, { streamId, userId, minute, token, nextAt });
    if (!recorded) return NOTHING;
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
    return { billed };
  }
}
