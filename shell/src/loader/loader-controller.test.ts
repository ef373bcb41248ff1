import { LoaderController } from './loader-controller';
import { preloadImages } from './preload-images';

/** Lets `ms` pass on the fake clock, then tells whether the full-screen loader shows. */
function visibleAfter(loader: LoaderController, ms: number): boolean {
  jest.advanceTimersByTime(ms);
  return loader.visible;
}

/** A first page whose layout has loaded while `pending` API requests are still out. */
function layoutLoadedWithRequestsOut(pending: number): LoaderController {
  const loader = new LoaderController();
  loader.begin('layout');
  loader.setPendingRequests(pending);
  loader.end('layout');
  return loader;
}

describe('first page load: full-screen loader timings', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows while something loads and lets content show again 150 ms after loading ends', () => {
    const loader = new LoaderController();
    loader.begin('layout');
    expect(loader.visible).toBe(true);
    jest.advanceTimersByTime(100);
    loader.end('layout');
    expect(visibleAfter(loader, 149)).toBe(true);
    expect(visibleAfter(loader, 1)).toBe(false);
  });

  it('waits for every loading part before the 150 ms delay starts', () => {
    const loader = new LoaderController();
    loader.begin('layout');
    loader.begin('remote:mfe_catalog');
    loader.end('layout');
    expect(visibleAfter(loader, 500)).toBe(true);
    loader.end('remote:mfe_catalog');
    expect(visibleAfter(loader, 150)).toBe(false);
  });

  it('hides 50 ms after the last outstanding request ends', () => {
    const loader = layoutLoadedWithRequestsOut(2);
    expect(visibleAfter(loader, 300)).toBe(true);
    loader.setPendingRequests(1);
    expect(visibleAfter(loader, 100)).toBe(true);
    loader.setPendingRequests(0);
    expect(visibleAfter(loader, 49)).toBe(true);
    expect(visibleAfter(loader, 1)).toBe(false);
  });

  it('restarts the 50 ms wait when a new request starts in between', () => {
    const loader = layoutLoadedWithRequestsOut(1);
    jest.advanceTimersByTime(200);
    loader.setPendingRequests(0);
    jest.advanceTimersByTime(30);
    loader.setPendingRequests(1);
    expect(visibleAfter(loader, 30)).toBe(true);
    loader.setPendingRequests(0);
    expect(visibleAfter(loader, 50)).toBe(false);
  });

  it('is force-hidden after 2.5 s at most', () => {
    const loader = new LoaderController();
    loader.begin('remote:mfe_live');
    loader.setPendingRequests(3);
    expect(visibleAfter(loader, 2499)).toBe(true);
    expect(visibleAfter(loader, 1)).toBe(false);
  });

  it('preloads up to 12 distinct image URLs when it shows', () => {
    const preload = jest.fn(preloadImages);
    const urls = Array.from({ length: 20 }, (_, i) => `/img-${i % 15}.png`);
    const loader = new LoaderController({ imagesToPreload: () => [...urls, null, ''], preload });
    loader.begin('layout');
    expect(preload).toHaveBeenCalledTimes(1);
    const preloaded = preload.mock.results[0].value as string[];
    expect(preloaded).toHaveLength(12);
    expect(new Set(preloaded).size).toBe(12);
  });
});

describe('moving between sections after the first page load', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function bootedLoader(): LoaderController {
    const loader = new LoaderController();
    loader.begin('registry');
    loader.end('registry');
    expect(visibleAfter(loader, 150)).toBe(false);
    return loader;
  }

  it('shows nothing for a section that loads within 300 ms', () => {
    const loader = bootedLoader();
    const shown: boolean[] = [];
    loader.visible$.subscribe((on) => on && shown.push(on));
    loader.contentVisible$.subscribe((on) => on && shown.push(on));
    loader.begin('remote:mfe_live');
    jest.advanceTimersByTime(299);
    loader.end('remote:mfe_live');
    jest.advanceTimersByTime(1000);
    expect(shown).toEqual([]);
  });

  it('shows the in-content loader, never the full-screen one, once a load passes 300 ms, and hides it when loading ends', () => {
    const loader = bootedLoader();
    loader.begin('remote:mfe_wallet');
    jest.advanceTimersByTime(299);
    expect(loader.contentVisible).toBe(false);
    jest.advanceTimersByTime(1);
    expect(loader.contentVisible).toBe(true);
    expect(loader.visible).toBe(false);
    loader.setPendingRequests(2);
    loader.end('remote:mfe_wallet');
    expect(loader.contentVisible).toBe(false);
  });

  it('waits for every loading part', () => {
    const loader = bootedLoader();
    loader.begin('layout:switch');
    loader.begin('remote:mfe_studio');
    jest.advanceTimersByTime(300);
    loader.end('layout:switch');
    expect(loader.contentVisible).toBe(true);
    loader.end('remote:mfe_studio');
    expect(loader.contentVisible).toBe(false);
  });

  it('hands a part still loading at the 2.5 s cap over to the in-content loader', () => {
    const loader = new LoaderController();
    loader.begin('remote:mfe_live');
    expect(visibleAfter(loader, 2500)).toBe(false);
    expect(loader.contentVisible).toBe(true);
    loader.end('remote:mfe_live');
    expect(loader.contentVisible).toBe(false);
    loader.begin('remote:mfe_catalog');
    expect(loader.visible).toBe(false);
  });
});
