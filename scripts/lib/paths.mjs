import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** `node --import <this>` runs TypeScript in ONE process (no tsx wrapper child), so stopping it is exact. */
export const tsxLoader = pathToFileURL(path.join(repoRoot, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;

/** The apps built with webpack and the shared preset: the shell and the seven remotes. */
export const webApps = ['shell', 'mfe-auth', 'mfe-catalog', 'mfe-live', 'mfe-messaging', 'mfe-wallet', 'mfe-studio', 'mfe-admin'];

export function packageOf(folder) {
  return `@platform/${folder}`;
}

/** Runtime folders: PLATFORM_DATA_DIR gives a fresh, self-contained data root (e2e uses it). */
export function dataDirs(env = process.env) {
  const root = env.PLATFORM_DATA_DIR ? path.resolve(env.PLATFORM_DATA_DIR) : null;
  return {
    root,
    api: root ? path.join(root, 'api') : env.DATA_DIR,
    deploy: env.DEPLOY_DATA_DIR ? path.resolve(env.DEPLOY_DATA_DIR) : root ? path.join(root, 'deploy') : path.join(repoRoot, 'deploy', '.data'),
    logs: root ? path.join(root, 'logs') : path.join(repoRoot, 'deploy', '.data', 'logs'),
  };
}
