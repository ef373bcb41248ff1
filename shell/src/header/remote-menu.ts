import type { AuthState } from '@platform/shared';
import { currentLanguage, isAdmin } from '@platform/shared';
import type { MenuAudience, MenuPlace, RegistryEntry, RemoteMenuEntry } from '@platform/shared/contract';

// The header, the phone menu and the footer are built from the menu entries each remote's release carries in the
// registry (package.json `platform.menu`, checked at publish): the shell keeps no list of the remotes' screens.

/** An entry with the remote that declared it. */
export interface ShellMenuEntry extends RemoteMenuEntry {
  remote: string;
}

const PLACES: readonly string[] = ['main', 'main-end', 'account', 'footer'] satisfies MenuPlace[];

/** Enough to draw a link: the deploy gate checked the rest; a copy stored by an older shell may hold anything. */
function drawable(value: unknown): value is RemoteMenuEntry {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Partial<RemoteMenuEntry>;
  return (
    typeof entry.path === 'string' &&
    entry.path.startsWith('/') &&
    !entry.path.startsWith('//') &&
    typeof entry.place === 'string' &&
    PLACES.includes(entry.place) &&
    typeof entry.order === 'number' &&
    (entry.roles === undefined || Array.isArray(entry.roles)) &&
    typeof entry.labels?.en === 'string' &&
    typeof entry.labels.ru === 'string'
  );
}

/** Every remote's entries in their order (then by remote and path, so equal orders never swap between loads). */
export function menuOf(entries: RegistryEntry[]): ShellMenuEntry[] {
  return entries
    .flatMap((entry) => (Array.isArray(entry.menu) ? entry.menu.filter(drawable).map((item) => ({ ...item, remote: entry.name })) : []))
    .sort((a, b) => a.order - b.order || a.remote.localeCompare(b.remote) || a.path.localeCompare(b.path));
}

/** Who is looking: a visitor, or the signed-in account's role, plus `admin` for a member with the admin role. */
export function audiencesOf(auth: AuthState): MenuAudience[] {
  if (auth.status !== 'signed-in') return ['visitor'];
  return isAdmin(auth) ? [auth.role, 'admin'] : [auth.role];
}

/** The entries of one place the viewer sees; `phone` keeps only those the phone menu lists. */
export function entriesFor(menu: ShellMenuEntry[], place: MenuPlace, audiences: MenuAudience[], { phone = false } = {}): ShellMenuEntry[] {
  return menu.filter(
    (entry) => entry.place === place && (!entry.roles || entry.roles.some((role) => audiences.includes(role))) && (!phone || entry.phone !== false),
  );
}

/** The label in the interface language (the release carries both). */
export const labelOf = (entry: RemoteMenuEntry): string => entry.labels[currentLanguage()] || entry.labels.en;
