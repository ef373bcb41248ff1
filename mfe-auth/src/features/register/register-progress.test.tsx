import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../common/test-utils';
import { registerWithDocuments } from './register.resource';

// The shared mock transport reports progress only at the end; here the resource is replaced to show a
// half-way figure the way a slow upload would.
jest.mock('./register.resource', () => ({
  registerUser: jest.fn(),
  registerWithDocuments: jest.fn(),
}));

it('shows the upload percentage reported while the documents travel', async () => {
  let report: (percent: number) => void = () => undefined;
  jest.mocked(registerWithDocuments).mockImplementation((_role, _files, _fields, onProgress) => {
    report = onProgress;
    return new Promise(() => undefined);
  });
  renderRoute('/auth/register/studio');
  await userEvent.type(screen.getByLabelText('Studio name'), 'Star Studio');
  await userEvent.type(screen.getByLabelText('Username'), 'starstudio');
  await userEvent.type(screen.getByLabelText('E-mail'), 'studio2@demo.local');
  await userEvent.type(screen.getByLabelText('Password'), 'secret123');
  await userEvent.type(screen.getByLabelText('Confirm password'), 'secret123');
  await userEvent.upload(screen.getByLabelText('Verification document'), new File(['a'], 'a.pdf', { type: 'application/pdf' }));
  await userEvent.upload(screen.getByLabelText('Photo ID'), new File(['b'], 'b.pdf', { type: 'application/pdf' }));
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

  const [role, files] = jest.mocked(registerWithDocuments).mock.calls[0];
  expect(role).toBe('studio');
  expect(files.documentVerification.name).toBe('a.pdf');
  expect(files.idVerification.name).toBe('b.pdf');
  act(() => report(42));
  expect(screen.getByText('Uploading… 42%')).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Uploading progress' })).toHaveAttribute('aria-valuenow', '42');
});
