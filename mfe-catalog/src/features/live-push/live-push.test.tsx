import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders, resetPlatform, signedInAs, type MockApi } from '@platform/shared/mock';
import { AllFavouritesPush } from './all-favourites-push.component';
import { NotifyMeButton } from './notify-me-button.component';

const ANNA = 'a'.repeat(24);
const settings = (extra = {}) => ({ publicKey: 'BPublicKey_-', allFavourites: false, performerIds: [] as string[], subscriptions: 0, ...extra });

let api: MockApi;
beforeEach(() => {
  api = mockApi();
  signedInAs('user', { _id: 'u1', username: 'max' } as never);
});
afterEach(() => {
  api.restore();
  resetPlatform();
  for (const key of ['serviceWorker', 'PushManager', 'Notification'] as const) {
    delete (navigator as unknown as Record<string, unknown>)[key];
    delete (window as unknown as Record<string, unknown>)[key];
  }
});

/** A browser with push: permission `permission`, a push service that answers `subscribe` (or refuses). */
function browserWithPush({ permission = 'granted', reachable = true } = {}) {
  const subscribe = jest.fn(async () => {
    if (!reachable) throw new DOMException('Registration failed - push service error', 'AbortError');
    return { toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: { p256dh: 'k'.repeat(87), auth: 'a'.repeat(22) } }) };
  });
  const register = jest.fn(async () => ({}));
  Object.assign(window, { PushManager: class {}, Notification: { permission, requestPermission: async () => permission } });
  Object.assign(navigator, {
    serviceWorker: { register, ready: Promise.resolve({ pushManager: { getSubscription: async () => null, subscribe } }) },
  });
  return { subscribe, register };
}

it('"Notify me" subscribes this browser (service worker, the install key) and turns her notifications on; pressed again, off', async () => {
  const browser = browserWithPush();
  api.get('/alerts/push', settings());
  api.post('/alerts/push/subscriptions', settings({ subscriptions: 1 }));
  api.put(`/alerts/push/performers/${ANNA}`, (req) => settings({ subscriptions: 1, performerIds: (req.body as { on: boolean }).on ? [ANNA] : [] }));
  renderWithProviders(<NotifyMeButton performerId={ANNA} name="Anna" />);

  await userEvent.click(await screen.findByRole('button', { name: 'Notify me when Anna goes live' }));
  expect(await screen.findByRole('button', { name: 'Notifying you about Anna', pressed: true })).toHaveTextContent('Notifying you');
  expect(browser.register).toHaveBeenCalledWith('/sw.js');
  expect(browser.subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
  expect(api.callsTo('POST', '/alerts/push/subscriptions')[0].body).toMatchObject({ endpoint: 'https://fcm.googleapis.com/fcm/send/x' });

  await userEvent.click(screen.getByRole('button', { name: 'Notifying you about Anna' }));
  expect(await screen.findByRole('button', { name: 'Notify me when Anna goes live', pressed: false })).toBeInTheDocument();
  expect(api.callsTo('PUT', `/alerts/push/performers/${ANNA}`).map((call) => call.body)).toEqual([{ on: true }, { on: false }]);
});

it.each([
  ['a browser without push', () => undefined, 'This browser cannot show notifications from websites.'],
  ['notifications blocked', () => browserWithPush({ permission: 'denied' }), 'Notifications are blocked for this site'],
  ['the push service out of reach', () => browserWithPush({ reachable: false }), 'Your browser could not reach its notification service'],
])('%s: says so, and turns nothing on', async (_case, setUp, text) => {
  setUp();
  api.get('/alerts/push', settings());
  renderWithProviders(<AllFavouritesPush />);
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Browser notifications when any of my favourites goes live' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(text);
  expect(screen.getByRole('checkbox')).not.toBeChecked();
  expect(api.callsTo('PUT', '/alerts/push/all')).toHaveLength(0);
});

it('shows nothing to visitors and performers', async () => {
  api.get('/alerts/push', settings());
  signedInAs('performer', { _id: 'p1', username: 'bella' } as never);
  renderWithProviders(
    <>
      <NotifyMeButton performerId={ANNA} name="Anna" />
      <AllFavouritesPush />
    </>,
  );
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(api.calls).toHaveLength(0);
  expect(screen.queryByRole('button')).toBeNull();
  expect(screen.queryByRole('checkbox')).toBeNull();
});
