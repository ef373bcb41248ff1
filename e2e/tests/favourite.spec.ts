import { expect, test } from '../support/test';
import { registerMember } from '../support/api';
import { expectSignedInHeader, signIn } from '../support/platform';

// The favourite toggle in the watch room is stored by the API and survives a reload.
test('a member favourites a performer from her room; it is remembered after a reload and can be undone', async ({ page, request }) => {
  const member = await registerMember(request, 'fan');
  await signIn(page, member);
  await expectSignedInHeader(page, member);
  await page.goto('/live/anna');
  const favourite = page.getByRole('button', { name: /Favourite/ });
  await expect(favourite).toHaveAttribute('aria-pressed', 'false');
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(page.getByRole('button', { name: /Favourite/ })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: /Favourite/ }).click();
  await expect(page.getByRole('button', { name: /Favourite/ })).toHaveAttribute('aria-pressed', 'false');
});
