import { Button, FileField, Form, PasswordField, SelectField, TextField, UploadProgress } from '@platform/shared';
import type { Gender, PerformerRegisterFields, StudioRegisterFields } from '@platform/shared/contract';
import { Row } from '../common/auth-card.component';
import { DOCUMENT_ACCEPT, DOCUMENT_HINT } from '../common/file-rules';
import { useForm } from '../common/use-form';
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
  const { values, errors, onChange, setValue, handleSubmit } = useForm(
    emptyDocumentValues,
    role === 'studio' ? studioSchema : performerSchema,
  );
  return (
    <Form
      aria-label="Create account"
      error={serverError}
      onSubmit={handleSubmit((v) =>
        onSubmit(
          { documentVerification: v.documentVerification as File, idVerification: v.idVerification as File },
          toFields(role, v),
        ),
      )}
    >
      {role === 'studio' ? (
        <TextField label="Studio name" name="name" autoComplete="organization" value={values.name} onChange={onChange} error={errors.name} />
      ) : (
        <>
          <Row>
            <TextField label="First name" name="firstName" autoComplete="given-name" value={values.firstName} onChange={onChange} error={errors.firstName} />
            <TextField label="Last name" name="lastName" autoComplete="family-name" value={values.lastName} onChange={onChange} error={errors.lastName} />
          </Row>
          <Row>
            <SelectField label="Gender" name="gender" placeholder="Choose…" options={genderOptions} value={values.gender} onChange={onChange} error={errors.gender} />
            <TextField label="Date of birth" name="dateOfBirth" type="date" autoComplete="bday" value={values.dateOfBirth} onChange={onChange} />
          </Row>
        </>
      )}
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        hint="Letters and digits only."
        value={values.username}
        onChange={onChange}
        error={errors.username}
      />
      <TextField label="E-mail" name="email" type="email" autoComplete="email" value={values.email} onChange={onChange} error={errors.email} />
      <Row>
        <PasswordField label="Password" name="password" autoComplete="new-password" value={values.password} onChange={onChange} error={errors.password} />
        <PasswordField
          label="Confirm password"
          name="confirmPassword"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={onChange}
          error={errors.confirmPassword}
        />
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
