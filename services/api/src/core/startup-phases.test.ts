import { StartupPhases } from './startup-phases';

describe('StartupPhases', () => {
  it('times each phase since the previous mark and sums them', () => {
    let now = 120;
    const phases = new StartupPhases(() => now);
    phases.mark('code');
    now += 800;
    phases.mark('database open');
    now += 35;
    phases.mark('migrations');
    expect(phases.list()).toEqual([
      { name: 'code', ms: 120 },
      { name: 'database open', ms: 800 },
      { name: 'migrations', ms: 35 },
    ]);
    expect(phases.totalMs).toBe(955);
    expect(phases.summary()).toBe('955 ms (code 120, database open 800, migrations 35)');
  });

  it('a standby taking over counts from the takeover and reports what it prepared before apart', () => {
    let now = 900;
    const phases = new StartupPhases(() => now);
    phases.mark('code');
    now += 700;
    phases.mark('routes');
    now += 60_000; // waiting for the takeover
    phases.takeOver();
    now += 400;
    phases.mark('database open');
    expect(phases.totalMs).toBe(400);
    expect(phases.summary()).toBe('400 ms (database open 400); standby before: code 900, routes 700');
  });
});
