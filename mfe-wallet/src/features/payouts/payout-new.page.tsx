import { Link, useNavigate } from 'react-router-dom';
import { toast } from '@platform/shared';
import { Narrow } from '../../common/layout';
import { RoleGate } from '../../common/role-gate.component';
import { WalletPage } from '../../common/wallet-page.component';
import { PayoutForm } from './payout-form.component';
import { PAYOUT_ROLES } from './payout-period';
import { createPayout, type PayoutRole } from './payouts.resource';
import { useTexts } from '../../i18n';

export function PayoutNewPage() {
  const { t } = useTexts();
  const navigate = useNavigate();
  return (
    <WalletPage title={t('payoutNew.title')}>
      <RoleGate roles={PAYOUT_ROLES} what={t('payouts.what')}>
        {(role) => (
          <Narrow>
            <PayoutForm
              role={role as PayoutRole}
              submitLabel={t('payoutNew.submit')}
              onSubmit={async (body, key) => {
                const created = await createPayout(role as PayoutRole, body, key);
                toast.success(t('payoutNew.sent'));
                navigate(`/account/payouts/${created._id}`);
              }}
            />
          </Narrow>
        )}
      </RoleGate>
      <Link to="/account/payouts">{t('payouts.back')}</Link>
    </WalletPage>
  );
}
