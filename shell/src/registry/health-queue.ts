import type { HealthKind } from '@platform/shared/contract';
import type { HealthReporterOptions } from './health-beacon';

/** Reports and errors kept while the reporter's chunk downloads (a page that fails at once still reports). */
export const MAX_EARLY = 50;

type Target = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/**
 * The release health reporter (health-beacon.ts) is its own chunk, asked for as soon as the registry is there and
 * off the first render's path; what happens before it arrives (a remote's load, a failure, an uncaught error) waits
 * here and is reported when it does.
 */
export function deferredHealthReporter(
  options: HealthReporterOptions,
  target: Target,
  load: () => Promise<typeof import('./health-beacon')> = () => import('./health-beacon'),
): { report(remote: string, kind: HealthKind): void } {
  const early: Array<[string, HealthKind] | Event> = [];
  const keep = (item: [string, HealthKind] | Event) => void (early.length < MAX_EARLY && early.push(item));
  target.addEventListener('error', keep);
  target.addEventListener('unhandledrejection', keep);
  let report: ((remote: string, kind: HealthKind) => void) | null = null;
  load()
    .then(({ createHealthReporter, watchUncaughtErrors, attributeError }) => {
      target.removeEventListener('error', keep);
      target.removeEventListener('unhandledrejection', keep);
      const reporter = createHealthReporter(options);
      watchUncaughtErrors(target, reporter);
      report = (remote, kind) => reporter.report(remote, kind);
      for (const item of early.splice(0)) {
        if (Array.isArray(item)) reporter.report(...item);
        else attributeError(item, reporter);
      }
    })
    .catch(() => undefined);
  return { report: (remote, kind) => (report ? report(remote, kind) : keep([remote, kind])) };
}
