import { Button } from '@platform/shared';
import styled from 'styled-components';
import { useTexts } from '../../i18n';
import { StatusNotice } from '../common/auth-card.component';

const Codes = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(130px, 1fr));
  gap: 6px 16px;
  margin: 8px 0 12px;
  padding: 0;
  list-style: none;
  font-family: monospace;
  font-size: 1.05em;
`;

/** Ten one-time recovery codes, shown once (the API keeps only their hashes). */
export function RecoveryCodes({ codes, doneLabel, onDone }: { codes: string[]; doneLabel: string; onDone(): void }) {
  const { t } = useTexts();
  return (
    <StatusNotice tone="info" title={t('twoFactor.recovery.title')}>
      <p>{t('twoFactor.recovery.hint')}</p>
      <Codes aria-label={t('twoFactor.recovery.title')}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Codes>
      <Button type="button" variant="primary" onClick={onDone}>
        {doneLabel}
      </Button>
    </StatusNotice>
  );
}
