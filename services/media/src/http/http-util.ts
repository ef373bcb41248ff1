import type http from 'node:http';

const MAX_BODY_BYTES = 64 * 1024;

export function sendJson(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

/** Reads a small text body (at most 64 KiB). */
export function readTextBody(req: http.IncomingMessage): Promise<{ ok: true; value: string } | { ok: false; error: string }> {
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
    req.on('end', () => resolve({ ok: true, value: Buffer.concat(chunks).toString('utf8') }));
  });
}

/** Reads a small JSON object body; an empty body counts as `{}`. */
export async function readJsonBody(req: http.IncomingMessage): Promise<{ ok: true; value: unknown } | { ok: false; error: string }> {
  const body = await readTextBody(req);
  if (!body.ok) return body;
  const raw = body.value.trim();
  if (!raw) return { ok: true, value: {} };
  try {
    const value = JSON.parse(raw) as unknown;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, error: 'body must be a JSON object' };
    return { ok: true, value };
  } catch {
    return { ok: false, error: 'body is not JSON' };
  }
}
