import { Button, FileField, Form, PasswordField, SelectField, TextField, UploadProgress, useForm } from '@platform/shared';
import type { Gender, PerformerRegisterFields, StudioRegisterFields } from '@platform/shared/contract';
import { useTexts } from '../../i18n';
import { Row } from '@platform/shared/settings-kit';
import { DOCUMENT_ACCEPT } from '../common/file-rules';
import type { DocumentRole, VerificationFiles } from './register.resource';
import { emptyDocumentValues, performerSchema, useGenderOptions, studioSchema, type DocumentRegisterValues } from './register.schema';

interface Props {
  role: DocumentRole;
  submitting: boolean;
  progress: number | null;
  serverError: string | null;
  onSubmit(files: VerificationFiles, fields: PerformerRegisterFields | StudioRegisterFields): void;
}

function toFields(role: DocumentRole, v: DocumentRegisterValues): PerformerRegisterFields | StudioRegisterFields {
  const account = { username: v.username.trim(), email: v.email.trim(), password: v.password };
  if (role === 'studio') return { name: v.name.trim(), ...account };
  return {
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    gender: v.gender as Gender,
    ...(v.dateOfBirth ? { dateOfBirth: v.dateOfBirth } : {}),
    ...account,
  };
}

/** Performer and studio sign-up: account fields plus the two verification files, sent as one multipart request. */
export function DocumentRegisterForm({ role, submitting, progress, serverError, onSubmit }: Props) {
  const { t } = useTexts();
  const genderOptions = useGenderOptions();
  const rules = t('files.documentHint');
  const form = useForm<DocumentRegisterValues>({
    initialValues: emptyDocumentValues,
    schema: role === 'studio' ? studioSchema : performerSchema,
    showErrorsOn: 'submit',
    onSubmit: (v) => onSubmit({ documentVerification: v.documentVerification as File, idVerification: v.idVerification as File }, toFields(role, v)),
  });
  const { errors, setValue } = form;
  return (
    <Form aria-label={t('register.formLabel')} error={serverError} onSubmit={form.handleSubmit}>
      {role === 'studio' ? (
        <TextField label={t('fields.studioName')} autoComplete="organization" {...form.field('name')} />
      ) : (
        <>
          <Row>
            <TextField label={t('fields.firstName')} autoComplete="given-name" {...form.field('firstName')} />
            <TextField label={t('fields.lastName')} autoComplete="family-name" {...form.field('lastName')} />
          </Row>
          <Row>
            <SelectField label={t('fields.gender')} placeholder={t('fields.choose')} options={genderOptions} {...form.field('gender')} />
            <TextField label={t('register.dateOfBirth')} type="date" autoComplete="bday" {...form.field('dateOfBirth')} />
          </Row>
        </>
      )}
      <TextField label={t('fields.username')} autoComplete="username" hint={t('fields.usernameHint')} {...form.field('username')} />
      <TextField label={t('fields.email')} type="email" autoComplete="email" {...form.field('email')} />
      <Row>
        <PasswordField label={t('fields.password')} autoComplete="new-password" {...form.field('password')} />
        <PasswordField label={t('fields.confirmPassword')} autoComplete="new-password" {...form.field('confirmPassword')} />
      </Row>
      <FileField
        label={t('register.verificationDocument')}
        name="documentVerification"
        accept={DOCUMENT_ACCEPT}
        hint={t(`register.documentHint.${role}`, { rules })}
        error={errors.documentVerification}
        onFiles={(files) => setValue('documentVerification', files[0] ?? null)}
        disabled={submitting}
      />
      <FileField
        label={t('register.photoId')}
        name="idVerification"
        accept={DOCUMENT_ACCEPT}
        hint={t('register.photoIdHint', { rules })}
        error={errors.idVerification}
        onFiles={(files) => setValue('idVerification', files[0] ?? null)}
        disabled={submitting}
      />
      {progress !== null && <UploadProgress percent={progress} />}
      <Button type="submit" variant="primary" block busy={submitting}>
        {t('register.submit')}
      </Button>
    </Form>
  );
}
