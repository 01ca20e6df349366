import {
  FakeClock,
  recipients,
  startLoopbackSmtp,
  type LoopbackSmtp,
} from '@sandglass/server/testing';
import type { Program, ProgramApplication } from '@sandglass/shared';
import request from 'supertest';
import { FIRM_EMAIL, startContentService, type RunningContent } from './content-service.js';
import { applicationInput, programInput } from './factories.js';

let service: RunningContent;
let mail: LoopbackSmtp;
const clock = new FakeClock(new Date('2026-03-10T12:00:00Z'));

beforeAll(async () => {
  mail = await startLoopbackSmtp();
  service = await startContentService('programs', { SMTP_URL: mail.url }, clock);
});
afterAll(async () => {
  await service.close();
  await mail.close();
});

const createProgram = async (overrides: Record<string, unknown> = {}) =>
  (
    await request(service.url)
      .post('/api/programs')
      .set('Authorization', service.as.admin)
      .send(programInput(overrides))
      .expect(201)
  ).body as Program;

const apply = (programId: string, body: object = applicationInput()) =>
  request(service.url).post(`/api/programs/${programId}/applications`).send(body);

const applications = async (query = '') =>
  (
    await request(service.url)
      .get(`/api/programs/applications${query}`)
      .set('Authorization', service.as.admin)
      .expect(200)
  ).body as ProgramApplication[];

describe('programs', () => {
  it('creates a program with defaults and lists it', async () => {
    const program = await createProgram({
      name: 'Data Engineer',
      requirements: ['  SQL  ', '', 'Python'],
      benefits: undefined,
      applicationDeadline: '2026-04-30',
    });
    expect(program).toMatchObject({
      slug: 'data-engineer',
      status: 'open',
      requirements: ['SQL', 'Python'],
      benefits: [],
      positions: 2,
      applicationDeadline: '2026-04-30',
    });
    const list = (await request(service.url).get('/api/programs').expect(200)).body as Program[];
    expect(list.map((p) => p.id)).toContain(program.id);
  });

  it.each([
    [{ status: 'paused' }, 'status', 'Status must be one of: open, closed, upcoming.'],
    [{ positions: 0 }, 'positions', 'Positions must be at least 1.'],
    [
      { applicationDeadline: '2026-02-30' },
      'applicationDeadline',
      'Application deadline must be a date written as YYYY-MM-DD, between the years 1900 and 2199.',
    ],
    [
      { applicationDeadline: '0000-01-01' },
      'applicationDeadline',
      'Application deadline must be a date written as YYYY-MM-DD, between the years 1900 and 2199.',
    ],
    [
      { requirements: ['ok', 'bad\u0000'] },
      'requirements',
      'Each item of requirements must be text.',
    ],
    [{ requirements: 'SQL' }, 'requirements', 'Requirements must be a list.'],
    [
      { benefits: ['x'.repeat(301)] },
      'benefits',
      'Each item of benefits can be at most 300 characters.',
    ],
    [{ duration: '' }, 'duration', 'Enter the duration, such as 6 months.'],
  ])('refuses %j', async (change, field, message) => {
    const res = await request(service.url)
      .post('/api/programs')
      .set('Authorization', service.as.admin)
      .send(programInput(change))
      .expect(400);
    expect(res.body.details).toContainEqual({ field, message });
  });

  it('changes a program’s status', async () => {
    const program = await createProgram();
    const res = await request(service.url)
      .patch(`/api/programs/${program.id}`)
      .set('Authorization', service.as.admin)
      .send({ status: 'closed', applicationDeadline: null })
      .expect(200);
    expect(res.body).toMatchObject({ status: 'closed', applicationDeadline: null });
  });

  it('lets only admins manage programs', async () => {
    await request(service.url).post('/api/programs').send(programInput()).expect(401);
    await request(service.url)
      .post('/api/programs')
      .set('Authorization', service.as.guest)
      .send(programInput())
      .expect(403);
  });
});

