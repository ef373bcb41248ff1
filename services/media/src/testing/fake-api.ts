import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';

export interface FakeShow {
  sessionId: string;
  conversationId: string;
}

export interface SocketEvent {
  username: string;
  event: string;
  payload: unknown;
}

const PASSWORD = 'demo1234';
const id24 = () => randomBytes(12).toString('hex');
const ok = (data: unknown) => ({ status: 0, data });

/**
 * The part of the API a demo performer talks to, for tests and benchmarks that must not depend on the real
 * one: performer sign-in, the media config (secureOption off), go live, private-show accept/reject, public chat,
 * finish, and socket.io (WebSocket transport, Engine.IO v4 framing) that records what performers emit and can
 * push events to them.
 * Tokens are `token-{username}`; every performer signs in with demo1234.
 */
export class FakeApi {
  readonly logins: string[] = [];
  readonly messages: { username: string; conversationId: string; text: string }[] = [];
  readonly accepted: string[] = [];
  /** Stream ids a publish token was asked for. */
  readonly publishTokenRequests: string[] = [];
  /** Issues a publish token the way the real API gets one from the media server (set by the test). */
  issuePublishToken: (streamId: string) => string | Promise<string> = () => '';
  readonly events: SocketEvent[] = [];
  /** The running public show of each performer. */
  readonly shows = new Map<string, FakeShow>();
  private server?: http.Server;
  private wss?: WebSocketServer;
  private readonly sockets = new Map<WebSocket, string>();
  private port = 0;

  constructor(private readonly pingIntervalMs = 25_000) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Listens (again, on the same port after `close()`, like a restarted API). */
  async listen(): Promise<string> {
    const server = http.createServer((req, res) => void this.handle(req, res));
    const wss = new WebSocketServer({ noServer: true });
    server.on('upgrade', (req, socket, head) => {
      const url = new URL(req.url ?? '/', 'http://api.local');
      if (url.pathname !== '/socket.io/') return socket.destroy();
      wss.handleUpgrade(req, socket, head, (ws) => this.accept(ws));
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
    this.wss = wss;
    return this.url;
  }

  /** Stops answering and drops every socket (the port stays reserved for `listen()`). */
  async close(): Promise<void> {
    for (const ws of this.sockets.keys()) ws.terminate();
    this.sockets.clear();
    this.wss?.close();
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Sends a socket.io event to every socket of a performer; false when she has none. */
  emitTo(username: string, event: string, payload: unknown): boolean {
    let sent = false;
    for (const [ws, who] of this.sockets) {
      if (who !== username || ws.readyState !== WebSocket.OPEN) continue;
      ws.send(`42${JSON.stringify([event, payload])}`);
      sent = true;
    }
    return sent;
  }

  connected(username: string): boolean {
    return [...this.sockets.values()].includes(username);
  }

  private accept(ws: WebSocket) {
    // like the real API, the performer is known from the CONNECT packet's auth payload (a token in the URL counts for nothing)
    let username = '';
    ws.send(`0${JSON.stringify({ sid: id24(), upgrades: [], pingInterval: this.pingIntervalMs, pingTimeout: 5000, maxPayload: 1e6 })}`);
    const ping = setInterval(() => ws.readyState === WebSocket.OPEN && ws.send('2'), this.pingIntervalMs);
    ws.on('close', () => {
      clearInterval(ping);
      this.sockets.delete(ws);
    });
    ws.on('message', (data) => {
      const text = data.toString();
      if (text === '40' || text.startsWith('40{')) {
        const auth = text.length > 2 ? (JSON.parse(text.slice(2)) as { token?: unknown }) : {};
        username = /^token-(.+)$/.exec(typeof auth.token === 'string' ? auth.token : '')?.[1] ?? '';
        this.sockets.set(ws, username);
        return ws.send(`40${JSON.stringify({ sid: id24() })}`);
      }
      const event = /^42(\d*)(\[.*)$/s.exec(text);
      if (!event) return;
      const [name, payload] = JSON.parse(event[2]) as [string, unknown];
      this.events.push({ username, event: name, payload });
      if (event[1])
        ws.send(`43${event[1]}${JSON.stringify([{ ok: true, conversationId: (payload as { conversationId?: string })?.conversationId }])}`);
    });
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>) : {};
    const path = new URL(req.url ?? '/', 'http://api.local').pathname;
    const route = `${req.method} ${path}`;

    if (route === 'POST /auth/performers/login') {
      if (body.password !== PASSWORD || typeof body.username !== 'string')
        return send(400, { statusCode: 400, message: 'Incorrect username or password' });
      this.logins.push(body.username);
      return send(200, ok({ token: `token-${body.username}` }));
    }
    const username = /^token-(.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!username) return send(403, { statusCode: 403, message: 'Forbidden resource' });

    if (route === 'GET /streaming/webrtc/config') return send(200, ok({ secureOption: false, appName: 'WebRTCAppEE' }));
    if (route === 'POST /streaming/token' && body.type === 'publish' && typeof body.id === 'string') {
      this.publishTokenRequests.push(body.id);
      return send(200, ok({ tokenId: await this.issuePublishToken(body.id), streamId: body.id, type: 'publish', expireDate: 0 }));
    }
    if (route === 'POST /streaming/live') {
      let show = this.shows.get(username);
      if (!show) this.shows.set(username, (show = { sessionId: id24(), conversationId: id24() }));
      return send(200, ok({ sessionId: show.sessionId, conversation: { _id: show.conversationId } }));
    }
    if (route === 'GET /streaming/finish') {
      this.shows.delete(username);
      return send(200, ok({ success: true }));
    }
    const accept = /^POST \/streaming\/private-chat\/accept\/(\w+)$/.exec(route);
    if (accept) {
      this.accepted.push(accept[1]);
      return send(200, ok({ sessionId: `private-${accept[1]}-${username}`, conversation: { _id: accept[1] } }));
    }
    if (/^PUT \/streaming\/private-chat\/reject\/\w+$/.test(route)) return send(200, ok({ success: true }));
    const chat = /^POST \/messages\/stream(?:\/public)?\/conversations\/(\w+)$/.exec(route);
    if (chat) {
      this.messages.push({ username, conversationId: chat[1], text: String(body.text) });
      return send(200, ok({ _id: id24(), text: body.text }));
    }
    send(404, { statusCode: 404, message: 'Not Found' });
  }
}
