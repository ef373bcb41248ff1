import { useQuery } from '@tanstack/react-query';
import { EmptyState, formatDate, LoadingState, QueryError, ResponsiveTable } from '@platform/shared';
import { Fact, Facts } from '../../common/facts.component';
import { useTexts } from '../../i18n';
import { MoneyPage, Muted } from './money-page.component';
import { chargebacksQuery } from './money.resource';

/**
 * /admin/money/chargebacks: token purchases the payment processor refunded or charged back (by postback), newest
 * first, with what was taken back from the member and the shortfall booked to the chargeback account.
 */
export function ChargebacksPage() {
  const { t } = useTexts();
  const reversals = useQuery(chargebacksQuery());
  const head = (...columns: string[]) => columns.map((column) => t(`money.chargebacks.${column}`));
  return (
    <MoneyPage page="chargebacks">
      {reversals.isPending ? (
        <LoadingState />
      ) : reversals.isError ? (
        <QueryError query={reversals} />
      ) : (
        <>
          <Facts>
            <Fact name={t('money.chargebacks.account')}>
              {reversals.data.chargebackBalance}
              <Muted>{t('money.chargebacks.accountHint')}</Muted>
            </Fact>
          </Facts>
          {reversals.data.data.length === 0 ? (
            <EmptyState title={t('money.chargebacks.none')} />
          ) : (
            <ResponsiveTable
              label={t('money.chargebacks.list')}
              head={head('when', 'kind', 'member', 'package', 'paid', 'tokens', 'recovered', 'shortfall', 'transaction')}
              rows={reversals.data.data.map((r) => ({
                key: r.paymentId,
                cells: [
                  formatDate(r.reversedAt, 'DD/MM/YYYY HH:mm'),
                  t(`money.chargebacks.kinds.${r.kind}`),
                  r.member?.username ?? '—',
                  r.packageName,
                  `${r.amount.toFixed(2)} USD`,
                  r.tokens,
                  r.recovered,
                  r.shortfall,
                  <code key="tx">{r.processorTransactionId ?? '—'}</code>,
                ],
              }))}
            />
          )}
        </>
      )}
    </MoneyPage>
  );
}
