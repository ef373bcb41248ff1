import { createHealthReporter, CURRENT_SAMPLE, HEALTH_URL, watchUncaughtErrors } from './health-beacon';
import { deferredHealthReporter, MAX_EARLY } from './health-queue';

const entries = [
  { name: 'mfe_catalog', version: '0.2.0+b', manifestUrl: '/remotes/mfe-catalog/0.2.0+b/mf-manifest.json', channel: 'canary' as const },
  { name: 'mfe_live', version: '0.1.0+a', manifestUrl: '/remotes/mfe-live/0.1.0+a/mf-manifest.json' },
  { name: 'mfe_wallet', version: '0.3.0+p', manifestUrl: '/remotes/mfe-wallet/0.3.0+p/mf-manifest.json', channel: 'preview' as const },
];

describe('health beacons', () => {
  it("reports a canary's every page, names only the remote, its release and the kind, each kind once per page", () => {
    const send = jest.fn();
    const reporter = createHealthReporter({ env: 'local', entries, send, random: () => 0.99 });
    reporter.report('mfe_catalog', 'load');
    reporter.report('mfe_catalog', 'load');
    reporter.report('mfe_catalog', 'mount-failure');
    for (let i = 0; i < 5; i++) reporter.report('mfe_catalog', 'error');
    expect(send.mock.calls.map(([url, body]) => [url, JSON.parse(body as string)])).toEqual([
      [HEALTH_URL, { env: 'local', remote: 'mfe_catalog', version: '0.2.0+b', kind: 'load', sample: 1 }],
      [HEALTH_URL, { env: 'local', remote: 'mfe_catalog', version: '0.2.0+b', kind: 'mount-failure', sample: 1 }],
      ...Array.from({ length: 3 }, () => [HEALTH_URL, { env: 'local', remote: 'mfe_catalog', version: '0.2.0+b', kind: 'error', sample: 1 }]),
    ]);
  });

  it('samples the current releases (drawn once per page) and never reports a preview', () => {
    const send = jest.fn();
    createHealthReporter({ env: 'local', entries, send, random: () => CURRENT_SAMPLE + 0.01 }).report('mfe_live', 'load');
    expect(send).not.toHaveBeenCalled();
    const reporter = createHealthReporter({ env: 'local', entries, send, random: () => 0 });
    reporter.report('mfe_live', 'load');
    reporter.report('mfe_wallet', 'load');
    expect(send.mock.calls.map(([, body]) => JSON.parse(body as string))).toEqual([
      { env: 'local', remote: 'mfe_live', version: '0.1.0+a', kind: 'load', sample: CURRENT_SAMPLE },
    ]);
  });

  it('attributes uncaught errors and rejections to the remote whose files raised them, others to nobody', () => {
    const send = jest.fn();
    const reporter = createHealthReporter({ env: 'local', entries, send, random: () => 0 });
    const target = new EventTarget();
    watchUncaughtErrors(target as unknown as Window, reporter);
    target.dispatchEvent(Object.assign(new Event('error'), { filename: 'http://site/remotes/mfe-catalog/0.2.0+b/412.abc.js' }));
    target.dispatchEvent(Object.assign(new Event('error'), { filename: 'http://site/main.123.js' }));
    const rejection = Object.assign(new Event('unhandledrejection'), {
      reason: { stack: 'Error\n at x (http://site/remotes/mfe-live/0.1.0+a/1.js:1:2)' },
    });
    target.dispatchEvent(rejection);
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'plain string' }));
    expect(send.mock.calls.map(([, body]) => (JSON.parse(body as string) as { remote: string; kind: string }).remote)).toEqual([
      'mfe_catalog',
      'mfe_live',
    ]);
  });
});

describe('the deferred reporter', () => {
  it('keeps the reports and errors that come before its chunk, then sends them', async () => {
    const send = jest.fn();
    const target = new EventTarget() as unknown as Window;
    let arrive: (m: typeof import('./health-beacon')) => void = () => undefined;
    const chunk = new Promise<typeof import('./health-beacon')>((resolve) => (arrive = resolve));
    const health = deferredHealthReporter({ env: 'local', entries, send, random: () => 0 }, target, () => chunk);
    health.report('mfe_catalog', 'load');
    target.dispatchEvent(Object.assign(new Event('error'), { filename: 'http://site/remotes/mfe-catalog/0.2.0+b/1.js' }));
    for (let i = 0; i < MAX_EARLY + 10; i++) health.report('mfe_live', 'load');
    expect(send).not.toHaveBeenCalled();
    arrive(await import('./health-beacon'));
    await chunk;
    await Promise.resolve();
    health.report('mfe_catalog', 'mount-failure');
    expect(send.mock.calls.map(([, body]) => (JSON.parse(body as string) as { remote: string; kind: string }).kind)).toEqual([
      'load',
      'error',
      'load',
      'mount-failure',
    ]);
  });
});
