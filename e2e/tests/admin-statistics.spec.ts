import { expect, test } from '../support/test';
import type { Locator } from '@playwright/test';
import { audit, describeFindings } from '../support/a11y';
import { buyTokens, registerMember } from '../support/api';
import { header } from '../support/platform';
import { adminToken } from '../support/two-factor';
import { enterFromHeader, inBackOffice } from '../support/back-office';

// The operator reads the business in /admin/statistics: a purchase made a moment ago is in the range's totals and in
// today's bar of the tokens-sold chart; the range survives a refresh; the page fits a phone.

/** The value beside a name in one of the page's lists of figures. */
const fact = (scope: Locator, name: string) => scope.locator('dt', { hasText: new RegExp(`^${name}$`) }).locator('xpath=following-sibling::dd[1]');
const tokensIn = async (value: Locator) => Number((await value.innerText()).match(/^([\d,]+) tokens?/)![1].replace(/,/g, ''));

test('a purchase shows in the statistics’ totals and in today’s bar; the range survives a refresh and fits a phone', async ({ browser, request }) => {
  test.setTimeout(120_000);
  await inBackOffice(browser, await adminToken(request), async (admin, backOffice) => {
    await enterFromHeader(admin);
    await backOffice.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Statistics' }).click();
    await expect(admin).toHaveURL(/\/admin\/statistics$/);
    await expect(fact(backOffice, 'Performers live')).toHaveText(/^\d+$/);

    await backOffice.getByRole('button', { name: 'Last 7 days' }).click();
    await expect(admin).toHaveURL(/\/admin\/statistics\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
    const sold = fact(backOffice, 'Tokens sold');
    await expect(sold).toHaveText(/tokens? · \$/);
    const before = await tokensIn(sold);

    const member = await registerMember(request, 'stats');
    const bought = await buyTokens(request, member.token, 'Starter');

    const range = admin.url();
    await admin.reload();
    expect(admin.url(), 'the range is kept in the address').toBe(range);
    await expect.poll(() => tokensIn(fact(backOffice, 'Tokens sold')), { message: 'the purchase is in the totals' }).toBe(before + bought);

    // today's bar, read from the chart's table
    const today = new Date().toISOString().slice(0, 10).split('-').reverse().join('/');
    const chart = backOffice.getByRole('figure').filter({ has: admin.getByRole('img', { name: /^Tokens sold/ }) });
    await chart.getByRole('button', { name: 'Show as table' }).click();
    const todayRow = chart.getByRole('table', { name: 'Tokens sold' }).getByRole('row').filter({ hasText: today });
    expect(await tokensIn(todayRow.getByRole('cell').nth(1))).toBeGreaterThanOrEqual(bought);

    // no serious WCAG violation, in English and in Russian
    const findings = await audit(admin, { route: '/admin/statistics', lang: 'en', view: 'admin' });
    await header(admin).getByRole('combobox', { name: 'Language' }).selectOption('ru');
    await expect(backOffice.getByRole('heading', { name: 'Статистика', level: 1 })).toBeVisible();
    await expect(fact(backOffice, 'Продано токенов')).toHaveText(/токен/);
    findings.push(...(await audit(admin, { route: '/admin/statistics', lang: 'ru', view: 'admin' })));
    expect(findings, describeFindings(findings)).toEqual([]);

    await admin.setViewportSize({ width: 390, height: 844 });
    await expect(fact(backOffice, 'Продано токенов')).toBeVisible();
    const widths = await admin.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
    expect(widths.scroll, 'no sideways scrolling at 390 px').toBeLessThanOrEqual(widths.inner);
  });
});
