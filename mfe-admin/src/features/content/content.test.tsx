import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApiPerTest, renderWithProviders } from '@platform/shared/mock';
import type { AdminBanner, SiteContentSettings } from '@platform/shared/contract';
import { Root } from '../../root';
import { ADMIN_ACCOUNT, FIRST_RENDER } from '../../testing/admin';

const settings: SiteContentSettings = {
  maintenanceMode: false,
  maintenanceMessage: '',
  maintenanceMessageRu: '',
  enablePopup18Plus: true,
  popupContent18Plus: '<p>Adults only</p>',
  popupContent18PlusRu: '<p>Только для взрослых</p>',
  footerContent: '<p>Footer</p>',
  footerContentRu: '<p>Подвал</p>',
};

const banner = (id: string, title: string, ordering: number, extra: Partial<AdminBanner> = {}): AdminBanner => ({
  _id: id.repeat(24).slice(0, 24),
  title,
  titleRu: '',
  description: '',
  descriptionRu: '',
  href: '/performers',
  position: 'top',
  status: 'active',
  ordering,
  photo: { url: `/uploads/banners/${id}.webp`, thumbnails: [] },
  createdAt: '2026-11-02T10:00:00.000Z',
  ...extra,
});

const api = mockApiPerTest('user', ADMIN_ACCOUNT);

it('changes the 18+ popup text and turns maintenance on with its message', async () => {
  api.get('/admin/content/settings', settings);
  api.put('/admin/content/settings', (req: { body: unknown }) => req.body);
  renderWithProviders(<Root />, { router: false, route: '/admin/content' });
  const popupEn = await screen.findByLabelText('Popup text (English)', undefined, FIRST_RENDER);
  expect(popupEn).toHaveValue('<p>Adults only</p>');
  expect(screen.getByLabelText('Popup text (Russian)')).toHaveValue('<p>Только для взрослых</p>');
  await userEvent.clear(popupEn);
  await userEvent.type(popupEn, 'Adults only, please');
  await userEvent.click(screen.getByLabelText(/Maintenance mode/));
  await userEvent.type(screen.getByLabelText('Maintenance message (English)'), 'Back at six');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Saved. Visitors see it on their next page load.')).toBeInTheDocument();
  expect(api.callsTo('PUT', '/admin/content/settings')[0].body).toEqual({
    ...settings,
    popupContent18Plus: 'Adults only, please',
    maintenanceMode: true,
    maintenanceMessage: 'Back at six',
  });
});

it('lists the banners, turns one off, moves one up and adds one with its Russian title and picture', async () => {
  const first = banner('a', 'Welcome', 0);
  const second = banner('b', 'Go live', 1, { titleRu: 'Выходите в эфир' });
  api.get('/admin/content/banners', [first, second]);
  api.put(`/admin/content/banners/${first._id}`, (req: { body: unknown }) => ({ ...first, ...(req.body as object) }));
  api.put(`/admin/content/banners/${second._id}`, (req: { body: unknown }) => ({ ...second, ...(req.body as object) }));
  const created = banner('c', 'Winter show', 2);
  api.post('/admin/content/banners', created);
  api.post(`/admin/content/banners/${created._id}/image`, created);
  renderWithProviders(<Root />, { router: false, route: '/admin/content/banners' });

  const list = await screen.findByRole('list', { name: 'Banners' }, FIRST_RENDER);
  expect(within(list).getByText(/Выходите в эфир/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Turn off Welcome' }));
  expect(await screen.findByText('The banner is saved.')).toBeInTheDocument();
  expect(api.callsTo('PUT', `/admin/content/banners/${first._id}`)[0].body).toMatchObject({ title: 'Welcome', status: 'inactive' });

  await userEvent.click(screen.getByRole('button', { name: 'Move Go live up' }));
  await screen.findAllByText('The banner is saved.');
  expect(api.callsTo('PUT', `/admin/content/banners/${second._id}`).at(-1)?.body).toMatchObject({ ordering: 0 });
  expect(api.callsTo('PUT', `/admin/content/banners/${first._id}`).at(-1)?.body).toMatchObject({ ordering: 1 });

  await userEvent.click(screen.getByRole('button', { name: 'Add a banner' }));
  const dialog = screen.getByRole('dialog', { name: 'Add a banner' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent("Type the banner's title.");
  await userEvent.type(within(dialog).getByLabelText('Title (English)'), 'Winter show');
  await userEvent.type(within(dialog).getByLabelText('Title (Russian)'), 'Зимнее шоу');
  await userEvent.upload(within(dialog).getByLabelText('Picture'), new File(['png'], 'winter.png', { type: 'image/png' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await screen.findAllByText('The banner is saved.');
  expect(api.callsTo('POST', '/admin/content/banners')[0].body).toMatchObject({
    title: 'Winter show',
    titleRu: 'Зимнее шоу',
    ordering: 2,
    status: 'active',
  });
  expect(api.callsTo('POST', `/admin/content/banners/${created._id}/image`)).toHaveLength(1);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
