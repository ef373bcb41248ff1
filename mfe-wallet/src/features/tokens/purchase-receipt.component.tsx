import styled from 'styled-components';
import { Button, Card, formatDate } from '@platform/shared';
import { Facts } from '../../common/layout';
import { money, tokens } from '../../common/money';
import type { Receipt } from './use-purchase';

/** What the member keeps after paying: the transaction, the tokens added and the new balance. */
export function PurchaseReceipt({ receipt, onClose }: { receipt: Receipt; onClose: () => void }) {
  return (
    <Panel as="section" role="status" aria-label="Receipt">
      <h2>Payment successful</h2>
      <Facts>
        <dt>Transaction</dt>
        <dd>{receipt.transactionId}</dd>
        <dt>Package</dt>
        <dd>{receipt.packageName}</dd>
        <dt>Paid</dt>
        <dd>{money(receipt.price)}</dd>
        <dt>Tokens added</dt>
        <dd>{tokens(receipt.tokensAdded)}</dd>
        <dt>New balance</dt>
        <dd>{receipt.newBalance === null ? '—' : tokens(receipt.newBalance)}</dd>
        <dt>Date</dt>
        <dd>{formatDate(receipt.date)}</dd>
      </Facts>
      <Button onClick={onClose}>Done</Button>
    </Panel>
  );
}

const Panel = styled(Card)`
  margin: 16px 0;
  border: 2px solid ${({ theme }) => theme.colors.success};
  h2 {
    margin: 0 0 12px;
  }
`;
