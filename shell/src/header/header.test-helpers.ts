import fs from 'node:fs';
import path from 'node:path';
import { act } from '@testing-library/react';
import { bus } from '@platform/shared';
import type { RegistryEntry } from '@platform/shared/contract';
import { resolveRemoteMenu } from '@platform/shared/node';
import { menuOf, type ShellMenuEntry } from './remote-menu';

// The remotes are read as files, never imported: their package.json (routes and menu, as publish reads them) and
// their menu texts.
const root = path.resolve(__dirname, '..', '..', '..');
const readJson = (file: string): unknown => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {});

/** The registry entries the remotes' current declarations publish: each remote's routes and menu, labels resolved. */
export function declaredRegistryEntries(): RegistryEntry[] {
  return fs
    .readdirSync(root)
    .filter((dir) => dir.startsWith('mfe-') && fs.existsSync(path.join(root, dir, 'package.json')))
    .map((dir) => {
      const pkg = readJson(path.join(root, dir, 'package.json')) as {
        name: string;
        platform: { container: string; routes: string[]; menu?: unknown };
      };
      const locales = path.join(root, dir, 'src', 'locales');
      const texts = { en: readJson(path.join(locales, 'menu.en.json')), ru: readJson(path.join(locales, 'menu.ru.json')) };
      const { menu, problems } = resolveRemoteMenu(pkg.platform.menu, texts, pkg.platform.routes);
      if (problems.length > 0) throw new Error(`${dir}'s menu would be refused at publish:\n${problems.join('\n')}`);
      const { container: name, routes } = pkg.platform;
      return { name, package: pkg.name, version: '0.0.0+test', manifestUrl: `/remotes/${dir}/mf-manifest.json`, routes, menu };
    });
}

/** What the header draws from a registry of today's releases. */
export const HEADER_TEST_ENTRIES: ShellMenuEntry[] = menuOf(declaredRegistryEntries());

/** One header link and one footer link: the header must show only the first. */
export const HEADER_TEST_MENUS = [
  { _id: 'm1', title: 'Blog', path: '/posts', section: 'header' as const, internal: true, isNewTab: false, ordering: 1, parentId: null },
  { _id: 'm2', title: 'Terms', path: '/terms', section: 'footer' as const, internal: true, isNewTab: false, ordering: 2, parentId: null },
];

/** After each test of the calling block: signed out, no balance, nothing unread. */
export function resetHeaderBusAfterEach(): void {
  afterEach(() => {
    act(() => {
      bus.auth.set({ status: 'signed-out' });
      bus.balance.set(null);
      bus.unread.set(0);
    });
  });
}
