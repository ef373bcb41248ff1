import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import type { Role } from './accounts';
import { apiToken } from './api';
import { header } from './platform';

/** The interface languages (shared/src/i18n: i18next, remembered in localStorage `i18nextLng`). */
export const LANGUAGES = ['en', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The WCAG 2.0/2.1 A and AA rules of axe-core. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** Impacts that fail an audit. */
export const BLOCKING_IMPACTS = ['serious', 'critical'];

/** The key under which the shell remembers the answer to the 18+ popup (shell/src/popup18). */
export const POPUP_18_KEY = 'platform:popup-18plus';

/** Where `reloadIn` asks the next load for its language. */
const RELOAD_LANGUAGE_KEY = 'e2e:reload-language';

/**
 * Every page of `context` starts in `lang` (set before the site's scripts read it) and, unless `popup` is kept,
 * with the 18+ popup already answered — the popup has a journey of its own, and its button is named in `lang`.
 */
export async function startIn(context: BrowserContext | Page, lang: Language, { keepPopup = false } = {}): Promise<void> {
  await context.addInitScript(
    ({ lang, keepPopup, popupKey, switchKey }) => {
      try {
        // a reload in the other language (`reloadIn`) asks for it in sessionStorage, for that one load
        window.localStorage.setItem('i18nextLng', window.sessionStorage.getItem(switchKey) ?? lang);
        window.sessionStorage.removeItem(switchKey);
        if (!keepPopup) window.localStorage.setItem(popupKey, 'entered');
      } catch {
        // storage disabled: the page starts in the browser's language
      }
    },
    { lang, keepPopup, popupKey: POPUP_18_KEY, switchKey: RELOAD_LANGUAGE_KEY },
  );
}

/** Reloads the page in `lang` (for pages without the header's language selector, such as the sign-in pages). */
export async function reloadIn(page: Page, lang: Language): Promise<void> {
  await page.evaluate(([key, value]) => window.sessionStorage.setItem(key, value), [RELOAD_LANGUAGE_KEY, lang] as const);
  await page.reload();
}

/**
 * Signs `context` in as a demo account the way the site remembers a session — independent of the sign-in form's
 * language: token and role in localStorage (shared/src/session, read for the Authorization header) and the session
 * cookie the API would set on sign-in (HttpOnly, read for pictures and files).
 */
export async function signInDirectly(context: BrowserContext, request: APIRequestContext, role: Role, username: string): Promise<void> {
  await rememberSession(context, await apiToken(request, role, username), role);
}

/** The browser keeps `token` as its session, as after a sign-in (localStorage for the API client, the HttpOnly cookie for files). */
export async function rememberSession(context: BrowserContext, token: string, role: Role): Promise<void> {
  const url = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080';
  await context.addInitScript(
    ({ token, role }) => {
      try {
        window.localStorage.setItem('token', token);
        window.localStorage.setItem('role', role);
      } catch {
        // storage disabled: the page starts signed out
      }
    },
    { token, role },
  );
  await context.addCookies([{ name: 'token', value: token, url, httpOnly: true, sameSite: 'Lax' }]);
}

/** Waits until the remote has drawn the page: its first heading in the content slot, and no loader left. */
export async function settle(page: Page): Promise<void> {
  await page
    .getByTestId('app-slot')
    .getByRole('heading')
    .first()
    .waitFor({ state: 'visible', timeout: 15_000 })
    .catch(() => undefined);
  await page
    .locator('[aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => undefined);
  // a frame for late styles and the shell's loader to go
  await page.waitForTimeout(300);
}

export interface Finding {
  route: string;
  lang: Language;
  view: string;
  id: string;
  impact: string;
  help: string;
  helpUrl: string;
  nodes: number;
  targets: string[];
  /** axe's own explanation of the first node (e.g. the measured contrast and both colours). */
  detail: string;
}

/** Runs axe-core (WCAG 2.0/2.1 A+AA) on what `page` shows now; returns the serious and critical violations. */
export async function audit(page: Page, where: { route: string; lang: Language; view: string }, include?: string): Promise<Finding[]> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => BLOCKING_IMPACTS.includes(v.impact ?? ''))
    .map((v) => {
      const first = v.nodes[0];
      const check = first ? [...first.any, ...first.all, ...first.none].find((c) => c.message) : undefined;
      return {
        ...where,
        id: v.id,
        impact: v.impact ?? '',
        help: v.help,
        helpUrl: v.helpUrl,
        nodes: v.nodes.length,
        targets: v.nodes.slice(0, 4).map((n) => n.target.map(String).join(' ')),
        detail: check?.message ?? '',
      };
    });
}

