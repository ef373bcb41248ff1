import { bus, ErrorState, getServerMessage, Grid, LoadingState, useAsync, useBusState } from '@platform/shared';
import type { PaymentAccountType, PerformerSelf } from '@platform/shared/contract';
import { PAYMENT_KINDS } from '../../common/payment-kinds';
import { RoleGate } from '../../common/role-gate.component';
import { WalletPage } from '../../common/wallet-page.component';
import { PaymentForm } from './payment-form.component';
import { getPaymentInformation, type PaymentRole } from './payment-info.resource';

export function PaymentInfoPage() {
  return (
    <WalletPage title="Payment info">
      <p>Where your payouts are sent. Fill in the kinds you use.</p>
      <RoleGate roles={['performer', 'studio']} what="Managing payment details">
        {(role) => <PaymentInfo key={role} role={role as PaymentRole} />}
      </RoleGate>
    </WalletPage>
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
  const saved = useAsync(getPaymentInformation, []);
  if (saved.status === 'loading') return <LoadingState />;
  if (saved.status === 'error') return <ErrorState message={getServerMessage(saved.error)} onRetry={saved.reload} />;
  const profile = role === 'performer' && auth.status === 'signed-in' ? (auth.user as PerformerSelf) : null;
  return (
    <Grid $min={320}>
      {PAYMENT_KINDS.map(({ type }) => (
        <PaymentForm
          key={type}
          role={role}
          type={type}
          saved={saved.data[type] ?? (profile?.[PROFILE_KEYS[type]] as Record<string, string> | null | undefined)}
        />
      ))}
    </Grid>
  );
}
