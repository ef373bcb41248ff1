import { act, render, screen } from '@testing-library/react';
import { FakeSocket } from '../mock/fake-socket';
import { onSocketReconnected, socketStatus, trackSocketStatus } from './socket-status';
import { useSocketReconnected, useSocketStatus } from './use-socket-status';

const socket = new FakeSocket();
const reconnected = jest.fn();
let stops: Array<() => void> = [];

beforeEach(() => {
  socket.reset();
  socket.connected = false;
  stops = [trackSocketStatus(socket), onSocketReconnected(reconnected)];
});
afterEach(() => {
  stops.forEach((stop) => stop());
  reconnected.mockClear();
});

it('is offline until the first connect, which is not a reconnect', () => {
  expect(socketStatus.value()).toBe('offline');
  socket.setConnected(true);
  expect(socketStatus.value()).toBe('connected');
  expect(reconnected).not.toHaveBeenCalled();
});

it('connected → reconnecting → connected tells "reconnected" once', () => {
  socket.setConnected(true);
  socket.setConnected(false);
  expect(socketStatus.value()).toBe('reconnecting');
  socket.serverEmit('connect_error', new Error('xhr poll error')); // a failed attempt: still retrying
  expect(socketStatus.value()).toBe('reconnecting');
  socket.setConnected(true);
  expect(socketStatus.value()).toBe('connected');
  expect(reconnected).toHaveBeenCalledTimes(1);
});

it('a deliberate disconnect (sign-in switching tokens) or a server close is not a drop', () => {
  socket.setConnected(true);
  socket.serverEmit('disconnect', 'io client disconnect');
  expect(socketStatus.value()).toBe('offline');
  socket.setConnected(true);
  expect(reconnected).not.toHaveBeenCalled();

  socket.serverEmit('disconnect', 'io server disconnect'); // e.g. the session ended: socket.io will not retry
  expect(socketStatus.value()).toBe('offline');
});

it('a handshake the server refuses while reconnecting ends in offline', () => {
  socket.setConnected(true);
  socket.setConnected(false);
  Object.assign(socket, { active: false });
  socket.serverEmit('connect_error', new Error('Your session has ended. Please sign in again.'));
  expect(socketStatus.value()).toBe('offline');
  delete (socket as { active?: boolean }).active;
});

function StatusProbe({ onBack }: { onBack: () => void }) {
  useSocketReconnected(onBack);
  return <p>{useSocketStatus()}</p>;
}

it('useSocketStatus re-renders with the state; useSocketReconnected runs after a drop only while mounted', () => {
  const onBack = jest.fn();
  socket.setConnected(true);
  const { unmount } = render(<StatusProbe onBack={onBack} />);
  expect(screen.getByText('connected')).toBeInTheDocument();
  act(() => socket.setConnected(false));
  expect(screen.getByText('reconnecting')).toBeInTheDocument();
  act(() => socket.setConnected(true));
  expect(onBack).toHaveBeenCalledTimes(1);
  unmount();
  socket.setConnected(false);
  socket.setConnected(true);
  expect(onBack).toHaveBeenCalledTimes(1);
});
