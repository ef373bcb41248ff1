import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import base from './playwright.config';

// The cluster journeys: the same system started as `pnpm start --cluster` starts it (three API processes on
// PostgreSQL and Redis behind the edge), without demo broadcasters or generated demo media (not needed here).
type WebServer = NonNullable<Extract<PlaywrightTestConfig['webServer'], { command: string }>>;
const server = base.webServer as WebServer;

export default defineConfig({
  ...base,
  testDir: './cluster',
  // one lane: the cluster journeys are few and share the demo accounts
  projects: undefined,
  workers: 1,
  webServer: {
    ...server,
    command: `${server.command} --cluster`,
    env: { ...server.env, DEMO_SHOWS: '0', SEED_MEDIA: '0' },
  },
});
