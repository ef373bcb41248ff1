export { getSocket, closeSocket, type PageSocket, type RemoteSocket, type SocketListener } from './socket';
export { socketStatus, onSocketReconnected, trackSocketStatus, type SocketStatus, type StatusSource } from './socket-status';
export { useSocketStatus, useSocketReconnected } from './use-socket-status';
export { useSocketEvent, type SocketEvents, type SocketEventName } from './use-socket-event';
export type { Socket } from 'socket.io-client';
