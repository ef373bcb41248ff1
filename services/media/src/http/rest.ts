import { timingSafeEqual } from 'node:crypto';
import type http from 'node:http';
import type { BroadcastRecord, BroadcastStore } from '../broadcasts/broadcasts';
import type { Capabilities } from '../capabilities';
import type { TokenStore, TokenType } from '../security/tokens';
import { readJsonBody, sendJson } from './http-util';

export interface RestContext {
  mediaSecret: string;
  broadcasts: BroadcastStore;
  tokens: TokenStore;
  settings: { secureOption: boolean };
  webRtcViewerCount(streamId: string): number;
  hlsViewerCount(streamId: string): number;
  isLive(streamId: string): boolean;
  /** Players of a stream that came with a subscriber's token, over WebRTC (connected) or HLS (fetching). */
  players(streamId: string): PlayerRecord[];
  capabilities(): Capabilities;
}

export interface PlayerRecord {
  subscriberId: string;
  protocol: 'webrtc' | 'hls';
}

function secretMatches(given: string | string[] | undefined, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A broadcast as Ant Media's REST API shows it, with live viewer counts. */
function present(record: BroadcastRecord, ctx: RestContext) {
  return {
    ...record,
    status: ctx.isLive(record.streamId) ? 'broadcasting' : record.status,
    webRTCViewerCount: ctx.webRtcViewerCount(record.streamId),
    hlsViewerCount: ctx.hlsViewerCount(record.streamId),
    rtmpViewerCount: 0,
  };
}

const notFound = (res: http.ServerResponse) => sendJson(res, 404, { success: false, message: 'Not found' });

/**
 * The REST subset at `/{AppName}/rest/v2` (`subPath` is what follows it): capabilities, broadcasts,
 * one-time tokens and the secureOption switch. Every call needs the shared `X-Media-Secret`.
 */
export async function handleRest(req: http.IncomingMessage, res: http.ServerResponse, subPath: string, url: URL, ctx: RestContext) {
  if (!secretMatches(req.headers['x-media-secret'], ctx.mediaSecret)) {
    return sendJson(res, 401, { success: false, message: 'unauthorized_access' });
  }
  const method = req.method ?? 'GET';
  const parts = subPath.split('/').filter(Boolean).map(decodeURIComponent);

  // What this server serves (the API puts it into the media config it gives browsers).
  if (parts[0] === 'capabilities' && parts.length === 1) {
    if (method !== 'GET') return sendJson(res, 405, { success: false, message: 'Method Not Allowed' });
    return sendJson(res, 200, ctx.capabilities());
  }

  if (parts[0] === 'broadcasts' && parts[1] === 'create' && parts.length === 2) {
    if (method !== 'POST') return sendJson(res, 405, { success: false, message: 'Method Not Allowed' });
    const body = await readJsonBody(req);
    if (!body.ok) return sendJson(res, 400, { success: false, message: body.error });
    const input = body.value as Record<string, unknown>;
    if (input.streamId !== undefined && (typeof input.streamId !== 'string' || !input.streamId.trim())) {
      return sendJson(res, 400, { success: false, message: 'streamId must be a non-empty string' });
    }
    return sendJson(res, 200, present(ctx.broadcasts.create(input), ctx));
  }

  if (parts[0] === 'broadcasts' && parts.length === 2) {
    const record = ctx.broadcasts.get(parts[1]);
    if (method === 'GET') return record ? sendJson(res, 200, present(record, ctx)) : notFound(res);
    if (method === 'DELETE') {
      return ctx.broadcasts.delete(parts[1]) ? sendJson(res, 200, { success: true }) : notFound(res);
    }
    return sendJson(res, 405, { success: false, message: 'Method Not Allowed' });
  }

  // Not in stock Ant Media: who watches a paid show now, so the API bills only minutes that play.
  if (parts[0] === 'broadcasts' && parts[2] === 'players' && parts.length === 3) {
    if (method !== 'GET') return sendJson(res, 405, { success: false, message: 'Method Not Allowed' });
    // `?subscriberId=` (repeatable) narrows the answer to those viewers
    const wanted = new Set(url.searchParams.getAll('subscriberId'));
    const players = ctx.players(parts[1]).filter((p) => wanted.size === 0 || wanted.has(p.subscriberId));
    return sendJson(res, 200, { streamId: parts[1], publishing: ctx.isLive(parts[1]), players });
  }

  // As Ant Media's revokeTokens: the show on this stream ended, its tokens play nothing more.
  if (parts[0] === 'broadcasts' && parts[2] === 'tokens' && parts.length === 3) {
    if (method !== 'DELETE') return sendJson(res, 405, { success: false, message: 'Method Not Allowed' });
    ctx.tokens.endShow(parts[1]);
    return sendJson(res, 200, { success: true, message: '' });
  }

  if (parts[0] === 'broadcasts' && parts[2] === 'token' && parts.length === 3) {
    if (method !== 'GET') return sendJson(res, 405, { success: false, message: 'Method Not Allowed' });
    const type = url.searchParams.get('type');
    if (type !== 'publish' && type !== 'play') {
      return sendJson(res, 400, { success: false, message: 'type must be publish or play' });
    }
    const expireRaw = url.searchParams.get('expireDate');
    const expireDate = expireRaw ? Number(expireRaw) : undefined;
    if (expireRaw && !Number.isFinite(expireDate)) {
      return sendJson(res, 400, { success: false, message: 'expireDate must be unix seconds' });
    }
    const subscriberId = url.searchParams.get('subscriberId') ?? undefined;
    if (subscriberId !== undefined && !/^[\w:.@-]{1,128}$/.test(subscriberId)) {
      return sendJson(res, 400, { success: false, message: 'subscriberId must be 1-128 letters, digits or :.@_-' });
    }
    return sendJson(res, 200, ctx.tokens.create(parts[1], type as TokenType, expireDate, subscriberId));
  }

  if (parts[0] === 'settings' && parts.length === 1) {
    if (method === 'GET') return sendJson(res, 200, { ...ctx.settings });
    if (method === 'PUT' || method === 'POST') {
      const body = await readJsonBody(req);
      if (!body.ok) return sendJson(res, 400, { success: false, message: body.error });
      const { secureOption } = body.value as { secureOption?: unknown };
      if (typeof secureOption !== 'boolean') {
        return sendJson(res, 400, { success: false, message: 'secureOption must be a boolean' });
      }
      ctx.settings.secureOption = secureOption;
      return sendJson(res, 200, { ...ctx.settings });
    }
    return sendJson(res, 405, { success: false, message: 'Method Not Allowed' });
  }

  return notFound(res);
}
