import { startMailSandbox, type CaughtMail, type MailSandbox } from '@sandglass/mail-sandbox';
import { contactMail, newAddress, startMailWorld, type MailWorld } from './mail-pipeline.js';

/**
 * The local mail sandbox `npm start` runs without SMTP_URL, fed by the real pipeline: the
 * client queues a mail, the mail worker sends it to the sandbox's SMTP server, and the
 * sandbox's page and JSON API show it.
 */
let world: MailWorld;
let sandbox: MailSandbox;

beforeAll(async () => {
  sandbox = await startMailSandbox({ host: '127.0.0.1', smtpPort: 0, httpPort: 0 });
  world = await startMailWorld('sandbox');
  await world.startWorker({ SMTP_URL: sandbox.smtpUrl });
});
afterAll(async () => {
  await world?.close();
  await sandbox?.close();
});

async function caught(): Promise<CaughtMail[]> {
  const response = await fetch(`${sandbox.url}/__mail/messages`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { messages: CaughtMail[] }).messages;
}

async function waitForMail(to: string): Promise<CaughtMail> {
  for (let tries = 0; tries < 150; tries += 1) {
    const found = (await caught()).find((mail) => mail.envelope.to.includes(to));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No mail to ${to} reached the sandbox.`);
}

it('catches the mail the worker sends and shows it: list, message, its HTML framed safely', async () => {
  const to = newAddress('sandbox');
  const { id } = await world.client.send(
    contactMail(to, { message: 'Look: <script>alert("x")</script> https://sandglass.test/reset' }),
  );
  const mail = await waitForMail(to);
  expect(mail).toMatchObject({
    from: '"Sandglass Ventures" <partners@sandglass.test>',
    to: [to],
    subject: 'New message from Ada Lovelace: Seeking Investment',
    messageId: `<${id}@sandglass.test>`,
  });
  expect(mail.text).toContain('<script>alert("x")</script>');
  expect(mail.headers.some((line) => line.startsWith('Message-ID:'))).toBe(true);

  const list = await fetch(sandbox.url);
  expect(list.headers.get('content-security-policy')).toContain("default-src 'none'");
  const listHtml = await list.text();
  expect(listHtml).toContain(`href="/messages/${mail.id}"`);
  expect(listHtml).toContain('New message from Ada Lovelace: Seeking Investment');

  const page = await (await fetch(`${sandbox.url}/messages/${mail.id}`)).text();
  expect(page).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
  expect(page).not.toContain('<script>');
  expect(page).toContain('href="https://sandglass.test/reset"');
  expect(page).toContain(
    `<iframe title="The message's HTML" sandbox="allow-popups allow-popups-to-escape-sandbox" src="/messages/${mail.id}/html">`,
  );

  const frame = await fetch(`${sandbox.url}/messages/${mail.id}/html`);
  const csp = frame.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("default-src 'none'");
  expect(csp).toContain('sandbox allow-popups');
  expect(csp).not.toContain('allow-scripts');
  expect(await frame.text()).toContain('<base target="_blank">');
});

it('forgets every message on DELETE /__mail/messages', async () => {
  const to = newAddress('forgotten');
  await world.client.send(contactMail(to));
  await waitForMail(to);
  const response = await fetch(`${sandbox.url}/__mail/messages`, { method: 'DELETE' });
  expect(response.status).toBe(204);
  expect(await caught()).toEqual([]);
  expect((await fetch(`${sandbox.url}/messages/unknown`)).status).toBe(404);
});
