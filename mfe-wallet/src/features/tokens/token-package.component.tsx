import styled from 'styled-components';
import { Button, Card } from '@platform/shared';
import type { TokenPackage } from '@platform/shared/contract';
import { money, tokens } from '../../common/money';

export function TokenPackageCard({ pkg, onBuy, disabled }: { pkg: TokenPackage; onBuy: (pkg: TokenPackage) => void; disabled: boolean }) {
  return (
    <Card as="li" aria-label={pkg.name}>
      <h3>{pkg.name}</h3>
      <Tokens>{tokens(pkg.tokens)}</Tokens>
      <p>Price: {money(pkg.price)}</p>
      {pkg.description && <p>{pkg.description}</p>}
      <Button variant="primary" onClick={() => onBuy(pkg)} disabled={disabled}>
        Buy
      </Button>
    </Card>
  );
}

const Tokens = styled.p`
  margin: 0;
  font-size: 22px;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;
