import type { Socket } from 'node:net';

// Node reads at most `maxHeaderSize` (16 KB) of request line and headers. Past that its parser gives up, and the
// usual answer (a 431 written, then the socket destroyed while the client is still sending) reaches the client as
// a reset connection. Here the client gets a status that says what is wrong, and its remaining bytes are read
// and dropped so that closing the connection does not reset it.

/** How long the rest of an oversized request may keep arriving before the connection is cut. */
const DRAIN_MS = 5_000;

/** 414 when the request line itself did not fit (a long URL), else 431 (too many or too long headers). */
function oversizedStatus(firstBytes: Buffer | undefined): 414 | 431 {
  if (!firstBytes?.length) return 431;
  const lineEnd = firstBytes.indexOf('\r\n');
  return lineEnd === -1 || lineEnd > 8 * 1024 ? 414 : 431;
}

const ANSWERS = {
  414: { statusCode: 414, message: 'The address is too long: at most 16 KB', error: 'URI Too Long' },
  431: { statusCode: 431, message: 'The request headers are too large: at most 16 KB', error: 'Request Header Fields Too Large' },
  408: { statusCode: 408, message: 'Request Timeout', error: 'Request Timeout' },
  400: { statusCode: 400, message: 'Client Error', error: 'Bad Request' },
};

const answered = new WeakSet<Socket>();

const rawResponse = (answer: (typeof ANSWERS)[keyof typeof ANSWERS]) => {
  const body = JSON.stringify(answer);
  return (
    `HTTP/1.1 ${answer.statusCode} ${answer.error}\r\nContent-Type: application/json; charset=utf-8\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`
  );
};

/**
 * The server's `clientError` handler (Fastify's `clientErrorHandler`): a too large request head is answered 414/431
 * and the connection closed once the client stops sending; other parse errors get Fastify's usual 400 (408 for a
 * timeout). Node calls it again for each later chunk of an answered request: those are ignored.
 */
export function answerClientError(parseError: Error, socket: Socket): void {
  const error = parseError as Error & { code?: string; rawPacket?: unknown };
  if (answered.has(socket) || error.code === 'ECONNRESET' || socket.destroyed) return;
  answered.add(socket);
  if (error.code === 'HPE_HEADER_OVERFLOW' && socket.writable) {
    socket.end(rawResponse(ANSWERS[oversizedStatus(Buffer.isBuffer(error.rawPacket) ? error.rawPacket : undefined)]));
    socket.resume(); // read and drop the rest
    socket.once('end', () => socket.destroy());
    setTimeout(() => socket.destroy(), DRAIN_MS).unref();
    return;
  }
  if (socket.writable) socket.write(rawResponse(ANSWERS[error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400]));
  socket.destroy(error);
}
