import styled from 'styled-components';
import { Button, Card } from '@platform/shared';
import type { TokenPackage } from '@platform/shared/contract';
import { Actions, Facts } from '../../common/layout';
import { money, tokens } from '../../common/money';

/** The confirm step: what is bought, for how much, and that the sandbox takes no real money. */
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
  return (
    <Panel as="section" role="dialog" aria-modal="false" aria-labelledby="purchase-confirm-title">
      <h2 id="purchase-confirm-title">Confirm your purchase</h2>
      <Sandbox>Sandbox payment — no real money</Sandbox>
      <Facts>
        <dt>Package</dt>
        <dd>{pkg.name}</dd>
        <dt>Price</dt>
        <dd>{money(pkg.price)}</dd>
        <dt>Tokens</dt>
        <dd>{tokens(pkg.tokens)}</dd>
      </Facts>
      {error && <ErrorLine role="alert">{error}</ErrorLine>}
      <Actions>
        <Button variant="primary" onClick={onConfirm} busy={paying}>
          Confirm purchase
        </Button>
        <Button onClick={onCancel} disabled={paying}>
          Cancel
        </Button>
      </Actions>
    </Panel>
  );
}

const Panel = styled(Card)`
  margin: 16px 0;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  h2 {
    margin: 0 0 8px;
  }
`;

const Sandbox = styled.p`
  display: inline-block;
  margin: 0 0 12px;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: #fff5e0;
  color: #8a5a00;
  font-weight: 600;
`;

const ErrorLine = styled.p`
  color: ${({ theme }) => theme.colors.error};
  font-weight: 600;
`;
