import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '@platform/shared';
import { Narrow } from '../../common/layout';
import { RoleGate } from '../../common/role-gate.component';
import { WalletPage } from '../../common/wallet-page.component';
import { RefundForm, type RefundSource } from './refund-form.component';

/** /account/refunds/new, optionally for one purchase or order (?sourceType=&sourceId=&name=). */
export function RefundNewPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const type = params.get('sourceType');
  const id = params.get('sourceId');
  const source: RefundSource | null =
    (type === 'purchase' || type === 'order') && id ? { sourceType: type, sourceId: id, name: params.get('name') || 'this purchase' } : null;
  return (
    <WalletPage title="Request a refund">
      <RoleGate roles={['user']} what="Asking for a refund">
        <Narrow>
          <RefundForm
            source={source}
            onCreated={() => {
              toast.success('Refund request sent');
              navigate('/account/refunds');
            }}
          />
        </Narrow>
      </RoleGate>
      <Link to="/account/refunds">Back to refund requests</Link>
    </WalletPage>
  );
}
