import styled from 'styled-components';
import { Button, Card, formatDate, PHONE_MAX } from '@platform/shared';
import { Facts } from '../../common/layout';
import { money, tokens } from '../../common/money';
import { useTexts } from '../../i18n';
import type { Receipt } from './use-purchase';

/** What the member keeps after paying: the transaction, the tokens added and the new balance. */
export function PurchaseReceipt({ receipt, onClose }: { receipt: Receipt; onClose: () => void }) {
  const { t } = useTexts();
  return (
    <Panel as="section" role="status" aria-label={t('tokens.receipt.label')}>
      <h2>{t('tokens.receipt.title')}</h2>
      <Facts>
        <dt>{t('tokens.receipt.transaction')}</dt>
        <dd>{receipt.transactionId}</dd>
        <dt>{t('tokens.receipt.package')}</dt>
        <dd>{receipt.packageName}</dd>
        <dt>{t('tokens.receipt.paid')}</dt>
        <dd>{money(receipt.price)}</dd>
        <dt>{t('tokens.receipt.tokensAdded')}</dt>
        <dd>{tokens(receipt.tokensAdded)}</dd>
        <dt>{t('tokens.receipt.newBalance')}</dt>
        <dd>{receipt.newBalance === null ? '—' : tokens(receipt.newBalance)}</dd>
        <dt>{t('tokens.receipt.date')}</dt>
        <dd>{formatDate(receipt.date)}</dd>
      </Facts>
      <Button onClick={onClose}>{t('tokens.receipt.done')}</Button>
    </Panel>
  );
}

const Panel = styled(Card)`
  margin: 16px 0;
  border: 2px solid ${({ theme }) => theme.colors.success};
  h2 {
    margin: 0 0 12px;
  }
  @media (max-width: ${PHONE_MAX}) {
    button {
      width: 100%;
      min-height: 44px;
    }
  }
`;
