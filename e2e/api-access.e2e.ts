import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { admin, baseUrl, launch, openSession } from './support/browser.js';

/*
 * The "API access" page at phone width, by keyboard: an admin makes a token (its secret shown
 * once), calls the API with it, sees it used and revokes it; adds a webhook endpoint on
 * loopback, sends a test event and finds it delivered and signed.
 */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const { violations } = await page.evaluate(() =>
    (
      window as unknown as {
        axe: {
          run(context: Document): Promise<{
            violations: { id: string; help: string; nodes: { target: string[] }[] }[];
          }>;
        };
      }
    ).axe.run(document),
  );
  return violations.map(
    (v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

async function signInTo(page: Page, path: string) {
  await page.goto(`/login?next=${encodeURIComponent(path)}`);
  await page.getByLabel('Email').fill(admin().email);
  await page.getByLabel('Password').fill(admin().password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${baseUrl()}${path}`);
  await page.getByRole('heading', { level: 1, name: 'API access' }).waitFor();
}

const api = (path: string, token: string) =>
  fetch(`${baseUrl()}${path}`, { headers: { authorization: `Bearer ${token}` } });

it('makes a token by keyboard at 390 px, uses it, sees it used and revokes it', async () => {
  const { page, context, problems } = await openSession(browser, { width: 390, height: 844 });
  await signInTo(page, '/account/api');
  const tokens = page.getByRole('region', { name: 'API tokens' });
  await tokens
    .getByText('You have no API tokens yet.')
    .or(tokens.getByRole('list'))
    .first()
    .waitFor();

  // Refused without a scope, with the sentence beside the field.
  await tokens.getByLabel('Name').fill('e2e script');
  await tokens.getByLabel('Name').press('Enter');
  await tokens.getByText('Choose at least one scope.').waitFor();

  await tokens.getByRole('checkbox', { name: /content:read/ }).focus();
  await page.keyboard.press('Space');
  await tokens.getByLabel('Expires').selectOption('30');
  await tokens.getByRole('button', { name: 'Create token' }).focus();
  await page.keyboard.press('Enter');

  const secretField = page.getByTestId('secret-once');
  await secretField.waitFor();
  const token = await secretField.inputValue();
  expect(token).toMatch(/^sgv_[A-Za-z0-9_-]{43}$/);
  expect(await axeViolations(page)).toEqual([]);
  // Nothing is wider than the phone (the widest element is named if something is).
  expect(
    await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((element) => element.getBoundingClientRect().right > 390)
        .map((element) => `${element.tagName}.${element.className}`)
        .slice(-3),
    ),
  ).toEqual([]);

  // The token works within its scope, and not on account management.
  expect((await api('/api/contact', token)).status).toBe(200);
  const refused = await api('/api/auth/tokens', token);
  expect(refused.status).toBe(403);
  expect(((await refused.json()) as { code: string }).code).toBe('SESSION_REQUIRED');
  expect((await api('/api/social/accounts', token)).status).toBe(403);

  await page.getByRole('button', { name: 'I have saved it' }).click();
  await expect(secretField.count()).resolves.toBe(0);
  await page.reload();
  const item = page.getByRole('listitem').filter({ hasText: 'e2e script' });
  await item.getByText(/Last used (?!never)/).waitFor();
  expect(await item.textContent()).not.toContain(token);

  await item.getByRole('button', { name: 'Revoke e2e script' }).click();
  await page.getByRole('button', { name: 'Revoke', exact: true }).click();
  await page.getByText('“e2e script” was revoked', { exact: true }).waitFor();
  const revokedAt = Date.now();
  let status = (await api('/api/contact', token)).status;
  while (status === 200 && Date.now() - revokedAt < 5000) {
    status = (await api('/api/contact', token)).status;
  }
  expect(status).toBe(401);
  expect(problems).toEqual([]);
  await context.close();
});

it('adds a webhook endpoint, sends a test event and finds it delivered and signed', async () => {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.statusCode = 204;
      res.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  try {
    const { page, context } = await openSession(browser, { width: 390, height: 844 });
    await signInTo(page, '/account/api');
    const webhooks = page.getByRole('region', { name: 'Webhooks' });
    await webhooks.getByLabel('Endpoint URL').fill(url);
    await webhooks.getByRole('checkbox', { name: /content\.contact\.received/ }).check();
    await webhooks.getByRole('button', { name: 'Add endpoint' }).click();
    const secret = await page.getByTestId('secret-once').inputValue();
    expect(secret).toMatch(/^whsec_/);
    await page.getByRole('button', { name: 'I have saved it' }).click();

    const endpoint = webhooks.getByRole('listitem').filter({ hasText: url });
    await endpoint.getByRole('button', { name: 'Send test' }).click();
    await endpoint
      .getByText('succeeded')
      .first()
      .waitFor({ timeout: 15_000 })
      .catch(async () => {
        await endpoint.getByRole('button', { name: 'Refresh' }).click();
        await endpoint.getByText('succeeded').first().waitFor();
      });
    expect(received).toHaveLength(1);
    const body = new Webhook(secret).verify(
      received[0]!.body,
      received[0]!.headers as Record<string, string>,
    );
    expect(body).toMatchObject({ type: 'webhook.test' });
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await context.close();
  } finally {
    receiver.closeAllConnections();
    await new Promise((resolve) => receiver.close(resolve));
  }
});
