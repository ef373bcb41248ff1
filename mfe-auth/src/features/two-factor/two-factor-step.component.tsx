import { Button, Form, TextField, getServerMessage } from '@platform/shared';
import type { Role } from '@platform/shared/contract';
import { useState } from 'react';
import { useTexts } from '../../i18n';
import { Notice } from '@platform/shared/settings-kit';
import { finishTwoFactorLogin } from '../login/login.flow';
import { Enrolment } from './enrolment.component';
import { RecoveryCodes } from './recovery-codes.component';
import { verifyTwoFactor, type TwoFactorStep as Step } from './two-factor.resource';

/**
 * The sign-in's second step: a code from the authenticator app or a recovery code; the admin without a second
 * factor sets one up here first (enrol → confirm → recovery codes → signed in).
 */
export function TwoFactorStep({ role, step, onCancel }: { role: Role; step: Step; onCancel(): void }) {
  const { t } = useTexts();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [enrolled, setEnrolled] = useState<{ token: string; recoveryCodes: string[] } | null>(null);

  const verify = async () => {
    setBusy(true);
    setError(null);
    try {
      await finishTwoFactorLogin(role, await verifyTwoFactor(step.challenge, code.trim()));
    } catch (e) {
      setError(getServerMessage(e));
      setBusy(false);
    }
  };

  if (step.enrolmentRequired) {
    if (enrolled) {
      return (
        <RecoveryCodes
          codes={enrolled.recoveryCodes}
          doneLabel={t('twoFactor.step.continue')}
          onDone={() => void finishTwoFactorLogin(role, enrolled.token)}
        />
      );
    }
    return (
      <>
        <Notice $tone="info">
          <p>{t('twoFactor.step.enrolLead')}</p>
        </Notice>
        <Enrolment challenge={step.challenge} onDone={(result) => setEnrolled({ token: result.token ?? '', recoveryCodes: result.recoveryCodes })} />
      </>
    );
  }
  return (
    <Form aria-label={t('twoFactor.step.label')} error={error} onSubmit={(e) => (e.preventDefault(), void verify())}>
      <p>{t('twoFactor.step.hint')}</p>
      <TextField label={t('twoFactor.step.code')} name="code" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} />
      <Button type="submit" variant="primary" block busy={busy} disabled={!code.trim()}>
        {t('twoFactor.step.submit')}
      </Button>
      <p>
        <Button type="button" variant="link" onClick={onCancel}>
          {t('twoFactor.step.back')}
        </Button>
      </p>
    </Form>
  );
}
