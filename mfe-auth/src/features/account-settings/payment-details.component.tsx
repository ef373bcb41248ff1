import type { Account } from '@platform/shared';
import styled from 'styled-components';
import { useTexts } from '../../i18n';
import { AppLink } from '../common/app-link.component';
import { asPerformer } from './performer.resource';

/** The wallet remote owns payment information; this tab only says what is on file and links there. */
export const PAYMENT_INFO_PATH = '/account/payment-info';
export const EARNINGS_PATH = '/account/earnings';
export const PAYOUTS_PATH = '/account/payouts';

/** The payout methods of her profile (each one's name is payment.methods.<key>). */
const METHODS = ['bankTransferOption', 'directDeposit', 'paxum', 'bitpay'] as const;

const filled = (v: unknown): boolean => !!v && typeof v === 'object' && Object.values(v).some((x) => typeof x === 'string' && x.trim() !== '');

export function PaymentDetails({ account }: { account: Account }) {
  const { t } = useTexts();
  const p = asPerformer(account) as Record<string, unknown>;
  const onFile = METHODS.filter((m) => filled(p[m])).map((m) => t(`payment.methods.${m}`));
  return (
    <div>
      <p>{onFile.length ? t('payment.onFile', { list: onFile.join(', ') }) : t('payment.none')}</p>
      <Links>
        <li>
          <PrimaryLink to={PAYMENT_INFO_PATH}>{t('payment.edit')}</PrimaryLink>
        </li>
        <li>
          <AppLink to={EARNINGS_PATH}>{t('payment.earnings')}</AppLink>
        </li>
        <li>
          <AppLink to={PAYOUTS_PATH}>{t('payment.payouts')}</AppLink>
        </li>
      </Links>
    </div>
  );
}

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 10px 20px;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-block;
    padding: 6px 0;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const PrimaryLink = styled(AppLink)`
  font-weight: 600;
`;
