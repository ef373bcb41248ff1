import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import type { Role } from '@platform/shared/contract';
import type { TokenService } from '../core/tokens';

export const accountRoom = (source: Role | 'admin', id: string) => `account:${source}:${id}`;

/** What features use to push events; the socket.io server stays behind it (Redis fan-out can be added here). */
export interface Realtime {
  readonly io: Server | null;
  emitToAccount(source: Role, id: string, event: string, payload: unknown): void;
  emitToRoom(room: string, event: string, payload: unknown): void;
  emitToAll(event: string, payload: unknown): void;
  close(): Promise<void>;
}

export interface SocketAuth {
  source: Role;
  sourceId: string;
  authId: string;
}

export function createRealtime(server: HttpServer, tokens: TokenService): Realtime {
  const io = new Server(server, { path: '/socket.io', cors: { origin: true, credentials: true } });
  // Anonymous sockets are allowed (visitors watch public rooms); a valid token also joins the account's room.
  io.use((socket: Socket, next) => {
    const raw = socket.handshake.query.token ?? (socket.handshake.auth as Record<string, unknown> | undefined)?.token;
    const token = typeof raw === 'string' ? raw.replace(/^Bearer\s+/i, '') : '';
    const payload = token ? tokens.verify(token) : null;
    if (payload && payload.source !== 'admin') {
      socket.data.auth = { source: payload.source, sourceId: payload.sourceId, authId: payload.authId } satisfies SocketAuth;
      void socket.join(accountRoom(payload.source, payload.sourceId));
    }
    next();
  });
  return {
    io,
    emitToAccount: (source, id, event, payload) => void io.to(accountRoom(source, id)).emit(event, payload),
    emitToRoom: (room, event, payload) => void io.to(room).emit(event, payload),
    emitToAll: (event, payload) => void io.emit(event, payload),
    close: () => new Promise<void>((resolve) => void io.close(() => resolve())),
  };
}
