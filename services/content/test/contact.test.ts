import { recipients, startLoopbackSmtp, type LoopbackSmtp } from '@sandglass/server/testing';
import type { ContactSubmission } from '@sandglass/shared';
import request from 'supertest';
import { FIRM_EMAIL, startContentService, type RunningContent } from './content-service.js';
import { contactInput } from './factories.js';

let service: RunningContent;
let mail: LoopbackSmtp;

beforeAll(async () => {
  mail = await startLoopbackSmtp();
  service = await startContentService('contact', { SMTP_URL: mail.url });
});
afterAll(async () => {
  await service.close();
  await mail.close();
});

const inbox = async (query = '') =>
  (
    await request(service.url)
      .get(`/api/contact${query}`)
      .set('Authorization', service.as.admin)
      .expect(200)
  ).body as ContactSubmission[];

const submit = (body: object) => request(service.url).post('/api/contact').send(body);

describe('POST /api/contact', () => {
  it('stores the message and emails it to the firm, with replies going to the sender', async () => {
    const body = contactInput({ email: ' Ada@Example.COM ', interest: 'lp' });
    const res = await submit(body).expect(201);
    expect(res.body).toEqual({
      message: 'Message sent successfully! We’ll get back to you within 24 hours.',
    });

    const [stored] = await inbox();
    expect(stored).toEqual({
      id: expect.any(String),
      firstName: 'Katherine',
      lastName: 'Johnson',
      email: 'ada@example.com',
      company: 'Orbital AI',
      interest: 'lp',
      message: body.message,
      isRead: false,
      createdAt: expect.any(String),
    });

    const notification = await mail.waitFor(
      (m) => m.text?.includes(body.message) === true && recipients(m).includes(FIRM_EMAIL),
    );
    expect(recipients(notification)).toEqual([FIRM_EMAIL]);
    expect(notification.subject).toBe('New message from Katherine Johnson: Becoming an LP');
    expect(notification.replyTo?.value[0].address).toBe('ada@example.com');
    expect(notification.from?.value[0]).toEqual({
      name: 'Sandglass Ventures',
      address: FIRM_EMAIL,
    });

    // The sender is told it arrived, with what they wrote; replying reaches the firm.
    const receipt = await mail.waitFor(
      (m) =>
        recipients(m).includes('ada@example.com') && m.subject?.startsWith('We received') === true,
    );
    expect(receipt.subject).toBe('We received your message: Sandglass Ventures');
    expect(receipt.replyTo?.value[0].address).toBe(FIRM_EMAIL);
    expect(receipt.text).toContain(body.message);
    expect(receipt.text).toContain('Becoming an LP');
  });

  it('shows an encoded word in a name literally in the subject, not decoded', async () => {
    const body = contactInput({
      firstName: '=?utf-8?q?Pay_now?=',
      lastName: 'Smith',
      message: 'A message whose sender has an unusual name.',
    });
    await submit(body).expect(201);
    const notification = await mail.waitFor(
      (m) => m.text?.includes(body.message) === true && recipients(m).includes(FIRM_EMAIL),
    );
    expect(notification.subject).toBe(
      'New message from =?utf-8?q?Pay_now?= Smith: Seeking Investment',
    );
  });

  it('treats the company as optional', async () => {
    const { company: _omit, ...body } = contactInput();
    await submit(body).expect(201);
    await submit(contactInput({ company: '   ' })).expect(201);
    const latest = await inbox();
    expect(latest.slice(0, 2).map((s) => s.company)).toEqual([null, null]);
  });

  it.each([
    [
      { interest: 'gossip' },
      'interest',
      'Interest must be one of: investment, lp, partnership, programs, other.',
    ],
    [{ interest: undefined }, 'interest', 'Choose what you are interested in.'],
    [{ firstName: '' }, 'firstName', 'Enter your first name.'],
    [{ lastName: ['Johnson'] }, 'lastName', 'Last name must be text.'],
    [{ email: 'katherine@' }, 'email', 'Enter a valid email address, like name@example.com.'],
    [{ email: `${'k'.repeat(250)}@example.com` }, 'email', 'Email can be at most 254 characters.'],
    [{ message: '   ' }, 'message', 'Enter your message.'],
    [{ message: 'x'.repeat(5001) }, 'message', 'Message can be at most 5000 characters.'],
    [{ company: 'x'.repeat(151) }, 'company', 'Company can be at most 150 characters.'],
    [{ isRead: true }, 'isRead', 'Unknown field "isRead". Remove it and try again.'],
    [
      { message: 'Hello\u0000there' },
      'message',
      'Message contains an invisible NUL character. Remove it and try again.',
    ],
  ])('refuses %j with a sentence and stores nothing', async (change, field, message) => {
    const before = await inbox();
    const res = await submit(contactInput(change)).expect(400);
    expect(res.body.details).toContainEqual({ field, message });
    expect(await inbox()).toEqual(before);
  });
});

