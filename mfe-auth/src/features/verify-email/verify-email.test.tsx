import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply } from '@platform/shared/mock';
import { renderRoute, setupPlatform } from '../common/test-utils';

const platform = setupPlatform();

describe('resend verification e-mail', () => {
  it('posts the e-mail and account type and confirms', async () => {
    platform.api().post('/verification/resend-verification-email', { email: 'nina@demo.local', sent: true });
    renderRoute('/auth/verify-email?type=performer&email=nina%40demo.local');
    expect(screen.getByLabelText('E-mail')).toHaveValue('nina@demo.local');
    await userEvent.click(screen.getByRole('button', { name: 'Resend verification e-mail' }));
    expect(await screen.findByText(/We sent a new verification link to nina@demo.local/)).toBeInTheDocument();
    expect(platform.api().callsTo('POST', '/verification/resend-verification-email')[0].body).toEqual({
      email: 'nina@demo.local',
      source: 'performer',
    });
    expect(screen.getByRole('button', { name: 'Send again' })).toBeInTheDocument();
  });

  it('shows why the server refused', async () => {
    platform
      .api()
      .post('/verification/resend-verification-email', reply(400, { statusCode: 400, message: 'This e-mail address is already verified' }));
    renderRoute('/auth/verify-email');
    await userEvent.type(screen.getByLabelText('E-mail'), 'member@demo.local');
    await userEvent.click(screen.getByRole('button', { name: 'Resend verification e-mail' }));
    const form = screen.getByRole('form', { name: 'Resend verification e-mail' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('This e-mail address is already verified');
  });
});
