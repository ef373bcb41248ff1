import styled from 'styled-components';
import { Button, Card, formatDate, PHONE_MAX } from '@platform/shared';
import { FactList } from '../../common/fact-list.component';
import { money, tokens } from '../../common/money';
import { useTexts } from '../../i18n';
import type { Receipt } from './use-purchase';

/** What the member keeps after paying: the transaction, the tokens added and the new balance. */
export function PurchaseReceipt({ receipt, onClose }: { receipt: Receipt; onClose: () => void }) {
  const { t } = useTexts();
  return (
    <Panel as="section" role="status" aria-label={t('tokens.receipt.label')}>
      <h2>{t('tokens.receipt.title')}</h2>
      <FactList
        facts={[
          [t('tokens.receipt.transaction'), receipt.transactionId],
          [t('tokens.receipt.package'), receipt.packageName],
          [t('tokens.receipt.paid'), money(receipt.price)],
          [t('tokens.receipt.tokensAdded'), tokens(receipt.tokensAdded)],
          [t('tokens.receipt.newBalance'), receipt.newBalance === null ? '—' : tokens(receipt.newBalance)],
          [t('tokens.receipt.date'), formatDate(receipt.date)],
        ]}
      />
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
