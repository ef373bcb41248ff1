import type { AppConfig } from '../../config';

/** Settings of live shows, read from the environment when the feature starts (tests set them before building the app). */
export interface StreamingConfig {
  /** Base URL of the media server (Ant Media REST lives at `{mediaUrl}/{AppName}/rest/v2`). */
  mediaUrl: string;
  /** Shared secret: sent as `X-Media-Secret` to the media server and required on its webhooks. */
  mediaSecret: string;
  /** Where the media server posts webhooks; when empty, built from the address the API listens on. */
  webhookUrl: string;
  /** Length of one billed show minute in ms (tests use a few hundred ms). */
  showMinuteMs: number;
  /** A show whose next charge is overdue by more than this (no API swept in time) is closed, not billed for the gap. */
  staleShowMs: number;
  /** How often each API process sweeps the database for due show minutes and expired private requests. */
  sweepIntervalMs: number;
  /** A process that took on a due minute has this long to charge it; after that (it died) another one does. */
  chargeClaimMs: number;
  /** A private show request the performer has not answered within this expires (declined). */
  privateRequestTtlMs: number;
  /** A member whose sockets all left a show's room is taken out of it after this long. */
  disconnectGraceMs: number;
  /** Upper bound of one show in minutes (billing never runs for ever). */
  maxShowMinutes: number;
  /** Timeout of one call to the media server. */
  mediaTimeoutMs: number;
  /** Push the stored secureOption to the media server when the API starts. */
  syncOnStart: boolean;
  /** A show whose publish ended at the media server ends when it is not published again within this (reconnects). */
  publisherGraceMs: number;
  /** A show whose publisher never reaches the media server ends after this (also the check after an API restart). */
  publisherStartMs: number;
  /** A member whose video does not play within this (after the accept, or after it stopped) is out of the show, unbilled. */
  playStartMs: number;
  /** How often the media server is asked whether a waiting member's video plays. */
  playPollMs: number;
}

const positive = (raw: string | undefined, fallback: number) => (Number(raw) > 0 ? Number(raw) : fallback);

export function loadStreamingConfig(app: AppConfig, env: NodeJS.ProcessEnv = process.env): StreamingConfig {
  const showMinuteMs = positive(env.SHOW_MINUTE_MS, 60_000);
  // a minute a process took on and died with is charged by another at most half a minute late
  const chargeClaimMs = positive(env.SHOW_CHARGE_CLAIM_MS, Math.min(30_000, showMinuteMs / 2));
  return {
    mediaUrl: (env.MEDIA_URL ?? `http://127.0.0.1:${env.MEDIA_PORT || 5080}`).replace(/\/$/, ''),
    mediaSecret: env.MEDIA_SECRET ?? 'dev-media-secret',
    webhookUrl: env.MEDIA_WEBHOOK_TARGET ?? '',
    showMinuteMs,
    // never before a dead process's claim has run out and another process could have charged the minute
    staleShowMs: positive(env.SHOW_STALE_MS, Math.max(showMinuteMs * 2, chargeClaimMs * 3)),
    // a minute is charged at most a tenth of a minute late
    sweepIntervalMs: positive(env.SHOW_SWEEP_MS, Math.min(1000, showMinuteMs / 10)),
    chargeClaimMs,
    privateRequestTtlMs: positive(env.PRIVATE_REQUEST_TTL_MS, 120_000),
    disconnectGraceMs: positive(env.SHOW_DISCONNECT_GRACE_MS, Math.min(15_000, showMinuteMs)),
    maxShowMinutes: positive(env.SHOW_MAX_MINUTES, 240),
    mediaTimeoutMs: positive(env.MEDIA_TIMEOUT_MS, 3000),
    // a throw-away in-memory database (tests) never touches a media server the machine may be running
    syncOnStart: env.MEDIA_SYNC_ON_START ? env.MEDIA_SYNC_ON_START !== '0' : !app.inMemoryDb,
    publisherGraceMs: positive(env.SHOW_PUBLISHER_GRACE_MS, 10_000),
    publisherStartMs: positive(env.SHOW_PUBLISHER_START_MS, 20_000),
    playStartMs: positive(env.SHOW_PLAY_START_MS, 15_000),
    playPollMs: positive(env.SHOW_PLAY_POLL_MS, 1_000),
  };
}
