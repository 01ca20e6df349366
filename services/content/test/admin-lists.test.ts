import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { startContentService, type RunningContent } from './content-service.js';
import {
  applicationInput,
  companyInput,
  contactInput,
  memberInput,
  programInput,
} from './factories.js';

let service: RunningContent;

beforeAll(async () => {
  service = await startContentService('lists');
});
afterAll(() => service.close());

/** A word no other test's rows contain, so each test searches only the rows it made. */
const marker = () => `m${randomUUID().replace(/-/g, '').slice(0, 12)}`;

const admin = (path: string) =>
  request(service.url).get(path).set('Authorization', service.as.admin);

async function listed(path: string) {
  const res = await admin(path).expect(200);
  return { rows: res.body as { id: string }[], total: Number(res.headers['x-total-count']) };
}

async function create(path: string, body: object): Promise<string> {
  const res = await request(service.url)
    .post(path)
    .set('Authorization', service.as.admin)
    .send(body)
    .expect(201);
  return res.body.id as string;
}

/** Sends a contact message and answers its id, found through the admin search. */
async function sendMessage(overrides: Record<string, unknown>): Promise<string> {
  await request(service.url).post('/api/contact').send(contactInput(overrides)).expect(201);
  const { rows } = await listed(`/api/contact?q=${encodeURIComponent(String(overrides.message))}`);
  return rows[0].id;
}

describe('contact messages', () => {
  it('pages newest first, with the total in X-Total-Count', async () => {
    const word = marker();
    const ids: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      ids.push(await sendMessage({ message: `Message ${index} about ${word}.` }));
    }
    const first = await listed(`/api/contact?q=${word}&pageSize=2`);
    const third = await listed(`/api/contact?q=${word}&pageSize=2&page=3`);
    expect(first.total).toBe(5);
    expect(first.rows.map((row) => row.id)).toEqual([ids[4], ids[3]]);
    expect(third.rows.map((row) => row.id)).toEqual([ids[0]]);
  });

  it('answers 20 rows when no page size is given', async () => {
    const word = marker();
    for (let index = 0; index < 21; index += 1) {
      await request(service.url)
        .post('/api/contact')
        .send(contactInput({ message: `Bulk ${word} ${index}.` }))
        .expect(201);
    }
    const page = await listed(`/api/contact?q=${word}`);
    expect(page.rows).toHaveLength(20);
    expect(page.total).toBe(21);
  });

  it('searches names, emails, companies and messages ignoring case, wildcards literally', async () => {
    const word = marker();
    await sendMessage({ firstName: `Zed${word}`, message: `First ${word}.` });
    await sendMessage({ company: `${word.toUpperCase()} Labs`, message: `Second ${word}.` });
    await sendMessage({ email: `${word}@example.com`, message: `Third ${word}.` });
    expect((await listed(`/api/contact?q=zed${word}`)).total).toBe(1);
    expect((await listed(`/api/contact?q=${word}%20labs`)).total).toBe(1);
    expect((await listed(`/api/contact?q=${word}@`)).total).toBe(1);
    expect((await listed(`/api/contact?q=${word}`)).total).toBe(3);
    expect((await listed(`/api/contact?q=${word}%25`)).total).toBe(0);
  });

  it('counts unread messages: opening one takes it off the count', async () => {
    const word = marker();
    const opened = await sendMessage({ message: `Unread test ${word} one.` });
    await sendMessage({ message: `Unread test ${word} two.` });
    expect((await listed(`/api/contact?q=${word}&unread=true&pageSize=1`)).total).toBe(2);
    await request(service.url)
      .patch(`/api/contact/${opened}`)
      .set('Authorization', service.as.admin)
      .send({ isRead: true })
      .expect(200);
    const unread = await listed(`/api/contact?q=${word}&unread=true`);
    expect(unread.total).toBe(1);
    expect(unread.rows.map((row) => row.id)).not.toContain(opened);
    expect((await listed(`/api/contact?q=${word}&unread=false`)).rows.map((row) => row.id)).toEqual(
      [opened],
    );
  });
});

describe('every admin list', () => {
  const lists: [string, string, (word: string) => Promise<void>][] = [
    [
      'portfolio',
      '/api/portfolio',
      async (word) => void (await create('/api/portfolio', companyInput({ name: `Co ${word}` }))),
    ],
    [
      'team',
      '/api/team',
      async (word) => void (await create('/api/team', memberInput({ name: `Pat ${word}` }))),
    ],
    [
      'programs',
      '/api/programs',
      async (word) =>
        void (await create('/api/programs', programInput({ name: `Fellow ${word}` }))),
    ],
    [
      'applications',
      '/api/programs/applications',
      async (word) => {
        const program = await create('/api/programs', programInput());
        await request(service.url)
          .post(`/api/programs/${program}/applications`)
          .send(applicationInput({ name: `Grace ${word}` }))
          .expect(201);
      },
    ],
    [
      'newsletter subscribers',
      '/api/newsletter/subscribers',
      async (word) =>
        void (await request(service.url)
          .post('/api/newsletter')
          .send({ email: `${word}@example.com` })
          .expect(202)),
    ],
  ];

  it.each(lists)('%s: searches and pages on the server', async (_name, path, make) => {
    const word = marker();
    for (let index = 0; index < 3; index += 1) await make(`${word}x${index}`);
    const first = await listed(`${path}?q=${word}&pageSize=2`);
    const second = await listed(`${path}?q=${word}&pageSize=2&page=2`);
    expect(first.total).toBe(3);
    expect(first.rows).toHaveLength(2);
    expect(second.rows).toHaveLength(1);
    expect(second.rows[0].id).not.toBe(first.rows[0].id);
    expect((await listed(`${path}?q=${word}x1`)).total).toBe(1);
  });

  it.each([
    ['/api/contact', 'pageSize=101', 'pageSize', 'Page size can be at most 100.'],
    ['/api/newsletter/subscribers', 'page=0', 'page', 'Page must be 1 or more.'],
    ['/api/programs/applications', 'pageSize=ten', 'pageSize', 'Page size must be a whole number.'],
    ['/api/portfolio', `q=${'a'.repeat(101)}`, 'q', 'Search can be at most 100 characters.'],
    ['/api/team', 'page=1e308', 'page', 'Page must be a whole number.'],
    ['/api/programs', 'q=a&q=b', 'q', 'Search must be text.'],
  ])('%s?%s is a 400 with a sentence', async (path, query, field, message) => {
    const res = await admin(`${path}?${query}`).expect(400);
    expect(res.body.details).toEqual([{ field, message }]);
  });
});

describe('public lists', () => {
  it('answer every row when no page size is given, however many there are', async () => {
    const word = marker();
    for (let index = 0; index < 25; index += 1) {
      await create('/api/team', memberInput({ name: `Everyone ${word} ${index}` }));
    }
    const res = await request(service.url).get('/api/team').expect(200);
    const names = (res.body as { name: string }[]).filter((member) => member.name.includes(word));
    expect(names).toHaveLength(25);
    expect(Number(res.headers['x-total-count'])).toBe((res.body as unknown[]).length);
  });
});
