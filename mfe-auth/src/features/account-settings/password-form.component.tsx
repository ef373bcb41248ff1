import { Button, Form, PasswordField, getServerMessage, renewSession, rules, toast, translate, useForm, type Schema } from '@platform/shared';
import type { Role } from '@platform/shared/contract';
import { useEffect } from 'react';
import { useTexts } from '../../i18n';
import { authStore, useAuthSlice } from '../auth-store/auth.store';
import { Actions, Notice } from '@platform/shared/settings-kit';
import { samePassword } from '../common/file-rules';
import { updatePassword } from './account.resource';

type Values = { currentPassword: string; password: string; confirmPassword: string };
const schema: Schema<Values> = { currentPassword: rules.required, password: rules.required, confirmPassword: [rules.required, samePassword] };
const EMPTY: Values = { currentPassword: '', password: '', confirmPassword: '' };

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
    toast.success(translate('auth:password.updated'));
    return true;
  } catch (error) {
    authStore.dispatch({ type: 'password/fail', error });
    toast.error(getServerMessage(error));
    return false;
  }
}

export function PasswordForm({ role }: { role: Role }) {
  const { t } = useTexts();
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
    <Form aria-label={t('password.formLabel')} error={state.error ? getServerMessage(state.error) : null} onSubmit={form.handleSubmit}>
      {state.success && (
        <Notice $tone="success" role="status">
          <p>{t('password.updated')}</p>
        </Notice>
      )}
      <PasswordField label={t('password.current')} autoComplete="current-password" {...form.field('currentPassword')} />
      <PasswordField label={t('password.new')} autoComplete="new-password" {...form.field('password')} />
      <PasswordField label={t('password.confirm')} autoComplete="new-password" {...form.field('confirmPassword')} />
      <Actions>
        <Button type="submit" variant="primary" busy={state.submiting}>
          {t('password.submit')}
        </Button>
      </Actions>
    </Form>
  );
}
