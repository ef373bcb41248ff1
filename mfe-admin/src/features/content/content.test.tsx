import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApiPerTest, renderWithProviders, reply } from '@platform/shared/mock';
import type { AdminBanner, AdminCategory, AdminMenuItem, AdminPost, SiteContentSettings, TokenPackage } from '@platform/shared/contract';
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

/** Clicks the button that adds an item and returns its dialog (named as the button). */
async function openDialog(button: string) {
  await userEvent.click(screen.getByRole('button', { name: button }));
  return screen.getByRole('dialog', { name: button });
}

/** Types each text into the dialog's field of that label, in order. */
async function typeInto(dialog: HTMLElement, texts: Record<string, string>) {
  for (const [label, text] of Object.entries(texts)) await userEvent.type(within(dialog).getByLabelText(label), text);
}

const saveDialog = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

/** Saves and waits for the dialog to close (the item is saved). */
async function saveAndClose(dialog: HTMLElement) {
  await saveDialog(dialog);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

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
  expect(await screen.findByText('Saved.')).toBeInTheDocument();
  expect(api.callsTo('PUT', `/admin/content/banners/${first._id}`)[0].body).toMatchObject({ title: 'Welcome', status: 'inactive' });

  await userEvent.click(screen.getByRole('button', { name: 'Move Go live up' }));
  await screen.findAllByText('Saved.');
  expect(api.callsTo('PUT', `/admin/content/banners/${second._id}`).at(-1)?.body).toMatchObject({ ordering: 0 });
  expect(api.callsTo('PUT', `/admin/content/banners/${first._id}`).at(-1)?.body).toMatchObject({ ordering: 1 });

  const dialog = await openDialog('Add a banner');
  await saveDialog(dialog);
  expect(within(dialog).getByRole('alert')).toHaveTextContent("Type the banner's title.");
  await typeInto(dialog, { 'Title (English)': 'Winter show', 'Title (Russian)': 'Зимнее шоу' });
  await userEvent.upload(within(dialog).getByLabelText('Picture'), new File(['png'], 'winter.png', { type: 'image/png' }));
  await saveDialog(dialog);
  await screen.findAllByText('Saved.');
  expect(api.callsTo('POST', '/admin/content/banners')[0].body).toMatchObject({
    title: 'Winter show',
    titleRu: 'Зимнее шоу',
    ordering: 2,
    status: 'active',
  });
  expect(api.callsTo('POST', `/admin/content/banners/${created._id}/image`)).toHaveLength(1);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('adds a footer link with its Russian title, moves a header one down and deletes one after asking', async () => {
  const menu = (id: string, title: string, path: string, section: AdminMenuItem['section'], ordering: number): AdminMenuItem => ({
    _id: id.repeat(24),
    title,
    titleRu: '',
    path,
    section,
    internal: true,
    isNewTab: false,
    ordering,
    parentId: null,
  });
  const home = menu('1', 'Home', '/', 'header', 0);
  const videos = menu('2', 'Videos', '/videos', 'header', 0);
  const contact = menu('3', 'Contact', '/contact', 'footer', 0);
  api.get('/admin/content/menus', [home, videos, contact]);
  api.put(/\/admin\/content\/menus\/[0-9a-f]{24}$/, (req: { body: unknown }) => ({ ...home, ...(req.body as object) }));
  api.post('/admin/content/menus', (req: { body: unknown }) => ({ ...contact, _id: '4'.repeat(24), ...(req.body as object) }));
  api.delete(`/admin/content/menus/${contact._id}`, { deleted: true });
  renderWithProviders(<Root />, { router: false, route: '/admin/content/menus' });

  await screen.findByRole('list', { name: 'Menus' }, FIRST_RENDER);
  expect(screen.getByRole('button', { name: 'Move Home up' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Move Contact down' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Move Home down' }));
  await screen.findByText('Saved.');
  // Equal orders are told apart: Videos goes first.
  expect(api.callsTo('PUT', `/admin/content/menus/${videos._id}`)[0].body).toMatchObject({ ordering: -1 });
  expect(api.callsTo('PUT', `/admin/content/menus/${home._id}`)[0].body).toMatchObject({ ordering: 0 });

  const dialog = await openDialog('Add a menu item');
  await typeInto(dialog, { 'Title (English)': 'Blog', 'Title (Russian)': 'Блог' });
  await userEvent.clear(within(dialog).getByLabelText(/^Link/));
  await userEvent.type(within(dialog).getByLabelText(/^Link/), 'https://blog.example.com');
  await userEvent.selectOptions(within(dialog).getByLabelText('Where'), 'footer');
  await userEvent.click(within(dialog).getByLabelText('Opens in a new tab'));
  await saveAndClose(dialog);
  expect(api.callsTo('POST', '/admin/content/menus')[0].body).toEqual({
    title: 'Blog',
    titleRu: 'Блог',
    path: 'https://blog.example.com',
    section: 'footer',
    isNewTab: true,
    ordering: 1,
  });

  await userEvent.click(screen.getByRole('button', { name: 'Delete Contact' }));
  const confirm = screen.getByRole('dialog', { name: 'Delete Contact?' });
  await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Contact is deleted.')).toBeInTheDocument();
  expect(api.callsTo('DELETE', `/admin/content/menus/${contact._id}`)).toHaveLength(1);
});

it('adds a category with its Russian name and a slug made from the name, and shows the refusal of a taken slug', async () => {
  const existing: AdminCategory = {
    _id: '5'.repeat(24),
    name: 'Blonde',
    nameRu: 'Блондинки',
    slug: 'blonde',
    description: '',
    descriptionRu: '',
    status: 'active',
    ordering: 0,
  };
  api.get('/admin/content/categories', [existing]);
  api.post('/admin/content/categories', reply(400, { statusCode: 400, message: ['Another category has this slug'], error: 'Bad Request' }));
  renderWithProviders(<Root />, { router: false, route: '/admin/content/categories' });
  expect(await screen.findByText(/Блондинки/, undefined, FIRST_RENDER)).toBeInTheDocument();
  const dialog = await openDialog('Add a category');
  await typeInto(dialog, { 'Name (English)': 'Red Hair', 'Name (Russian)': 'Рыжие' });
  expect(within(dialog).getByLabelText('Slug')).toHaveValue('red-hair');
  await saveDialog(dialog);
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Another category has this slug');
  expect(api.callsTo('POST', '/admin/content/categories')[0].body).toMatchObject({
    name: 'Red Hair',
    nameRu: 'Рыжие',
    slug: 'red-hair',
    status: 'active',
    ordering: 1,
  });
});

it('publishes a draft and writes a new post in both languages as a draft, its slug made from the title', async () => {
  const typed = {
    title: 'Spring schedule',
    titleRu: 'Весеннее расписание',
    slug: 'spring-schedule',
    type: 'post' as const,
    shortDescription: '',
    shortDescriptionRu: '',
    content: '<p>Soon</p>',
    contentRu: '<p>Скоро</p>',
  };
  const draft: AdminPost = {
    ...typed,
    _id: '6'.repeat(24),
    image: null,
    status: 'draft',
    createdAt: '2026-11-02T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
  };
  api.get('/admin/content/posts', [draft]);
  api.put(`/admin/content/posts/${draft._id}`, (req: { body: unknown }) => ({ ...draft, ...(req.body as object) }));
  api.post('/admin/content/posts', (req: { body: unknown }) => ({ ...draft, _id: '7'.repeat(24), ...(req.body as object) }));
  renderWithProviders(<Root />, { router: false, route: '/admin/content/posts' });

  expect(await screen.findByText(/Post · Draft/, undefined, FIRST_RENDER)).toBeInTheDocument();
  expect(screen.getByText(/Весеннее расписание/)).toHaveAttribute('lang', 'ru');
  expect(screen.queryByRole('button', { name: /Move/ })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Turn on Spring schedule' }));
  await screen.findByText('Saved.');
  expect(api.callsTo('PUT', `/admin/content/posts/${draft._id}`)[0].body).toEqual({ ...typed, status: 'published' });

  const dialog = await openDialog('Write a post');
  await typeInto(dialog, { 'Title (English)': 'New rooms open', 'Title (Russian)': 'Новые залы' });
  expect(within(dialog).getByLabelText('Slug')).toHaveValue('new-rooms-open');
  await typeInto(dialog, { 'Text (English)': 'Come and see', 'Text (Russian)': 'Приходите' });
  await saveAndClose(dialog);
  expect(api.callsTo('POST', '/admin/content/posts')[0].body).toEqual({
    title: 'New rooms open',
    titleRu: 'Новые залы',
    slug: 'new-rooms-open',
    type: 'post',
    shortDescription: '',
    shortDescriptionRu: '',
    content: 'Come and see',
    contentRu: 'Приходите',
    status: 'draft',
  });
});

it('adds a token package with its price and tokens, and turns one off', async () => {
  const starter: TokenPackage = { _id: '8'.repeat(24), name: 'Starter', description: '', ordering: 0, price: 4.99, tokens: 50, isActive: true };
  api.get('/admin/content/packages', [starter]);
  api.put(`/admin/content/packages/${starter._id}`, (req: { body: unknown }) => ({ ...starter, ...(req.body as object) }));
  api.post('/admin/content/packages', (req: { body: unknown }) => ({ ...starter, _id: '9'.repeat(24), ...(req.body as object) }));
  renderWithProviders(<Root />, { router: false, route: '/admin/content/packages' });

  expect(await screen.findByText('50 tokens for $4.99 · Active', undefined, FIRST_RENDER)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Turn off Starter' }));
  await waitFor(() => expect(api.callsTo('PUT', `/admin/content/packages/${starter._id}`)).toHaveLength(1));
  expect(api.callsTo('PUT', `/admin/content/packages/${starter._id}`)[0].body).toEqual({
    name: 'Starter',
    description: '',
    price: 4.99,
    tokens: 50,
    ordering: 0,
    isActive: false,
  });

  const dialog = await openDialog('Add a package');
  await userEvent.type(within(dialog).getByLabelText('Name'), 'Night owl');
  await userEvent.clear(within(dialog).getByLabelText('Price (USD)'));
  await userEvent.type(within(dialog).getByLabelText('Price (USD)'), '24.99');
  await userEvent.clear(within(dialog).getByLabelText('Tokens'));
  await userEvent.type(within(dialog).getByLabelText('Tokens'), '300');
  await saveDialog(dialog);
  await waitFor(() => expect(api.callsTo('POST', '/admin/content/packages')).toHaveLength(1));
  expect(api.callsTo('POST', '/admin/content/packages')[0].body).toEqual({
    name: 'Night owl',
    description: '',
    price: 24.99,
    tokens: 300,
    ordering: 1,
    isActive: true,
  });
});

it('switches group shows to WebRTC and shows the media server’s refusal of signed tokens', async () => {
  api.get('/settings/public', { optionForBroadcast: 'hls', optionForGroup: 'hls', optionForPrivate: 'webrtc', secureOption: false, currency: 'USD' });
  api.put('/streaming/settings', (req: { body: unknown }) => req.body);
  renderWithProviders(<Root />, { router: false, route: '/admin/content/streaming' });

  const group = await screen.findByLabelText('Group shows', {}, FIRST_RENDER);
  expect(screen.getByLabelText('Public shows')).toHaveValue('hls');
  expect(screen.getByLabelText('Private shows')).toHaveValue('webrtc');
  await userEvent.selectOptions(group, 'WebRTC (lowest delay)');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Saved. Players use it from the next show they open.')).toBeInTheDocument();
  expect(api.callsTo('PUT', '/streaming/settings')[0].body).toEqual({
    optionForBroadcast: 'hls',
    optionForGroup: 'webrtc',
    optionForPrivate: 'webrtc',
    secureOption: false,
  });

  api.put(
    '/streaming/settings',
    reply(502, { statusCode: 502, message: 'The media server did not take the setting: unreachable', error: 'Bad Gateway' }),
  );
  await userEvent.click(screen.getByRole('checkbox', { name: /Signed stream tokens/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('The media server did not take the setting: unreachable')).toBeInTheDocument();
});
