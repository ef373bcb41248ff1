import { Button, Form, rules, TextField, toast, useForm } from '@platform/shared';
import type { Studio } from '@platform/shared/contract';
import { updateStudioProfile } from './studio.resource';

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
  const form = useForm<Values>({
    initialValues: valuesOf(studio),
    schema: { name: rules.required, email: [rules.required, rules.email] },
    onSubmit: async (values) => {
      const saved = await updateStudioProfile({ ...values, name: values.name.trim(), email: values.email.trim() });
      onSaved(saved);
      toast.success('Your profile has been updated');
    },
  });
  return (
    <Form onSubmit={form.handleSubmit} error={form.submitError} aria-label="Studio profile">
      <TextField label="Studio name" {...form.field('name')} />
      <TextField label="E-mail" type="email" {...form.field('email')} />
      <TextField label="Phone" type="tel" {...form.field('phone')} />
      <TextField label="Country" {...form.field('country')} />
      <TextField label="City" {...form.field('city')} />
      <TextField label="Address" {...form.field('address')} />
      <div>
        <Button type="submit" variant="primary" busy={form.submitting}>
          Save changes
        </Button>
      </div>
    </Form>
  );
}
