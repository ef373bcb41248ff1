import crypto from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { PASSWORD, type DemoAccount, type Role } from './accounts';
import { adminToken } from './two-factor';

// Calls the API through the edge server (`/api/*`), the way the site does. Used to set up journeys
// (fresh accounts, tokens, settings) so each journey starts from a known state of its own.

export type Json = Record<string, unknown>;

interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** The site the journeys run against (playwright.config.ts sets it). */
export const SITE_ORIGIN = new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080').origin;

/** One API call; returns `data` of `{status: 0, data}` and throws with the server's answer otherwise. */
export async function api<T = Json>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  opts: CallOptions = {},
): Promise<T> {
  const res = await request.fetch(`/api${path}`, {
    method,
    // The site's Origin, as the browser sends it: a sign-in stores the API's HttpOnly session cookie in this request
    // context, and a change that carries that cookie without the Authorization header passes only from the site.
    headers: { Origin: SITE_ORIGIN, ...(opts.token ? { Authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
    data: opts.body,
    timeout: 20_000,
  });
  const text = await res.text();
  if (!res.ok()) throw new Error(`${method} ${path} → HTTP ${res.status()}: ${text.slice(0, 300)}`);
  return (JSON.parse(text) as { data: T }).data;
}

const LOGIN_URL: Record<Role, string> = { user: '/auth/code/login', performer: '/auth/performers/login', studio: '/auth/studio/login' };

/**
 * An address of its own for a request (the edge passes X-Forwarded-For on), as the many people the journeys stand for
 * would come from: two journeys at once sign in and register more often than the per-address limits let one address.
 */
const ownAddress = () => ({ 'X-Forwarded-For': `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}` });

export async function apiToken(request: APIRequestContext, role: Role, username: string, password = PASSWORD): Promise<string> {
  return (await api<{ token: string }>(request, 'POST', LOGIN_URL[role], { body: { username, password }, headers: ownAddress() })).token;
}

export interface Member extends DemoAccount {
  id: string;
  token: string;
  /** The name other accounts see for this member (chat, messages, earnings, blocking). */
  displayName: string;
}

/** A new member (password demo1234, no tokens), signed in through the API. */
export async function registerMember(request: APIRequestContext, label: string): Promise<Member> {
  const suffix = `${Date.now().toString(36)}${crypto.randomBytes(2).toString('hex')}`;
  const username = `e2e${label}${suffix}`.toLowerCase().slice(0, 40);
  const firstName = `${label[0].toUpperCase()}${label.slice(1)}`;
  const lastName = `T${suffix}`;
  const created = await api<{ _id: string }>(request, 'POST', '/auth/users/register', {
    body: { username, email: `${username}@example.test`, password: PASSWORD, firstName, lastName },
    headers: ownAddress(),
  });
  const token = await apiToken(request, 'user', username);
  // others see a member by his display name, else his username (registration sets none), never by his own name
  const displayName = username;
  return { label: `member ${username}`, role: 'user', username, landing: '/', name: new RegExp(firstName), id: created._id, token, displayName };
}

export const idempotencyKey = () => crypto.randomUUID();

/** The sandbox processor's test cards (services/processor). */
export const TEST_CARDS = {
  approve: '4242 4242 4242 4242',
  decline: '4000 0000 0000 0002',
  challenge: '4000 0000 0000 3220',
  lateTwice: '4000 0000 0000 0259',
} as const;

/** Opens a hosted checkout for a package by name: the payment id and the processor's page. */
export async function openCheckout(request: APIRequestContext, token: string, packageName: string) {
  const list = await api<{ data: Array<{ _id: string; name: string; tokens: number }> }>(request, 'GET', '/package/token/search');
  const pkg = list.data.find((p) => p.name === packageName);
  if (!pkg) throw new Error(`No token package named ${packageName}: ${list.data.map((p) => p.name).join(', ')}`);
  const checkout = await api<{ paymentId: string; redirectUrl: string }>(request, 'POST', `/payment/purchase-tokens/${pkg._id}`, {
    token,
    body: {},
    headers: { 'Idempotency-Key': idempotencyKey() },
  });
  return { ...checkout, tokens: pkg.tokens };
}

/** Where a purchase stands (GET /payment/purchases/{id}). */
export async function purchaseStatus(request: APIRequestContext, token: string, paymentId: string): Promise<string> {
  return (await api<{ status: string }>(request, 'GET', `/payment/purchases/${paymentId}`, { token })).status;
}

/**
 * Buys a token package by name the way a member does, without a browser: the checkout, then the approving test card
 * on the sandbox processor's page (a form post to it), then the wait for its postback to credit the tokens.
 */
export async function buyTokens(request: APIRequestContext, token: string, packageName: string): Promise<number> {
  return (await paidPurchase(request, token, packageName)).tokens;
}

/** buyTokens, answering the payment too: its id and the processor's origin (to refund or charge it back). */
export async function paidPurchase(request: APIRequestContext, token: string, packageName: string) {
  const { paymentId, redirectUrl, tokens } = await openCheckout(request, token, packageName);
  const processorOrigin = new URL(redirectUrl).origin;
  const opened = await request.get(redirectUrl, { maxRedirects: 0 });
  if (opened.status() !== 303) throw new Error(`processor page: HTTP ${opened.status()} ${await opened.text()}`);
  const paid = await request.post(new URL(`/pay/${paymentId}`, redirectUrl).toString(), {
    form: { number: TEST_CARDS.approve, holder: 'E2E Member', expiry: '12/34', cvc: '123' },
    maxRedirects: 0,
  });
  if (paid.status() !== 303) throw new Error(`processor payment: HTTP ${paid.status()} ${await paid.text()}`);
  for (const end = Date.now() + 20_000; ;) {
    if ((await purchaseStatus(request, token, paymentId)) === 'completed') return { tokens, paymentId, processorOrigin };
    if (Date.now() > end) throw new Error(`purchase ${paymentId} was not credited within 20 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The sandbox processor's operator: refunds or charges back a payment (the API hears it by postback). */
export async function processorReverses(request: APIRequestContext, processorOrigin: string, paymentId: string, kind: 'refund' | 'chargeback') {
  const res = await request.post(`${processorOrigin}/admin/api/payments/${paymentId}/${kind}`);
  if (!res.ok()) throw new Error(`processor ${kind}: HTTP ${res.status()} ${await res.text()}`);
  return (await res.json()) as { postbackStatus: number };
}

export async function memberBalance(request: APIRequestContext, token: string): Promise<number> {
  return (await api<{ balance: number }>(request, 'GET', '/users/me', { token })).balance;
}

export async function performerSelf(request: APIRequestContext, token: string): Promise<{ _id: string; balance: number }> {
  return api<{ _id: string; balance: number }>(request, 'GET', '/performers/me', { token });
}

export async function sendTip(request: APIRequestContext, token: string, performerId: string, amount: number): Promise<void> {
  await api(request, 'POST', `/member/send-tip-token/${performerId}`, {
    token,
    body: { token: amount },
    headers: { 'Idempotency-Key': idempotencyKey() },
  });
}

/** Admin-only media settings (PUT /streaming/settings), as the seeded admin `admin`. */
export async function setStreamingSettings(
  request: APIRequestContext,
  settings: { optionForBroadcast?: 'hls' | 'webrtc'; optionForPrivate?: 'hls' | 'webrtc' },
): Promise<void> {
  const token = await adminToken(request);
  await api(request, 'PUT', '/streaming/settings', { token, body: settings });
}

/** Ends every show of a performer (GET /streaming/finish, signed in as her) — leaves her offline for the next journey. */
export async function finishShows(request: APIRequestContext, performer: DemoAccount): Promise<void> {
  await api(request, 'GET', '/streaming/finish', { token: await apiToken(request, 'performer', performer.username) });
}
