import unhomoglyph from 'unhomoglyph';
import type { Role } from '@platform/shared/contract';
import { validationError } from '../../core/errors';
import type { Db, Queryable } from '../../db/db';
import { SITE_NAME } from '../../seed/demo-data';
import { isEmailTaken } from './accounts.repository';
import { deleteAccountName, findAccountNameOwner, insertAccountName, listAccountsWithoutName } from './account-names.repository';

/**
 * One namespace of usernames for members, performers and studios. Names are compared by their folded form:
 * Unicode NFKC (full-width and other compatibility letters become plain ones), lower case, then the Unicode
 * confusables skeleton (the `unhomoglyph` package, Unicode's confusables.txt: Cyrillic `а` → Latin `a`, `0` → `o`,
 * `rn` ≈ `m`…), lower-cased again. `Anna`, `ＡＮＮＡ` and `аnna` (Cyrillic а) are all the name `anna`.
 */
export function foldUsername(name: string) {
  const compatible = name.normalize('NFKC').toLowerCase();
  return unhomoglyph(compatible.normalize('NFD')).normalize('NFD').toLowerCase().normalize('NFC');
}

/** Names nobody may take (folded before comparing, like every name): staff-sounding words, roles, the site's name. */
export const RESERVED_USERNAMES = [
  'admin',
  'administrator',
  'root',
  'system',
  'staff',
  'support',
  'help',
  'helpdesk',
  'info',
  'contact',
  'security',
  'billing',
  'payments',
  'moderator',
  'mod',
  'official',
  'team',
  'member',
  'performer',
  'model',
  'studio',
  'user',
  'guest',
  'anonymous',
  'nobody',
  'null',
  'undefined',
  'api',
  'www',
  'mail',
  'noreply',
  'postmaster',
  'webmaster',
  'velvet',
  SITE_NAME.replace(/\s+/g, ''),
];
const RESERVED = new Set(RESERVED_USERNAMES.map(foldUsername));

export const isReservedUsername = (name: string) => RESERVED.has(foldUsername(name));

export const USERNAME_TAKEN = 'This username is already taken';
export const USERNAME_RESERVED = 'This username is reserved';

const USERNAME_ITEMS = {
  taken: { property: 'username', constraints: { isUnique: USERNAME_TAKEN } },
  reserved: { property: 'username', constraints: { isUnique: USERNAME_RESERVED } },
};
type UsernameProblem = keyof typeof USERNAME_ITEMS;
const usernameError = (problem: UsernameProblem) => validationError([USERNAME_ITEMS[problem]]);

/** Why this name cannot be the account's new username (reserved, or another account's folded name), or null. */
export async function usernameProblem(db: Queryable, username: string, owner?: { source: Role; id: string }): Promise<UsernameProblem | null> {
  if (isReservedUsername(username)) return 'reserved';
  const holder = await findAccountNameOwner(db, foldUsername(username));
  if (holder && !(owner && holder.source === owner.source && holder.source_id === owner.id)) return 'taken';
  return null;
}

/**
 * Records the account's (new) username in the namespace, inside the transaction that creates or renames the
 * account: the primary key on the folded name refuses a second holder, also when two requests race.
 */
export async function claimUsername(tx: Queryable, source: Role, id: string, username: string) {
  if (isReservedUsername(username)) throw usernameError('reserved');
  await deleteAccountName(tx, source, id);
  const claimed = await insertAccountName(tx, { foldedName: foldUsername(username), source, sourceId: id });
  if (!claimed) throw usernameError('taken');
}

/** Runs an account write (creation or profile update) with its username claimed in the same transaction. */
export function withUsername<T>(db: Db, source: Role, id: string, username: string | undefined, write: (tx: Queryable) => Promise<T>) {
  return db.transaction(async (tx) => {
    if (username !== undefined) await claimUsername(tx, source, id, username);
    return write(tx);
  });
}

/**
 * The second half of migration 731: folds the names of accounts that have no row yet (all of them the first
 * time; afterwards only accounts written without going through `claimUsername`, such as the demo seed).
 * Answers the accounts left out because an earlier account already holds their folded name (they keep signing
 * in; they must pick another name before changing it).
 */
export async function fillAccountNames(db: Db) {
  const missing = await listAccountsWithoutName(db);
  const clashes: Array<{ source: Role; id: string; username: string }> = [];
  if (!missing.length) return clashes;
  await db.transaction(async (tx) => {
    for (const account of missing) {
      const claimed = await insertAccountName(tx, { foldedName: foldUsername(account.username), source: account.source, sourceId: account.id });
      if (!claimed) clashes.push(account);
    }
  });
  return clashes;
}

const emailTaken = (email?: string) => ({ property: 'email', constraints: { isUnique: `E-mail ${email} is already registered` } });

/** 400 with one item per clashing field (a reserved or taken username, an e-mail of this role), shown next to its input. */
export async function assertAvailable(db: Queryable, source: Role, values: { username?: string; email?: string }, exceptId?: string) {
  const items = [];
  const owner = exceptId ? { source, id: exceptId } : undefined;
  const problem = values.username === undefined ? null : await usernameProblem(db, values.username, owner);
  if (problem) items.push(USERNAME_ITEMS[problem]);
  if (values.email !== undefined && (await isEmailTaken(db, source, values.email, exceptId))) items.push(emailTaken(values.email));
  if (items.length) throw validationError(items);
}

/** Maps a unique-index race (two registrations at once) to the same 400 as the pre-check. */
export function rethrowUniqueViolation(error: unknown, values: { username?: string; email?: string }): never {
  const e = error as { code?: string; constraint?: string; message?: string };
  if (e.code === '23505') {
    const which = `${e.constraint ?? ''} ${e.message ?? ''}`;
    throw which.includes('email') ? validationError([emailTaken(values.email)]) : usernameError('taken');
  }
  throw error;
}
