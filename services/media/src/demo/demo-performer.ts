import { ApiError, PerformerApi, type ShowSession } from './api-client';
import { RealtimeClient } from './realtime-client';
import { Backoff, FailureLog, sleep } from './retry';
import { ShowPublisher } from './show-publisher';

/** Socket events of live shows (the values of STREAM_EVENTS in shared/src/contract/streaming.ts). */
export const EVENTS = {
  publicJoin: 'public-stream/join',
  publicLeave: 'public-stream/leave',
  publicLive: 'public-stream/live',
  joinRoom: 'JOIN_ROOM',
  rejoinRoom: 'REJOIN_ROOM',
  leaveRoom: 'LEAVE_ROOM',
  privateChatRequest: 'private-chat-request',
  showEnded: 'show-ended',
} as const;

export interface DemoTiming {
  /** How often she checks that her show runs (and starts it again when not). */
  checkMs: number;
  /** A private request is accepted after a random wait in this range. */
  acceptAfterMs: [number, number];
  /** A line in the public chat after a random wait in this range. */
  chatEveryMs: [number, number];
  /** A private show she has not ended by then is ended by her. */
  privateMaxMs: number;
}

export const DEFAULT_TIMING: DemoTiming = {
  checkMs: 15_000,
  acceptAfterMs: [3000, 6000],
  chatEveryMs: [60_000, 150_000],
  privateMaxMs: 10 * 60_000,
};

export interface DemoPerformerOptions {
  username: string;
  password: string;
  apiUrl: string;
  /** `ws://host:port/{AppName}/websocket` of the media server. */
  mediaWebsocketUrl: string;
  ffmpegPath: string;
  fontFile?: string;
  log: (message: string) => void;
  timing?: Partial<DemoTiming>;
}

type Mode = { kind: 'public' } | { kind: 'private'; conversationId: string; sessionId: string; memberName: string };

const PUBLIC_LINES = [
  'Hi everyone! This is a demo show: the picture and the music are synthetic.',
  'Ask me for a private show: I accept requests after a few seconds.',
  'The clock on the picture is my local time, so you can see how far behind live you are.',
  'Say hi in the chat, I answer now and then 🙂',
  'Try switching between WebRTC and HLS in the settings and compare the clock.',
];

/** Her name as the lower third shows it: "fiona" → "Fiona". */
const displayName = (username: string) => username.charAt(0).toUpperCase() + username.slice(1);
const between = ([min, max]: [number, number]) => min + Math.random() * (max - min);

/**
 * One demo performer: signs in to the API, opens her public show like the broadcast page does
 * (POST /streaming/live, publish on the media server, `public-stream/join` + `public-stream/live` on the
 * socket), talks in her public chat now and then, and accepts private requests. A check loop repairs
 * whatever broke (API or media server restarted, connection lost) with growing waits; every failure is
 * logged once, and nothing here throws to its caller.
 */
export class DemoPerformer {
  private readonly api: PerformerApi;
  private readonly realtime: RealtimeClient;
  private readonly timing: DemoTiming;
  private readonly failures: FailureLog;
  private readonly backoff = new Backoff(1000, 30_000);
  private readonly stopSignal = new AbortController();
  private publisher?: ShowPublisher;
  private publicShow?: ShowSession;
  private mode: Mode = { kind: 'public' };
  private wakeUp?: () => void;
  /** Something changed during a check (a private show accepted, a stream lost): check again at once. */
  private poked = false;
  private chatTimer?: NodeJS.Timeout;
  private privateTimer?: NodeJS.Timeout;
  private readonly pending = new Set<NodeJS.Timeout>();
  private running?: Promise<void>;
  private lineIndex = Math.floor(Math.random() * PUBLIC_LINES.length);

