import type { Account } from '@platform/shared';
import styled from 'styled-components';
import { AppLink } from '../common/app-link.component';
import { asPerformer } from './performer.resource';

/** The wallet remote owns payment information; this tab only says what is on file and links there. */
export const PAYMENT_INFO_PATH = '/account/payment-info';
export const EARNINGS_PATH = '/account/earnings';
export const PAYOUTS_PATH = '/account/payouts';

const METHODS = [
  { key: 'bankTransferOption', label: 'Bank transfer' },
  { key: 'directDeposit', label: 'Direct deposit' },
  { key: 'paxum', label: 'Paxum' },
  { key: 'bitpay', label: 'BitPay' },
] as const;

const filled = (v: unknown): boolean => !!v && typeof v === 'object' && Object.values(v).some((x) => typeof x === 'string' && x.trim() !== '');

export function PaymentDetails({ account }: { account: Account }) {
  const p = asPerformer(account) as Record<string, unknown>;
  const onFile = METHODS.filter((m) => filled(p[m.key])).map((m) => m.label);
  return (
    <div>
      <p>{onFile.length ? `On file: ${onFile.join(', ')}.` : 'No payout method on file yet: add one before you ask for a payout.'}</p>
      <Links>
        <li>
          <PrimaryLink to={PAYMENT_INFO_PATH}>Edit payment information</PrimaryLink>
        </li>
        <li>
          <AppLink to={EARNINGS_PATH}>Earnings</AppLink>
        </li>
        <li>
          <AppLink to={PAYOUTS_PATH}>Payout requests</AppLink>
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
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const PrimaryLink = styled(AppLink)`
  font-weight: 600;
`;
