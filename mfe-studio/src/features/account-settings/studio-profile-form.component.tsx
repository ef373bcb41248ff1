import { Form, rules, TextField, toast, translate, useForm } from '@platform/shared';
import type { Studio } from '@platform/shared/contract';
import { useTexts } from '../../i18n';
import { updateStudioProfile } from './studio.resource';
import { SubmitRow } from '../../common/submit-row.component';

type Values = { name: string; email: string; phone: string; country: string; city: string; address: string };

const valuesOf = (s: Studio): Values => ({
  name: s.name ?? '',
  email: s.email ?? '',
  phone: s.phone ?? '',
  country: s.country ?? '',
  city: s.city ?? '',
  address: s.address ?? '',
});

/** PUT /studio/update with the shared form messages; the saved studio comes back to the page. */
export function StudioProfileForm({ studio, onSaved }: { studio: Studio; onSaved: (s: Studio) => void }) {
  const { t } = useTexts();
  const form = useForm<Values>({
    initialValues: valuesOf(studio),
    schema: { name: rules.required, email: [rules.required, rules.email] },
    onSubmit: async (values) => {
      const saved = await updateStudioProfile({ ...values, name: values.name.trim(), email: values.email.trim() });
      onSaved(saved);
      toast.success(translate('studio:settings.form.saved'));
    },
  });
  return (
    <Form onSubmit={form.handleSubmit} error={form.submitError} aria-label={t('settings.form.label')}>
      <TextField label={t('settings.form.name')} {...form.field('name')} />
      <TextField label={t('settings.form.email')} type="email" {...form.field('email')} />
      <TextField label={t('settings.form.phone')} type="tel" {...form.field('phone')} />
      <TextField label={t('settings.form.country')} {...form.field('country')} />
      <TextField label={t('settings.form.city')} {...form.field('city')} />
      <TextField label={t('settings.form.address')} {...form.field('address')} />
      <SubmitRow busy={form.submitting}>{t('settings.form.save')}</SubmitRow>
    </Form>
  );
}
