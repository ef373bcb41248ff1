import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { notify, toast, bus } from '../bus';
import { NotificationHost, ToastHost, theme } from '.';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const renderHosts = () =>
  render(
    <ThemeProvider theme={theme}>
      <ToastHost />
      <NotificationHost />
    </ThemeProvider>,
  );

/** `text` is on screen now and for exactly `ms` more. */
function expectShownFor(text: string, ms: number): void {
  expect(screen.getByText(text)).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(ms - 1));
  expect(screen.getByText(text)).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByText(text)).not.toBeInTheDocument();
}

describe('ToastHost', () => {
  it('shows bus.toast messages for 3 s by default', () => {
    renderHosts();
    act(() => toast.success('Saved!'));
    expectShownFor('Saved!', 3000);
  });

  it('announces errors as alerts and honours a custom duration', () => {
    renderHosts();
    act(() => bus.toast.publish({ type: 'error', text: 'Нет доступа', duration: 500 }));
    expect(screen.getByRole('alert')).toHaveTextContent('Нет доступа');
    act(() => jest.advanceTimersByTime(500));
    expect(screen.queryByText('Нет доступа')).not.toBeInTheDocument();
  });

  it('stacks several toasts', () => {
    renderHosts();
    act(() => {
      toast.info('one');
      toast.warning('two');
    });
    expect(screen.getByText('one')).toBeInTheDocument();
    expect(screen.getByText('two')).toBeInTheDocument();
  });

  it('closes a toast at once with its close button, leaving the others', () => {
    renderHosts();
    act(() => {
      toast.success('Purchased video');
      toast.success('Purchased photo');
    });
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[0]);
    expect(screen.queryByText('Purchased video')).not.toBeInTheDocument();
    expect(screen.getByText('Purchased photo')).toBeInTheDocument();
  });
});

describe('NotificationHost', () => {
  it('shows bus.notify for 4.5 s', () => {
    renderHosts();
    act(() => notify.info('New message', 'anna: hi'));
    expect(screen.getByText('anna: hi')).toBeInTheDocument();
    expectShownFor('New message', 4500);
  });

  it('can be closed early', () => {
    renderHosts();
    act(() => notify.success('Payout approved'));
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Payout approved')).not.toBeInTheDocument();
  });

  it('renders a notification with href as a link: a click navigates through the shell and closes it', () => {
    const navigations: unknown[] = [];
    const off = bus.navigate.subscribe((n) => navigations.push(n));
    renderHosts();
    act(() => bus.notify.publish({ type: 'info', title: 'Anna', text: 'hi there', href: '/account/messages/c1' }));
    const link = screen.getByRole('link', { name: 'Anna hi there' });
    expect(link).toHaveAttribute('href', '/account/messages/c1');
    fireEvent.click(link);
    expect(navigations).toEqual([{ to: '/account/messages/c1', replace: undefined }]);
    expect(screen.queryByText('hi there')).not.toBeInTheDocument();
    // without href: no link
    act(() => notify.info('Plain', 'text'));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    off();
  });

  it('stops listening when unmounted', () => {
    const { unmount } = renderHosts();
    unmount();
    expect(() => act(() => notify.info('late'))).not.toThrow();
  });
});
