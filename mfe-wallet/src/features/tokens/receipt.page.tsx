import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  bus,
  Card,
  EmptyState,
  formatDate,
  isNotFound,
  LoadingState,
  MONEY_EVENTS,
  QueryError,
  translateMessage,
  useBusState,
  useSocketEvent,
} from '@platform/shared';
import type { TokenPurchase } from '@platform/shared/contract';
import { FactList } from '../../common/fact-list.component';
import { Actions } from '../../common/layout';
import { money, tokens } from '../../common/money';
import { RoleWalletPage } from '../../common/wallet-page.component';
import { getPurchase } from './tokens.resource';
import { useTexts } from '../../i18n';

/** While the processor's postback has not come, how often the receipt asks again (the socket event usually comes first). */
export const RECEIPT_POLL_MS = 2_000;

/**
 * Where the processor sends the member back: the purchase's receipt. Pending until the processor's postback, then
 * credited (the header's balance rises at the same moment), declined, cancelled or later reversed — live, through the
 * `payment-settled` socket event and a poll while pending.
 */
export function ReceiptPage() {
  const { t } = useTexts();
  return (
    <RoleWalletPage
      section="tokens"
      title={t('tokens.receipt.pageTitle')}
      roles={['user']}
      after={<Link to="/account/tokens">{t('tokens.receipt.back')}</Link>}
    >
      <Receipt />
    </RoleWalletPage>
  );
}

function Receipt() {
  const { t } = useTexts();
  const { paymentId = '' } = useParams();
  const [search] = useSearchParams();
  const cancelled = search.get('cancelled') === '1';
  const client = useQueryClient();
  const queryKey = ['wallet', 'purchase', paymentId];
  const purchase = useQuery({
    queryKey,
    queryFn: () => getPurchase(paymentId),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? RECEIPT_POLL_MS : false),
    retry: (count, error) => !isNotFound(error) && count < 2,
  });
  useSocketEvent(MONEY_EVENTS.paymentSettled, () => void client.invalidateQueries({ queryKey }));

  if (purchase.isPending) return <LoadingState />;
  if (purchase.isError) {
    if (isNotFound(purchase.error)) return <EmptyState title={t('tokens.receipt.notFound')} />;
    return <QueryError query={purchase} />;
  }
  return <PurchaseOutcome purchase={purchase.data} cancelled={cancelled} />;
}

function PurchaseOutcome({ purchase: p, cancelled }: { purchase: TokenPurchase; cancelled: boolean }) {
  const { t } = useTexts();
  const balance = useBusState(bus.balance);
  const facts: Array<[string, string]> = [
    [t('tokens.receipt.package'), p.packageName],
    [t('tokens.receipt.price'), money(p.amount)],
    [t('tokens.receipt.tokens'), tokens(p.tokens)],
    [t('tokens.receipt.date'), formatDate(p.createdAt)],
  ];
  if (p.processorTransactionId) facts.push([t('tokens.receipt.transaction'), p.processorTransactionId]);

  if (p.status === 'pending') {
    return (
      <Panel as="section" role="status" aria-label={t('tokens.receipt.label')} $tone="pending">
        <h2>{cancelled ? t('tokens.receipt.cancelling') : t('tokens.receipt.pending')}</h2>
        <p>{t('tokens.receipt.pendingHint')}</p>
        <FactList facts={facts} />
      </Panel>
    );
  }
  if (p.status === 'failed') {
    return (
      <Panel as="section" role="status" aria-label={t('tokens.receipt.label')} $tone="failed">
        <h2>{cancelled ? t('tokens.receipt.cancelled') : t('tokens.receipt.failed')}</h2>
        {p.reason && <p>{translateMessage(p.reason)}</p>}
        <p>{t('tokens.receipt.nothingCharged')}</p>
        <FactList facts={facts} />
        <Actions>
          <Link to="/account/tokens">{t('tokens.receipt.tryAgain')}</Link>
        </Actions>
      </Panel>
    );
  }
  return (
    <Panel as="section" role="status" aria-label={t('tokens.receipt.label')} $tone={p.status === 'completed' ? 'success' : 'failed'}>
      <h2>
        {p.status === 'completed'
          ? t('tokens.receipt.title')
          : p.reversal === 'chargeback'
            ? t('tokens.receipt.chargedBack')
            : t('tokens.receipt.refunded')}
      </h2>
      <FactList
        facts={[
          ...facts,
          ...(p.status === 'completed' && balance !== null ? [[t('tokens.receipt.newBalance'), tokens(balance)] as [string, string]] : []),
        ]}
      />
      <Actions>
        <Link to="/account/transactions">{t('tokens.receipt.transactions')}</Link>
      </Actions>
    </Panel>
  );
}

const Panel = styled(Card)<{ $tone: 'pending' | 'success' | 'failed' }>`
  margin: 16px 0;
  max-width: 560px;
  border: 2px solid
    ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : $tone === 'failed' ? theme.colors.error : theme.colors.border)};
  h2 {
    margin: 0 0 12px;
  }
`;
