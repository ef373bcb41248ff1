import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type http from 'node:http';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.mp4': 'video/mp4',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.txt', '.svg', '.webmanifest', '.wasm']);
const MIN_COMPRESS_BYTES = 1024;

export function contentType(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Resolves a URL path inside `root`; null for anything escaping it or naming a hidden entry. */
export function safeJoin(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const segments = decoded.split('/').filter(Boolean);
  if (segments.some((s) => s === '..' || s.startsWith('.'))) return null;
  const full = path.join(root, ...segments);
  return full === root || full.startsWith(root + path.sep) ? full : null;
}

export function statFile(file: string | null): fs.Stats | null {
  if (!file) return null;
  try {
    const st = fs.statSync(file);
    return st.isFile() ? st : null;
  } catch {
    return null;
  }
}

type Encoding = 'br' | 'gzip';

/** Preferred encoding from Accept-Encoding (q=0 means "not acceptable"). */
export function pickEncoding(header: string | string[] | undefined): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

/** On-the-fly compression results, keyed by file identity; release files never change, so this is safe. */
class CompressionCache {
  private entries = new Map<string, Buffer>();
  private bytes = 0;
  constructor(private readonly maxBytes: number) {}

  get(key: string): Buffer | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit); // LRU order
    }
    return hit;
  }

  set(key: string, value: Buffer): void {
    if (value.length > this.maxBytes) return;
    this.entries.set(key, value);
    this.bytes += value.length;
    for (const [k, v] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= v.length;
    }
  }
}

const cache = new CompressionCache(96 * 1024 * 1024);

function compress(buf: Buffer, enc: Encoding): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (err: Error | null, out: Buffer) => (err ? reject(err) : resolve(out));
    if (enc === 'br') {
      zlib.brotliCompress(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 7, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buf.length } }, done);
    } else {
      zlib.gzip(buf, { level: 6 }, done);
    }
  });
}

async function encodedBody(file: string, st: fs.Stats, enc: Encoding): Promise<Buffer> {
  // A precompressed sibling (file.js.br / file.js.gz) written by the build wins.
  const sibling = `${file}.${enc === 'br' ? 'br' : 'gz'}`;
  const sst = statFile(sibling);
  if (sst && sst.mtimeMs >= st.mtimeMs) return fs.promises.readFile(sibling);
  const key = `${file}|${st.size}|${st.mtimeMs}|${enc}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const out = await compress(await fs.promises.readFile(file), enc);
  cache.set(key, out);
  return out;
}

/** Sends one file with ETag/304, HEAD, and br/gzip when the client accepts it. */
export async function sendFile(req: http.IncomingMessage, res: http.ServerResponse, file: string, st: fs.Stats, cacheControl: string): Promise<void> {
  const etag = `W/"${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}"`;
  const ext = path.extname(file).toLowerCase();
  const compressible = COMPRESSIBLE.has(ext) && st.size >= MIN_COMPRESS_BYTES;
  res.setHeader('Content-Type', contentType(file));
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('ETag', etag);
  res.setHeader('Last-Modified', st.mtime.toUTCString());
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (compressible) res.setHeader('Vary', 'Accept-Encoding');
  if (req.headers['if-none-match'] === etag) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const enc = compressible ? pickEncoding(req.headers['accept-encoding']) : null;
  let body: Buffer;
  if (enc) {
    body = await encodedBody(file, st, enc);
    res.setHeader('Content-Encoding', enc);
  } else {
    body = await fs.promises.readFile(file);
  }
  res.statusCode = 200;
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}
