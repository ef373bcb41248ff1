import { Value, type ValueError } from '@sinclair/typebox/value';
import { MENU_AUDIENCES, MENU_PLACES, RemoteMenuDeclaration, RemoteMenuEntry } from '../contract/registry';

/** A remote's menu texts in both languages (its `src/locales/menu.en.json` and `menu.ru.json`), where labels are looked up. */
export interface MenuTexts {
  en: unknown;
  ru: unknown;
}

export interface ResolvedMenu {
  menu: RemoteMenuEntry[];
  /** Every reason the declaration cannot ship, one line each; empty when it can. */
  problems: string[];
}

const lookup = (texts: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), texts);

/** Whole segments, as the shell routes: `/live` owns `/live` and `/live/anna`, not `/lively`; `/` owns only `/`. */
const owns = (prefix: string, path: string): boolean => {
  const bare = path.split(/[?#]/)[0];
  return prefix === '/' ? bare === '/' : bare === prefix || bare.startsWith(`${prefix}/`);
};

function describe(error: ValueError): string {
  const where = error.path || '/';
  if (where === '/place') return `${where}: must be one of ${MENU_PLACES.join(', ')}`;
  if (/^\/roles\/\d+$/.test(where)) return `${where}: must be one of ${MENU_AUDIENCES.join(', ')}`;
  if (error.message.startsWith('Unexpected property')) return `${where}: is not a field of a menu entry`;
  return `${where}: ${error.message}`;
}

/**
 * Checks a remote's menu declaration (`package.json` `platform.menu`) and gives each entry its label's texts in English
 * and Russian, as the release carries them. The deploy gate refuses a release with any problem; the shell's tests build
 * their header from the remotes' declarations the same way.
 */
export function resolveRemoteMenu(declared: unknown, texts: MenuTexts, routes: string[]): ResolvedMenu {
  if (declared === undefined) return { menu: [], problems: [] };
  if (!Array.isArray(declared)) return { menu: [], problems: ['platform.menu: must be a list of entries'] };
  const menu: RemoteMenuEntry[] = [];
  const problems: string[] = [];
  const seen = new Set<string>();
  declared.forEach((item: unknown, index) => {
    const at = `platform.menu[${index}]`;
    if (!Value.Check(RemoteMenuDeclaration, item)) {
      // One line per field: a union's alternatives would repeat the same complaint.
      const lines = new Set([...Value.Errors(RemoteMenuDeclaration, item)].map((error) => `${at}${describe(error)}`));
      problems.push(...lines);
      return;
    }
    const entry = item;
    const before = problems.length;
    if (!routes.some((prefix) => owns(prefix, entry.path)))
      problems.push(`${at}.path: ${entry.path} is not under this remote's routes (${routes.join(', ') || 'none'}); a remote links its own screens`);
    const key = `${entry.place} ${entry.path} ${(entry.roles ?? []).join(',')}`;
    if (seen.has(key)) problems.push(`${at}: ${entry.path} is declared twice for the same place and roles`);
    seen.add(key);
    const en = lookup(texts.en, entry.label);
    const ru = lookup(texts.ru, entry.label);
    if (typeof en !== 'string' || !en) problems.push(`${at}.label: "${entry.label}" has no English text in src/locales/menu.en.json`);
    if (typeof ru !== 'string' || !ru) problems.push(`${at}.label: "${entry.label}" has no Russian text in src/locales/menu.ru.json`);
    if (problems.length > before || typeof en !== 'string' || typeof ru !== 'string') return;
    const resolved = { ...entry, labels: { en, ru } };
    if (!Value.Check(RemoteMenuEntry, resolved)) {
      problems.push(...[...Value.Errors(RemoteMenuEntry, resolved)].map((error) => `${at}.label "${entry.label}"${describe(error)}`));
      return;
    }
    menu.push(resolved);
  });
  return { menu, problems };
}