  constructor(private readonly options: DemoPerformerOptions) {
    this.timing = { ...DEFAULT_TIMING, ...options.timing };
    this.failures = new FailureLog(options.log);
    this.api = new PerformerApi(options.apiUrl, options.username, options.password);
    this.realtime = new RealtimeClient(
      options.apiUrl,
      () => this.api.token,
      (problem) => (problem ? this.failures.fail('API socket', problem) : this.failures.ok('API socket')),
    );
    this.realtime.onConnected(() => this.announce());
    this.realtime.on(EVENTS.privateChatRequest, (event) => this.onPrivateRequest(event));
    this.realtime.on(EVENTS.showEnded, (event) => this.onShowEnded(event));
  }

  get username(): string {
    return this.options.username;
  }

  start(): void {
    this.running ??= this.loop();
  }

  /** Stops publishing and, best effort, ends her shows in the API so she does not look live afterwards. */
  async stop(options: { finish?: boolean } = {}): Promise<void> {
    this.stopSignal.abort();
    this.poke();
    clearTimeout(this.chatTimer);
    clearTimeout(this.privateTimer);
    for (const timer of this.pending) clearTimeout(timer);
    this.realtime.stop();
    // A check may be waiting on the network; it sees the stop when it returns, no need to wait it out.
    await Promise.race([this.running, sleep(2000)]);
    await this.publisher?.stop();
    this.publisher = undefined;
    if (options.finish && this.api.token) await this.api.finish().catch(() => undefined);
  }

  private get stopped() {
    return this.stopSignal.signal.aborted;
  }

  private async loop() {
    while (!this.stopped) {
      this.poked = false;
      let wait: number;
      try {
        await this.check();
        this.backoff.reset();
        wait = this.poked ? 0 : this.timing.checkMs;
      } catch {
        wait = this.backoff.next();
      }
      if (wait > 0 && !this.stopped) {
        await new Promise<void>((resolve) => {
          this.wakeUp = resolve;
          void sleep(wait, this.stopSignal.signal).then(resolve);
        });
      }
      this.wakeUp = undefined;
    }
  }

  /** Checks again now (or right after the running check). */
  private poke() {
    this.poked = true;
    this.wakeUp?.();
  }

  /** Runs `fn` as a named step: its failure is logged once (until it works again) and rethrown. */
  private async step<T>(what: string, fn: () => Promise<T>): Promise<T> {
    try {
      const value = await fn();
      this.failures.ok(what);
      return value;
    } catch (error) {
      if (error instanceof ApiError && error.unauthorized) this.api.token = '';
      if (!this.stopped) this.failures.fail(what, error);
      throw error;
    }
  }

  /** One pass of the repair loop: signed in, socket open, the right stream published. */
  private async check() {
    if (!this.api.token) {
      await this.step('sign-in', () => this.api.login());
      this.realtime.reconnect();
    }
    this.realtime.start();
    if (this.mode.kind === 'private') return this.publish(this.mode.sessionId, `Private show of ${this.username}`);
    this.publicShow = await this.step('go live', () => this.api.goLive());
    await this.publish(this.publicShow.sessionId, `${this.username} live`);
    this.scheduleChat();
  }

  /** Publishes `streamId` unless it already is; a stream of another id is stopped first. */
  private async publish(streamId: string, streamName: string) {
    if (this.publisher?.streamId === streamId) return;
    const previous = this.publisher;
    this.publisher = undefined;
    await previous?.stop();
    if (this.stopped) return;
    const token = await this.step('publish token', () => this.api.publishToken(streamId));
    const publisher = new ShowPublisher({
      websocketUrl: this.options.mediaWebsocketUrl,
      streamId,
      streamName,
      token,
      source: { ffmpegPath: this.options.ffmpegPath, label: displayName(this.username), fontFile: this.options.fontFile },
      onGone: (reason) => {
        if (this.publisher !== publisher) return;
        this.publisher = undefined;
        if (this.stopped) return;
        this.options.log(`stream ${streamId} stopped (${reason}); publishing again`);
        this.later(1000, () => this.poke());
      },
    });
    this.publisher = publisher;
    try {
      await this.step('publish', () => publisher.start());
    } catch (error) {
      if (this.publisher === publisher) this.publisher = undefined;
      throw error;
    }
    if (this.stopped) return void publisher.stop();
    this.options.log(`publishing ${streamId} (${this.mode.kind} show)`);
    this.announce();
  }

