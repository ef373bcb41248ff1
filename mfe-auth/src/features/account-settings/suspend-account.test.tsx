import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, session } from '@platform/shared';
import { reply, signedInAs } from '@platform/shared/mock';
import { changingCalls, renderRoute, setupPlatform } from '../common/test-utils';
import { member, performer } from './settings-fixtures';

const platform = setupPlatform();

const WRONG = 'The password is incorrect. Your account was not suspended.';

async function suspendWith(password: string) {
  const form = screen.getByRole('form', { name: 'Suspend account' });
  await userEvent.type(within(form).getByLabelText('Password'), password);
  await userEvent.click(within(form).getByRole('button', { name: 'Suspend account' }));
  return form;
}

describe('suspend account', () => {
  it('asks for the password before anything', async () => {
    signedInAs('user', member as never);
    renderRoute('/account/settings/account');
    const form = screen.getByRole('form', { name: 'Suspend account' });
    await userEvent.click(within(form).getByRole('button', { name: 'Suspend account' }));
    expect(within(form).getByText('This field is required!')).toBeInTheDocument();
    expect(within(form).queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(changingCalls(platform.api())).toHaveLength(0);
  });

  it('a member: the confirm step says what happens; a wrong password keeps him signed in with the server message', async () => {
    signedInAs('user', member as never, 'tok-member');
    platform.api().post('/users/suspend-account', reply(400, { statusCode: 400, message: WRONG, error: 'Bad Request' }));
    renderRoute('/account/settings/account');
    const form = await suspendWith('not-mine');
    const ask = within(form).getByRole('alertdialog', { name: 'Suspend your account?' });
    expect(ask).toHaveTextContent('You are signed out on every device, this one included, and cannot sign in again.');
    expect(changingCalls(platform.api())).toHaveLength(0);

    await userEvent.click(within(ask).getByRole('button', { name: 'Yes, suspend my account' }));
    expect(await within(form).findByText(WRONG)).toBeInTheDocument();
    expect(platform.api().callsTo('POST', '/users/suspend-account')[0].body).toEqual({ password: 'not-mine' });
    expect(session.get()).toEqual({ token: 'tok-member', role: 'user' });
    expect(bus.auth.value()).toMatchObject({ status: 'signed-in', role: 'user' });
    expect(platform.api().callsTo('POST', '/auth/logout')).toHaveLength(0);
    expect(platform.navigations).toEqual([]);
    // back to the first step, ready for another try
    expect(within(form).queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(form).getByLabelText('Password')).toHaveValue('');
  });

  it('"Keep my account" calls nothing', async () => {
    signedInAs('user', member as never);
    renderRoute('/account/settings/account');
    const form = await suspendWith('demo1234');
    await userEvent.click(within(form).getByRole('button', { name: 'Keep my account' }));
    expect(within(form).queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(changingCalls(platform.api())).toHaveLength(0);
    expect(bus.auth.value().status).toBe('signed-in');
  });

  it('a performer with the right password: suspended, signed out, told so, sent home', async () => {
    signedInAs('performer', performer as never, 'tok-anna');
    platform.api().post('/performers/suspend-account', { success: true, status: 'inactive' });
    // her token is already dead on the server: the sign-out's own call is refused, and she is signed out anyway
    platform.api().post('/auth/logout', reply(401, { statusCode: 401, message: 'Your session has ended. Please sign in again.' }));
    renderRoute('/account/settings/account');
    const form = await suspendWith('demo1234');
    expect(within(form).getByRole('alertdialog')).toHaveTextContent('Any show you are running ends now.');
    await userEvent.click(within(form).getByRole('button', { name: 'Yes, suspend my account' }));

    await waitFor(() => expect(bus.auth.value()).toEqual({ status: 'signed-out' }));
    expect(platform.api().callsTo('POST', '/performers/suspend-account')[0].body).toEqual({ password: 'demo1234' });
    expect(platform.api().callsTo('POST', '/auth/logout')).toHaveLength(1);
    expect(session.get()).toBeNull();
    expect(await screen.findByText('Your account has been suspended.')).toBeInTheDocument();
    expect(platform.navigations).toEqual(['/']);
  });

  it('a 403 says Нет доступа and changes nothing', async () => {
    signedInAs('user', member as never, 'tok-member');
    platform.api().post('/users/suspend-account', reply(403, { statusCode: 403, message: 'Forbidden resource' }));
    renderRoute('/account/settings/account');
    const form = await suspendWith('demo1234');
    await userEvent.click(within(form).getByRole('button', { name: 'Yes, suspend my account' }));
    expect(await within(form).findByText('Нет доступа')).toBeInTheDocument();
    expect(session.get()).toEqual({ token: 'tok-member', role: 'user' });
  });
});
