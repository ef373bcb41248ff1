import styled from 'styled-components';
import { Button, Card, PHONE_MAX } from '@platform/shared';
import type { TokenPackage } from '@platform/shared/contract';
import { money, tokens } from '../../common/money';
import { useTexts } from '../../i18n';

export function TokenPackageCard({ pkg, onBuy, disabled }: { pkg: TokenPackage; onBuy: (pkg: TokenPackage) => void; disabled: boolean }) {
  const { t } = useTexts();
  return (
    <Card as="li" aria-label={pkg.name}>
      <h3>{pkg.name}</h3>
      <Tokens>{tokens(pkg.tokens)}</Tokens>
      <p>{t('tokens.package.price', { price: money(pkg.price) })}</p>
      {pkg.description && <p>{pkg.description}</p>}
      <BuyButton variant="primary" onClick={() => onBuy(pkg)} disabled={disabled}>
        {t('tokens.package.buy')}
      </BuyButton>
    </Card>
  );
}

const Tokens = styled.p`
  margin: 0;
  font-size: 22px;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;

const BuyButton = styled(Button)`
  min-height: 44px;
  @media (max-width: ${PHONE_MAX}) {
    width: 100%;
  }
`;
