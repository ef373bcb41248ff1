import { Button, Form, PasswordField, getServerMessage, rules, toast, useForm, type Schema } from '@platform/shared';
import type { Role } from '@platform/shared/contract';
import { useEffect } from 'react';
import { authStore, useAuthSlice } from '../auth-store/auth.store';
import { Notice } from '../common/auth-card.component';
import { samePassword } from '../common/file-rules';
import { updatePassword } from './account.resource';

type Values = { password: string; confirmPassword: string };
const schema: Schema<Values> = { password: rules.required, confirmPassword: [rules.required, samePassword] };

export const PASSWORD_UPDATED = 'Your password has been updated.';

/** PUT /auth/users/me/password: submitting → success | fail. */
export async function submitPassword(role: Role, password: string): Promise<boolean> {
  authStore.dispatch({ type: 'password/submitting' });
  try {
    await updatePassword({ password, source: role });
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
    initialValues: { password: '', confirmPassword: '' },
    schema,
    showErrorsOn: 'submit',
    onSubmit: async (v) => {
      // A new password is not kept on screen once saved; on failure the typed values stay.
      if (await submitPassword(role, v.password)) form.setValues({ password: '', confirmPassword: '' });
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
