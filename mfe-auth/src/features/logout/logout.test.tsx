import { waitFor } from '@testing-library/react';
import { bus } from '@platform/shared';
import { signedInAs } from '@platform/shared/mock';
import { renderRoute, setupPlatform } from '../common/test-utils';

const platform = setupPlatform();

it('/auth/logout signs out with the shared toast and goes home', async () => {
  // The shell's toast host is mounted long before this page; listen on the bus the way it does.
  const toasts: Array<{ type: string; text: string }> = [];
  const stop = bus.toast.subscribe((t) => toasts.push(t));
  signedInAs('user', { _id: 'u1', name: 'Member' } as never);
  renderRoute('/auth/logout');
  await waitFor(() => expect(platform.navigations).toEqual(['/']));
  expect(bus.auth.value()).toEqual({ status: 'signed-out' });
  expect(toasts).toEqual([expect.objectContaining({ type: 'success', text: 'Log out!' })]);
  stop();
});
