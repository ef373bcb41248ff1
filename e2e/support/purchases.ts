import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './test';
import { buyTokens, registerMember, type Member } from './api';
import { expectHeaderBalance } from './live';
import { signIn } from './platform';

/** A new member with 200 tokens, signed in on the page. */
export async function richMember(page: Page, request: APIRequestContext, label: string): Promise<Member> {
  const member = await registerMember(request, label);
  await buyTokens(request, member.token, 'Basic');
  await buyTokens(request, member.token, 'Basic');
  await signIn(page, member);
  await expectHeaderBalance(page, 200);
  return member;
}

/** Buy → the confirm step names the item and its price → Confirm. */
export async function buyThrough(page: Page, title: string, price: number): Promise<void> {
  await page.getByRole('button', { name: `Buy for ${price} tokens` }).click();
  const confirm = page.getByRole('dialog', { name: `Confirm purchase of ${title}` });
  await expect(confirm).toContainText(`Buy ${title} for ${price} tokens?`);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm).toBeHidden();
}
