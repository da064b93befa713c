import { execFileSync } from 'node:child_process';
import { expect, type Page } from '@playwright/test';
import { getAllPosts } from '@/lib/blog';
import { footerPageLinks, services } from '@/lib/site-config';
import { E2E_DB_PATH } from './env';

export const posts = getAllPosts();

export const mainRoutes = [
  '/',
  '/offerings',
  '/approach',
  '/partner',
  '/blogs',
  `/blogs/${posts[0].slug}`,
  '/contact',
  '/about-us',
  '/privacy-policy',
  '/faq',
  '/terms-and-conditions',
  '/refund-policy',
  ...services.map((service) => service.href),
];

export const universityIds = ['lpu', 'amity', 'cu'] as const;

export const collegeRoutes = universityIds.flatMap((id) => [
  `/college/${id}/form`,
  `/college/${id}/admission`,
]);

export { footerPageLinks, services };

/** Every lead and subscriber, read through the operators' export command. */
export function exportLeads(): {
  leads: Record<string, unknown>[];
  subscribers: Record<string, unknown>[];
} {
  const output = execFileSync('npx', ['tsx', 'scripts/leads.ts', 'export', '--format', 'json'], {
    env: { ...process.env, LEADS_DB_PATH: E2E_DB_PATH },
    encoding: 'utf8',
  });
  return JSON.parse(output);
}

/** A unique address per test run, so parallel tests find their own rows. */
export const uniqueEmail = (label: string) =>
  `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.in`;

export async function expectToast(page: Page, text: string) {
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: text }).first()).toBeVisible();
}

/** Clicks the header's "Get a proposal"; on phones it sits in the menu panel. */
export async function clickProposalButton(page: Page) {
  if (page.viewportSize()!.width < 576) {
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('button', { name: 'Get a proposal' })
      .click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: 'Get a proposal' }).click();
  }
}
