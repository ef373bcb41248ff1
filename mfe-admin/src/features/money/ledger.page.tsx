import { useQuery } from '@tanstack/react-query';
import { Button, ErrorState, getServerMessage, LoadingState, ResponsiveTable } from '@platform/shared';
import { Fact, Facts } from '../../common/facts.component';
import { useTexts } from '../../i18n';
import { MoneyPage } from './money-page.component';
import { ledgerQuery } from './money.resource';

/** /admin/money/ledger: every balance recomputed from the ledger; balanced, or the differences found. */
export function LedgerPage() {
  const { t } = useTexts();
  const check = useQuery(ledgerQuery());
  /** A table's headings, from their `money.ledger.<column>` texts. */
  const head = (...columns: string[]) => columns.map((column) => t(`money.ledger.${column}`));
  const run = () => void check.refetch();
  return (
    <MoneyPage
      page="ledger"
      actions={
        <Button onClick={run} busy={check.isFetching}>
          {t('money.ledger.run')}
        </Button>
      }
    >
      {check.isError && !check.isFetching ? (
        <ErrorState message={getServerMessage(check.error)} onRetry={run} />
      ) : !check.data ? (
        <LoadingState text={t('money.ledger.running')} />
      ) : (
        <section aria-label={t('money.ledger.result')} aria-busy={check.isFetching}>
          <p role="status">
            <strong>{check.data.ok ? t('money.ledger.balanced') : t('money.ledger.unbalanced')}</strong>
          </p>
          <Facts>
            <Fact name={t('money.ledger.accounts')}>{check.data.accounts}</Fact>
            <Fact name={t('money.ledger.movements')}>{check.data.movements}</Fact>
            <Fact name={t('money.ledger.mismatches')}>{check.data.mismatches.length}</Fact>
            <Fact name={t('money.ledger.unbalancedMovements')}>{check.data.unbalancedMovements.length}</Fact>
            <Fact name={t('money.ledger.negativeBalances')}>{check.data.negativeBalances.length}</Fact>
          </Facts>
          {check.data.mismatches.length > 0 && (
            <>
              <h2>{t('money.ledger.mismatches')}</h2>
              <ResponsiveTable
                label={t('money.ledger.mismatches')}
                head={head('kind', 'id', 'balance', 'ledger', 'difference')}
                rows={check.data.mismatches.map((m) => ({
                  key: `${m.kind}:${m.id}`,
                  cells: [m.kind, <code key="id">{m.id}</code>, m.balance, m.ledger, m.balance - m.ledger],
                }))}
              />
            </>
          )}
          {check.data.negativeBalances.length > 0 && (
            <>
              <h2>{t('money.ledger.negativeBalances')}</h2>
              <ResponsiveTable
                label={t('money.ledger.negativeBalances')}
                head={head('kind', 'id', 'balance')}
                rows={check.data.negativeBalances.map((n) => ({
                  key: `${n.kind}:${n.id}`,
                  cells: [n.kind, <code key="id">{n.id}</code>, n.balance],
                }))}
              />
            </>
          )}
          {check.data.unbalancedMovements.length > 0 && (
            <>
              <h2>{t('money.ledger.unbalancedMovements')}</h2>
              <ul aria-label={t('money.ledger.unbalancedMovements')}>
                {check.data.unbalancedMovements.map((id) => (
                  <li key={id}>
                    <code>{id}</code>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      )}
    </MoneyPage>
  );
}
