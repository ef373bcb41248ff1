import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, PasswordField, rules, SelectField, TextField, toast, useForm } from '@platform/shared';
import type { CreateStudioMemberRequest } from '@platform/shared/contract';
import { StudioPage } from '../../common/studio-page.component';
import { createMember, membersKeys } from './members.resource';

type Values = { name: string; username: string; email: string; password: string; gender: string; country: string };

const GENDERS = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'transgender', label: 'Transgender' },
];

/** /studio/members/new: a performer account owned by the studio (POST /studio/members). */
export function MemberNewPage() {
  return (
    <StudioPage title="Add a performer">
      <Column>
        <p>The performer signs in with this username and password; a verification e-mail goes to the address below.</p>
        <NewMemberForm />
        <Link to="/studio/members">Back to members</Link>
      </Column>
    </StudioPage>
  );
}

function NewMemberForm() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const form = useForm<Values>({
    initialValues: { name: '', username: '', email: '', password: '', gender: 'female', country: '' },
    schema: {
      name: rules.required,
      username: [rules.required, rules.username],
      email: [rules.required, rules.email],
      password: rules.required,
    },
    onSubmit: async (v) => {
      const body: CreateStudioMemberRequest = {
        name: v.name.trim(),
        username: v.username.trim(),
        email: v.email.trim(),
        password: v.password,
        gender: v.gender as CreateStudioMemberRequest['gender'],
        ...(v.country.trim() ? { country: v.country.trim() } : {}),
      };
      const created = await createMember(body);
      await client.invalidateQueries({ queryKey: membersKeys.all });
      // counts, commission list and payout-request names all include her now
      void client.invalidateQueries({ queryKey: ['studio'] });
      toast.success(`${created.name || created.username} was added to your studio`);
      navigate('/studio/members');
    },
  });
  return (
    <Form aria-label="New performer" onSubmit={form.handleSubmit} error={form.submitError}>
      <TextField label="Name" autoComplete="off" {...form.field('name')} />
      <TextField label="Username" autoComplete="off" {...form.field('username')} />
      <TextField label="E-mail" type="email" autoComplete="off" {...form.field('email')} />
      <PasswordField label="Password" autoComplete="new-password" {...form.field('password')} />
      <SelectField label="Gender" options={GENDERS} {...form.field('gender')} />
      <TextField label="Country" {...form.field('country')} />
      <div>
        <Button type="submit" variant="primary" busy={form.submitting}>
          Add performer
        </Button>
      </div>
    </Form>
  );
}

const Column = styled.div`
  max-width: 520px;
`;
