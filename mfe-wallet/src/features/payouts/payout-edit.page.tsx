import { Link, useNavigate, useParams } from 'react-router-dom';
import { EmptyState, ErrorState, getServerMessage, LoadingState, toast, useAsync } from '@platform/shared';
import { Narrow } from '../../common/layout';
import { RoleGate } from '../../common/role-gate.component';
import { WalletPage } from '../../common/wallet-page.component';
import { PayoutForm } from './payout-form.component';
import { PAYOUT_ROLES } from './payout-period';
import { getPayout, updatePayout, type PayoutRole } from './payouts.resource';

export function PayoutEditPage() {
  const { id = '' } = useParams();
  return (
    <WalletPage title="Edit payout request">
      <RoleGate roles={PAYOUT_ROLES} what="Asking for payouts">
        {(role) => <EditPayout key={`${role}:${id}`} role={role as PayoutRole} id={id} />}
      </RoleGate>
      <Link to="/account/payouts">Back to payout requests</Link>
    </WalletPage>
  );
}

function EditPayout({ role, id }: { role: PayoutRole; id: string }) {
  const navigate = useNavigate();
  const loaded = useAsync(() => getPayout(role, id), [role, id]);
  if (loaded.status === 'loading') return <LoadingState />;
  if (loaded.status === 'error') return <ErrorState message={getServerMessage(loaded.error)} onRetry={loaded.reload} />;
  if (loaded.data.status !== 'pending') {
    return (
      <EmptyState
        title="This payout request can no longer be edited"
        description={`It is ${loaded.data.status}; only pending requests can be changed.`}
      />
    );
  }
  return (
    <Narrow>
      <PayoutForm
        role={role}
        initial={loaded.data}
        submitLabel="Save"
        onSubmit={async (body) => {
          await updatePayout(role, id, body);
          toast.success('Payout request updated');
          navigate(`/account/payouts/${id}`);
        }}
      />
    </Narrow>
  );
}
