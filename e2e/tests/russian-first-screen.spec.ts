import { expect, test } from '../support/test';

// A visitor whose browser speaks Russian reads the whole first screen in Russian: the admin's texts from the API
// (popup, footer, menus, banners, categories, posts) as well as the interface's own.
test.use({ locale: 'ru-RU' });

test('a Russian visitor reads the 18+ popup, the footer and its links, the banners, the categories and the posts in Russian', async ({ page }) => {
  await page.goto('/');
  const popup = page.getByRole('dialog', { name: 'Только для взрослых (18+)' });
  await expect(popup).toContainText('Этот сайт содержит материалы для взрослых');
  await expect(popup).not.toContainText('adult content');
  await popup.getByRole('button', { name: 'Мне есть 18 — войти' }).click();
  await expect(popup).toHaveCount(0);

  const footer = page.locator('footer');
  await expect(footer).toContainText('Всем исполнителям на момент съёмки было 18 лет или больше');
  await expect(footer).not.toContainText('All performers were 18');
  await expect(footer.getByRole('link', { name: 'Стать моделью' })).toBeVisible();
  await expect(footer).not.toContainText('Become a model');

  const banners = page.getByRole('list', { name: 'Баннеры' });
  for (const title of ['Добро пожаловать в Velvet Live', 'Станьте моделью', 'В эфире каждую ночь']) await expect(banners).toContainText(title);
  await expect(banners).not.toContainText('Become a model');

  const categories = page.getByRole('combobox', { name: 'Категория' });
  await expect(categories.getByRole('option', { name: 'Девушки' })).toHaveCount(1);
  await expect(categories.getByRole('option', { name: 'Пары' })).toHaveCount(1);
  await expect(categories.getByRole('option', { name: 'Girls' })).toHaveCount(0);

  await page.locator('footer').getByRole('link', { name: 'Публикации' }).click();
  await page.getByRole('link', { name: 'Как устроены токены' }).click();
  await expect(page.getByRole('heading', { name: 'Как устроены токены' })).toBeVisible();
  await expect(page.getByText('Баланс никогда не уходит в минус', { exact: false })).toBeVisible();
});
