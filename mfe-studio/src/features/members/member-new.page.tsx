import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useQueryClient } from '@tanstack/react-query';
import { Form, PasswordField, rules, SelectField, TextField, toast, translate, useForm } from '@platform/shared';
import type { CreateStudioMemberRequest } from '@platform/shared/contract';
import { StudioPage } from '../../common/studio-page.component';
import { createMember, membersKeys } from './members.resource';
import { useTexts } from '../../i18n';
import { SubmitRow } from '../../common/submit-row.component';

type Values = { name: string; username: string; email: string; password: string; gender: string; country: string };

const GENDERS = ['female', 'male', 'transgender'] as const;

/** /studio/members/new: a performer account owned by the studio (POST /studio/members). */
export function MemberNewPage() {
  const { t } = useTexts();
  return (
    <StudioPage title={t('newMember.title')}>
      <Column>
        <p>{t('newMember.intro')}</p>
        <NewMemberForm />
        <Link to="/studio/members">{t('newMember.back')}</Link>
      </Column>
    </StudioPage>
  );
}

function NewMemberForm() {
  const { t } = useTexts();
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
      toast.success(translate('studio:newMember.added', { name: created.name || created.username }));
      void navigate('/studio/members');
    },
  });
  return (
    <Form aria-label={t('newMember.form')} onSubmit={form.handleSubmit} error={form.submitError}>
      <TextField label={t('newMember.name')} autoComplete="off" {...form.field('name')} />
      <TextField label={t('newMember.username')} autoComplete="off" {...form.field('username')} />
      <TextField label={t('newMember.email')} type="email" autoComplete="off" {...form.field('email')} />
      <PasswordField label={t('newMember.password')} autoComplete="new-password" {...form.field('password')} />
      <SelectField
        label={t('newMember.gender')}
        options={GENDERS.map((value) => ({ value, label: t(`newMember.${value}`) }))}
        {...form.field('gender')}
      />
      <TextField label={t('newMember.country')} {...form.field('country')} />
      <SubmitRow busy={form.submitting}>{t('newMember.submit')}</SubmitRow>
    </Form>
  );
}

const Column = styled.div`
  max-width: 520px;
`;
