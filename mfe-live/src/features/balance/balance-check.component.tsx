import { PlatformLink } from '@platform/shared';

/** "Not enough tokens" with the way out: a link to buy tokens (another remote, no full reload). */
export function NotEnoughTokens({ text }: { text: string }) {
  return (
    <p role="alert">
      {text} <PlatformLink to="/account/tokens">Buy tokens</PlatformLink>
    </p>
  );
}

/** true when the balance is known and below `price`. */
export const cannotAfford = (balance: number | null, price: number) => balance !== null && balance < price;