/**
 * The violations grouped by rule and elements, so the page chrome (header, footer) that repeats on every route is
 * listed once with the routes it was found on; each group names its rule, impact, help, first elements and axe's
 * explanation of the first one (e.g. the measured contrast and both colours).
 */
export function describeFindings(findings: Finding[]): string {
  const groups = new Map<string, { first: Finding; routes: string[] }>();
  for (const f of findings) {
    const key = `${f.lang}|${f.id}|${f.targets.join(' | ')}`;
    const group = groups.get(key);
    if (group) group.routes.push(f.route);
    else groups.set(key, { first: f, routes: [f.route] });
  }
  return Array.from(groups.values())
    .map(
      ({ first: f, routes }) =>
        `  [${f.lang}] ${f.id} (${f.impact}) — ${f.help}\n      ${f.nodes} element(s): ${f.targets.join(' | ')}` +
        (f.detail ? `\n      ${f.detail}` : '') +
        `\n      on ${routes.length} route(s) (${f.view}): ${routes.join(', ')}`,
    )
    .join('\n');
}

/** The address of the first link under `prefix` on the current page (a detail page of a list), or null. */
export async function firstLinkUnder(page: Page, prefix: string): Promise<string | null> {
  const hrefs = await page
    .locator(`[data-testid="app-slot"] a[href^="${prefix}"]`)
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
    .catch(() => [] as string[]);
  return hrefs.find((h) => h.length > prefix.length && !/\/(new|edit)$/.test(h)) ?? null;
}

/** Audits what the page shows now in English, then switches it to Russian and audits it again. */
export async function auditBothLanguages(page: Page, where: { route: string; view: string }, include?: string): Promise<Finding[]> {
  const findings = await audit(page, { ...where, lang: 'en' }, include);
  const selector = header(page).getByRole('combobox', { name: 'Language' });
  // the sign-in pages have no header selector: those are loaded again in Russian
  if (await selector.isVisible()) await selector.selectOption('ru');
  else await reloadIn(page, 'ru');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await settle(page);
  return [...findings, ...(await audit(page, { ...where, lang: 'ru' }, include))];
}

/** Audits each route in turn, in both languages (every one, even after a failure), and returns all serious/critical violations. */
export async function auditRoutes(page: Page, view: string, routes: string[]): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const route of routes) {
    // every load starts in English again (startIn), whatever the previous route switched to
    await page.goto(route);
    await settle(page);
    findings.push(...(await auditBothLanguages(page, { route, view })));
  }
  return findings;
}

/** Prints the findings (so a passing-but-noisy run is still readable), attaches them as JSON, then fails on any. */
export async function report(testInfo: TestInfo, label: string, findings: Finding[], audited: string[]): Promise<void> {
  const failing = new Set(findings.map((f) => f.route));
  const passing = audited.filter((r) => !failing.has(r));
  console.log(
    `\n[a11y] ${label}: ${passing.length}/${audited.length} routes pass` +
      (passing.length ? `\n  pass: ${passing.join(', ')}` : '') +
      (findings.length ? `\n  violations:\n${describeFindings(findings)}` : ''),
  );
  await testInfo.attach(`axe-${label.replace(/\W+/g, '-')}.json`, { body: JSON.stringify(findings, null, 2), contentType: 'application/json' });
  expect(findings, `serious/critical axe violations (${label}):\n${describeFindings(findings)}`).toEqual([]);
}
