import { BehaviorSubject, type Observable } from 'rxjs';
import { LOADER_IDLE_MS, LOADER_MAX_MS, LOADER_SHOW_DELAY_MS } from '@platform/shared';

export interface LoaderControllerOptions {
  /** Image URLs worth preloading while the loader shows (logo, banner, default images…). */
  imagesToPreload?: () => Array<string | null | undefined>;
  preload?: (urls: Array<string | null | undefined>) => unknown;
}

/**
 * Full-screen loader timings: it shows while a layout or an app loads; content shows
 * again 150 ms after loading ends; it waits until 50 ms after the last outstanding request ends; it is
 * force-hidden 2.5 s after it appeared at the latest.
 */
export class LoaderController {
  private readonly visibleSubject = new BehaviorSubject(false);
  private readonly loading = new Set<string>();
  private pendingRequests = 0;
  private loadingSettled = false;
  private requestsIdle = true;
  private settleTimer: ReturnType<typeof setTimeout> | null = null;
  private idleTimer: ReturnType<typeof setTimeout> | null = null;
  private maxTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly options: LoaderControllerOptions = {}) {}

  get visible$(): Observable<boolean> {
    return this.visibleSubject.asObservable();
  }

  get visible(): boolean {
    return this.visibleSubject.value;
  }

  begin(key: string): void {
    this.loading.add(key);
    this.loadingSettled = false;
    this.clear('settle');
    if (!this.visible) this.show();
  }

  end(key: string): void {
    if (!this.loading.delete(key) || this.loading.size > 0 || !this.visible) return;
    this.clear('settle');
    this.settleTimer = setTimeout(() => {
      this.settleTimer = null;
      this.loadingSettled = true;
      this.hideIfDone();
    }, LOADER_SHOW_DELAY_MS);
  }

  /** Fed by pendingRequests$ of @platform/shared. */
  setPendingRequests(count: number): void {
    const previous = this.pendingRequests;
    this.pendingRequests = count;
    if (count > 0) {
      this.requestsIdle = false;
      this.clear('idle');
      return;
    }
    if (previous > 0 && !this.idleTimer) {
      this.idleTimer = setTimeout(() => {
        this.idleTimer = null;
        this.requestsIdle = true;
        this.hideIfDone();
      }, LOADER_IDLE_MS);
    }
  }

  private show(): void {
    this.requestsIdle = this.pendingRequests === 0;
    this.visibleSubject.next(true);
    this.maxTimer = setTimeout(() => this.hide(), LOADER_MAX_MS);
    const { imagesToPreload, preload } = this.options;
    if (imagesToPreload && preload) preload(imagesToPreload());
  }

  private hideIfDone(): void {
    if (this.loading.size === 0 && this.loadingSettled && this.requestsIdle) this.hide();
  }

  private hide(): void {
    this.clear('settle');
    this.clear('idle');
    this.clear('max');
    this.loadingSettled = false;
    if (this.visible) this.visibleSubject.next(false);
  }

  private clear(which: 'settle' | 'idle' | 'max'): void {
    const key = `${which}Timer` as 'settleTimer' | 'idleTimer' | 'maxTimer';
    const timer = this[key];
    if (timer) clearTimeout(timer);
    this[key] = null;
  }
}
