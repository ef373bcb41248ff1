import { expect, test } from '../support/test';
import { buyTokens, memberBalance, registerMember } from '../support/api';
import { expectVideoPlaying } from '../support/live';
import { PASSWORD } from '../support/accounts';
import { expectSignedInHeader, header, signIn } from '../support/platform';

// A spy show: hana (a demo performer, broadcasting while DEMO_SHOWS is on; she accepts a private show by herself and
// allows spying) is in a private show with one member; another member, on a phone and in Russian, spies on it:
// her video plays, there is no chat, he is billed per minute at her spy price (25: her group price, the lowest a
// spy price may be), and the private member sees that one member spies.

const SPY_PRICE = 25;

test('a member on a phone spies on a private show in Russian: her video, no chat, billed per minute; the private member sees one spy', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const member = await registerMember(request, 'private');
  // a show minute lasts 3 s in these journeys (SHOW_MINUTE_MS)
  await buyTokens(request, member.token, 'VIP'); // 1,000 tokens: 22 minutes at 45
  const spy = await registerMember(request, 'spy');
  await buyTokens(request, spy.token, 'Popular'); // 250 tokens: 10 minutes at 25

  await signIn(page, member);
  await expectSignedInHeader(page, member);
  await page.goto('/live/hana');
  await page.getByRole('button', { name: 'Request private show' }).click();
  const show = page.getByRole('region', { name: 'Private show with Hana Sato' });
  await expect(show).toBeVisible({ timeout: 30_000 });
  await expectVideoPlaying(show.getByTestId('live-video'));

  const phone = await browser.newContext({ locale: 'ru-RU', viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
  try {
    const spyPage = await phone.newPage();
    // he answers the 18+ popup in Russian
    const popup = spyPage.getByRole('dialog', { name: 'Только для взрослых (18+)' });
    await spyPage.addLocatorHandler(popup, () => popup.getByRole('button', { name: /Мне есть 18/ }).click());
    // signs in in Russian
    await spyPage.goto('/auth/login/user');
    const form = spyPage.getByRole('form', { name: 'Вход' });
    await form.getByLabel('Имя пользователя или эл. почта').fill(spy.username);
    await form.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Войти' }).click();
    await expect(header(spyPage)).toContainText('250 токенов'); // signed in: his balance in the header
    await spyPage.goto('/live/hana');
    const offer = spyPage.getByRole('region', { name: 'Подглядывать за приватным шоу' });
    await expect(offer).toContainText('25 токенов/мин');
    await offer.getByRole('button', { name: 'Подглядывать' }).click();
    const confirm = spyPage.getByRole('dialog', { name: 'Подтвердите подглядывание за приватным шоу' });
    await confirm.getByRole('button', { name: 'Подтвердить' }).click();

    const spying = spyPage.getByRole('region', { name: 'Вы подглядываете за приватным шоу Hana Sato' });
    await expectVideoPlaying(spying.getByTestId('live-video'));
    await expect(spying.getByLabel('Оплаченные минуты')).toHaveText(/^[1-9]/, { timeout: 20_000 });
    await expect(spying.getByRole('textbox')).toHaveCount(0);
    // the video fits the phone's width
    const box = await spying.getByTestId('live-video').boundingBox();
    expect(box!.width).toBeLessThanOrEqual(375);
    await expect(show.getByText('1 member is spying on this show')).toBeVisible({ timeout: 10_000 });

    await spying.getByRole('button', { name: 'Выйти из шоу' }).click();
    await expect(spying).toHaveCount(0);
    await expect(show.getByText(/spying on this show/)).toHaveCount(0, { timeout: 10_000 });
    const left = await memberBalance(request, spy.token);
    expect((250 - left) % SPY_PRICE, 'whole minutes at her spy price were billed').toBe(0);
    expect(left).toBeLessThan(250);
  } finally {
    await phone.close();
  }
  // the private show goes on without its spy
  await expect(show).toBeVisible();
  await show.getByRole('button', { name: 'Leave show' }).click();
  await expect(show).toHaveCount(0);
});
