import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute, setupPlatform, validationReply } from '../common/test-utils';

const platform = setupPlatform();

describe('forgot password', () => {
  it('sends the e-mail with the role from the login page and confirms', async () => {
    platform.api().post('/auth/users/forgot', { email: 'anna@demo.local', sent: true });
    renderRoute('/auth/forgot-password?type=performer');
    expect(screen.getByLabelText('Account type')).toHaveValue('performer');
    await userEvent.type(screen.getByLabelText('E-mail'), 'anna@demo.local');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(/We sent a password reset link to anna@demo.local/)).toBeInTheDocument();
    expect(platform.api().callsTo('POST', '/auth/users/forgot')[0].body).toEqual({ email: 'anna@demo.local', type: 'performer' });
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/auth/login/performer');
  });

  it('validates the e-mail and shows server errors', async () => {
    platform.api().post('/auth/users/forgot', validationReply('email', 'exists', 'No user account is registered with this e-mail'));
    renderRoute('/auth/forgot-password');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('This field is required!')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('E-mail'), 'nobody@');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Not a validate email!')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('E-mail'), 'demo.local');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    const form = screen.getByRole('form', { name: 'Forgot password' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('No user account is registered with this e-mail');
    expect(screen.getByLabelText('E-mail')).toHaveValue('nobody@demo.local');
  });
});
