import { useNavigate, useParams } from 'react-router-dom';
import { EmptyState, LoadingState, QueryError, toast } from '@platform/shared';
import { Narrow } from '../../common/layout';
import { PayoutForm } from './payout-form.component';
import { updatePayout, type PayoutRole } from './payouts.resource';
import { PayoutPage, usePayout } from './payout-page.component';
import { useTexts } from '../../i18n';
import { valueLabel } from '../../common/money';

export function PayoutEditPage() {
  const { t } = useTexts();
  const { id = '' } = useParams();
  return <PayoutPage title={t('payoutEdit.title')}>{(role) => <EditPayout key={`${role}:${id}`} role={role} id={id} />}</PayoutPage>;
}

function EditPayout({ role, id }: { role: PayoutRole; id: string }) {
  const { t } = useTexts();
  const navigate = useNavigate();
  const loaded = usePayout(role, id);
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
