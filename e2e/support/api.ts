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

/** Buys a token package by name through the sandbox gateway (one Idempotency-Key, as the client does). */
export async function buyTokens(request: APIRequestContext, token: string, packageName: string): Promise<number> {
  const list = await api<{ data: Array<{ _id: string; name: string; tokens: number }> }>(request, 'GET', '/package/token/search');
  const pkg = list.data.find((p) => p.name === packageName);
  if (!pkg) throw new Error(`No token package named ${packageName}: ${list.data.map((p) => p.name).join(', ')}`);
  await api(request, 'POST', `/payment/purchase-tokens/${pkg._id}`, { token, body: {}, headers: { 'Idempotency-Key': idempotencyKey() } });
  return pkg.tokens;
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
