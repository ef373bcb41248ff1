import { Button, Form, PasswordField, navigate, notify, rules, signOut, translate, useFocusTrap, useForm } from '@platform/shared';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useTexts } from '../../i18n';
import { suspendAccount, type SuspendRole } from './performer.resource';
import { Actions } from '@platform/shared/settings-kit';

/** What suspending does, per account kind: keys of suspend.consequences.<role>. */
const consequences: Record<SuspendRole, string[]> = {
  user: ['signedOut', 'hidden', 'kept'],
  performer: ['showEnds', 'signedOut', 'hidden', 'kept'],
};

/**
 * Suspending needs the account's password and a second, explicit yes. POST /users|performers/suspend-account
 * {password}: a wrong password answers 400 with the server's words and nothing changes; on success the API has
 * ended every session, so this page signs out (shared sign-out), tells what happened and goes home.
 * The second step keeps keyboard focus inside it (on "Keep my account" first); Escape keeps the account.
 */
export function SuspendAccount({ role }: { role: SuspendRole }) {
  const { t } = useTexts();
  const [confirming, setConfirming] = useState(false);
  const passwordId = useId();
  const titleId = useId();
  const askRef = useRef<HTMLDivElement>(null);
  const wasConfirming = useRef(false);
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
      notify.info(translate('auth:suspend.suspendedTitle'), translate('auth:suspend.suspendedText'));
      navigate('/', { replace: true });
    },
  });
  const keep = useCallback(() => setConfirming(false), []);

  useFocusTrap(askRef, { active: confirming, onEscape: keep });
  const { submitting } = form;
  useEffect(() => {
    const ask = askRef.current;
    if (confirming && ask && !submitting) {
      // the safe choice takes focus (once it is enabled): a second Enter must not suspend the account
      if (document.activeElement === ask || !ask.contains(document.activeElement)) ask.querySelector<HTMLButtonElement>('[data-keep]')?.focus();
    } else if (!confirming && wasConfirming.current) {
      // back to the first step: the password field is enabled again
      document.getElementById(passwordId)?.focus();
    }
    wasConfirming.current = confirming;
  }, [confirming, submitting, passwordId]);

  return (
    <Form aria-label={t('suspend.formLabel')} error={form.submitError} onSubmit={form.handleSubmit}>
      <p>{t('suspend.intro')}</p>
      <PasswordField id={passwordId} label={t('fields.password')} autoComplete="current-password" disabled={confirming} {...form.field('password')} />
      {confirming ? (
        <Warning ref={askRef} role="alertdialog" aria-label={t('suspend.confirmLabel')} aria-describedby={titleId}>
          <strong id={titleId}>{t('suspend.whatHappens')}</strong>
          <ul>
            {consequences[role].map((line) => (
              <li key={line}>{t(`suspend.consequences.${role}.${line}`)}</li>
            ))}
          </ul>
          <Actions>
            <Button type="submit" variant="danger" busy={form.submitting}>
              {t('suspend.yes')}
            </Button>
            <Button data-keep="" disabled={form.submitting} onClick={keep}>
              {t('suspend.keep')}
            </Button>
          </Actions>
        </Warning>
      ) : (
        <Actions>
          <Button type="submit" variant="danger">
            {t('suspend.submit')}
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
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.error};
  ul {
    margin: 8px 0 12px;
    padding-left: 20px;
  }
`;
