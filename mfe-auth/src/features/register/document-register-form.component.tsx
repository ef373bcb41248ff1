import { Button, FileField, Form, PasswordField, SelectField, TextField, UploadProgress, useForm } from '@platform/shared';
import type { Gender, PerformerRegisterFields, StudioRegisterFields } from '@platform/shared/contract';
import { Row } from '../common/auth-card.component';
import { DOCUMENT_ACCEPT, DOCUMENT_HINT } from '../common/file-rules';
import type { DocumentRole, VerificationFiles } from './register.resource';
import { emptyDocumentValues, genderOptions, performerSchema, studioSchema, type DocumentRegisterValues } from './register.schema';

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
  const form = useForm<DocumentRegisterValues>({
    initialValues: emptyDocumentValues,
    schema: role === 'studio' ? studioSchema : performerSchema,
    showErrorsOn: 'submit',
    onSubmit: (v) => onSubmit({ documentVerification: v.documentVerification as File, idVerification: v.idVerification as File }, toFields(role, v)),
  });
  const { errors, setValue } = form;
  return (
    <Form aria-label="Create account" error={serverError} onSubmit={form.handleSubmit}>
      {role === 'studio' ? (
        <TextField label="Studio name" autoComplete="organization" {...form.field('name')} />
      ) : (
        <>
          <Row>
            <TextField label="First name" autoComplete="given-name" {...form.field('firstName')} />
            <TextField label="Last name" autoComplete="family-name" {...form.field('lastName')} />
          </Row>
          <Row>
            <SelectField label="Gender" placeholder="Choose…" options={genderOptions} {...form.field('gender')} />
            <TextField label="Date of birth" type="date" autoComplete="bday" {...form.field('dateOfBirth')} />
          </Row>
        </>
      )}
      <TextField label="Username" autoComplete="username" hint="Letters and digits only." {...form.field('username')} />
      <TextField label="E-mail" type="email" autoComplete="email" {...form.field('email')} />
      <Row>
        <PasswordField label="Password" autoComplete="new-password" {...form.field('password')} />
        <PasswordField label="Confirm password" autoComplete="new-password" {...form.field('confirmPassword')} />
      </Row>
      <FileField
        label="Verification document"
        name="documentVerification"
        accept={DOCUMENT_ACCEPT}
        hint={`${role === 'studio' ? 'Business registration or signed agreement' : 'Signed model release or age verification form'}. ${DOCUMENT_HINT}`}
        error={errors.documentVerification}
        onFiles={(files) => setValue('documentVerification', files[0] ?? null)}
        disabled={submitting}
      />
      <FileField
        label="Photo ID"
        name="idVerification"
        accept={DOCUMENT_ACCEPT}
        hint={`Passport, ID card or driving licence. ${DOCUMENT_HINT}`}
        error={errors.idVerification}
        onFiles={(files) => setValue('idVerification', files[0] ?? null)}
        disabled={submitting}
      />
      {progress !== null && <UploadProgress percent={progress} />}
      <Button type="submit" variant="primary" block busy={submitting}>
        Create account
      </Button>
    </Form>
  );
}
