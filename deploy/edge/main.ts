import path from 'node:path';
import { createEdgeServer } from './server';

// Entry point: `tsx deploy/edge/main.ts` (scripts/start.mjs runs it). All settings come from the environment.
const repoRoot = path.resolve(__dirname, '..', '..');
const env = process.env;
const host = env.HOST ?? '127.0.0.1';
const port = Number(env.PORT ?? 8080);
const server = createEdgeServer({
  shellDir: path.resolve(env.SHELL_DIST_DIR ?? path.join(repoRoot, 'shell', 'dist')),
  dataDir: path.resolve(env.DEPLOY_DATA_DIR ?? path.join(repoRoot, 'deploy', '.data')),
  apiTarget: env.API_URL ?? `http://127.0.0.1:${env.API_PORT ?? 4000}`,
  mediaTarget: env.MEDIA_URL ?? `http://127.0.0.1:${env.MEDIA_PORT ?? 5080}`,
  mediaApps: (env.MEDIA_APP_NAME ?? 'WebRTCAppEE')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
  production: env.NODE_ENV === 'production',
  extraConnectSources: (env.CSP_CONNECT_SRC ?? '').split(/[\s,]+/).filter(Boolean),
});

server.listen(port, host, () => {
  console.log(`edge: serving http://${host}:${port}`);
});
server.on('error', (err) => {
  console.error(`edge: ${err.message}`);
  process.exit(1);
});

const stop = () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
