import { Button, Form, PasswordField, navigate, notify, rules, signOut, useForm } from '@platform/shared';
import { useState } from 'react';
import styled from 'styled-components';
import { suspendAccount, type SuspendRole } from './performer.resource';
import { Actions } from './settings-ui';

export const SUSPENDED_TITLE = 'Your account has been suspended.';
export const SUSPENDED_TEXT = 'You have been signed out everywhere. Contact support to reactivate it.';

const consequences: Record<SuspendRole, string[]> = {
  user: [
    'You are signed out on every device, this one included, and cannot sign in again.',
    'Your profile disappears from every list.',
    'Your token balance and history are kept.',
  ],
  performer: [
    'Any show you are running ends now.',
    'You are signed out on every device, this one included, and cannot sign in again.',
    'You disappear from the catalogue, search and every list.',
    'Your balance and earnings are kept.',
  ],
};

/**
 * Suspending needs the account's password and a second, explicit yes. POST /users|performers/suspend-account
 * {password}: a wrong password answers 400 with the server's words and nothing changes; on success the API has
 * ended every session, so this page signs out (shared sign-out), tells what happened and goes home.
 */
export function SuspendAccount({ role }: { role: SuspendRole }) {
  const [confirming, setConfirming] = useState(false);
  const form = useForm<{ password: string }>({
    initialValues: { password: '' },
    schema: { password: rules.required },
    showErrorsOn: 'submit',
    onSubmit: async (v) => {
      if (!confirming) {
        setConfirming(true);
        return;
      }
      try {
        await suspendAccount(role, v.password);
      } catch (error) {
        // Wrong password (or too many tries): stay signed in, say why, let her try again.
        setConfirming(false);
        form.setValues({ password: '' });
        throw error;
      }
      await signOut({ silent: true });
      notify.info(SUSPENDED_TITLE, SUSPENDED_TEXT);
      navigate('/', { replace: true });
    },
  });

  return (
    <Form aria-label="Suspend account" error={form.submitError} onSubmit={(e) => void form.handleSubmit(e)}>
      <p>Suspending closes your account. To confirm it is you, type your password.</p>
      <PasswordField label="Password" autoComplete="current-password" disabled={confirming} {...form.field('password')} />
      {confirming ? (
        <Warning role="alertdialog" aria-label="Suspend your account?">
          <strong>Suspend your account? This is what happens:</strong>
          <ul>
            {consequences[role].map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <Actions>
            <Button type="submit" variant="danger" busy={form.submitting}>
              Yes, suspend my account
            </Button>
            <Button disabled={form.submitting} onClick={() => setConfirming(false)}>
              Keep my account
            </Button>
          </Actions>
        </Warning>
      ) : (
        <Actions>
          <Button type="submit" variant="danger">
            Suspend account
          </Button>
        </Actions>
      )}
    </Form>
  );
}

const Warning = styled.div`
  margin-bottom: 8px;
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: #fff0f1;
  ul {
    margin: 8px 0 12px;
    padding-left: 20px;
  }
`;
