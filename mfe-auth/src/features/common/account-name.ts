import { translate, type Account } from '@platform/shared';
import '../../i18n';

/** The name to greet an account with, whatever its kind. */
export function accountName(account: Account): string {
  const a = account as Partial<Record<'name' | 'displayName' | 'username' | 'email', string>>;
  return a.name || a.displayName || a.username || a.email || translate('auth:yourAccount');
}
