import { WebSocket } from 'ws';
import { Backoff } from './retry';

type Handler = (payload: unknown) => void;

/**
 * The API's socket.io connection as one signed-in performer, on the WebSocket transport only: Engine.IO v4
 * framing (`0` open, `2`/`3` ping/pong, `4` message) around Socket.IO v5 packets (`0` connect, `2` event)
 * for the default namespace. Small enough to keep this package free of socket.io-client; it reconnects by
 * itself (1 s … 30 s) and calls the `connected` handlers again after each reconnection.
 */
export class RealtimeClient {
  private ws?: WebSocket;
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly connectedHandlers = new Set<() => void>();
  private readonly backoff = new Backoff(1000, 30_000);
  private heartbeat?: NodeJS.Timeout;
  private retry?: NodeJS.Timeout;
  private stopped = true;
  private ready = false;
  /** Ping interval + timeout the server announced in its open packet. */
  private pingWindowMs = 45_000;
  private nextAckId = 0;
  private readonly acks = new Map<number, (reply: unknown) => void>();

  constructor(
    private readonly apiUrl: string,
    private readonly token: () => string,
    private readonly onProblem: (message: string | null) => void,
  ) {}

  get connected(): boolean {
    return this.ready;
  }

  on(event: string, handler: Handler): void {
    let set = this.handlers.get(event);
    if (!set) this.handlers.set(event, (set = new Set()));
    set.add(handler);
  }

  onConnected(handler: () => void): void {
    this.connectedHandlers.add(handler);
  }

  /** Sends an event; false (nothing sent) while disconnected — the `connected` handlers repeat what matters. */
  emit(event: string, payload: unknown, ack?: (reply: unknown) => void): boolean {
    if (!this.ready || this.ws?.readyState !== WebSocket.OPEN) return false;
    let id = '';
    if (ack) {
      const n = this.nextAckId++;
      this.acks.set(n, ack);
      id = String(n);
    }
    this.ws.send(`42${id}${JSON.stringify([event, payload])}`);
    return true;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
  }

  /** Reconnects now (a new token after signing in again). */
  reconnect(): void {
    if (this.stopped) return;
    this.drop();
    clearTimeout(this.retry);
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.retry);
    this.drop();
  }

  private connect() {
    const url = new URL('/socket.io/', this.apiUrl.replace(/^http/i, 'ws'));
    url.searchParams.set('EIO', '4');
    url.searchParams.set('transport', 'websocket');
    const ws = new WebSocket(url);
    this.ws = ws;
    ws.on('message', (data) => this.receive(ws, data.toString()));
    ws.on('error', (error) => this.onProblem(`socket.io: ${error.message}`));
    ws.on('close', () => {
      if (this.ws !== ws) return;
      this.drop();
      if (this.stopped) return;
      this.retry = setTimeout(() => this.connect(), this.backoff.next());
    });
  }

  private drop() {
    clearTimeout(this.heartbeat);
    this.ready = false;
    this.acks.clear();
    const ws = this.ws;
    this.ws = undefined;
    if (ws && ws.readyState !== WebSocket.CLOSED) ws.terminate();
  }

  /** A connection that stops pinging (API frozen, network gone) is dropped and redialled. */
  private expectPing(ms: number) {
    clearTimeout(this.heartbeat);
    this.heartbeat = setTimeout(() => this.ws?.terminate(), ms);
  }

  private receive(ws: WebSocket, text: string) {
    if (this.ws !== ws) return;
    const type = text[0];
    if (type === '0') {
      const open = JSON.parse(text.slice(1)) as { pingInterval?: number; pingTimeout?: number };
      this.pingWindowMs = (open.pingInterval ?? 25_000) + (open.pingTimeout ?? 20_000);
      this.expectPing(this.pingWindowMs);
      // the token travels in the CONNECT packet's auth payload, never in the URL (where logs would keep it)
      const token = this.token();
      ws.send(token ? `40${JSON.stringify({ token })}` : '40');
    } else if (type === '2') {
      ws.send('3');
      this.expectPing(this.pingWindowMs);
    } else if (type === '4') {
      this.receivePacket(text.slice(1));
    }
  }

  private receivePacket(packet: string) {
    const type = packet[0];
    if (type === '0') {
      this.ready = true;
      this.backoff.reset();
      this.onProblem(null);
      for (const handler of this.connectedHandlers) handler();
    } else if (type === '4') {
      this.onProblem(`socket.io refused the connection: ${packet.slice(1)}`);
      this.ws?.close();
    } else if (type === '2' || type === '3') {
      // `2[event, payload]` (an ack id the server may put before the array is not answered), `3{id}[reply]`
      const start = packet.indexOf('[');
      if (start < 0) return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(packet.slice(start));
      } catch {
        return;
      }
      if (!Array.isArray(parsed)) return;
      if (type === '3') {
        const id = Number(packet.slice(1, start));
        this.acks.get(id)?.(parsed[0]);
        this.acks.delete(id);
      } else if (typeof parsed[0] === 'string') {
        for (const handler of this.handlers.get(parsed[0]) ?? []) handler(parsed[1]);
      }
    }
  }
}
