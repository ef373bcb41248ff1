import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '@platform/shared';
import { Narrow } from '../../common/layout';
import { RoleWalletPage } from '../../common/wallet-page.component';
import { RefundForm, type RefundSource } from './refund-form.component';
import { useTexts } from '../../i18n';

/** /account/refunds/new, optionally for one purchase or order (?sourceType=&sourceId=&name=). */
export function RefundNewPage() {
  const { t } = useTexts();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const type = params.get('sourceType');
  const id = params.get('sourceId');
  const source: RefundSource | null =
    (type === 'purchase' || type === 'order') && id
      ? { sourceType: type, sourceId: id, name: params.get('name') || t('refundNew.thisPurchase') }
      : null;
  return (
    <RoleWalletPage section="refundNew" roles={['user']} after={<Link to="/account/refunds">{t('refundNew.back')}</Link>}>
      <Narrow>
        <RefundForm
          source={source}
          onCreated={() => {
            toast.success(t('refundNew.sent'));
            void navigate('/account/refunds');
          }}
        />
      </Narrow>
    </RoleWalletPage>
  );
}
