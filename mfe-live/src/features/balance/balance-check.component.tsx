import { PlatformLink } from '@platform/shared';
import { useTexts } from '../../i18n';

/** "Not enough tokens" with the way out: a link to buy tokens (another remote, no full reload). */
export function NotEnoughTokens({ text }: { text: string }) {
  const { t } = useTexts();
  return (
    <p role="alert">
      {text} <PlatformLink to="/account/tokens">{t('buyTokens')}</PlatformLink>
    </p>
  );
}

/** true when the balance is known and below `price`. */
export const cannotAfford = (balance: number | null, price: number) => balance !== null && balance < price;
