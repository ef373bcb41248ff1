import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SelectField, TextField, rules, useForm, type Schema } from '@platform/shared';
import type { Role } from '@platform/shared/contract';
import { useTexts } from '../../i18n';
import { roleFromQuery, useRoleOptions } from './role-options';
import { toastErrors } from '@platform/shared/settings-kit';

/** The account kind's field is named as the endpoint names it ('type' or 'source'). */
type EmailRoleValues<K extends string> = Record<'email' | K, string>;

/**
 * The "e-mail me" pages' form: e-mail and account kind, both preset from the query (`?email=`, `?type=`).
 * `send` gets the trimmed e-mail; `sentTo` is that e-mail once it went.
 */
export function useEmailRoleForm<K extends string>(roleKey: K, send: (email: string, role: Role) => Promise<unknown>) {
  const [search] = useSearchParams();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<EmailRoleValues<K>>({
    initialValues: { email: search.get('email') ?? '', [roleKey]: roleFromQuery(search) } as EmailRoleValues<K>,
    schema: { email: [rules.required, rules.email], [roleKey]: rules.required } as Schema<EmailRoleValues<K>>,
    showErrorsOn: 'submit',
    onSubmit: toastErrors(async (v) => {
      const email = v.email.trim();
      await send(email, v[roleKey] as Role);
      setSentTo(email);
    }),
  });
  return { form, sentTo, role: form.values[roleKey] };
}

export function EmailRoleFields<K extends string>({ form, roleKey }: { form: ReturnType<typeof useEmailRoleForm<K>>['form']; roleKey: K }) {
  const { t } = useTexts();
  const roleOptions = useRoleOptions();
  return (
    <>
      <TextField label={t('fields.email')} type="email" autoComplete="email" {...form.field('email')} />
      <SelectField label={t('fields.accountType')} options={roleOptions} {...form.field(roleKey)} />
    </>
  );
}
