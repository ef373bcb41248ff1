import { useNavigate } from 'react-router-dom';
import { toast } from '@platform/shared';
import { Narrow } from '../../common/layout';
import { PayoutForm } from './payout-form.component';
import { createPayout } from './payouts.resource';
import { PayoutPage } from './payout-page.component';
import { useTexts } from '../../i18n';

export function PayoutNewPage() {
  const { t } = useTexts();
  const navigate = useNavigate();
  return (
    <PayoutPage title={t('payoutNew.title')}>
      {(role) => (
        <Narrow>
          <PayoutForm
            role={role}
            submitLabel={t('payoutNew.submit')}
            onSubmit={async (body, key) => {
              const created = await createPayout(role, body, key);
              toast.success(t('payoutNew.sent'));
              void navigate(`/account/payouts/${created._id}`);
            }}
          />
        </Narrow>
      )}
    </PayoutPage>
  );
}
