import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApiPerTest, renderWithProviders, reply } from '@platform/shared/mock';
import type { ReleaseBoardRow } from '@platform/shared/contract';
import { Root } from '../../root';
import { ADMIN_ACCOUNT, FIRST_RENDER } from '../../testing/admin';

const health = (loads: number, failureRate: number) => ({
  loads,
  loadFailures: 0,
  mountFailures: loads * failureRate,
  errors: 0,
  failureRate,
  firstFailureAt: null,
  updatedAt: '2026-11-29T10:00:00.000Z',
});
const row: ReleaseBoardRow = {
  remote: 'mfe-catalog',
  name: 'mfe_catalog',
  current: { version: '0.1.0+aaa', health: health(80, 0.025) },
  canary: {
    version: '0.2.0+bbb',
    share: 10,
    since: '2026-11-29T10:00:00.000Z',
    rule: { maxRatio: 2, minLoads: 50, floor: 0.02 },
    health: health(8, 0),
  },
  switches: [{ at: '2026-11-29T10:00:00.000Z', action: 'canary', from: '0.1.0+aaa', to: '0.2.0+bbb', who: 'anna' }],
};

const api = mockApiPerTest('user', ADMIN_ACCOUNT);

it('shows each remote with its current release, its canary and share, both failure rates and the last switches; promotes a canary', async () => {
  // the edge's own JSON (no API envelope)
  api.get('/_deploy/board', reply(200, { env: 'local', rows: [row, { ...row, remote: 'mfe-live', name: 'mfe_live', canary: null, switches: [] }] }));
  api.post('/_deploy/board/local/mfe_catalog/promote', reply(200, { action: 'promote', from: '0.1.0+aaa', to: '0.2.0+bbb' }));
  renderWithProviders(<Root />, { router: false, route: '/admin/releases' });
  const table = await screen.findByRole('table', { name: 'Releases' }, FIRST_RENDER);
  const catalog = within(table).getByRole('row', { name: 'mfe-catalog' });
  expect(catalog).toHaveTextContent('0.1.0+aaa');
  expect(catalog).toHaveTextContent('2.5 % of 80 page loads failed');
  expect(catalog).toHaveTextContent('0.2.0+bbb · 10 % of browsers');
  expect(catalog).toHaveTextContent('0.0 % of 8 page loads failed');
  expect(catalog).toHaveTextContent('canary · 0.1.0+aaa → 0.2.0+bbb · anna');
  expect(within(table).getByRole('row', { name: 'mfe-live' })).toHaveTextContent('none');
  await userEvent.click(within(catalog).getByRole('button', { name: 'Promote the canary of mfe-catalog' }));
  await waitFor(() => expect(api.callsTo('POST', '/_deploy/board/local/mfe_catalog/promote')).toHaveLength(1), FIRST_RENDER);
  expect(await screen.findByText('mfe-catalog 0.2.0+bbb is now the release of every browser', {}, FIRST_RENDER)).toBeInTheDocument();
});
