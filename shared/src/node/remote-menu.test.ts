/** @jest-environment node */
import { resolveRemoteMenu } from './remote-menu';

const texts = { en: { menu: { videos: 'Videos' } }, ru: { menu: { videos: 'Видео' } } };
const routes = ['/videos', '/account/content'];

it('gives each declared entry its label in English and Russian', () => {
  const declared = [{ path: '/videos', label: 'menu.videos', place: 'main', order: 40, phone: false }];
  expect(resolveRemoteMenu(declared, texts, routes)).toEqual({
    menu: [{ path: '/videos', label: 'menu.videos', place: 'main', order: 40, phone: false, labels: { en: 'Videos', ru: 'Видео' } }],
    problems: [],
  });
  expect(resolveRemoteMenu(undefined, texts, routes)).toEqual({ menu: [], problems: [] });
});

it('says what is wrong with each bad entry, one line per field', () => {
  const declared = [
    { path: 'videos', label: 'menu.videos', place: 'sidebar', order: 1 },
    { path: '/videos', label: 'menu.nope', place: 'main', order: 2, roles: ['guest'], colour: 'red' },
    { path: '/studio/x', label: 'menu.videos', place: 'account', order: 3 },
    { path: '/videos', label: 'menu.videos', place: 'main', order: 4 },
    { path: '/videos', label: 'menu.videos', place: 'main', order: 5 },
  ];
  const { menu, problems } = resolveRemoteMenu(declared, texts, routes);
  expect(menu.map((entry) => entry.order)).toEqual([4]);
  expect(problems).toEqual([
    expect.stringMatching(/^platform\.menu\[0\]\/path: /),
    'platform.menu[0]/place: must be one of main, main-end, account, footer',
    'platform.menu[1]/colour: is not a field of a menu entry',
    'platform.menu[1]/roles/0: must be one of visitor, user, performer, studio, admin',
    "platform.menu[2].path: /studio/x is not under this remote's routes (/videos, /account/content); a remote links its own screens",
    'platform.menu[4]: /videos is declared twice for the same place and roles',
  ]);
  expect(resolveRemoteMenu({}, texts, routes).problems).toEqual(['platform.menu: must be a list of entries']);
});

it('refuses a label the texts lack in either language', () => {
  const declared = [{ path: '/videos', label: 'menu.photos', place: 'main', order: 1 }];
  expect(resolveRemoteMenu(declared, { en: { menu: { photos: 'Photos' } }, ru: {} }, routes).problems).toEqual([
    'platform.menu[0].label: "menu.photos" has no Russian text in src/locales/menu.ru.json',
  ]);
});
