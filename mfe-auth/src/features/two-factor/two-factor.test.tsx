import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, session } from '@platform/shared';
import { reply, signedInAs } from '@platform/shared/mock';
import { renderRoute, setupPlatform, signIn } from '../common/test-utils';

const platform = setupPlatform();

const RECOVERY = Array.from({ length: 10 }, (_, i) => `abcde-fgh${String(i).padStart(2, '0')}`);
const ENROLMENT = {
  secret: 'JBSWY3DPEHPK3PXP',
  otpauthUrl: 'otpauth://totp/site:anna?secret=JBSWY3DPEHPK3PXP&issuer=site',
  qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
};

describe('signing in with a second factor', () => {
  it('asks for the code after the password, then signs in with the token the code earned', async () => {
    platform
      .api()
      .post('/auth/performers/login', { twoFactorRequired: true, challenge: 'ch-1', enrolmentRequired: false })
      .post('/auth/two-factor/verify', { token: 'verified-token' })
      .get('/performers/me', { _id: 'p1', name: 'Anna', verified: true });
    renderRoute('/auth/login/performer');
    await signIn('anna', 'demo1234');

    const step = await screen.findByRole('form', { name: 'Two-factor code' });
    expect(session.get()).toBeNull(); // no token yet
    await userEvent.type(within(step).getByLabelText('Code or recovery code'), ' 123456 ');
    await userEvent.click(within(step).getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(platform.navigations).toEqual(['/live']));
    expect(platform.api().callsTo('POST', '/auth/two-factor/verify')[0].body).toEqual({ challenge: 'ch-1', code: '123456' });
    expect(session.get()).toEqual({ token: 'verified-token', role: 'performer' });
    expect(bus.auth.value()).toMatchObject({ status: 'signed-in', role: 'performer' });
  });

  it("shows the server's message for a wrong code and stays on the step; back returns to the password form", async () => {
    const wrong = 'The code is not correct. Try the current code from your authenticator app, or a recovery code.';
    platform
      .api()
      .post('/auth/studio/login', { twoFactorRequired: true, challenge: 'ch-2', enrolmentRequired: false })
      .post('/auth/two-factor/verify', reply(400, { statusCode: 400, message: wrong, error: 'Bad Request' }));
    renderRoute('/auth/login/studio');
    await signIn('studio', 'demo1234');
    const step = await screen.findByRole('form', { name: 'Two-factor code' });
    await userEvent.type(within(step).getByLabelText('Code or recovery code'), 'abcde-fghij');
    await userEvent.click(within(step).getByRole('button', { name: 'Verify' }));
    expect(await within(step).findByRole('alert')).toHaveTextContent(wrong);
    expect(platform.navigations).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('the admin without a second factor enrols at sign-in: QR code, first code, recovery codes, then signed in', async () => {
    platform
      .api()
      .post('/auth/code/login', { twoFactorRequired: true, challenge: 'enrol-1', enrolmentRequired: true })
      .post('/auth/two-factor/enrol', ENROLMENT)
      .post('/auth/two-factor/confirm', { token: 'admin-token', recoveryCodes: RECOVERY })
      .get('/users/me', { _id: 'a1', name: 'Admin', roles: ['admin', 'user'], balance: 0 });
    renderRoute('/auth/login/user');
    await signIn('admin', 'secret-password');

    await userEvent.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute('src', ENROLMENT.qrCode);
    expect(screen.getByLabelText('Secret key')).toHaveTextContent(ENROLMENT.secret);
    expect(screen.getByRole('link', { name: /Open in an authenticator app/ })).toHaveAttribute('href', ENROLMENT.otpauthUrl);
    await userEvent.type(screen.getByLabelText('Code from the app'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));

    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(RECOVERY);
    expect(platform.api().callsTo('POST', '/auth/two-factor/enrol')[0].body).toEqual({ challenge: 'enrol-1' });
    expect(platform.api().callsTo('POST', '/auth/two-factor/confirm')[0].body).toEqual({ challenge: 'enrol-1', code: '654321' });
    expect(platform.navigations).toEqual([]); // not before the codes were seen
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(platform.navigations).toEqual(['/']));
    expect(session.get()).toEqual({ token: 'admin-token', role: 'user' });
  });
});

describe('account settings: two-factor sign-in', () => {
  const performer = { _id: 'p1', name: 'Anna', username: 'anna', email: 'anna@demo.local', avatar: '' };

  it('turns it on with the QR code and a first code, and shows the recovery codes once', async () => {
    signedInAs('performer', performer as never);
    platform
      .api()
      .get('/auth/two-factor', { enabled: false, required: false, recoveryCodesLeft: 0 })
      .post('/auth/two-factor/enrol', ENROLMENT)
      .post('/auth/two-factor/confirm', { recoveryCodes: RECOVERY });
    renderRoute('/account/settings/account');
    const section = await screen.findByRole('region', { name: 'Two-factor sign-in' });
    expect(await within(section).findByText('Two-factor sign-in is off.')).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(await within(section).findByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
    platform.api().get('/auth/two-factor', { enabled: true, required: false, recoveryCodesLeft: 10 });
    await userEvent.type(within(section).getByLabelText('Code from the app'), '111222');
    await userEvent.click(within(section).getByRole('button', { name: 'Turn on' }));
    const codes = await within(section).findByRole('list', { name: 'Recovery codes' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    expect(platform.api().callsTo('POST', '/auth/two-factor/enrol')[0].body).toEqual({});
    await userEvent.click(within(section).getByRole('button', { name: 'I have saved them' }));
    expect(await within(section).findByText('Two-factor sign-in is on. 10 recovery codes left.')).toBeInTheDocument();
    expect(within(section).queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
  });

  it('renews the recovery codes and turns it off with a code', async () => {
    signedInAs('performer', performer as never);
    platform
      .api()
      .get('/auth/two-factor', { enabled: true, required: false, recoveryCodesLeft: 1 })
      .post('/auth/two-factor/recovery-codes', { recoveryCodes: RECOVERY })
      .post('/auth/two-factor/disable', true);
    renderRoute('/account/settings/account');
    const section = await screen.findByRole('region', { name: 'Two-factor sign-in' });
    expect(await within(section).findByText('Two-factor sign-in is on. 1 recovery code left.')).toBeInTheDocument();

    const renew = within(section).getByRole('form', { name: 'New recovery codes' });
    await userEvent.type(within(renew).getByLabelText('Code from the app'), '333444');
    await userEvent.click(within(renew).getByRole('button', { name: 'New recovery codes' }));
    expect(await within(section).findByRole('list', { name: 'Recovery codes' })).toBeInTheDocument();
    expect(platform.api().callsTo('POST', '/auth/two-factor/recovery-codes')[0].body).toEqual({ code: '333444' });
    await userEvent.click(within(section).getByRole('button', { name: 'I have saved them' }));

    platform.api().get('/auth/two-factor', { enabled: false, required: false, recoveryCodesLeft: 0 });
    const off = await within(section).findByRole('form', { name: 'Turn off two-factor sign-in' });
    await userEvent.type(within(off).getByLabelText('Code from the app or a recovery code'), 'abcde-fgh01');
    await userEvent.click(within(off).getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(await within(section).findByText('Two-factor sign-in is off.')).toBeInTheDocument();
    expect(platform.api().callsTo('POST', '/auth/two-factor/disable')[0].body).toEqual({ code: 'abcde-fgh01' });
  });

  it('the admin cannot turn it off', async () => {
    signedInAs('user', { ...performer, roles: ['admin', 'user'] } as never);
    platform.api().get('/auth/two-factor', { enabled: true, required: true, recoveryCodesLeft: 9 });
    renderRoute('/account/settings/account');
    const section = await screen.findByRole('region', { name: 'Two-factor sign-in' });
    expect(await within(section).findByText(/cannot be turned off/)).toBeInTheDocument();
    expect(within(section).queryByRole('form', { name: 'Turn off two-factor sign-in' })).not.toBeInTheDocument();
  });
});
