import { useNavigate } from 'react-router-dom';
import { EmptyState, toast } from '@platform/shared';
import { Narrow } from '../../common/layout';
import { PayoutForm } from './payout-form.component';
import { updatePayout } from './payouts.resource';
import { LoadedPayoutPage, type LoadedPayoutProps } from './payout-page.component';
import { useTexts } from '../../i18n';
import { valueLabel } from '../../common/money';

export function PayoutEditPage() {
  const { t } = useTexts();
  return <LoadedPayoutPage title={t('payoutEdit.title')} Content={EditPayout} />;
}

function EditPayout({ role, id, payout }: LoadedPayoutProps) {
  const { t } = useTexts();
  const navigate = useNavigate();
  if (payout.status !== 'pending') {
    return (
      <EmptyState
        title={t('payoutEdit.locked.title')}
        description={t('payoutEdit.locked.description', { status: valueLabel('status', payout.status).toLowerCase() })}
      />
    );
  }
  return (
    <Narrow>
      <PayoutForm
        role={role}
        initial={payout}
        submitLabel={t('payoutEdit.save')}
        onSubmit={async (body) => {
          await updatePayout(role, id, body);
          toast.success(t('payoutEdit.updated'));
          void navigate(`/account/payouts/${id}`);
        }}
      />
    </Narrow>
  );
}
