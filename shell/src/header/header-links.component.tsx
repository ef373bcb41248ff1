import type { MenuItem } from '@platform/shared/contract';
import { bus, PlatformLink, translated, useBusState } from '@platform/shared';
import { useTexts } from '../i18n';
import { audiencesOf, entriesFor, labelOf, type ShellMenuEntry } from './remote-menu';

/** A link of the admin's menus (header or footer), titled in the interface language when it has that translation. */
export function MenuLink({ item }: { item: MenuItem }) {
  useTexts(); // renders again on a language switch
  const title = translated(item, 'title');
  if (item.internal && !item.isNewTab) return <PlatformLink to={item.path}>{title}</PlatformLink>;
  return (
    <a href={item.path} target={item.isNewTab ? '_blank' : undefined} rel={item.isNewTab ? 'noopener noreferrer' : undefined}>
      {title}
    </a>
  );
}

/** A remote's menu entry, labelled in the interface language from the texts its release carries. */
export function EntryLink({ entry }: { entry: ShellMenuEntry }) {
  useTexts(); // renders again on a language switch
  return <PlatformLink to={entry.path}>{labelOf(entry)}</PlatformLink>;
}

export interface EntriesProps {
  /** Every remote's menu entries (the registry's, menuOf). */
  entries: ShellMenuEntry[];
  /** Drawing the phone menu: only the entries that go there. */
  phone?: boolean;
}

/**
 * The site's links: the remotes' main entries first (titled from the site's header menu when it has the same path), then
 * the rest of that menu, then the remotes' entries that follow it (the admin's way into the back office). The desktop bar
 * and the phone menu draw this list.
 */
export function SiteNavLinks({ menus, entries, phone }: EntriesProps & { menus: MenuItem[] }) {
  useTexts(); // renders again on a language switch
  const audiences = audiencesOf(useBusState(bus.auth));
  const headerMenus = menus.filter((item) => item.section === 'header' && !item.parentId);
  const main = entriesFor(entries, 'main', audiences, { phone });
  const mainPaths = new Set(main.map((entry) => entry.path));
  return (
    <>
      {main.map((entry) => {
        const item = headerMenus.find((menu) => menu.path === entry.path);
        return item ? <MenuLink key={entry.path} item={item} /> : <EntryLink key={entry.path} entry={entry} />;
      })}
      {headerMenus
        .filter((item) => !mainPaths.has(item.path))
        .map((item) => (
          <MenuLink key={item._id} item={item} />
        ))}
      {entriesFor(entries, 'main-end', audiences, { phone }).map((entry) => (
        <EntryLink key={entry.path} entry={entry} />
      ))}
    </>
  );
}

/** The account's own pages (the desktop account menu, the phone menu), or a visitor's way in: sign-in and registration. */
export function AccountNavLinks({ entries, phone }: EntriesProps) {
  useTexts();
  const audiences = audiencesOf(useBusState(bus.auth));
  return (
    <>
      {entriesFor(entries, 'account', audiences, { phone }).map((entry) => (
        <EntryLink key={entry.path} entry={entry} />
      ))}
    </>
  );
}
