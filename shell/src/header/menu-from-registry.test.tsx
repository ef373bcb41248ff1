import fs from 'node:fs';
import path from 'node:path';
import { act, render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { bus, changeLanguage, theme } from '@platform/shared';
import type { RegistryDocument } from '@platform/shared/contract';
import { resolveRemoteMenu } from '@platform/shared/node';
import { Footer } from '../footer/footer.component';
import { loadRegistry } from '../registry/registry.resource';
import { registryEntries } from '../registry/registry.types';
import { Header } from './header.component';
import { declaredRegistryEntries, resetHeaderBusAfterEach } from './header.test-helpers';
import { menuOf } from './remote-menu';

// A remote adds a screen and its link with its own deploy alone: the shell's code stays as it is, the registry it reads
// on the next page load carries the remote's new entry, and the header, the phone menu and the footer show it.

const catalogDir = path.resolve(__dirname, '..', '..', '..', 'mfe-catalog');
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;

const today: RegistryDocument = {
  env: 'local',
  updatedAt: '2026-01-01T00:00:00.000Z',
  remotes: Object.fromEntries(declaredRegistryEntries().map((entry) => [entry.name, entry])),
};

/** mfe-catalog's next release as publish writes it: its declaration plus `extra`, the labels resolved from its texts. */
function catalogRelease(extra: object[], texts: { en: object; ru: object }): RegistryDocument {
  const pkg = readJson(path.join(catalogDir, 'package.json')) as { platform: { routes: string[]; menu: object[] } };
  const locales = path.join(catalogDir, 'src', 'locales');
  const { menu, problems } = resolveRemoteMenu(
    [...pkg.platform.menu, ...extra],
    { en: { ...readJson(path.join(locales, 'menu.en.json')), ...texts.en }, ru: { ...readJson(path.join(locales, 'menu.ru.json')), ...texts.ru } },
    pkg.platform.routes,
  );
  expect(problems).toEqual([]);
  const catalog = { ...today.remotes.mfe_catalog, version: '0.2.0+next', manifestUrl: '/remotes/mfe-catalog/0.2.0+next/mf-manifest.json', menu };
  return { ...today, remotes: { ...today.remotes, mfe_catalog: catalog } };
}

/** One page load: the registry read through the shell's loader (network answer `doc`), then the header and footer drawn. */
async function loadPage(doc: RegistryDocument) {
  const fetchImpl = jest.fn().mockResolvedValue({ ok: true, status: 200, json: async () => doc }) as unknown as typeof fetch;
  const { document } = await loadRegistry({ env: 'local', baked: null, fetchImpl, storage: localStorage });
  const entries = menuOf(registryEntries(document));
  return render(
    <ThemeProvider theme={theme}>
      <Header siteName="XCams" logo="" menus={[]} entries={entries} placeholderAvatarUrl="" />
      <Footer menus={[]} footerContent="" siteName="XCams" entries={entries} />
    </ThemeProvider>,
  );
}

const mainLinks = () =>
  within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe("menus that come with the remote's release", () => {
  resetHeaderBusAfterEach();
  afterEach(() => localStorage.clear());

  it('a new catalog screen gets its header link, in its place, in both languages, from the next registry alone', async () => {
    const first = await loadPage(today);
    expect(mainLinks()).toEqual(['Home', 'Performers', 'Photos']);
    first.unmount();

    await loadPage(
      catalogRelease([{ path: '/videos', label: 'videos', place: 'main', order: 25 }], { en: { videos: 'Videos' }, ru: { videos: 'Видео' } }),
    );
    expect(mainLinks()).toEqual(['Home', 'Performers', 'Videos', 'Photos']);
    expect(screen.getByRole('navigation', { name: 'Main' }).querySelector('a[href="/videos"]')).not.toBeNull();
    await act(() => changeLanguage('ru'));
    try {
      expect(within(screen.getByRole('navigation', { name: 'Основное меню' })).getByRole('link', { name: 'Видео' })).toHaveAttribute(
        'href',
        '/videos',
      );
    } finally {
      await act(() => changeLanguage('en'));
    }
  });

  it("puts an entry where it says: a role's account menu, left out of the phone menu when it says so, or the footer", async () => {
    act(() => bus.auth.set({ status: 'signed-in', role: 'user', user: { _id: 'u1', name: 'Mia Member' } as never }));
    await loadPage(
      catalogRelease(
        [
          { path: '/videos', label: 'videos', place: 'account', order: 15, roles: ['user'], phone: false },
          { path: '/contact', label: 'contact', place: 'footer', order: 10 },
        ],
        { en: { videos: 'My videos', contact: 'Contact us' }, ru: { videos: 'Мои видео', contact: 'Написать нам' } },
      ),
    );
    // jsdom draws the phone menu beside the desktop bar; open both
    act(() => screen.getByRole('button', { name: 'Mia Member' }).click());
    const account = within(screen.getByRole('navigation', { name: 'My account' }));
    expect(account.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Favorites',
      'My videos',
      'Tokens',
      'Messages',
      'Transactions',
      'Settings',
    ]);
    act(() => screen.getByRole('button', { name: 'Menu' }).click());
    expect(within(screen.getByRole('navigation', { name: 'Menu' })).queryByRole('link', { name: 'My videos' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Footer' })).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });
});
