import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@platform/shared';
import { signedInAs } from '@platform/shared/mock';
import { Root } from '../../root';
import { makeDetails } from '../performers/performer.fixtures';
import { mockApiPerTest } from '../../testing/render-catalog';
import { resetCountedViews } from './use-profile-view';

const server = mockApiPerTest();
const anna = makeDetails({ _id: 'p1', username: 'anna' });

let navigations: string[] = [];
let off: () => void = () => undefined;
beforeEach(() => {
  server.get('/performers/anna/view', anna);
  for (const path of [
    '/user/performer-assets/products/search',
    '/user/performer-assets/videos/search',
    '/user/performer-assets/galleries/search',
    '/performers/search',
  ]) {
    server.get(path, { data: [], total: 0 });
  }
  server.post('/performers/:id/inc-view', { views: 1 });
  navigations = [];
  off = bus.navigate.subscribe((n) => navigations.push(n.to));
});
afterEach(() => {
  off();
  resetCountedViews();
});

function renderProfile() {
  window.history.pushState({}, '', '/profile/anna');
  return render(<Root />);
}
const messageButton = () => screen.findByRole('button', { name: 'Message Anna' });

// The button itself (visitors, refusals, other roles) is tested in @platform/shared; here: its place on her profile.
it('opens (or starts) the conversation with her from her profile', async () => {
  signedInAs('user', { _id: 'u1', username: 'member' });
  server.post('/conversations', { _id: 'c42' });
  renderProfile();
  await userEvent.click(await messageButton());
  await waitFor(() => expect(navigations).toEqual(['/account/messages/c42']));
  expect(server.callsTo('POST', '/conversations')[0].body).toEqual({ source: 'performer', sourceId: 'p1' });
});
