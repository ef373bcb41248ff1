import { Button, Form, TextField, getServerMessage } from '@platform/shared';
import type { TwoFactorEnrolment, TwoFactorRecoveryCodes } from '@platform/shared/contract';
import { useState } from 'react';
import styled from 'styled-components';
import { useTexts } from '../../i18n';
import { confirmTwoFactor, enrolTwoFactor } from './two-factor.resource';

const Qr = styled.img`
  display: block;
  width: 200px;
  height: 200px;
  margin: 8px 0 12px;
  background: ${({ theme }) => theme.colors.white};
`;

const Key = styled.code`
  font-size: 1.05em;
  letter-spacing: 0.08em;
  word-break: break-all;
`;

interface Props {
  /** The admin's enrolment challenge (his first sign-in); a signed-in account has none. */
  challenge?: string;
  onDone(result: TwoFactorRecoveryCodes): void;
}

/** Set up: a new secret shown once (QR code, key, otpauth link), turned on by a first code from the app. */
export function Enrolment({ challenge, onDone }: Props) {
  const { t } = useTexts();
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (step: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await step();
    } catch (e) {
      setError(getServerMessage(e));
    } finally {
      setBusy(false);
    }
  };
  const start = () => run(async () => setEnrolment(await enrolTwoFactor(challenge)));
  const confirm = () => run(async () => onDone(await confirmTwoFactor(code.trim(), challenge)));

  if (!enrolment) {
    return (
      <Form aria-label={t('twoFactor.enrol.start')} error={error} onSubmit={(e) => (e.preventDefault(), void start())}>
        <Button type="submit" variant="primary" busy={busy}>
          {t('twoFactor.enrol.start')}
        </Button>
      </Form>
    );
  }
  return (
    <Form aria-label={t('twoFactor.enrol.formLabel')} error={error} onSubmit={(e) => (e.preventDefault(), void confirm())}>
      <p>{t('twoFactor.enrol.scan')}</p>
      <Qr src={enrolment.qrCode} alt={t('twoFactor.enrol.qrAlt')} />
      <p>
        {t('twoFactor.enrol.key')} <Key aria-label={t('twoFactor.enrol.keyLabel')}>{enrolment.secret}</Key>
      </p>
      <p>
        <a href={enrolment.otpauthUrl}>{t('twoFactor.enrol.open')}</a>
      </p>
      <TextField
        label={t('twoFactor.enrol.code')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <Button type="submit" variant="primary" busy={busy} disabled={!code.trim()}>
        {t('twoFactor.enrol.confirm')}
      </Button>
    </Form>
  );
}
