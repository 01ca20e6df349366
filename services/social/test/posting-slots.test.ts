import { FakeClock } from '@sandglass/server/testing';
import request from 'supertest';
import { insertAccount, sql } from './factories.js';
import { startSocialService, type RunningSocial, type TestCaller } from './social-service.js';

/** Friday 2027-03-12, 07:00 in New York (EST); daylight saving starts Sunday 2027-03-14. */
const NOW = new Date('2027-03-12T12:00:00Z');
const SATURDAY = 6;
const MONDAY = 1;

let service: RunningSocial;
const clock = new FakeClock(NOW);

beforeAll(async () => {
  // No worker runs: queued posts stay pending, nothing reaches a platform.
  service = await startSocialService(
    'slots',
    {
      TWITTER_CLIENT_ID: 'x-app',
      TWITTER_CLIENT_SECRET: 'x-secret',
      LINKEDIN_CLIENT_ID: 'linkedin-app',
      LINKEDIN_CLIENT_SECRET: 'linkedin-secret',
    },
    undefined,
    clock,
  );
});
afterAll(async () => {
  await service.close();
});

async function member(): Promise<TestCaller> {
  const caller = service.caller('member');
  await insertAccount(service, caller, 'twitter');
  return caller;
}

const putSlots = (caller: TestCaller, body: unknown) =>
  request(service.url)
    .put('/api/social/slots')
    .set('Authorization', caller.auth)
    .send(body as object);

const addToQueue = (caller: TestCaller, body: Record<string, unknown> = {}) =>
  request(service.url)
    .post('/api/social/queue')
    .set('Authorization', caller.auth)
    .send({ content: { text: 'From the queue. #AI' }, platforms: ['twitter'], ...body });

describe('GET and PUT /api/social/slots', () => {
  it('answers no slots in UTC before any are saved', async () => {
    const caller = await member();
    const res = await request(service.url)
      .get('/api/social/slots')
      .set('Authorization', caller.auth)
      .expect(200);
    expect(res.body).toEqual({ slots: [], timeZone: 'UTC' });
  });

  it('saves the slots sorted, each once, in the time zone’s usual spelling', async () => {
    const caller = await member();
    const saved = await putSlots(caller, {
      slots: [
        { weekday: MONDAY, time: '17:30' },
        { weekday: SATURDAY, time: '09:00' },
        { weekday: MONDAY, time: '09:00' },
        { weekday: MONDAY, time: '17:30' },
      ],
      timeZone: 'europe/berlin',
    }).expect(200);
    const expected = {
      slots: [
        { weekday: MONDAY, time: '09:00' },
        { weekday: MONDAY, time: '17:30' },
        { weekday: SATURDAY, time: '09:00' },
      ],
      timeZone: 'Europe/Berlin',
    };
    expect(saved.body).toEqual(expected);
    const read = await request(service.url)
      .get('/api/social/slots')
      .set('Authorization', caller.auth)
      .expect(200);
    expect(read.body).toEqual(expected);
  });

  it.each([
    [
      'a weekday outside 0–6',
      { slots: [{ weekday: 7, time: '09:00' }], timeZone: 'UTC' },
      'slots.0.weekday',
      'Weekday must be a whole number from 0 (Sunday) to 6 (Saturday).',
    ],
    [
      'a time not written HH:MM',
      { slots: [{ weekday: 1, time: '9am' }], timeZone: 'UTC' },
      'slots.0.time',
      'Time must be a 24-hour time written HH:MM, such as 09:00 or 17:30.',
    ],
    [
      'an unknown time zone',
      { slots: [], timeZone: 'Mars/Olympus_Mons' },
      'timeZone',
      'Time zone must be an IANA time zone name, such as Europe/Berlin, America/New_York or UTC.',
    ],
    [
      'more than 50 slots',
      {
        slots: Array.from({ length: 51 }, (_, i) => ({
          weekday: i % 7,
          time: `${String(Math.floor(i / 7)).padStart(2, '0')}:00`,
        })),
        timeZone: 'UTC',
      },
      'slots',
      'You can keep at most 50 posting slots. Remove some and save again.',
    ],
    [
      'no slots list',
      { timeZone: 'UTC' },
      'slots',
      'Send the slots as a list (an empty list clears them).',
    ],
  ])('refuses %s with a sentence naming the field', async (_case, body, field, message) => {
    const caller = await member();
    const res = await putSlots(caller, body).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.details).toContainEqual({ field, message });
  });
});

