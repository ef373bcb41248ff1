import { DemoPerformer, type DemoTiming } from './demo-performer';
import { findFont } from './synthetic-show';

/** Verified seeded performers (services/api/src/seed/demo-data.ts) other than anna and nina, who stay for people. */
export const DEMO_PERFORMERS = ['fiona', 'gina', 'hana'];
export const DEMO_PASSWORD = 'demo1234';

export interface DemoShowsOptions {
  apiUrl: string;
  /** `ws://host:port/{AppName}/websocket` of the media server. */
  mediaWebsocketUrl: string;
  ffmpegPath: string;
  performers?: string[];
  password?: string;
  fontFile?: string;
  /** Wait between two performers' starts, so their ffmpegs and connections do not all start at once. */
  staggerMs?: number;
  timing?: Partial<DemoTiming>;
  log?: (message: string) => void;
}

export interface DemoShows {
  readonly performers: DemoPerformer[];
  /** Stops every show; `finish` also ends them in the API (best effort). */
  stop(options?: { finish?: boolean }): Promise<void>;
}

/** Starts one DemoPerformer per name, a little apart; they run until stopped and never throw. */
export function startDemoShows(options: DemoShowsOptions): DemoShows {
  const log = options.log ?? ((message: string) => console.log(message));
  const fontFile = options.fontFile ?? findFont();
  const performers = (options.performers ?? DEMO_PERFORMERS).map(
    (username) =>
      new DemoPerformer({
        username,
        password: options.password ?? DEMO_PASSWORD,
        apiUrl: options.apiUrl,
        mediaWebsocketUrl: options.mediaWebsocketUrl,
        ffmpegPath: options.ffmpegPath,
        fontFile,
        timing: options.timing,
        log: (message) => log(`demo ${username}: ${message}`),
      }),
  );
  const timers = performers.map((performer, i) => setTimeout(() => performer.start(), i * (options.staggerMs ?? 2000)));
  return {
    performers,
    stop: async (stopOptions) => {
      timers.forEach(clearTimeout);
      await Promise.all(performers.map((performer) => performer.stop(stopOptions)));
    },
  };
}
