import { useState } from 'react';
import styled from 'styled-components';
import { bus, Button, Form, Page, PageTitle, rules, TextAreaField, TextField, useBusState, useForm } from '@platform/shared';
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
          <PageTitle>Message sent</PageTitle>
          <p role="status">Thank you! We received your message and will reply to {sentTo}.</p>
          <Button
            onClick={() => {
              form.reset({ ...form.values, message: '' });
              setSentTo(null);
            }}
          >
            Send another message
          </Button>
        </Narrow>
      </Page>
    );
  }

  return (
    <Page>
      <Narrow>
        <PageTitle>Contact us</PageTitle>
        <p>Questions about your account, a payment or a performer? Write to us and we will answer by email.</p>
        <Form aria-label="Contact" onSubmit={form.handleSubmit} error={form.submitError}>
          <TextField label="Name" autoComplete="name" {...form.field('name')} />
          <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
          <TextAreaField label="Message" rows={6} {...form.field('message')} />
          <div>
            <Button type="submit" variant="primary" busy={form.submitting}>
              Send message
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
