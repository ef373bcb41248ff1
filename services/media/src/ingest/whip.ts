import { randomBytes } from 'node:crypto';
import type http from 'node:http';
import type { RTCPeerConnection } from 'werift';
import { readTextBody } from '../http/http-util';
import type { TokenStore } from '../security/tokens';
import type { PreferredVideoCodec } from '../sfu/codecs';
import type { PeerOptions } from '../sfu/peer';
import { PublisherSession } from '../sfu/publisher';
import type { StreamEntry, StreamRegistry } from '../streams';
import { EncoderRefused, type StartEncoderShow } from './encoder-api';

export interface WhipContext {
  streams: StreamRegistry;
  tokens: TokenStore;
  peerOptions: PeerOptions;
  preferredVideoCodec: PreferredVideoCodec;
  startShow: StartEncoderShow;
  publishTimeoutMs: number;
  /** `/{AppName}/whip`: the endpoint; a session's resource is `{path}/{id}`. */
  path: string;
  log(message: string): void;
}

/** How long the answer waits for werift's candidates (WHIP answers carry them: encoders such as OBS do not trickle). */
const GATHER_TIMEOUT_MS = 3000;

function waitForCandidates(pc: RTCPeerConnection): Promise<void> {
  if (pc.iceGatheringState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, GATHER_TIMEOUT_MS);
    const { unSubscribe } = pc.iceGatheringStateChange.subscribe((state) => state === 'complete' && done());
    function done() {
      clearTimeout(timer);
      unSubscribe();
      resolve();
    }
  });
}

const text = (res: http.ServerResponse, status: number, body: string, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(body);
};

/**
 * WHIP (RFC 9725) for OBS 30+: `POST {path}` with the SDP offer and `Authorization: Bearer {her WHIP token}` → 201
 * with the answer and a `Location` to DELETE when she stops. The API checks the token and starts her show as Go
 * live does; the offer goes to a werift publisher on her show's stream id, as a browser's would (same codecs, players,
 * HLS, webhooks). A wrong token is 401; while her show's stream is published already (a browser, another encoder)
 * the second publisher is refused with 409. Trickle (PATCH) is not offered: 405.
 */
export class WhipEndpoint {
  private readonly sessions = new Map<string, StreamEntry>();

  constructor(private readonly ctx: WhipContext) {}

  /** Answers requests under `ctx.path`; false when the path is not WHIP's. */
  handle(req: http.IncomingMessage, res: http.ServerResponse, pathname: string): boolean {
    if (pathname === this.ctx.path) {
      if (req.method !== 'POST') text(res, 405, 'POST an SDP offer', { allow: 'POST' });
      else
        void this.publish(req, res).catch((error: Error) => {
          this.ctx.log(`WHIP publish failed: ${error.message}`);
          if (!res.headersSent) text(res, 500, 'internal error');
        });
      return true;
    }
    if (!pathname.startsWith(`${this.ctx.path}/`)) return false;
    const resourceId = pathname.slice(this.ctx.path.length + 1);
    const entry = this.sessions.get(resourceId);
    if (req.method === 'DELETE') {
      if (!entry) return (text(res, 404, 'no such session'), true);
      this.end(resourceId, entry);
      return (text(res, 200, 'stopped'), true);
    }
    text(res, 405, 'DELETE ends the session', { allow: 'DELETE' });
    return true;
  }

  private async publish(req: http.IncomingMessage, res: http.ServerResponse) {
    const { ctx } = this;
    if (!/^application\/sdp\b/i.test(req.headers['content-type'] ?? '')) return text(res, 415, 'the body must be application/sdp');
    const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer) return text(res, 401, 'a bearer token is needed', { 'www-authenticate': 'Bearer' });
    const body = await readTextBody(req);
    if (!body.ok || !/^v=0/.test(body.value.trim())) return text(res, 400, 'the body must be an SDP offer');

    let show;
    try {
      show = await ctx.startShow('whip', bearer);
    } catch (error) {
      const status = error instanceof EncoderRefused ? error.status : 0;
      if (status === 401) return text(res, 401, 'unknown or revoked token', { 'www-authenticate': 'Bearer error="invalid_token"' });
      // the API refused her show itself (a performer not verified yet may not go live)
      if (status === 403) return text(res, 403, 'this performer may not go live');
      ctx.log(`WHIP: ${(error as Error).message}`);
      return text(res, 503, 'the show could not start');
    }
    const { streamId } = show;
    if (ctx.streams.has(streamId)) return text(res, 409, 'her show is being published already');
    if (!ctx.tokens.consume(show.publishToken, streamId, 'publish')) return text(res, 401, 'the publish token was refused');

    const resourceId = randomBytes(16).toString('base64url');
    let entry: StreamEntry | undefined;
    const publisher = new PublisherSession(streamId, ctx.peerOptions, () => undefined, {
      onConnected: () => entry && ctx.streams.markLive(entry),
      onGone: (reason) => {
        if (!entry) return;
        ctx.log(`WHIP publisher ${streamId} gone (${reason})`);
        this.end(resourceId, entry);
      },
    });
    entry = ctx.streams.claim({ streamId, ownerId: `whip-${resourceId}`, streamName: show.streamName, publisher, notifyPublisher: () => undefined });
    if (!entry) {
      void publisher.close();
      return text(res, 409, 'her show is being published already');
    }
    const claimed = entry;
    this.sessions.set(resourceId, claimed);
    setTimeout(() => {
      if (claimed.status === 'pending' && ctx.streams.get(streamId) === claimed) {
        ctx.log(`WHIP publisher ${streamId} did not connect in ${ctx.publishTimeoutMs} ms`);
        this.end(resourceId, claimed);
      }
    }, ctx.publishTimeoutMs).unref();

    try {
      await publisher.acceptOffer(body.value, ctx.preferredVideoCodec);
      await waitForCandidates(publisher.pc);
    } catch (error) {
      this.end(resourceId, claimed);
      return text(res, 400, `offer refused: ${(error as Error).message}`);
    }
    const answer = publisher.pc.localDescription?.sdp ?? '';
    res.writeHead(201, { 'content-type': 'application/sdp', location: `${ctx.path}/${resourceId}`, 'cache-control': 'no-store' });
    res.end(answer);
  }

  private end(resourceId: string, entry: StreamEntry) {
    this.sessions.delete(resourceId);
    this.ctx.streams.end(entry);
  }

  /** Server shutdown: the registry ends the streams; nothing more is kept here. */
  clear(): void {
    this.sessions.clear();
  }
}
