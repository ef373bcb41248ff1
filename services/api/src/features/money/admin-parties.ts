import type { AccountBrief, Role } from '@platform/shared/contract';
import type { Storage } from '../../core/storage';
import type { Queryable } from '../../db/db.types';
import { loadPublicAccounts, refKey, type AccountRef } from '../accounts/public-accounts.repository';

/** The back office's names of the accounts a page of requests is from or about: one query, then a lookup (null when gone). */
export async function loadParties(db: Queryable, storage: Storage, refs: AccountRef[]) {
  const accounts = await loadPublicAccounts(db, storage, refs);
  return (source: Role, id: string | null): AccountBrief | null => {
    const account = id ? accounts.get(refKey(source, id)) : undefined;
    return account ? { _id: account._id, username: account.username, displayName: account.displayName } : null;
  };
}