describe('the inbox (admin)', () => {
  it('lists newest first, filters unread, marks read and deletes', async () => {
    await submit(contactInput({ message: 'first message' })).expect(201);
    await submit(contactInput({ message: 'second message' })).expect(201);
    const [newest, older] = await inbox();
    expect([newest.message, older.message]).toEqual(['second message', 'first message']);

    const read = await request(service.url)
      .patch(`/api/contact/${newest.id}`)
      .set('Authorization', service.as.admin)
      .send({ isRead: true })
      .expect(200);
    expect(read.body).toMatchObject({ id: newest.id, isRead: true });
    const unread = await inbox('?unread=true');
    expect(unread.map((s) => s.id)).not.toContain(newest.id);
    expect(unread.every((s) => !s.isRead)).toBe(true);
    expect((await inbox('?unread=false')).map((s) => s.id)).toContain(newest.id);

    await request(service.url)
      .delete(`/api/contact/${older.id}`)
      .set('Authorization', service.as.admin)
      .expect(204);
    expect((await inbox()).map((s) => s.id)).not.toContain(older.id);
  });

  it('finds a message by the sender’s full name, as Users and Applications do', async () => {
    const suffix = Date.now().toString(36);
    const lastName = `Walker${suffix}`;
    await submit(contactInput({ firstName: 'Ada', lastName })).expect(201);
    await submit(contactInput({ firstName: 'Adam', lastName: `Smith${suffix}` })).expect(201);
    const found = await inbox(`?q=${encodeURIComponent(`ada ${lastName}`)}`);
    expect(found.map((s) => [s.firstName, s.lastName])).toEqual([['Ada', lastName]]);
    expect((await inbox(`?q=${encodeURIComponent(lastName)}`)).length).toBe(1);
  });

  it('refuses a bad flag or filter', async () => {
    const [any] = await inbox();
    const res = await request(service.url)
      .patch(`/api/contact/${any.id}`)
      .set('Authorization', service.as.admin)
      .send({ isRead: 'yes' })
      .expect(400);
    expect(res.body.message).toBe('Set isRead to true or false.');
    const filter = await request(service.url)
      .get('/api/contact?unread=maybe')
      .set('Authorization', service.as.admin)
      .expect(400);
    expect(filter.body.message).toBe('The unread filter must be true or false.');
  });

  it('answers 404 for a submission that does not exist', async () => {
    await request(service.url)
      .patch('/api/contact/00000000-0000-4000-8000-000000000000')
      .set('Authorization', service.as.admin)
      .send({ isRead: true })
      .expect(404);
  });

  it.each(['guest', 'member'] as const)(
    'is closed to a %s (403) and to the signed out (401)',
    async (role) => {
      await request(service.url).get('/api/contact').expect(401);
      const res = await request(service.url)
        .get('/api/contact')
        .set('Authorization', service.as[role])
        .expect(403);
      expect(res.body.message).toBe('Only admins can do that.');
    },
  );
});