describe('applying to a program', () => {
  it('takes an application, sends the applicant a receipt and tells the firm', async () => {
    const program = await createProgram({ name: 'Platform Engineer' });
    const body = applicationInput({ email: 'Grace.Hopper@Example.com' });
    const res = await apply(program.id, body).expect(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      programId: program.id,
      programName: 'Platform Engineer',
      name: 'Grace Hopper',
      email: 'grace.hopper@example.com',
      linkedinUrl: 'https://www.linkedin.com/in/grace-example',
      portfolioUrl: null,
      message: body.message,
      status: 'new',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });

    const receipt = await mail.waitFor((m) => recipients(m).includes('grace.hopper@example.com'));
    expect(receipt.subject).toBe('We received your application: Platform Engineer');
    expect(receipt.text).toContain('Hi Grace Hopper,');
    const notification = await mail.waitFor(
      (m) =>
        recipients(m).includes(FIRM_EMAIL) && m.subject?.includes('Platform Engineer') === true,
    );
    expect(notification.subject).toBe('New application for Platform Engineer: Grace Hopper');
    expect(notification.replyTo?.value[0].address).toBe('grace.hopper@example.com');
    expect(notification.text).toContain(body.message);
  });

  it.each([
    ['closed', 'Applications for the Closed One program are closed.'],
    [
      'upcoming',
      'Applications for the Closed One program are not open yet. Please check back soon.',
    ],
  ])(
    'refuses an application to a %s program with 409 and stores nothing',
    async (status, message) => {
      const program = await createProgram({ name: 'Closed One', status });
      const before = await applications(`?programId=${program.id}`);
      const res = await apply(program.id).expect(409);
      expect(res.body).toEqual({ statusCode: 409, code: 'PROGRAM_NOT_OPEN', message });
      expect(await applications(`?programId=${program.id}`)).toEqual(before);
    },
  );

  it('accepts applications on the deadline day and refuses them after it', async () => {
    const program = await createProgram({ name: 'Deadline', applicationDeadline: '2026-03-10' });
    await apply(program.id).expect(201);
    clock.advance(24 * 3600 * 1000);
    const res = await apply(program.id).expect(409);
    expect(res.body.message).toBe(
      'The application deadline for the Deadline program (2026-03-10) has passed.',
    );
  });

  it.each([
    [{ email: 'not-an-email' }, 'email', 'Enter a valid email address, like name@example.com.'],
    [{ name: '' }, 'name', 'Enter your name.'],
    [{ message: 'x'.repeat(5001) }, 'message', 'Message can be at most 5000 characters.'],
    [
      { portfolioUrl: 'javascript:alert(1)' },
      'portfolioUrl',
      'Portfolio address must be a web address starting with http:// or https://.',
    ],
    [{ status: 'accepted' }, 'status', 'Unknown field "status". Remove it and try again.'],
  ])('refuses %j', async (change, field, message) => {
    const program = await createProgram();
    const res = await apply(program.id, applicationInput(change)).expect(400);
    expect(res.body.details).toContainEqual({ field, message });
  });

  it('answers 404 for a program that does not exist', async () => {
    const res = await apply('00000000-0000-4000-8000-000000000000').expect(404);
    expect(res.body.message).toBe('No program has this id.');
  });
});

describe('reviewing applications (admin)', () => {
  it('lists applications newest first, by program, and sets their status', async () => {
    const a = await createProgram();
    const b = await createProgram();
    const first = (await apply(a.id).expect(201)).body;
    clock.advance(1000);
    const second = (await apply(b.id).expect(201)).body;
    const all = await applications();
    expect(all.map((x) => x.id).indexOf(second.id)).toBeLessThan(
      all.map((x) => x.id).indexOf(first.id),
    );
    expect((await applications(`?programId=${a.id}`)).map((x) => x.id)).toEqual([first.id]);

    const res = await request(service.url)
      .patch(`/api/programs/applications/${first.id}`)
      .set('Authorization', service.as.admin)
      .send({ status: 'reviewing' })
      .expect(200);
    expect(res.body).toMatchObject({ id: first.id, status: 'reviewing', programName: a.name });
  });

  it('refuses a bad filter or status with a sentence', async () => {
    const res = await request(service.url)
      .get('/api/programs/applications?programId=42')
      .set('Authorization', service.as.admin)
      .expect(400);
    expect(res.body.message).toBe('The programId filter must be the id of a program.');
    const program = await createProgram();
    const application = (await apply(program.id).expect(201)).body;
    const bad = await request(service.url)
      .patch(`/api/programs/applications/${application.id}`)
      .set('Authorization', service.as.admin)
      .send({ status: 'hired' })
      .expect(400);
    expect(bad.body.message).toBe('Status must be one of: new, reviewing, accepted, rejected.');
  });

  it('keeps applications private to admins', async () => {
    await request(service.url).get('/api/programs/applications').expect(401);
    await request(service.url)
      .get('/api/programs/applications')
      .set('Authorization', service.as.member)
      .expect(403);
  });

  it('refuses to delete a program that has applications, and deletes one that has none', async () => {
    const busy = await createProgram();
    await apply(busy.id).expect(201);
    const res = await request(service.url)
      .delete(`/api/programs/${busy.id}`)
      .set('Authorization', service.as.admin)
      .expect(409);
    expect(res.body.code).toBe('PROGRAM_HAS_APPLICATIONS');
    const idle = await createProgram();
    await request(service.url)
      .delete(`/api/programs/${idle.id}`)
      .set('Authorization', service.as.admin)
      .expect(204);
  });
});
