import { act, render } from '@testing-library/react';
import { MESSAGING_EVENTS, STREAM_EVENTS, messageCreatedEvent } from '../contract/events';
import type { Message, ShowEndedEvent, TotalUnread } from '../contract';
import { FakeSocket, installFakeSocket } from '../mock/fake-socket';
import { getSocket } from './socket';
import { useSocketEvent, type SocketEventName, type SocketEvents } from './use-socket-event';

const socket = installFakeSocket(new FakeSocket());
afterEach(() => socket.reset());

function Listener<E extends SocketEventName>({ event, onPayload }: { event: E | null; onPayload: (payload: SocketEvents[E]) => void }) {
  useSocketEvent(event, onPayload);
  return null;
}

const ended: ShowEndedEvent = { conversationId: 'c1', reason: 'finished', message: 'The show has ended.' };

it('is the page socket that the hook listens to', () => {
  expect(getSocket()).toBe(socket);
});

it('hands each payload of its event to the handler while mounted', () => {
  const onPayload = jest.fn();
  render(<Listener event={STREAM_EVENTS.showEnded} onPayload={onPayload} />);
  act(() => socket.serverEmit(STREAM_EVENTS.showEnded, ended));
  act(() => socket.serverEmit(STREAM_EVENTS.showBilled, { conversationId: 'c1', minute: 1, token: 5, balance: 10 }));
  expect(onPayload).toHaveBeenCalledTimes(1);
  expect(onPayload).toHaveBeenCalledWith(ended);
});

it('on unmount removes only its own listener: another component and a direct listener of the same event keep theirs', () => {
  const first = jest.fn();
  const second = jest.fn();
  const direct = jest.fn();
  socket.on(STREAM_EVENTS.showEnded, direct);
  const a = render(<Listener event={STREAM_EVENTS.showEnded} onPayload={first} />);
  render(<Listener event={STREAM_EVENTS.showEnded} onPayload={second} />);
  expect(socket.listenerCount(STREAM_EVENTS.showEnded)).toBe(3);

  a.unmount();
  expect(socket.listenerCount(STREAM_EVENTS.showEnded)).toBe(2);
  act(() => socket.serverEmit(STREAM_EVENTS.showEnded, ended));
  expect(first).not.toHaveBeenCalled();
  expect(second).toHaveBeenCalledWith(ended);
  expect(direct).toHaveBeenCalledWith(ended);
});

it('listens to nothing while the name is empty, and moves its one listener when the name changes', () => {
  const onPayload = jest.fn();
  const created = messageCreatedEvent('c1');
  const view = render(<Listener<SocketEventName> event={null} onPayload={onPayload} />);
  expect(socket.listenerCount()).toBe(0);

  view.rerender(<Listener<SocketEventName> event={created} onPayload={onPayload} />);
  view.rerender(<Listener<SocketEventName> event={messageCreatedEvent('c2')} onPayload={onPayload} />);
  expect(socket.listenerCount(created)).toBe(0);
  expect(socket.listenerCount('message_created_conversation_c2')).toBe(1);
  expect(socket.listenerCount()).toBe(1);
});

it('calls the newest handler without subscribing again', () => {
  const before = jest.fn();
  const after = jest.fn();
  const view = render(<Listener event={MESSAGING_EVENTS.unread} onPayload={before} />);
  const [listener] = socket.listeners.get(MESSAGING_EVENTS.unread) ?? [];
  view.rerender(<Listener event={MESSAGING_EVENTS.unread} onPayload={after} />);
  expect([...(socket.listeners.get(MESSAGING_EVENTS.unread) ?? [])]).toEqual([listener]);
  act(() => socket.serverEmit(MESSAGING_EVENTS.unread, { total: 2 }));
  expect(before).not.toHaveBeenCalled();
  expect(after).toHaveBeenCalledWith({ total: 2 });
});

it('types the payload from the event name (the typecheck checks the @ts-expect-error lines)', () => {
  const seen: Array<number | string> = [];
  function Typed() {
    useSocketEvent(MESSAGING_EVENTS.unread, (event) => {
      const total: TotalUnread['total'] = event.total;
      seen.push(total);
    });
    useSocketEvent(messageCreatedEvent('c1'), (message) => {
      const text: Message['text'] = message.text;
      seen.push(text);
    });
    useSocketEvent('disconnect', (reason) => seen.push(reason.toUpperCase()));
    return null;
  }
  function Wrong() {
    // @ts-expect-error an event the server never sends
    useSocketEvent('no-such-event', () => undefined);
    // @ts-expect-error a plain string is not an event name
    useSocketEvent(String('show-ended'), () => undefined);
    // @ts-expect-error show-ended carries a ShowEndedEvent, which has no balance
    useSocketEvent(STREAM_EVENTS.showEnded, (event) => event.balance);
    return null;
  }
  render(<Typed />);
  act(() => {
    socket.serverEmit(MESSAGING_EVENTS.unread, { total: 3 });
    socket.serverEmit('message_created_conversation_c1', { text: 'hi' });
    socket.serverEmit('disconnect', 'transport close');
  });
  expect(seen).toEqual([3, 'hi', 'TRANSPORT CLOSE']);
  expect(Wrong).toBeInstanceOf(Function);
});
