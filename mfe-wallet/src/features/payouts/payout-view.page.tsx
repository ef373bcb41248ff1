import { Link } from 'react-router-dom';
import { formatDate } from '@platform/shared';
import { Actions, Facts, Narrow } from '../../common/layout';
import { humanize, tokens } from '../../common/money';
import { paymentKindLabel } from '../../common/payment-kinds';
import { StatusBadge } from '../../common/status-badge.component';
import { period } from './payout-period';
import { fieldLabel } from '../payment-info/payment-fields';
import { LoadedPayoutPage, type LoadedPayoutProps } from './payout-page.component';
import { useTexts } from '../../i18n';

export function PayoutViewPage() {
  const { t } = useTexts();
  return <LoadedPayoutPage title={t('payoutView.title')} Content={ViewPayout} />;
}

function ViewPayout({ payout: p }: LoadedPayoutProps) {
  const { t } = useTexts();
  return (
    <Narrow>
      <Facts aria-label={t('payoutView.label')}>
        <dt>{t('payoutView.status')}</dt>
        <dd>
          <StatusBadge status={p.status} />
        </dd>
        <dt>{t('payoutView.amount')}</dt>
        <dd>{tokens(p.tokenMustPay)}</dd>
        <dt>{t('payoutView.period')}</dt>
        <dd>{period(p)}</dd>
        <dt>{t('payoutView.method')}</dt>
        <dd>{paymentKindLabel(p.paymentAccountType)}</dd>
        {Object.entries(p.paymentAccountInfo ?? {})
          .filter(([, v]) => v)
          .map(([k, v]) => (
            <Pair key={k} label={fieldLabel(k) ?? humanize(k.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase())} value={v} />
          ))}
        <dt>{t('payoutView.note')}</dt>
        <dd>{p.requestNote || '—'}</dd>
        {p.studioNote && <Pair label={t('payoutView.studioNote')} value={p.studioNote} />}
        {p.adminNote && <Pair label={t('payoutView.adminNote')} value={p.adminNote} />}
        <dt>{t('payoutView.requested')}</dt>
        <dd>{formatDate(p.createdAt)}</dd>
        <dt>{t('payoutView.updated')}</dt>
        <dd>{formatDate(p.updatedAt)}</dd>
      </Facts>
      {p.status === 'pending' && (
        <Actions>
          <Link to={`/account/payouts/${p._id}/edit`}>{t('payoutView.edit')}</Link>
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
