import { getServerMessage, toast } from '@platform/shared';
import type { PerformerRegisterFields, Role, StudioRegisterFields, UserRegisterRequest } from '@platform/shared/contract';
import { useState } from 'react';
import { useTexts } from '../../i18n';
import { AuthCard, SignInFooter } from '../common/auth-card.component';
import { RoleTabs } from '../common/role-tabs.component';
import { DocumentRegisterForm } from './document-register-form.component';
import { RegisterDone } from './register-done.component';
import { registerUser, registerWithDocuments, type VerificationFiles } from './register.resource';
import { UserRegisterForm } from './user-register-form.component';

type Status =
  { kind: 'idle' } | { kind: 'submitting'; progress: number | null } | { kind: 'done'; email: string } | { kind: 'failed'; message: string };

export function RegisterPage({ role }: { role: Role }) {
  const { t } = useTexts();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  async function run(email: string, call: () => Promise<unknown>, withProgress: boolean) {
    setStatus({ kind: 'submitting', progress: withProgress ? 0 : null });
    try {
      await call();
      setStatus({ kind: 'done', email });
    } catch (error) {
      const message = getServerMessage(error);
      toast.error(message);
      setStatus({ kind: 'failed', message });
    }
  }

  const onUser = (body: UserRegisterRequest) => void run(body.email, () => registerUser(body), false);
  const onDocuments = (files: VerificationFiles, fields: PerformerRegisterFields | StudioRegisterFields) =>
    void run(
      fields.email,
      () =>
        registerWithDocuments(role as 'performer' | 'studio', files, fields, (percent) =>
          setStatus((s) => (s.kind === 'submitting' ? { kind: 'submitting', progress: percent } : s)),
        ),
      true,
    );

  const submitting = status.kind === 'submitting';
  const serverError = status.kind === 'failed' ? status.message : null;

  return (
    <AuthCard
      title={status.kind === 'done' ? t('register.checkEmail') : t(`register.title.${role}`)}
      subtitle={status.kind === 'done' ? undefined : t(`register.subtitle.${role}`)}
      above={status.kind === 'done' ? undefined : <RoleTabs base="/auth/register" />}
      wide={role !== 'user' && status.kind !== 'done'}
      footer={status.kind === 'done' ? undefined : <SignInFooter role={role} lead={t(`register.already.${role}`)} label={t('signIn')} />}
    >
      {status.kind === 'done' ? (
        <RegisterDone role={role} email={status.email} />
      ) : role === 'user' ? (
        <UserRegisterForm submitting={submitting} serverError={serverError} onSubmit={onUser} />
      ) : (
        <DocumentRegisterForm
          key={role}
          role={role}
          submitting={submitting}
          progress={status.kind === 'submitting' ? status.progress : null}
          serverError={serverError}
          onSubmit={onDocuments}
        />
      )}
    </AuthCard>
  );
}
