import type http from 'node:http';

const MAX_BODY_BYTES = 64 * 1024;

export function sendJson(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

/** Reads a small JSON object body; an empty body counts as `{}`. */
export function readJsonBody(req: http.IncomingMessage): Promise<{ ok: true; value: unknown } | { ok: false; error: string }> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        resolve({ ok: false, error: 'body too large' });
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('error', () => resolve({ ok: false, error: 'body unreadable' }));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8').trim();
      if (!raw) return resolve({ ok: true, value: {} });
      try {
        const value = JSON.parse(raw) as unknown;
        if (typeof value !== 'object' || value === null || Array.isArray(value)) {
          return resolve({ ok: false, error: 'body must be a JSON object' });
        }
        resolve({ ok: true, value });
      } catch {
        resolve({ ok: false, error: 'body is not JSON' });
      }
    });
  });
}
