import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import request from 'supertest';
import { FIRM_EMAIL, startContentService, type RunningContent } from './content-service.js';
import { contactInput } from './factories.js';
import { recipients } from './mail-server.js';

let service: RunningContent;

beforeAll(async () => {
  service = await startContentService('outbox');
});
afterAll(() => service.close());

async function outboxFiles(): Promise<string[]> {
  try {
    return (await readdir(join(service.dataDir, 'outbox'))).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
}

it('writes each email as an .eml file in OUTBOX_DIR when no SMTP_URL is set', async () => {
  const body = contactInput({ message: 'Please write this one to disk.' });
  await request(service.url).post('/api/contact').send(body).expect(201);

  let files: string[] = [];
  for (let attempt = 0; attempt < 50 && files.length === 0; attempt += 1) {
    files = await outboxFiles();
    if (files.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(files).toHaveLength(1);
  const mail = await simpleParser(await readFile(join(service.dataDir, 'outbox', files[0])));
  expect(recipients(mail)).toEqual([FIRM_EMAIL]);
  expect(mail.text).toContain('Please write this one to disk.');
});
