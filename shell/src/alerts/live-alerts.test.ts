import { bus, type NotifyMessage } from '@platform/shared';
import { installFakeSocket, resetPlatform, signedInAs, type FakeSocket } from '@platform/shared/mock';
import { startLiveAlerts } from './live-alerts';

let socket: FakeSocket;
let stop: () => void;
let shown: NotifyMessage[];
let stopListening: () => void;
beforeEach(() => {
  socket = installFakeSocket();
  shown = [];
  stopListening = bus.notify.subscribe((message) => shown.push(message));
  stop = startLiveAlerts();
});
afterEach(() => {
  stop();
  stopListening();
  resetPlatform();
  window.history.replaceState(null, '', '/');
});

const anna = { performerId: 'a'.repeat(24), username: 'anna', name: 'Anna', avatar: '' };

it('a member on any page is told a favourite went live, with a link to her room', () => {
  signedInAs('user', { _id: 'u1', username: 'max' } as never);
  window.history.replaceState(null, '', '/videos');
  socket.serverEmit('favourite-live', anna);
  expect(shown).toEqual([expect.objectContaining({ type: 'info', title: 'Anna is live now', text: 'Watch her show', href: '/live/anna' })]);
});

it('says nothing to a member already in her room, to performers and studios, or once he has signed out', () => {
  signedInAs('user', { _id: 'u1', username: 'max' } as never);
  window.history.replaceState(null, '', '/live/anna/');
  socket.serverEmit('favourite-live', anna);
  signedInAs('performer', { _id: 'p1', username: 'bella' } as never);
  socket.serverEmit('favourite-live', anna);
  bus.auth.set({ status: 'signed-out' });
  socket.serverEmit('favourite-live', anna);
  socket.serverEmit('favourite-live', { ...anna, username: '' });
  expect(shown).toEqual([]);
});
