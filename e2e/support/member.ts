import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AuthResponse } from '@sandglass/shared';
import type { Page } from 'playwright-core';
import { admin, baseUrl, newPerson } from './browser.js';

/** A toast's text (Radix also writes a copy for screen readers, hence the first). */
export const toastText = (page: Page, text: string) =>
  page.getByText(text, { exact: false }).first();

/** Signs in through the login page and waits for the home page. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${baseUrl()}/`);
}

/** A new account made a member by the admin through the API, then signed in in `page`. */
export async function signInNewMember(page: Page, firstName = 'Grace') {
  const person = newPerson(firstName);
  const registered = await page.request.post('/api/auth/register', { data: person });
  expect(registered.ok()).toBe(true);
  const { user } = (await registered.json()) as AuthResponse;
  await page.context().clearCookies();
  const login = await page.request.post('/api/auth/login', { data: admin() });
  const { token } = (await login.json()) as AuthResponse;
  await page.context().clearCookies();
  const promoted = await page.request.patch(`/api/auth/users/${user.id}`, {
    data: { role: 'member' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(promoted.ok()).toBe(true);
  await signIn(page, person.email, person.password);
  return person;
}

/** Opens a tab of a tabbed screen and waits until it is the selected one. */
export async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await page.getByRole('tab', { name, selected: true }).waitFor();
}

/** axe-core's browser build, evaluated in the page (devtools evaluation is not subject to CSP). */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/** axe-core's findings on the page, or only inside the elements `within` selects. */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const { violations } = await page.evaluate(
    (selector) =>
      (
        window as unknown as {
          axe: { run(context: Document | string): Promise<{ violations: AxeViolation[] }> };
        }
      ).axe.run(selector ?? document),
    within,
  );
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}
