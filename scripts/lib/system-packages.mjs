// Debian packages the tests and the cluster mode use (the product itself needs none: ffmpeg and sharp come from pnpm
// install). Installed with apt-get when missing; `apt-get update` only when the first attempt fails.
import fs from 'node:fs';
import path from 'node:path';
import { postgresBinDir } from './postgres.mjs';
import { REDIS_SERVER } from './redis.mjs';
import { run, tail } from './proc.mjs';

const PRESENT = {
  chromium: () => fs.existsSync('/usr/bin/chromium'),
  postgresql: () => !!postgresBinDir(),
  'redis-server': () => fs.existsSync(REDIS_SERVER),
};

/** Installs the named packages that are missing; resolves true when all are there. */
export async function ensureSystemPackages(names, { logDir, log = console.log }) {
  const missing = names.filter((name) => !PRESENT[name]());
  if (missing.length === 0) {
    log(`${names.join(', ')} present`);
    return true;
  }
  log(`installing ${missing.join(', ')} with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const sudo = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  const apt = (args, name) => {
    const [cmd, ...rest] = [...sudo, 'apt-get', ...args];
    return run(cmd, rest, { env, logFile: path.join(logDir, `${name}.log`), timeoutMs: 20 * 60_000 });
  };
  const install = ['install', '-y', '--no-install-recommends', ...missing];
  if ((await apt(install, 'apt-install')) === 0) return true;
  await apt(['update'], 'apt-update');
  if ((await apt(install, 'apt-install-2')) === 0) return true;
  log(`apt-get install failed:\n${tail(path.join(logDir, 'apt-install-2.log'), 15)}`);
  return false;
}
