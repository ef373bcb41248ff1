import { Link, useNavigate } from 'react-router-dom';
import { toast } from '@platform/shared';
import { Narrow } from '../../common/layout';
import { RoleGate } from '../../common/role-gate.component';
import { WalletPage } from '../../common/wallet-page.component';
import { PayoutForm } from './payout-form.component';
import { PAYOUT_ROLES } from './payout-period';
import { createPayout, type PayoutRole } from './payouts.resource';

export function PayoutNewPage() {
  const navigate = useNavigate();
  return (
    <WalletPage title="New payout request">
      <RoleGate roles={PAYOUT_ROLES} what="Asking for payouts">
        {(role) => (
          <Narrow>
            <PayoutForm
              role={role as PayoutRole}
              submitLabel="Request payout"
              onSubmit={async (body, key) => {
                const created = await createPayout(role as PayoutRole, body, key);
                toast.success('Payout request sent');
                navigate(`/account/payouts/${created._id}`);
              }}
            />
          </Narrow>
        )}
      </RoleGate>
      <Link to="/account/payouts">Back to payout requests</Link>
    </WalletPage>
  );
}
