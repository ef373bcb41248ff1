/**
 * `tsx src/demo/main.ts`: demo performers broadcasting synthetic shows (scripts/start.mjs runs it next to
 * the API and the media server unless DEMO_SHOWS=0). Its own process: whatever goes wrong here stays here.
 * Env: DEMO_API_URL (http://127.0.0.1:$API_PORT), DEMO_MEDIA_WS_URL (ws://127.0.0.1:$MEDIA_PORT/$MEDIA_APP_NAME/websocket),
 * DEMO_PERFORMERS (comma-separated usernames), DEMO_FONT_FILE, FFMPEG_PATH.
 */
import { resolveFfmpeg } from '../ffmpeg';
import { DEMO_PERFORMERS, startDemoShows } from './demo-shows';

const env = process.env;
const log = (message: string) => console.log(`${new Date().toISOString()} ${message}`);

// Nothing in here may take the process down: a demo that stumbles logs it and carries on.
process.on('uncaughtException', (error) => log(`demo: unexpected error (continuing): ${error.stack ?? error.message}`));
process.on('unhandledRejection', (reason) => log(`demo: unexpected rejection (continuing): ${String(reason)}`));

const ffmpeg = resolveFfmpeg(env);
if (!ffmpeg) {
  log('demo shows need ffmpeg (FFMPEG_PATH or @ffmpeg-installer/ffmpeg); none here, so no demo shows');
} else {
  const apiUrl = env.DEMO_API_URL ?? `http://127.0.0.1:${env.API_PORT || 4000}`;
  const mediaWebsocketUrl = env.DEMO_MEDIA_WS_URL ?? `ws://127.0.0.1:${env.MEDIA_PORT || 5080}/${env.MEDIA_APP_NAME || 'WebRTCAppEE'}/websocket`;
  const performers = env.DEMO_PERFORMERS
    ? env.DEMO_PERFORMERS.split(',')
        .map((name) => name.trim())
        .filter(Boolean)
    : DEMO_PERFORMERS;
  log(`demo shows: ${performers.join(', ')} via ${apiUrl} and ${mediaWebsocketUrl}`);
  const shows = startDemoShows({ apiUrl, mediaWebsocketUrl, ffmpegPath: ffmpeg.path, performers, log });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`demo shows: ${signal}, stopping`);
    // Ends the shows in the API too, so the performers do not look live after the platform stops.
    setTimeout(() => process.exit(0), 5000).unref();
    void shows.stop({ finish: true }).finally(() => process.exit(0));
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}
