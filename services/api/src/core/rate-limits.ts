import type { FastifyRequest, RouteOptions } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { verifiedToken } from './auth';

/**
 * A budget of requests in a time window, counted per client address, or per signed-in account (`per: 'account'`:
 * one account cannot multiply it by changing address; a request without a valid token counts for its address).
 * `message` is the 429 text (`{after}` becomes the wait in words).
 */
interface Budget {
  max: number;
  timeWindow: string;
  per?: 'address' | 'account';
  message?: string;
}

const SIGN_IN: Budget = { max: 30, timeWindow: '1 minute' };
const CODE_SEND: Budget = { max: 5, timeWindow: '1 minute' };
const REGISTER: Budget = { max: 20, timeWindow: '10 minutes' };
const FORGOT: Budget = { max: 5, timeWindow: '1 minute' };
const CHAT: Budget = { max: 30, timeWindow: '10 seconds' };
const PRIVATE_MESSAGE: Budget = {
  max: 30,
  timeWindow: '10 seconds',
  per: 'account',
  message: 'You are sending messages too fast. Try again in {after}.',
};
const PRIVATE_FILE: Budget = { ...PRIVATE_MESSAGE, max: 10 };
// Every upload decodes or stores a file: per account, so one account cannot keep the picture queue full.
// Reports per account: enough for a bad evening in a chat, not for flooding the queue.
const REPORT: Budget = { max: 10, timeWindow: '10 minutes', per: 'account', message: 'You are sending reports too fast. Try again in {after}.' };
const UPLOAD: Budget = { max: 20, timeWindow: '1 minute', per: 'account', message: 'You are uploading files too fast. Try again in {after}.' };

/**
 * Which routes are rate limited, by `METHOD url` as the route is declared. Kept here, in one table, rather than in
 * each route file: the limits are policy, and one place shows them all. Every entry must name a real route
 * (checked at start, see `unknownRateLimitedRoutes`).
 */
export const RATE_LIMITED_ROUTES: Readonly<Record<string, Budget>> = {
  'POST /auth/code/login': SIGN_IN,
  'POST /auth/users/login': SIGN_IN,
  'POST /auth/performers/login': SIGN_IN,
  'POST /auth/studio/login': SIGN_IN,
  'POST /auth/two-factor/verify': SIGN_IN,
  'POST /auth/two-factor/enrol': SIGN_IN,
  'POST /auth/two-factor/confirm': SIGN_IN,
  'POST /auth/code/send': CODE_SEND,
  'POST /auth/users/register': REGISTER,
  'POST /auth/performers/register': REGISTER,
  'POST /auth/studio/register': REGISTER,
  'POST /auth/users/forgot': FORGOT,
  'POST /messages/conversations/:id': PRIVATE_MESSAGE,
  'POST /messages/private/file': PRIVATE_FILE,
  'POST /users/avatar/upload': UPLOAD,
  'POST /users/:id/avatar/upload': UPLOAD,
  'POST /performers/avatar/upload': UPLOAD,
  'POST /performers/cover/upload': UPLOAD,
  'POST /performers/documents/upload': UPLOAD,
  'POST /performers/release-form/upload': UPLOAD,
  'POST /studio/documents/upload': UPLOAD,
  'POST /media/upload': UPLOAD,
  'POST /performer/performer-assets/photos/upload': UPLOAD,
  'PUT /performer/performer-assets/photos/:id': UPLOAD,
  'POST /performer/performer-assets/videos/upload': UPLOAD,
  'PUT /performer/performer-assets/videos/:id': UPLOAD,
  'POST /performer/performer-assets/products': UPLOAD,
  'PUT /performer/performer-assets/products/:id': UPLOAD,
  'POST /messages/stream/conversations/:id': CHAT,
  'POST /messages/stream/public/conversations/:id': CHAT,
  'POST /reports': REPORT,
};

const routeKey = (method: string, url: string) => `${method} ${url}`;

/** Sets `config.rateLimit` on a route the table names (an `onRoute` hook registered before @fastify/rate-limit). */
export function applyRateLimit(route: RouteOptions): void {
  for (const method of [route.method].flat()) {
    const budget = RATE_LIMITED_ROUTES[routeKey(method, route.url)];
    if (!budget) continue;
    const config = (route.config ?? {}) as { rateLimit?: RateLimitOptions };
    config.rateLimit = { max: budget.max, timeWindow: budget.timeWindow };
    if (budget.per === 'account') config.rateLimit.keyGenerator = accountKey;
    if (budget.message) config.rateLimit.errorResponseBuilder = rateLimitedBodyWith(budget.message);
    route.config = config as RouteOptions['config'];
  }
}

/** Entries of the table that match no registered route (a renamed route would silently lose its limit). */
export function unknownRateLimitedRoutes(registered: ReadonlySet<string>): string[] {
  return Object.keys(RATE_LIMITED_ROUTES).filter((key) => !registered.has(key));
}

export { routeKey };

/**
 * The counter key of a per-account budget: the account of the request's genuine token (signature and expiry; runs
 * before the route's guard, which still refuses an ended session), else the client address.
 */
export function accountKey(req: FastifyRequest): string {
  const token = verifiedToken(req);
  return token ? `account:${token.source}:${token.sourceId}` : `address:${req.ip}`;
}

/** A 429 answer builder: the platform's error shape, `{after}` in the text replaced by when to try again in words. */
export const rateLimitedBodyWith = (text: string) => (_req: unknown, context: { after: string; statusCode: number }) => ({
  statusCode: context.statusCode,
  message: text.replace('{after}', context.after),
  error: 'Too Many Requests',
});

/** The default 429 answer. */
export const rateLimitedBody = rateLimitedBodyWith('Too many requests. Try again in {after}.');
