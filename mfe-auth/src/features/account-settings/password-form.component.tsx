import { Button, Form, PasswordField, getServerMessage, rules, toast, type Schema } from '@platform/shared';
import type { Role } from '@platform/shared/contract';
import { useEffect } from 'react';
import { authStore, useAuthSlice } from '../auth-store/auth.store';
import { Notice } from '../common/auth-card.component';
import { samePassword } from '../common/file-rules';
import { useForm } from '../common/use-form';
import { updatePassword } from './account.resource';

type Values = { password: string; confirmPassword: string };
const schema: Schema<Values> = { password: rules.required, confirmPassword: [rules.required, samePassword] };

export const PASSWORD_UPDATED = 'Your password has been updated.';

/** PUT /auth/users/me/password: submitting → success | fail (SPEC.md §4). */
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
  const { values, errors, onChange, handleSubmit, setValues } = useForm<Values>({ password: '', confirmPassword: '' }, schema);

  useEffect(() => {
    authStore.dispatch({ type: 'password/reset' });
    return () => authStore.dispatch({ type: 'password/reset' });
  }, []);

  const submit = handleSubmit(async (v) => {
    // A new password is not kept on screen once saved; on failure the typed values stay.
    if (await submitPassword(role, v.password)) setValues({ password: '', confirmPassword: '' });
  });

  return (
    <Form aria-label="Change password" error={state.error ? getServerMessage(state.error) : null} onSubmit={submit}>
      {state.success && (
        <Notice $tone="success" role="status">
          <p>{PASSWORD_UPDATED}</p>
        </Notice>
      )}
      <PasswordField label="New password" name="password" autoComplete="new-password" value={values.password} onChange={onChange} error={errors.password} />
      <PasswordField
        label="Confirm new password"
        name="confirmPassword"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={onChange}
        error={errors.confirmPassword}
      />
      <div>
        <Button type="submit" variant="primary" busy={state.submiting}>
          Update password
        </Button>
      </div>
    </Form>
  );
}
