import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { EmptyState, LoadingState, QueryError, toast } from '@platform/shared';
import { Narrow } from '../../common/layout';
import { RoleGate } from '../../common/role-gate.component';
import { WalletPage } from '../../common/wallet-page.component';
import { PayoutForm } from './payout-form.component';
import { PAYOUT_ROLES } from './payout-period';
import { getPayout, updatePayout, type PayoutRole } from './payouts.resource';
import { useTexts } from '../../i18n';
import { valueLabel } from '../../common/money';

export function PayoutEditPage() {
  const { t } = useTexts();
  const { id = '' } = useParams();
  return (
    <WalletPage title={t('payoutEdit.title')}>
      <RoleGate roles={PAYOUT_ROLES} what={t('payouts.what')}>
        {(role) => <EditPayout key={`${role}:${id}`} role={role as PayoutRole} id={id} />}
      </RoleGate>
      <Link to="/account/payouts">{t('payouts.back')}</Link>
    </WalletPage>
  );
}

function EditPayout({ role, id }: { role: PayoutRole; id: string }) {
  const { t } = useTexts();
  const navigate = useNavigate();
  const loaded = useQuery({ queryKey: ['wallet', 'payout', role, id], queryFn: () => getPayout(role, id) });
  if (loaded.isPending) return <LoadingState />;
  if (loaded.isError) return <QueryError query={loaded} />;
  if (loaded.data.status !== 'pending') {
    return (
      <EmptyState
        title={t('payoutEdit.locked.title')}
        description={t('payoutEdit.locked.description', { status: valueLabel('status', loaded.data.status).toLowerCase() })}
      />
    );
  }
  return (
    <Narrow>
      <PayoutForm
        role={role}
        initial={loaded.data}
        submitLabel={t('payoutEdit.save')}
        onSubmit={async (body) => {
          await updatePayout(role, id, body);
          toast.success(t('payoutEdit.updated'));
          navigate(`/account/payouts/${id}`);
        }}
      />
    </Narrow>
  );
}
