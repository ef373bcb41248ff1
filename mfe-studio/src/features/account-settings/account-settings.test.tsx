import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@platform/shared';
import { reply, signedInAs } from '@platform/shared/mock';
import type { Studio } from '@platform/shared/contract';
import { describeInRussian, mockStudioApi, renderAt } from '../../testing/studio';

const api = mockStudioApi();

const studio = {
  _id: 's1',
  name: 'Demo Studio',
  username: 'studio',
  email: 'studio@demo.local',
  phone: '',
  country: 'ES',
  city: 'Madrid',
  address: '',
  balance: 1500,
  stats: { totalPerformer: 4, totalOnlinePerformer: 1, totalTokenEarned: 9000 },
} as Studio;

const renderPage = (route = '/studio/account-settings') => renderAt(route);

beforeEach(() => {
  api.get('/studio/me', studio);
});

it('shows the studio profile from /studio/me', async () => {
  renderPage();
  expect(await screen.findByRole('group', { name: 'Name' })).toHaveTextContent('Demo Studio');
  expect(screen.getByRole('group', { name: 'E-mail' })).toHaveTextContent('studio@demo.local');
  expect(screen.getByRole('group', { name: 'Balance' })).toHaveTextContent('1500 tokens');
  expect(screen.getByRole('group', { name: 'Performers' })).toHaveTextContent('4');
  expect(screen.getByRole('group', { name: 'Tokens earned' })).toHaveTextContent('9000');
  expect(screen.getByRole('textbox', { name: 'Studio name' })).toHaveValue('Demo Studio');
});

it('is reachable from the studio navigation', async () => {
  api.get('/studio/stats', { totalPerformer: 0, totalActivePerformer: 0, totalInactivePerformer: 0, totalOnlinePerformer: 0, totalTokenEarned: 0 });
  api.get('/earning/studio/stats', { totalPrice: 0, paidPrice: 0, remainingPrice: 0 });
  api.get('/earning/studio/search', { data: [], total: 0 });
  renderPage('/studio/dashboard');
  await userEvent.click(within(screen.getByRole('navigation', { name: 'Studio' })).getByRole('link', { name: 'Profile & documents' }));
  expect(await screen.findByRole('heading', { name: 'Account settings' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/studio/account-settings');
});

it('saves the profile with PUT /studio/update and publishes the new name', async () => {
  api.put('/studio/update', (req: { body: unknown }) => ({ ...studio, ...(req.body as object) }));
  renderPage();
  const name = await screen.findByRole('textbox', { name: 'Studio name' });
  await userEvent.clear(name);
  await userEvent.type(name, 'Sunset Studio');
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(screen.getByRole('group', { name: 'Name' })).toHaveTextContent('Sunset Studio'));
  expect(api.callsTo('PUT', '/studio/update')[0].body).toMatchObject({ name: 'Sunset Studio', email: 'studio@demo.local' });
  expect(screen.getByText('Your profile has been updated')).toBeInTheDocument();
  const auth = bus.auth.value();
  expect(auth.status === 'signed-in' && (auth.user as Studio).name).toBe('Sunset Studio');
});

it('validates with the SPEC messages and shows the server message', async () => {
  api.put('/studio/update', reply(400, { statusCode: 400, message: [{ property: 'email', constraints: { isUnique: 'Email is already taken' } }] }));
  renderPage();
  const email = await screen.findByRole('textbox', { name: 'E-mail' });
  await userEvent.clear(email);
  await userEvent.type(email, 'nope');
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(screen.getByText('Not a validate email!')).toBeInTheDocument();
  expect(api.callsTo('PUT', '/studio/update')).toHaveLength(0);
  await userEvent.clear(email);
  await userEvent.type(email, 'taken@demo.local');
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('Email is already taken')).toBeInTheDocument();
});

it('tells a member that the studio area is for studios', () => {
  act(() => {
    signedInAs('user', { username: 'member' });
  });
  renderPage();
  expect(screen.getByText('You are signed in as a member. The studio area is for studios only.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in as a studio' })).toHaveAttribute('href', '/auth/login/studio');
});

describe('verification documents', () => {
  it('uploads a document with a progress bar, then names the stored file', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    api.post('/studio/documents/upload', async () => {
      await gate;
      return { _id: 'd1', type: 'idVerification', originalName: 'passport.pdf', mimeType: 'application/pdf', size: 10 };
    });
    renderPage();
    const input = await screen.findByLabelText('ID of the studio owner');
    expect(screen.getAllByText(/Not uploaded yet/)).toHaveLength(2);
    await userEvent.upload(input, new File(['%PDF'], 'passport.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/Uploading… \d+%/);
    release();
    expect(await screen.findByText(/Uploaded: passport.pdf/)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const body = api.callsTo('POST', '/studio/documents/upload')[0].body as FormData;
    expect((body.get('file') as File).name).toBe('passport.pdf');
    expect(body.get('type')).toBe('idVerification');
  });

  it("shows the server's message when the file is refused", async () => {
    api.post(
      '/studio/documents/upload',
      reply(400, {
        statusCode: 400,
        message: [{ property: 'file', constraints: { isMimeType: 'file must be an image (PNG, JPEG, GIF, WebP) or a PDF document' } }],
      }),
    );
    api.get('/studio/me', { ...studio, documentVerificationFile: 'f0' });
    renderPage();
    expect(await screen.findByText(/A file is on record/)).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Company registration document'), new File(['x'], 'doc.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('file must be an image (PNG, JPEG, GIF, WebP) or a PDF document')).toBeInTheDocument();
  });
});

describeInRussian(() => {
  it('shows the profile, the form and the documents in Russian', async () => {
    renderPage();
    expect(await screen.findByRole('group', { name: 'Название' })).toHaveTextContent('Demo Studio');
    expect(screen.getByRole('group', { name: 'Баланс' })).toHaveTextContent('1500 токенов');
    expect(screen.getByRole('heading', { name: 'Настройки аккаунта', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Название студии' })).toHaveValue('Demo Studio');
    expect(screen.getByRole('button', { name: 'Сохранить изменения' })).toBeInTheDocument();
    expect(screen.getByText('Документ о регистрации компании')).toBeInTheDocument();
  });
});
