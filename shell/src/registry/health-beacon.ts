import type { HealthBeacon, HealthKind } from '@platform/shared/contract';
import type { RegistryEntry } from './registry.types';

/** The edge's endpoint for the shells' reports (deploy/edge/releases.ts). */
export const HEALTH_URL = '/_deploy/health';
/** The share of page loads that report on a remote's current release; a canary's all report (their figures decide its fate). */
export const CURRENT_SAMPLE = 0.2;
/** At most this many uncaught errors of one remote are reported per page. */
export const MAX_ERRORS_PER_PAGE = 3;

export interface HealthReporter {
  /** One page load of a remote's release began, failed to load, or failed to mount. */
  report(remote: string, kind: HealthKind): void;
  /** The remote whose release served the script at this URL (an error's file or stack), if any. */
  remoteOfScript(text: string): string | null;
}

export interface HealthReporterOptions {
  env: string;
  /** The releases this page runs (overridden and previewed remotes are left out: their figures would mean nothing). */
  entries: Array<Pick<RegistryEntry, 'name' | 'version' | 'manifestUrl' | 'channel'>>;
  send?: (url: string, body: string) => void;
  random?: () => number;
}

function beaconSend(url: string, body: string): void {
  // text/plain: a "simple" request, sent even as the page goes away; no cookie or URL is part of the report
  if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body)) return;
  void fetch(url, { method: 'POST', body, keepalive: true, credentials: 'omit', headers: { 'Content-Type': 'text/plain' } }).catch(() => undefined);
}

/**
 * Reports, per remote and release, the page loads and their failures to the edge, which counts them and drops a canary
 * that fails by itself. Whether a page reports is drawn once per remote and page, so its load and its failures are
 * counted together; each kind goes once per page (errors a few times at most).
 */
export function createHealthReporter({ env, entries, send = beaconSend, random = Math.random }: HealthReporterOptions): HealthReporter {
  const releases = new Map(
    entries
      .filter((e) => e.channel !== 'preview')
      .map((e) => {
        const sample = e.channel === 'canary' ? 1 : CURRENT_SAMPLE;
        return [e.name, { version: e.version, sample, sampled: random() < sample, base: e.manifestUrl.replace(/[^/]*$/, '') }] as const;
      }),
  );
  const sent = new Map<string, number>();
  return {
    report(remote, kind) {
      const release = releases.get(remote);
      if (!release?.sampled) return;
      const key = `${remote}:${kind}`;
      const count = sent.get(key) ?? 0;
      if (count >= (kind === 'error' ? MAX_ERRORS_PER_PAGE : 1)) return;
      sent.set(key, count + 1);
      const beacon: HealthBeacon = { env, remote, version: release.version, kind, sample: release.sample };
      try {
        send(HEALTH_URL, JSON.stringify(beacon));
      } catch {
        // a report never breaks the page
      }
    },
    remoteOfScript(text) {
      for (const [name, { base }] of releases) if (base.length > 1 && text.includes(base)) return name;
      return null;
    },
  };
}

/** Reports an uncaught error or unhandled rejection raised in a remote's own files as that release's error. */
export function attributeError(event: Event, reporter: HealthReporter): void {
  const e = event as Partial<ErrorEvent> & Partial<PromiseRejectionEvent>;
  const text =
    event.type === 'error'
      ? `${e.filename ?? ''}\n${(e.error as Error | undefined)?.stack ?? ''}`
      : typeof (e.reason as { stack?: unknown } | undefined)?.stack === 'string'
        ? (e.reason as { stack: string }).stack
        : '';
  const remote = text ? reporter.remoteOfScript(text) : null;
  if (remote) reporter.report(remote, 'error');
}

/** Uncaught errors and unhandled rejections raised in a remote's own files are reported as that release's errors. */
export function watchUncaughtErrors(target: Pick<Window, 'addEventListener'>, reporter: HealthReporter): void {
  target.addEventListener('error', (event: Event) => attributeError(event, reporter));
  target.addEventListener('unhandledrejection', (event: Event) => attributeError(event, reporter));
}
