import path from 'node:path';
import { createEdgeServer } from './server';

// Entry point, compiled to deploy/edge/dist/main.js (scripts/build-services.mjs; start.mjs runs it). All settings
// come from the environment. API_URLS (comma-separated) puts several API processes behind it, taken in turn.
const edgeDir = path.basename(__dirname) === 'dist' ? path.dirname(__dirname) : __dirname;
const repoRoot = path.resolve(edgeDir, '..', '..');
const env = process.env;
const list = (value: string | undefined) => (value ?? '').split(/[\s,]+/).filter(Boolean);
const host = env.HOST ?? '127.0.0.1';
const port = Number(env.PORT ?? 8080);
const server = createEdgeServer({
  shellDir: path.resolve(env.SHELL_DIST_DIR ?? path.join(repoRoot, 'shell', 'dist')),
  dataDir: path.resolve(env.DEPLOY_DATA_DIR ?? path.join(repoRoot, 'deploy', '.data')),
  apiTarget: list(env.API_URLS).length ? list(env.API_URLS) : (env.API_URL ?? `http://127.0.0.1:${env.API_PORT ?? 4000}`),
  mediaTarget: env.MEDIA_URL ?? `http://127.0.0.1:${env.MEDIA_PORT ?? 5080}`,
  mediaApps: list(env.MEDIA_APP_NAME ?? 'WebRTCAppEE'),
  production: env.NODE_ENV === 'production',
  extraConnectSources: list(env.CSP_CONNECT_SRC),
  devRemoteOrigins: list(env.DEV_REMOTE_ORIGINS),
  healthRatePerMinute: Number(env.HEALTH_RATE_PER_MINUTE) || undefined,
  trustProxy: env.TRUST_PROXY || undefined,
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
