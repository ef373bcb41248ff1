import { useState } from 'react';
import styled from 'styled-components';
import { bus, Button, Form, Page, PageTitle, rules, TextAreaField, TextField, useBusState, useForm } from '@platform/shared';
import { useTexts } from '../../i18n';
import { sendContactMessage } from './contact.resource';

/** The limits of the API's ContactRequest. */
export const CONTACT_LIMITS = { name: 100, email: 200, message: 5000 } as const;

interface ContactValues extends Record<string, unknown> {
  name: string;
  email: string;
  message: string;
}

const schema = {
  name: [rules.required, rules.maxLength(CONTACT_LIMITS.name)],
  email: [rules.required, rules.email, rules.maxLength(CONTACT_LIMITS.email)],
  message: [rules.required, rules.maxLength(CONTACT_LIMITS.message)],
};

/** A signed-in account starts with its own name and address filled in. */
function initialValues(user: unknown): ContactValues {
  const account = (user ?? {}) as { name?: string; displayName?: string; username?: string; email?: string };
  return { name: account.name || account.displayName || account.username || '', email: account.email || '', message: '' };
}

/**
 * /contact: name, email and message, checked as they are typed (after leaving a field) and on send; POST /contact,
 * then a confirmation. A refusal shows the server's message above the form and keeps everything typed.
 */
export function ContactPage() {
  const { t } = useTexts();
  const auth = useBusState(bus.auth);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ContactValues>({
    initialValues: initialValues(auth.status === 'signed-in' ? auth.user : null),
    schema,
    onSubmit: async (values) => {
      await sendContactMessage({ name: values.name.trim(), email: values.email.trim(), message: values.message });
      setSentTo(values.email.trim());
    },
  });

  if (sentTo !== null) {
    return (
      <Page>
        <Narrow>
          <PageTitle>{t('contact.sent')}</PageTitle>
          <p role="status">{t('contact.thanks', { email: sentTo })}</p>
          <Button
            onClick={() => {
              form.reset({ ...form.values, message: '' });
              setSentTo(null);
            }}
          >
            {t('contact.another')}
          </Button>
        </Narrow>
      </Page>
    );
  }

  return (
    <Page>
      <Narrow>
        <PageTitle>{t('contact.title')}</PageTitle>
        <p>{t('contact.intro')}</p>
        <Form aria-label={t('contact.form')} onSubmit={form.handleSubmit} error={form.submitError}>
          <TextField label={t('contact.name')} autoComplete="name" {...form.field('name')} />
          <TextField label={t('contact.email')} type="email" autoComplete="email" {...form.field('email')} />
          <TextAreaField label={t('contact.message')} rows={6} {...form.field('message')} />
          <div>
            <Button type="submit" variant="primary" busy={form.submitting}>
              {t('contact.send')}
            </Button>
          </div>
        </Form>
      </Narrow>
    </Page>
  );
}

const Narrow = styled.div`
  max-width: 560px;
`;
