import type { Socket } from 'node:net';

// Node reads at most 16 KB of request line and headers (`maxHeaderSize`). Past that its parser gives up and, with
// no handler, answers 431 and destroys the socket while the client is still sending: the client often sees a
// reset connection instead. The edge answers like the API does (414 for a long address, 431 for long headers, the
// API's error shape) and reads the rest of the request before closing.

const DRAIN_MS = 5_000;

const ANSWERS = {
  414: { statusCode: 414, message: 'The address is too long: at most 16 KB', error: 'URI Too Long' },
  431: { statusCode: 431, message: 'The request headers are too large: at most 16 KB', error: 'Request Header Fields Too Large' },
  400: { statusCode: 400, message: 'Client Error', error: 'Bad Request' },
};

const answered = new WeakSet<Socket>();

/** 414 when the bytes being read hold no end of line yet (still in the request line), else 431. */
const oversizedStatus = (bytes: unknown): 414 | 431 => {
  if (!Buffer.isBuffer(bytes) || !bytes.length) return 431;
  const lineEnd = bytes.indexOf('\r\n');
  return lineEnd === -1 || lineEnd > 8 * 1024 ? 414 : 431;
};

const rawResponse = (answer: (typeof ANSWERS)[keyof typeof ANSWERS]) => {
  const body = JSON.stringify(answer);
  return (
    `HTTP/1.1 ${answer.statusCode} ${answer.error}\r\nContent-Type: application/json; charset=utf-8\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`
  );
};

/** The edge server's `clientError` listener (Node calls it again for later chunks of an answered request: ignored). */
export function answerClientError(parseError: Error, socket: Socket): void {
  const error = parseError as Error & { code?: string; rawPacket?: unknown };
  if (answered.has(socket) || error.code === 'ECONNRESET' || socket.destroyed) return;
  answered.add(socket);
  if (error.code === 'HPE_HEADER_OVERFLOW' && socket.writable) {
    socket.end(rawResponse(ANSWERS[oversizedStatus(error.rawPacket)]));
    socket.resume(); // read and drop the rest, so closing does not reset the connection
    socket.once('end', () => socket.destroy());
    setTimeout(() => socket.destroy(), DRAIN_MS).unref();
    return;
  }
  if (socket.writable) socket.write(rawResponse(ANSWERS[400]));
  socket.destroy(error);
}
