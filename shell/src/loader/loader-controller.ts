import { BehaviorSubject, type Observable } from 'rxjs';
import { LOADER_IDLE_MS, LOADER_MAX_MS, LOADER_SHOW_DELAY_MS } from '@platform/shared';

/** After the first page load, a section that loads for less than this shows no indicator at all. */
export const CONTENT_LOADER_DELAY_MS = 300;

export interface LoaderControllerOptions {
  /** Image URLs worth preloading while the loader shows (logo, banner, default images…). */
  imagesToPreload?: () => Array<string | null | undefined>;
  preload?: (urls: Array<string | null | undefined>) => unknown;
  /** How long a section change may load before its indicator shows (CONTENT_LOADER_DELAY_MS). */
  contentDelayMs?: number;
}

/**
 * Two loaders share one set of loading parts (layout chunk, registry, remote code):
 *
 * - First page load: the full-screen loader shows while a layout or an app loads; content shows again
 *   150 ms after loading ends; it waits until 50 ms after the last outstanding request ends; it is
 *   force-hidden 2.5 s after it appeared at the latest.
 * - Every load after that (moving between sections): the header and layout stay on screen; an in-content
 *   indicator shows only if loading is still going on after 300 ms, and goes as soon as it ends.
 */
export class LoaderController {
  private readonly visibleSubject = new BehaviorSubject(false);
  private readonly contentSubject = new BehaviorSubject(false);
  private readonly loading = new Set<string>();
  private pendingRequests = 0;
  private loadingSettled = false;
  private requestsIdle = true;
  /** True once the first page load's full-screen loader has come and gone. */
  private booted = false;
  private settleTimer: ReturnType<typeof setTimeout> | null = null;
  private idleTimer: ReturnType<typeof setTimeout> | null = null;
  private maxTimer: ReturnType<typeof setTimeout> | null = null;
  private contentTimer: ReturnType<typeof setTimeout> | null = null;

  /** Public so a test on a loaded machine can say what "fast" is without racing the wall clock. */
  contentDelayMs: number;

  constructor(private readonly options: LoaderControllerOptions = {}) {
    this.contentDelayMs = options.contentDelayMs ?? CONTENT_LOADER_DELAY_MS;
  }

  /** The first page load's full-screen loader. */
  get visible$(): Observable<boolean> {
    return this.visibleSubject.asObservable();
  }

  get visible(): boolean {
    return this.visibleSubject.value;
  }

  /** The in-content indicator for a slow section change. */
  get contentVisible$(): Observable<boolean> {
    return this.contentSubject.asObservable();
  }

  get contentVisible(): boolean {
    return this.contentSubject.value;
  }

  begin(key: string): void {
    this.loading.add(key);
    if (this.booted) {
      this.scheduleContent();
      return;
    }
    this.loadingSettled = false;
    this.clear('settle');
    if (!this.visible) this.show();
  }

  end(key: string): void {
    if (!this.loading.delete(key) || this.loading.size > 0) return;
    if (this.booted) {
      this.clear('content');
      if (this.contentVisible) this.contentSubject.next(false);
      return;
    }
    if (!this.visible) return;
    this.clear('settle');
    this.settleTimer = setTimeout(() => {
      this.settleTimer = null;
      this.loadingSettled = true;
      this.hideIfDone();
    }, LOADER_SHOW_DELAY_MS);
  }

  /** Fed by pendingRequests$ of @platform/shared; only the first page load waits for requests. */
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

  private scheduleContent(): void {
    if (this.contentVisible || this.contentTimer) return;
    this.contentTimer = setTimeout(() => {
      this.contentTimer = null;
      if (this.loading.size > 0) this.contentSubject.next(true);
    }, this.contentDelayMs);
  }

  private hideIfDone(): void {
    if (this.loading.size === 0 && this.loadingSettled && this.requestsIdle) this.hide();
  }

  private hide(): void {
    this.clear('settle');
    this.clear('idle');
    this.clear('max');
    this.loadingSettled = false;
    this.booted = true;
    if (this.visible) this.visibleSubject.next(false);
    // Force-hidden at 2.5 s with a part still loading: that part has been slow for long enough already.
    if (this.loading.size > 0) this.contentSubject.next(true);
  }

  private clear(which: 'settle' | 'idle' | 'max' | 'content'): void {
    const key = `${which}Timer` as 'settleTimer' | 'idleTimer' | 'maxTimer' | 'contentTimer';
    const timer = this[key];
    if (timer) clearTimeout(timer);
    this[key] = null;
  }
}
