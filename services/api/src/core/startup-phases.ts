/**
 * Where a start's time goes, phase by phase, measured from the moment the process began (so the first phase
 * includes loading the code). The start log prints it, so a slow restart says why.
 */
export class StartupPhases {
  private readonly phases: Array<{ name: string; ms: number }> = [];
  private last = 0;
  /** A warm standby's phases, done before its takeover (not part of the time to answer). */
  private prepared: Array<{ name: string; ms: number }> = [];

  constructor(private readonly now: () => number = () => performance.now()) {}

  /** Closes the phase that ran since the previous mark (or since the process began). */
  mark(name: string): void {
    const at = this.now();
    this.phases.push({ name, ms: Math.round(at - this.last) });
    this.last = at;
  }

  /** A warm standby takes over: what it did so far is reported apart, and the clock starts again now. */
  takeOver(): void {
    this.prepared = this.phases.splice(0);
    this.last = this.now();
  }

  get totalMs(): number {
    return this.phases.reduce((sum, phase) => sum + phase.ms, 0);
  }

  list(): ReadonlyArray<{ name: string; ms: number }> {
    return this.phases;
  }

  /** e.g. `1830 ms (code 620, database open 900, migrations 40, …)`, then `; standby before: code …, routes …` */
  summary(): string {
    const list = (phases: ReadonlyArray<{ name: string; ms: number }>) => phases.map((p) => `${p.name} ${p.ms}`).join(', ');
    return `${this.totalMs} ms (${list(this.phases)})${this.prepared.length ? `; standby before: ${list(this.prepared)}` : ''}`;
  }
}

/** The phases of this process's start. */
export const startupPhases = new StartupPhases();
