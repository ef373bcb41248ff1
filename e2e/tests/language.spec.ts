import { expect, test } from '@playwright/test';
import { header, slot } from '../support/platform';

// Two languages over one i18next instance: a first visit follows the browser, the header's switcher changes every
// remote at once and is remembered, and the server's messages are shown in the chosen language.
// (This journey answers the 18+ popup itself, in Russian: it does not use the English-speaking fixture.)

test.use({ locale: 'ru-RU' });

test('a Russian browser gets Russian; the switcher turns every part to English and back, and the choice survives a reload', async ({ page }) => {
  await page.goto('/');
  const popup = page.getByRole('dialog', { name: 'Только для взрослых (18+)' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Мне есть 18 — войти' }).click();

  // the shell and the catalogue remote, both in Russian; <html lang> follows
  await expect(header(page).getByRole('navigation', { name: 'Основное меню' }).getByRole('link', { name: 'Модели' })).toBeVisible();
  await expect(slot(page, 'mfe_catalog').getByRole('heading', { name: 'Модели', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');

  await header(page).getByRole('combobox', { name: 'Язык' }).selectOption('en');
  await expect(slot(page, 'mfe_catalog').getByRole('heading', { name: 'Performers', exact: true })).toBeVisible();
  await expect(header(page).getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Performers' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.reload();
  await expect(slot(page, 'mfe_catalog').getByRole('heading', { name: 'Performers', exact: true })).toBeVisible();

  // back to Russian, on another remote: the sign-in form, and the API's refusal in Russian
  await header(page).getByRole('combobox', { name: 'Language' }).selectOption('ru');
  await page.goto('/auth/login/user');
  const form = page.getByRole('form', { name: 'Вход' });
  await form.getByLabel('Имя пользователя или эл. почта').fill('member');
  await form.getByLabel('Пароль', { exact: true }).fill('not-the-password');
  await form.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByText('Неверное имя пользователя или пароль').first()).toBeVisible();
});
