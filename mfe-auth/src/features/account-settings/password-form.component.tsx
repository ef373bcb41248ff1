import { Button, Form, PasswordField, getServerMessage, renewSession, rules, toast, useForm, type Schema } from '@platform/shared';
import type { Role } from '@platform/shared/contract';
import { useEffect } from 'react';
import { authStore, useAuthSlice } from '../auth-store/auth.store';
import { Notice } from '../common/auth-card.component';
import { samePassword } from '../common/file-rules';
import { updatePassword } from './account.resource';

type Values = { currentPassword: string; password: string; confirmPassword: string };
const schema: Schema<Values> = { currentPassword: rules.required, password: rules.required, confirmPassword: [rules.required, samePassword] };
const EMPTY: Values = { currentPassword: '', password: '', confirmPassword: '' };

export const PASSWORD_UPDATED = 'Your password has been updated.';

/**
 * PUT /auth/users/me/password: submitting → success | fail. The change ends every session of the account, this
 * one included; the API answers a new token, which replaces the stored one so this page stays signed in.
 */
export async function submitPassword(role: Role, currentPassword: string, password: string): Promise<boolean> {
  authStore.dispatch({ type: 'password/submitting' });
  try {
    const { token } = await updatePassword({ currentPassword, password, source: role });
    if (token) renewSession(token);
    authStore.dispatch({ type: 'password/success' });
    toast.success(PASSWORD_UPDATED);
    return true;
  } catch (error) {
    authStore.dispatch({ type: 'password/fail', error });
    toast.error(getServerMessage(error));
    return false;
  }
}

export function PasswordForm({ role }: { role: Role }) {
  const state = useAuthSlice((s) => s.updatePassword);
  const form = useForm<Values>({
    initialValues: EMPTY,
    schema,
    showErrorsOn: 'submit',
    onSubmit: async (v) => {
      // Passwords are not kept on screen once saved; on failure the typed values stay.
      if (await submitPassword(role, v.currentPassword, v.password)) form.setValues(EMPTY);
    },
  });

  useEffect(() => {
    authStore.dispatch({ type: 'password/reset' });
    return () => authStore.dispatch({ type: 'password/reset' });
  }, []);

  return (
    <Form aria-label="Change password" error={state.error ? getServerMessage(state.error) : null} onSubmit={form.handleSubmit}>
      {state.success && (
        <Notice $tone="success" role="status">
          <p>{PASSWORD_UPDATED}</p>
        </Notice>
      )}
      <PasswordField label="Current password" autoComplete="current-password" {...form.field('currentPassword')} />
      <PasswordField label="New password" autoComplete="new-password" {...form.field('password')} />
      <PasswordField label="Confirm new password" autoComplete="new-password" {...form.field('confirmPassword')} />
      <div>
        <Button type="submit" variant="primary" busy={state.submiting}>
          Update password
        </Button>
      </div>
    </Form>
  );
}
