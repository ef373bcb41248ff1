import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { repoRoot } from './paths.mjs';

/** Debian's Chromium, never a downloaded browser (CHROMIUM_PATH to change). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Its command-line flags by purpose (quiet, fakeCamera, autoplay): one list, also read by the journeys and the media benchmarks. */
export const CHROMIUM_FLAGS = JSON.parse(fs.readFileSync(new URL('./chromium-flags.json', import.meta.url), 'utf8'));

/** playwright-core as the e2e package has it (@playwright/test → playwright → playwright-core), not a fixed path. */
export function loadPlaywrightCore() {
  const fromE2e = createRequire(path.join(repoRoot, 'e2e', 'package.json'));
  try {
    return fromE2e('playwright-core');
  } catch {
    const fromTest = createRequire(fromE2e.resolve('@playwright/test'));
    const fromPlaywright = createRequire(fromTest.resolve('playwright'));
    return fromPlaywright('playwright-core');
  }
}
