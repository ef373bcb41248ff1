import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { bus, LoadingState, QueryError, useBusState } from '@platform/shared';
import type { PaymentAccountType, PerformerSelf } from '@platform/shared/contract';
import { PAYMENT_KINDS } from '../../common/payment-kinds';
import { RoleWalletPage } from '../../common/wallet-page.component';
import { PaymentForm } from './payment-form.component';
import { getPaymentInformation, type PaymentRole } from './payment-info.resource';
import { useTexts } from '../../i18n';

export function PaymentInfoPage() {
  const { t } = useTexts();
  return (
    <RoleWalletPage section="paymentInfo" roles={['performer', 'studio']} before={<p>{t('paymentInfo.intro')}</p>}>
      {(role) => <PaymentInfo key={role} role={role as PaymentRole} />}
    </RoleWalletPage>
  );
}

// The performer profile (/performers/me, already on the bus) carries the same details under these keys.
const PROFILE_KEYS: Record<PaymentAccountType, keyof PerformerSelf> = {
  banking: 'bankTransferOption',
  directDeposit: 'directDeposit',
  paxum: 'paxum',
  bitpay: 'bitpay',
};

function PaymentInfo({ role }: { role: PaymentRole }) {
  const auth = useBusState(bus.auth);
  const saved = useQuery({ queryKey: ['wallet', 'payment-info'], queryFn: getPaymentInformation });
  if (saved.isPending) return <LoadingState />;
  if (saved.isError) return <QueryError query={saved} />;
  const profile = role === 'performer' && auth.status === 'signed-in' ? (auth.user as PerformerSelf) : null;
  return (
    <Forms>
      {PAYMENT_KINDS.map(({ type }) => (
        <PaymentForm
          key={type}
          role={role}
          type={type}
          saved={saved.data[type] ?? (profile?.[PROFILE_KEYS[type]] as Record<string, string> | null | undefined)}
        />
      ))}
    </Forms>
  );
}

/** As many columns of at least 320 px as fit; one full-width column on a phone (no sideways scrolling at 360 px). */
const Forms = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(320px, 100%), 1fr));
  gap: 16px;
`;
