import type { AppConfig } from '../src/config';

/** What every test app runs with unless its test says otherwise. */
export const testAppConfig = (dataDir: string): Partial<AppConfig> => ({
  dataDir,
  inMemoryDb: true,
  logger: false,
  devMode: true,
  jwtSecret: 'test-secret',
  avatarMaxBytes: 64 * 1024,
  documentMaxBytes: 256 * 1024,
  // generating the demo videos takes seconds: only the seed test asks for it
  seedMedia: false,
  rateLimits: false,
});
