import styled from 'styled-components';
import { Button, Dialog } from '@platform/shared';
import type { TokenPackage } from '@platform/shared/contract';
import { FactList } from '../../common/fact-list.component';
import { Actions } from '../../common/layout';
import { money, tokens } from '../../common/money';
import { useTexts } from '../../i18n';

/**
 * The confirm step, a modal dialog: what is bought, for how much, that the sandbox takes no real money and that the
 * card is typed on the payment processor's page. The focus stays inside while it is open; Escape cancels (not while
 * the payment page is being opened); the focus then returns to Buy.
 */
export function PurchaseConfirm({
  pkg,
  paying,
  error,
  onConfirm,
  onCancel,
}: {
  pkg: TokenPackage;
  paying: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTexts();
  return (
    <Dialog labelledBy="purchase-confirm-title" onEscape={paying ? undefined : onCancel}>
      <h2 id="purchase-confirm-title">{t('tokens.confirm.title')}</h2>
      <Sandbox>{t('tokens.confirm.sandbox')}</Sandbox>
      <Hosted>{t('tokens.confirm.hosted')}</Hosted>
      <FactList
        facts={[
          [t('tokens.confirm.package'), pkg.name],
          [t('tokens.confirm.price'), money(pkg.price)],
          [t('tokens.confirm.tokens'), tokens(pkg.tokens)],
        ]}
      />
      {error && <ErrorLine role="alert">{error}</ErrorLine>}
      <Actions>
        <Button variant="primary" onClick={onConfirm} busy={paying}>
          {t('tokens.confirm.confirm')}
        </Button>
        <Button onClick={onCancel} disabled={paying}>
          {t('tokens.confirm.cancel')}
        </Button>
      </Actions>
    </Dialog>
  );
}

// Warning text on its soft tint, both from the theme (5.6:1).
const Sandbox = styled.p`
  display: inline-block;
  margin: 0 0 12px;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warningText};
  font-weight: 600;
`;

const Hosted = styled.p`
  margin: 0 0 12px;
`;

const ErrorLine = styled.p`
  color: ${({ theme }) => theme.colors.error};
  font-weight: 600;
`;