  /** Tells the API's socket what the broadcast page tells it: in which room she is and that she is live. */
  private announce() {
    const mode = this.mode;
    if (mode.kind === 'private') {
      this.realtime.emit(EVENTS.rejoinRoom, { conversationId: mode.conversationId }, (reply) => {
        // the show ended while the socket was away
        if ((reply as { ok?: boolean } | undefined)?.ok === false && this.mode === mode) this.backToPublic();
      });
      return;
    }
    const conversationId = this.publicShow?.conversationId;
    if (!conversationId || this.publisher?.streamId !== this.publicShow?.sessionId) return;
    this.realtime.emit(EVENTS.publicJoin, { conversationId });
    this.realtime.emit(EVENTS.publicLive, { conversationId });
  }

  private later(ms: number, fn: () => void) {
    const timer = setTimeout(() => {
      this.pending.delete(timer);
      if (!this.stopped) fn();
    }, ms);
    this.pending.add(timer);
  }

  private scheduleChat() {
    if (this.chatTimer || this.stopped) return;
    this.chatTimer = setTimeout(() => {
      this.chatTimer = undefined;
      void this.sayNext().finally(() => this.scheduleChat());
    }, between(this.timing.chatEveryMs));
  }

  private async sayNext() {
    const conversationId = this.publicShow?.conversationId;
    if (this.stopped || this.mode.kind !== 'public' || !conversationId || !this.publisher) return;
    const text = PUBLIC_LINES[this.lineIndex++ % PUBLIC_LINES.length];
    await this.step('public chat', () => this.api.sayInPublicChat(conversationId, text)).catch(() => undefined);
  }

  private onPrivateRequest(event: unknown) {
    const request = event as { conversationId?: unknown; user?: { username?: string; displayName?: string } } | null;
    const conversationId = typeof request?.conversationId === 'string' ? request.conversationId : '';
    if (!conversationId) return;
    const memberName = request?.user?.displayName || request?.user?.username || 'there';
    this.options.log(`private show requested by ${memberName}`);
    this.later(between(this.timing.acceptAfterMs), () => void this.acceptPrivate(conversationId, memberName));
  }

  private async acceptPrivate(conversationId: string, memberName: string) {
    if (this.mode.kind === 'private') {
      // one private show at a time, like a real performer: the member is told no at once
      await this.step('decline private show', () => this.api.rejectPrivate(conversationId)).catch(() => undefined);
      return;
    }
    let session: ShowSession;
    try {
      session = await this.step('accept private show', () => this.api.acceptPrivate(conversationId));
    } catch {
      return;
    }
    const mode: Mode = { kind: 'private', conversationId, sessionId: session.sessionId, memberName };
    this.mode = mode;
    if (this.publicShow?.conversationId) this.realtime.emit(EVENTS.publicLeave, { conversationId: this.publicShow.conversationId });
    this.realtime.emit(EVENTS.joinRoom, { conversationId });
    this.privateTimer = setTimeout(() => {
      if (this.mode !== mode) return;
      this.options.log(`ending the private show with ${memberName} (demo limit)`);
      void this.step('end private show', () => this.api.rejectPrivate(conversationId))
        .catch(() => undefined)
        .finally(() => this.backToPublic());
    }, this.timing.privateMaxMs);
    this.options.log(`private show with ${memberName} accepted`);
    // publishing goes through the repair loop, so a failure here is retried like any other
    this.poke();
  }

  private onShowEnded(event: unknown) {
    const conversationId = (event as { conversationId?: unknown } | null)?.conversationId;
    if (this.mode.kind !== 'private' || conversationId !== this.mode.conversationId) return;
    this.options.log(`private show with ${this.mode.memberName} ended`);
    this.backToPublic();
  }

  private backToPublic() {
    if (this.mode.kind !== 'private') return;
    this.realtime.emit(EVENTS.leaveRoom, { conversationId: this.mode.conversationId });
    clearTimeout(this.privateTimer);
    this.mode = { kind: 'public' };
    this.poke();
  }
}
