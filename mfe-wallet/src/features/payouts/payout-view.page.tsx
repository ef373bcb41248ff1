import { Link, useParams } from 'react-router-dom';
import { ErrorState, formatDate, getServerMessage, LoadingState, useAsync } from '@platform/shared';
import { Actions, Facts, Narrow } from '../../common/layout';
import { humanize, tokens } from '../../common/money';
import { paymentKindLabel } from '../../common/payment-kinds';
import { RoleGate } from '../../common/role-gate.component';
import { StatusBadge } from '../../common/status-badge.component';
import { WalletPage } from '../../common/wallet-page.component';
import { period, PAYOUT_ROLES } from './payout-period';
import { getPayout, type PayoutRole } from './payouts.resource';

export function PayoutViewPage() {
  const { id = '' } = useParams();
  return (
    <WalletPage title="Payout request">
      <RoleGate roles={PAYOUT_ROLES} what="Asking for payouts">
        {(role) => <ViewPayout key={`${role}:${id}`} role={role as PayoutRole} id={id} />}
      </RoleGate>
      <Link to="/account/payouts">Back to payout requests</Link>
    </WalletPage>
  );
}

function ViewPayout({ role, id }: { role: PayoutRole; id: string }) {
  const loaded = useAsync(() => getPayout(role, id), [role, id]);
  if (loaded.status === 'loading') return <LoadingState />;
  if (loaded.status === 'error') return <ErrorState message={getServerMessage(loaded.error)} onRetry={loaded.reload} />;
  const p = loaded.data;
  return (
    <Narrow>
      <Facts aria-label="Payout request details">
        <dt>Status</dt>
        <dd>
          <StatusBadge status={p.status} />
        </dd>
        <dt>Amount</dt>
        <dd>{tokens(p.tokenMustPay)}</dd>
        <dt>Period</dt>
        <dd>{period(p)}</dd>
        <dt>Payout method</dt>
        <dd>{paymentKindLabel(p.paymentAccountType)}</dd>
        {Object.entries(p.paymentAccountInfo ?? {})
          .filter(([, v]) => v)
          .map(([k, v]) => (
            <Pair key={k} label={humanize(k.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase())} value={v} />
          ))}
        <dt>Note</dt>
        <dd>{p.requestNote || '—'}</dd>
        {p.studioNote && <Pair label="Studio note" value={p.studioNote} />}
        {p.adminNote && <Pair label="Admin note" value={p.adminNote} />}
        <dt>Requested</dt>
        <dd>{formatDate(p.createdAt)}</dd>
        <dt>Updated</dt>
        <dd>{formatDate(p.updatedAt)}</dd>
      </Facts>
      {p.status === 'pending' && (
        <Actions>
          <Link to={`/account/payouts/${p._id}/edit`}>Edit request</Link>
        </Actions>
      )}
    </Narrow>
  );
}

function Pair({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}
