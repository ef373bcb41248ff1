import path from 'node:path';
import { createProcessor } from './server';
import { PaymentStore } from './store';

// The sandbox payment processor on its own port (scripts/start.mjs starts it beside the API).
// Env: PROCESSOR_PORT (8090), PROCESSOR_HOST (127.0.0.1), PROCESSOR_SECRET (shared with the API; required),
// PROCESSOR_MERCHANT_ID (velvet-live), PROCESSOR_POSTBACK_URL (the merchant's postback address; required),
// PROCESSOR_DATA_DIR (its books, default .data beside the package), PROCESSOR_LATE_POSTBACK_MS (10000),
// PROCESSOR_SESSION_TTL_MS (30 minutes).

const env = process.env;
const number = (raw: string | undefined, fallback: number) => (Number(raw) > 0 ? Number(raw) : fallback);

const secret = env.PROCESSOR_SECRET;
const postbackUrl = env.PROCESSOR_POSTBACK_URL;
if (!secret || !postbackUrl) {
  console.error('The sandbox processor needs PROCESSOR_SECRET and PROCESSOR_POSTBACK_URL (scripts/start.mjs sets both).');
  process.exit(1);
}

const dataDir = path.resolve(env.PROCESSOR_DATA_DIR ?? path.join(__dirname, '..', '.data'));
const port = number(env.PROCESSOR_PORT, 8090);
const host = env.PROCESSOR_HOST ?? '127.0.0.1';
const processor = createProcessor({
  secret,
  merchantId: env.PROCESSOR_MERCHANT_ID || 'velvet-live',
  postbackUrl,
  store: new PaymentStore(path.join(dataDir, 'payments.json')),
  latePostbackMs: number(env.PROCESSOR_LATE_POSTBACK_MS, 10_000),
  sessionTtlMs: number(env.PROCESSOR_SESSION_TTL_MS, 30 * 60_000),
  requestMaxAgeSeconds: 3600,
  postbackAttempts: 8,
  retryBaseMs: 500,
  log: (line) => console.log(line),
});

processor.server.listen(port, host, () => {
  console.log(`Sandbox processor on http://${host}:${port} (pay page /pay, operator /admin); postbacks to ${postbackUrl}`);
});

const stop = () => {
  void processor.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
