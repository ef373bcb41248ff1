import { waitFor } from '@testing-library/react';
import { bus, session } from '@platform/shared';
import { reply, signedInAs } from '@platform/shared/mock';
import { renderRoute, setupPlatform } from '../common/test-utils';

const platform = setupPlatform();

it('/auth/logout signs out with the shared toast and goes home', async () => {
  // The shell's toast host is mounted long before this page; listen on the bus the way it does.
  const toasts: Array<{ type: string; text: string }> = [];
  const stop = bus.toast.subscribe((t) => toasts.push(t));
  signedInAs('user', { _id: 'u1', name: 'Member' } as never, 'tok-out');
  platform.api().post('/auth/logout', true);
  renderRoute('/auth/logout');
  await waitFor(() => expect(platform.navigations).toEqual(['/']));
  // the token was ended on the server (sent while it was still stored), then dropped here
  const calls = platform.api().callsTo('POST', '/auth/logout');
  expect(calls).toHaveLength(1);
  expect(calls[0].headers.Authorization).toBe('Bearer tok-out');
  expect(session.get()).toBeNull();
  expect(bus.auth.value()).toEqual({ status: 'signed-out' });
  expect(toasts).toEqual([expect.objectContaining({ type: 'success', text: 'Log out!' })]);
  stop();
});

it('/auth/logout still signs out here when the server call fails', async () => {
  signedInAs('user', { _id: 'u1', name: 'Member' } as never, 'tok-out');
  platform.api().post('/auth/logout', reply(500, { statusCode: 500, message: 'down' }));
  renderRoute('/auth/logout');
  await waitFor(() => expect(platform.navigations).toEqual(['/']));
  expect(platform.api().callsTo('POST', '/auth/logout')).toHaveLength(1);
  expect(session.get()).toBeNull();
  expect(bus.auth.value()).toEqual({ status: 'signed-out' });
});
