import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { FakeSocket } from '../mock/fake-socket';
import { trackSocketStatus } from '../socket';
import { ConnectionNotice, theme } from '.';

const socket = new FakeSocket();
let stop = () => undefined as void;
beforeEach(() => {
  socket.reset();
  socket.connected = false;
  stop = trackSocketStatus(socket);
});
afterEach(() => stop());

const renderNotice = () =>
  render(
    <ThemeProvider theme={theme}>
      <ConnectionNotice />
    </ThemeProvider>,
  );

it('says "Reconnecting…" in a polite status region while a connected socket is away, and goes when it is back', () => {
  renderNotice();
  const region = screen.getByRole('status', { name: 'Connection status' });
  expect(region).toHaveAttribute('aria-live', 'polite');

  act(() => socket.setConnected(true)); // the first connect: nothing to say
  expect(region).toBeEmptyDOMElement();

  act(() => socket.setConnected(false));
  expect(screen.getByRole('status', { name: 'Connection status' })).toHaveTextContent('Reconnecting…');

  act(() => socket.setConnected(true));
  expect(screen.queryByText('Reconnecting…')).not.toBeInTheDocument();
});

it('says nothing before the page ever connected', () => {
  renderNotice();
  expect(screen.getByRole('status', { name: 'Connection status' })).toBeEmptyDOMElement();
});
