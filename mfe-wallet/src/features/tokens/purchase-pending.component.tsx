import styled from 'styled-components';
import { Button, Dialog } from '@platform/shared';
import type { TokenPackage } from '@platform/shared/contract';
import { Actions } from '../../common/layout';
import { useTexts } from '../../i18n';

/** The payment's outcome is not known yet: the server settles it and this page shows the result when it does. */
export function PurchasePending({ pkg, onClose }: { pkg: TokenPackage; onClose: () => void }) {
  const { t } = useTexts();
  return (
    <Dialog labelledBy="purchase-pending-title" onEscape={onClose}>
      <h2 id="purchase-pending-title">{t('tokens.pending.title')}</h2>
      <Status role="status">{t('tokens.pending.description', { name: pkg.name })}</Status>
      <Actions>
        <Button onClick={onClose}>{t('tokens.pending.close')}</Button>
      </Actions>
    </Dialog>
  );
}

const Status = styled.p`
  margin: 0 0 12px;
`;
