export { getSocket, closeSocket } from './socket';
export type { Socket } from 'socket.io-client';
