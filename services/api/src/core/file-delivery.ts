import fs from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

export interface DeliverableFile {
  absolutePath: string;
  mimeType: string;
  originalName: string;
}

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` against a file of `size` bytes; null when absent or not one satisfiable range. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (!match[1] && !match[2])) return null; // several ranges or garbage: answer the whole file
  let start: number;
  let end: number;
  if (!match[1]) {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/**
 * Streams a file from disk, answering HTTP Range requests with 206 so that video players can seek; never reads
 * the whole file into memory.
 */
export async function deliverFile(req: FastifyRequest, reply: FastifyReply, file: DeliverableFile, options: { download?: boolean } = {}) {
  const stat = await fs.promises.stat(file.absolutePath).catch(() => null);
  if (!stat) throw new HttpError(404, { statusCode: 404, message: 'File not found', error: 'Not Found' });
  reply.header('Accept-Ranges', 'bytes');
  reply.header('Content-Type', file.mimeType);
  // Signed links are per member and expire: no shared cache may keep them.
  reply.header('Cache-Control', 'private, no-store');
  reply.header('X-Content-Type-Options', 'nosniff');
  if (options.download) {
    reply.header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.originalName || 'download')}`);
  }
  const range = parseRange(req.headers.range, stat.size);
  if (range === 'unsatisfiable') {
    reply.header('Content-Range', `bytes */${stat.size}`);
    throw new HttpError(416, { statusCode: 416, message: 'Range Not Satisfiable', error: 'Range Not Satisfiable' });
  }
  if (range) {
    reply.code(206);
    reply.header('Content-Range', `bytes ${range.start}-${range.end}/${stat.size}`);
    reply.header('Content-Length', range.end - range.start + 1);
    return reply.send(fs.createReadStream(file.absolutePath, { start: range.start, end: range.end }));
  }
  reply.header('Content-Length', stat.size);
  return reply.send(fs.createReadStream(file.absolutePath));
}
