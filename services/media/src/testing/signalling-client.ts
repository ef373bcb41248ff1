import { WebSocket } from 'ws';

export type Frame = Record<string, unknown> & { command: string };

/**
 * A plain WebSocket client of the signalling protocol, for tests and benchmarks: it keeps every frame
 * it receives so a test can wait for the next one matching a condition.
 */
export class SignallingClient {
  readonly frames: Frame[] = [];
  private cursor = 0;
  private waiters: { match: (f: Frame) => boolean; resolve: (f: Frame) => void }[] = [];
  private readonly listeners = new Set<(frame: Frame) => void>();

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as Frame;
      this.frames.push(frame);
      for (const listener of this.listeners) listener(frame);
      this.waiters = this.waiters.filter((w) => {
        if (!w.match(frame)) return true;
        w.resolve(frame);
        return false;
      });
    });
  }

  static connect(url: string): Promise<SignallingClient> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url);
      ws.once('open', () => resolve(new SignallingClient(ws)));
      ws.once('error', reject);
    });
  }

  send(frame: Record<string, unknown>): void {
    this.ws.send(JSON.stringify(frame));
  }

  onFrame(listener: (frame: Frame) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Resolves with the first frame (already received after the last wait, or coming) matching `match`. */
  waitFor(match: (frame: Frame) => boolean, timeoutMs = 5000, what = 'frame'): Promise<Frame> {
    for (let i = this.cursor; i < this.frames.length; i++) {
      if (match(this.frames[i])) {
        this.cursor = i + 1;
        return Promise.resolve(this.frames[i]);
      }
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        reject(
          new Error(`timed out after ${timeoutMs} ms waiting for ${what}; got ${JSON.stringify(this.frames.map((f) => f.definition ?? f.command))}`),
        );
      }, timeoutMs);
      const waiter = {
        match,
        resolve: (frame: Frame) => {
          clearTimeout(timer);
          this.cursor = this.frames.length;
          resolve(frame);
        },
      };
      this.waiters.push(waiter);
    });
  }

  /** Waits for a command (and, for notifications/errors, a definition). */
  waitCommand(command: string, definition?: string, timeoutMs = 5000): Promise<Frame> {
    return this.waitFor(
      (f) => f.command === command && (definition === undefined || f.definition === definition),
      timeoutMs,
      definition ? `${command}/${definition}` : command,
    );
  }

  /** Sends a frame and resolves with the next frame received. */
  request(frame: Record<string, unknown>, timeoutMs = 5000): Promise<Frame> {
    this.cursor = this.frames.length;
    const next = this.waitFor(() => true, timeoutMs, `answer to ${frame.command}`);
    this.send(frame);
    return next;
  }

  close(): void {
    this.ws.terminate();
  }
}
