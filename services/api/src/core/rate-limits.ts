import type { RouteOptions } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';

/** A budget of requests per client address in a time window. */
interface Budget {
  max: number;
  timeWindow: string;
}

const SIGN_IN: Budget = { max: 30, timeWindow: '1 minute' };
const CODE_SEND: Budget = { max: 5, timeWindow: '1 minute' };
const REGISTER: Budget = { max: 20, timeWindow: '10 minutes' };
const FORGOT: Budget = { max: 5, timeWindow: '1 minute' };
const CHAT: Budget = { max: 30, timeWindow: '10 seconds' };

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
  'POST /auth/code/send': CODE_SEND,
  'POST /auth/users/register': REGISTER,
  'POST /auth/performers/register': REGISTER,
  'POST /auth/studio/register': REGISTER,
  'POST /auth/users/forgot': FORGOT,
  'POST /messages/conversations/:id': CHAT,
  'POST /messages/stream/conversations/:id': CHAT,
  'POST /messages/stream/public/conversations/:id': CHAT,
};

const routeKey = (method: string, url: string) => `${method} ${url}`;

/** Sets `config.rateLimit` on a route the table names (an `onRoute` hook registered before @fastify/rate-limit). */
export function applyRateLimit(route: RouteOptions): void {
  for (const method of [route.method].flat()) {
    const budget = RATE_LIMITED_ROUTES[routeKey(method, route.url)];
    if (!budget) continue;
    const config = (route.config ?? {}) as { rateLimit?: RateLimitOptions };
    config.rateLimit = { ...budget };
    route.config = config as RouteOptions['config'];
  }
}

/** Entries of the table that match no registered route (a renamed route would silently lose its limit). */
export function unknownRateLimitedRoutes(registered: ReadonlySet<string>): string[] {
  return Object.keys(RATE_LIMITED_ROUTES).filter((key) => !registered.has(key));
}

export { routeKey };

/** The 429 answer: the platform's error shape, with when to try again in words. */
export function rateLimitedBody(_req: unknown, context: { after: string; statusCode: number }) {
  return {
    statusCode: context.statusCode,
    message: `Too many requests. Try again in ${context.after}.`,
    error: 'Too Many Requests',
  };
}
