import { bus, type NotifyMessage } from '@platform/shared';
import { mockApi, resetPlatform, signedInAs, type MockApi } from '@platform/shared/mock';
import { startVerificationNotice } from './verification-notice';

let api: MockApi;
let stop: () => void;
let shown: NotifyMessage[];
let stopListening: () => void;
beforeEach(() => {
  api = mockApi();
  shown = [];
  stopListening = bus.notify.subscribe((message) => shown.push(message));
  stop = startVerificationNotice();
});
afterEach(() => {
  stop();
  stopListening();
  api.restore();
  resetPlatform();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/** Once the calls have settled: exactly one notice was shown, with these fields. */
async function expectOneNotice(fields: Partial<NotifyMessage>): Promise<void> {
  await settle();
  expect(shown).toEqual([expect.objectContaining(fields)]);
}

it('shows an approval once on the next visit, tells the server it was seen and refreshes the account', async () => {
  // later routes win: the decision answers once, then there is none
  api.get('/verification/notice', null);
  api.on('GET', '/verification/notice', { status: 'approved', reason: null, decidedAt: '2026-11-20T10:00:00.000Z' }, { times: 1 });
  api.post('/verification/notice/seen', true);
  api.get('/performers/me', { _id: 'p1', username: 'vera', verified: true });
  signedInAs('performer', { _id: 'p1', username: 'vera', verified: false } as never);
  await expectOneNotice({
    type: 'success',
    title: 'Your account is verified',
    text: 'Your documents are approved: you can go live now.',
    href: '/live',
  });
  expect(api.callsTo('POST', '/verification/notice/seen')).toHaveLength(1);
  const auth = bus.auth.value();
  expect(auth.status === 'signed-in' && (auth.user as { verified?: boolean }).verified).toBe(true);
  expect(api.callsTo('GET', '/verification/notice')).toHaveLength(1);
});

it('shows a rejection with its reason and a link to send new documents; members are never asked', async () => {
  api.get('/verification/notice', { status: 'rejected', reason: 'The ID photo is blurred', decidedAt: '2026-11-20T10:00:00.000Z' });
  api.post('/verification/notice/seen', true);
  signedInAs('user', { _id: 'u1', username: 'member' } as never);
  await settle();
  expect(api.callsTo('GET', '/verification/notice')).toHaveLength(0);
  signedInAs('studio', { _id: 's1', username: 'studio' } as never);
  await expectOneNotice({
    type: 'warning',
    text: 'Reason: The ID photo is blurred. Please send new documents.',
    href: '/studio/account-settings',
  });
});

it("sends a rejected performer to her documents, which are mfe-live's business settings", async () => {
  api.get('/verification/notice', { status: 'rejected', reason: 'The release form is unsigned', decidedAt: '2026-11-20T10:00:00.000Z' });
  api.post('/verification/notice/seen', true);
  signedInAs('performer', { _id: 'p1', username: 'rita', verified: false } as never);
  await expectOneNotice({ type: 'warning', href: '/account/performer/documents' });
});
