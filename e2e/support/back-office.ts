import type { Browser, Locator, Page } from '@playwright/test';
import { rememberSession } from './a11y';
import { newVisitor } from './live';
import { header, slot } from './platform';

/** A browser of the operator's own: a fresh context holding the admin's session (second factor passed), closed after `use`. */
export async function inBackOffice(browser: Browser, token: string, use: (admin: Page, backOffice: Locator) => Promise<void>): Promise<void> {
  const office = await newVisitor(browser);
  try {
    await rememberSession(office.context, token, 'user');
    await use(office.page, slot(office.page, 'mfe_admin'));
  } finally {
    await office.context.close();
  }
}

/** The way an operator arrives: the home page, then the header's Admin link. */
export async function enterFromHeader(admin: Page): Promise<void> {
  await admin.goto('/');
  await header(admin).getByRole('link', { name: 'Admin' }).first().click();
}