describe('POST /api/social/queue', () => {
  it('puts two posts at the next two slots across the daylight-saving change, 09:00 local both', async () => {
    const caller = await member();
    await putSlots(caller, {
      slots: [
        { weekday: SATURDAY, time: '09:00' },
        { weekday: MONDAY, time: '09:00' },
      ],
      timeZone: 'America/New_York',
    }).expect(200);

    const first = await addToQueue(caller).expect(201);
    // Saturday 09:00 EST (UTC−5), then Monday 09:00 EDT (UTC−4): the wall clock holds.
    expect(first.body).toMatchObject({
      status: 'pending',
      scheduledTime: '2027-03-13T14:00:00.000Z',
      platforms: ['twitter'],
      userId: caller.id,
    });
    expect(first.body.deliveries).toEqual([
      expect.objectContaining({ platform: 'twitter', status: 'queued' }),
    ]);
    const second = await addToQueue(caller).expect(201);
    expect(second.body.scheduledTime).toBe('2027-03-15T13:00:00.000Z');

    // A cancelled post frees its slot: the next queued post takes it again.
    await request(service.url)
      .delete(`/api/social/scheduled-posts/${first.body.id as string}`)
      .set('Authorization', caller.auth)
      .expect(200);
    const third = await addToQueue(caller).expect(201);
    expect(third.body.scheduledTime).toBe('2027-03-13T14:00:00.000Z');
  });

  it('skips a slot a post scheduled by hand already holds', async () => {
    const caller = await member();
    await putSlots(caller, {
      slots: [
        { weekday: SATURDAY, time: '09:00' },
        { weekday: MONDAY, time: '09:00' },
      ],
      timeZone: 'America/New_York',
    }).expect(200);
    await request(service.url)
      .post('/api/social/schedule-post')
      .set('Authorization', caller.auth)
      .send({
        content: { text: 'Picked by hand.' },
        platforms: ['twitter'],
        scheduledTime: '2027-03-13T09:00:00-05:00',
      })
      .expect(201);
    const queued = await addToQueue(caller).expect(201);
    expect(queued.body.scheduledTime).toBe('2027-03-15T13:00:00.000Z');
  });

  it('gives concurrent calls different slots', async () => {
    const caller = await member();
    const slots = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00'].map((time) => ({
      weekday: SATURDAY,
      time,
    }));
    await putSlots(caller, { slots, timeZone: 'UTC' }).expect(200);
    const answers = await Promise.all(slots.map(() => addToQueue(caller)));
    expect(answers.map((res) => res.status)).toEqual(slots.map(() => 201));
    const times = answers.map((res) => res.body.scheduledTime as string).sort();
    expect(times).toEqual(slots.map(({ time }) => `2027-03-13T${time}:00.000Z`));
    const stored = await sql<{ count: string }>(
      service,
      'SELECT count(DISTINCT scheduled_time) AS count FROM social.posts WHERE user_id = $1',
      [caller.id],
    );
    expect(stored[0].count).toBe(String(slots.length));
  });

  it('tells a member without slots to add them first', async () => {
    const caller = await member();
    const res = await addToQueue(caller).expect(409);
    expect(res.body).toMatchObject({
      code: 'NO_POSTING_SLOTS',
      message:
        'Add posting slots first (Social Media → Scheduled → Posting slots), then add the post to the queue.',
    });
    // An empty list is no slots too.
    await putSlots(caller, { slots: [], timeZone: 'UTC' }).expect(200);
    const cleared = await addToQueue(caller).expect(409);
    expect(cleared.body.code).toBe('NO_POSTING_SLOTS');
  });

  it('says so when every slot within eight weeks is taken', async () => {
    const caller = await member();
    // Saturday 09:00 UTC: eight Saturdays, 2027-03-13 to 2027-05-01, lie within eight weeks.
    await putSlots(caller, { slots: [{ weekday: SATURDAY, time: '09:00' }], timeZone: 'UTC' });
    for (let week = 0; week < 8; week++) await addToQueue(caller).expect(201);
    const res = await addToQueue(caller).expect(409);
    expect(res.body).toMatchObject({
      code: 'QUEUE_FULL',
      message:
        'Every posting slot in the next 8 weeks is taken. Add more slots, or schedule this post for a time of its own.',
    });
  });

  it('checks the post as schedule-post does, with the same sentences', async () => {
    const caller = await member();
    await putSlots(caller, { slots: [{ weekday: MONDAY, time: '09:00' }], timeZone: 'UTC' });
    const blank = await addToQueue(caller, { content: { text: '   ' } }).expect(400);
    expect(blank.body.details).toContainEqual({
      field: 'content.text',
      message: 'Enter the text of the post.',
    });
    const unconnected = await addToQueue(caller, { platforms: ['linkedin'] }).expect(400);
    expect(unconnected.body.details).toContainEqual({
      field: 'platforms',
      message:
        'Connect your LinkedIn account first (Social Media → Accounts), or deselect LinkedIn.',
    });
    const timed = await addToQueue(caller, { scheduledTime: '2027-03-15T09:00:00Z' }).expect(400);
    expect(timed.body.details).toContainEqual({
      field: 'scheduledTime',
      message: 'Unknown field "scheduledTime". Remove it and try again.',
    });
    const rows = await sql(service, 'SELECT id FROM social.posts WHERE user_id = $1', [caller.id]);
    expect(rows).toHaveLength(0);
  });
});
