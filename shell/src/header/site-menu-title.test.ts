import { changeLanguage, i18n } from '@platform/shared';
import '../i18n';
import { siteMenuTitle } from './site-menu-title';

const t = (key: string) => i18n.t(`shell:${key}`);

afterEach(() => changeLanguage('en'));

it("shows a default menu title of one of the site's pages in the interface language, and an admin's own title as written", async () => {
  await changeLanguage('ru');
  expect(siteMenuTitle({ title: 'Videos', path: '/videos' }, t as never)).toBe('Видео');
  expect(siteMenuTitle({ title: 'Become a model', path: '/auth/register/performer' }, t as never)).toBe('Стать моделью');
  expect(siteMenuTitle({ title: 'Clips', path: '/videos' }, t as never)).toBe('Clips');
  expect(siteMenuTitle({ title: 'Blog', path: '/blog' }, t as never)).toBe('Blog');
  await changeLanguage('en');
  expect(siteMenuTitle({ title: 'Videos', path: '/videos' }, t as never)).toBe('Videos');
});
