import { Button, Form, LoadingState, TextField, getServerMessage, toast } from '@platform/shared';
import type { TwoFactorStatus } from '@platform/shared/contract';
import { useCallback, useEffect, useState } from 'react';
import { useTexts } from '../../i18n';
import { Actions } from '@platform/shared/settings-kit';
import { Enrolment } from './enrolment.component';
import { RecoveryCodes } from './recovery-codes.component';
import { disableTwoFactor, getTwoFactorStatus, renewRecoveryCodes } from './two-factor.resource';

/** A code field and one action (new recovery codes, turn off), with the server's message on failure. */
function CodeAction({
  label,
  codeLabel,
  button,
  danger,
  run,
}: {
  label: string;
  codeLabel: string;
  button: string;
  danger?: boolean;
  run(code: string): Promise<void>;
}) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await run(code.trim());
      setCode('');
    } catch (e) {
      setError(getServerMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form aria-label={label} error={error} onSubmit={(e) => (e.preventDefault(), void submit())}>
      <TextField label={codeLabel} autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} />
      <Actions>
        <Button type="submit" variant={danger ? 'danger' : 'default'} busy={busy} disabled={!code.trim()}>
          {button}
        </Button>
      </Actions>
    </Form>
  );
}

/** Account settings: turn two-factor sign-in on (QR code), see and renew recovery codes, turn it off (not the admin). */
export function TwoFactorSettings() {
  const { t } = useTexts();
  const [status, setStatus] = useState<TwoFactorStatus | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  const load = useCallback(() => {
    getTwoFactorStatus()
      .then(setStatus)
      .catch((e: unknown) => setFailed(getServerMessage(e)));
  }, []);
  useEffect(load, [load]);

  if (codes) return <RecoveryCodes codes={codes} doneLabel={t('twoFactor.recovery.done')} onDone={() => setCodes(null)} />;
  if (failed) return <p role="alert">{failed}</p>;
  if (!status) return <LoadingState />;
  if (!status.enabled) {
    return (
      <div>
        <p>{t('twoFactor.status.off')}</p>
        <Enrolment
          onDone={({ recoveryCodes }) => {
            toast.success(t('twoFactor.turnedOn'));
            setCodes(recoveryCodes);
            load();
          }}
        />
      </div>
    );
  }
  return (
    <div>
      <p role="status">{t('twoFactor.status.on', { count: status.recoveryCodesLeft })}</p>
      <CodeAction
        label={t('twoFactor.manage.renew')}
        codeLabel={t('twoFactor.manage.appCode')}
        button={t('twoFactor.manage.renew')}
        run={async (code) => {
          setCodes((await renewRecoveryCodes(code)).recoveryCodes);
          load();
        }}
      />
      {status.required ? (
        <p>{t('twoFactor.status.required')}</p>
      ) : (
        <CodeAction
          label={t('twoFactor.manage.disable')}
          codeLabel={t('twoFactor.manage.anyCode')}
          button={t('twoFactor.manage.disable')}
          danger
          run={async (code) => {
            await disableTwoFactor(code);
            toast.success(t('twoFactor.turnedOff'));
            load();
          }}
        />
      )}
    </div>
  );
}
