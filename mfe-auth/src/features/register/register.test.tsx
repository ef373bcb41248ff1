import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply } from '@platform/shared/mock';
import { renderRoute, setupPlatform, validationReply } from '../common/test-utils';

const platform = setupPlatform();

const pdf = (name: string) => new File(['%PDF-1.4 test'], name, { type: 'application/pdf' });
const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

async function fillAccount(username = 'newstar', email = 'newstar@demo.local') {
  await userEvent.type(screen.getByLabelText('Username'), username);
  await userEvent.type(screen.getByLabelText('E-mail'), email);
  await userEvent.type(screen.getByLabelText('Password'), 'secret123');
  await userEvent.type(screen.getByLabelText('Confirm password'), 'secret123');
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create account' }));

describe('member registration', () => {
  it('shows every form message and keeps what was typed', async () => {
    renderRoute('/auth/register/user');
    await submit();
    expect(screen.getAllByText('This field is required!')).toHaveLength(4);

    await userEvent.type(screen.getByLabelText('Username'), 'new star!');
    await userEvent.type(screen.getByLabelText('E-mail'), 'newstar@');
    await submit();
    expect(screen.getByText('Dont allow special chars or space')).toBeInTheDocument();
    expect(screen.getByText('Not a validate email!')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('new star!');
    expect(screen.getByLabelText('E-mail')).toHaveValue('newstar@');
    expect(platform.api().calls).toHaveLength(0);
  });

  it('asks for the same password twice', async () => {
    renderRoute('/auth/register/user');
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'secret124');
    await submit();
    expect(screen.getByText('Passwords do not match!')).toBeInTheDocument();
  });

  it('posts JSON fields and tells what happens next', async () => {
    platform.api().post('/auth/users/register', { _id: 'u9', username: 'newstar', email: 'newstar@demo.local' });
    renderRoute('/auth/register/user');
    await userEvent.type(screen.getByLabelText('First name'), 'New');
    await fillAccount();
    await submit();
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
    expect(platform.api().callsTo('POST', '/auth/users/register')[0].body).toEqual({
      username: 'newstar',
      email: 'newstar@demo.local',
      password: 'secret123',
      firstName: 'New',
    });
    expect(screen.getByText(/We sent a verification e-mail to newstar@demo.local/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login/user');
  });

  it('shows the server message next to the kept input', async () => {
    platform.api().post('/auth/users/register', validationReply('username', 'isUnique', 'Username newstar is already taken'));
    renderRoute('/auth/register/user');
    await fillAccount();
    await submit();
    const form = screen.getByRole('form', { name: 'Create account' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('Username newstar is already taken');
    expect(screen.getByLabelText('Username')).toHaveValue('newstar');
  });
});

describe('performer and studio registration with documents', () => {
  it('sends both files and the fields as one multipart upload, with a progress bar', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    platform.api().post('/auth/performers/register', async () => {
      await gate;
      return { _id: 'p9', username: 'newstar', email: 'newstar@demo.local' };
    });
    renderRoute('/auth/register/performer');
    await userEvent.type(screen.getByLabelText('First name'), 'New');
    await userEvent.type(screen.getByLabelText('Last name'), 'Star');
    await userEvent.selectOptions(screen.getByLabelText('Gender'), 'female');
    await fillAccount();
    await userEvent.upload(screen.getByLabelText('Verification document'), pdf('release.pdf'));
    await userEvent.upload(screen.getByLabelText('Photo ID'), png('passport.png'));
    await submit();

    expect(await screen.findByRole('progressbar', { name: 'Uploading progress' })).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByRole('button', { name: /Create account/ })).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
    expect(screen.getByText(/go live once your account is verified/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login/performer');

    const body = platform.api().callsTo('POST', '/auth/performers/register')[0].body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('documentVerification') as File).name).toBe('release.pdf');
    expect((body.get('idVerification') as File).name).toBe('passport.png');
    expect(Object.fromEntries([...body.entries()].filter(([, v]) => typeof v === 'string'))).toEqual({
      firstName: 'New',
      lastName: 'Star',
      gender: 'female',
      username: 'newstar',
      email: 'newstar@demo.local',
      password: 'secret123',
    });
  });

  it('studio: requires both documents and checks their type', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderRoute('/auth/register/studio');
    expect(screen.getAllByText('JPG, PNG, GIF, WEBP or PDF, up to 10 MB.', { exact: false })).toHaveLength(2);
    await user.type(screen.getByLabelText('Studio name'), 'Star Studio');
    await fillAccount('starstudio', 'studio2@demo.local');
    await user.upload(screen.getByLabelText('Verification document'), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    await submit();
    expect(screen.getByText('Upload a JPG, PNG, GIF, WEBP or PDF file')).toBeInTheDocument();
    expect(screen.getByText('This field is required!')).toBeInTheDocument(); // the missing photo ID
    expect(screen.getByLabelText('Studio name')).toHaveValue('Star Studio');
    expect(platform.api().calls).toHaveLength(0);
  });

  it('studio: an upload rejected by the server shows its message', async () => {
    platform.api().post('/auth/studio/register', reply(413, { statusCode: 413, message: 'Request Entity Too Large' }));
    renderRoute('/auth/register/studio');
    await userEvent.type(screen.getByLabelText('Studio name'), 'Star Studio');
    await fillAccount('starstudio', 'studio2@demo.local');
    await userEvent.upload(screen.getByLabelText('Verification document'), pdf('licence.pdf'));
    await userEvent.upload(screen.getByLabelText('Photo ID'), pdf('id.pdf'));
    await submit();
    const form = screen.getByRole('form', { name: 'Create account' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('Request Entity Too Large');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create account' })).not.toHaveAttribute('aria-busy'));
  });
});
