import type { TeamMember } from '@sandglass/shared';
import request from 'supertest';
import { startContentService, type RunningContent } from './content-service.js';
import { memberInput, postInput } from './factories.js';

let service: RunningContent;

beforeAll(async () => {
  service = await startContentService('team');
});
afterAll(() => service.close());

const list = async () =>
  (await request(service.url).get('/api/team').expect(200)).body as TeamMember[];

const create = (body: object) =>
  request(service.url).post('/api/team').set('Authorization', service.as.admin).send(body);

it('lists the team by sort order', async () => {
  const later = (await create(memberInput({ sortOrder: 20 })).expect(201)).body;
  const earlier = (await create(memberInput({ sortOrder: 10 })).expect(201)).body;
  const ids = (await list()).map((member) => member.id);
  expect(ids.indexOf(earlier.id)).toBeLessThan(ids.indexOf(later.id));
});

it('creates a member without a photo or social links', async () => {
  const res = await create(
    memberInput({ name: 'Mary Jackson', title: 'Principal', linkedinUrl: undefined }),
  ).expect(201);
  expect(res.body).toEqual({
    id: expect.any(String),
    slug: 'mary-jackson',
    name: 'Mary Jackson',
    title: 'Principal',
    bio: expect.any(String),
    photoUrl: null,
    linkedinUrl: null,
    twitterUrl: null,
    sortOrder: 0,
    createdAt: expect.any(String),
    updatedAt: expect.any(String),
  });
});

it('treats a blank optional link as none', async () => {
  const res = await create(memberInput({ linkedinUrl: '  ', twitterUrl: '' })).expect(201);
  expect(res.body).toMatchObject({ linkedinUrl: null, twitterUrl: null });
});

it.each([
  [{ title: '' }, 'title', 'Enter the team member’s title.'],
  [{ name: '\u200b\u202e\u2060 ' }, 'name', 'Enter the team member’s name.'],
  [{ bio: 'x'.repeat(3001) }, 'bio', 'Bio can be at most 3000 characters.'],
  [
    { linkedinUrl: 'linkedin.com/in/ada' },
    'linkedinUrl',
    'LinkedIn address must be a web address starting with http:// or https://.',
  ],
  [{ photoUrl: 'javascript:alert(1)' }, 'photoUrl', expect.stringMatching(/^Photo must be/)],
  [{ sortOrder: 1.5 }, 'sortOrder', 'Sort order must be a whole number.'],
])('refuses %j and stores nothing', async (change, field, message) => {
  const before = await list();
  const res = await create(memberInput(change)).expect(400);
  expect(res.body.details).toContainEqual({ field, message });
  expect(await list()).toEqual(before);
});

it('updates and deletes a member; their articles stay without an author', async () => {
  const member = (await create(memberInput()).expect(201)).body;
  await request(service.url)
    .patch(`/api/team/${member.id}`)
    .set('Authorization', service.as.admin)
    .send({ title: 'Managing Partner', photoUrl: `/api/uploads/${'b'.repeat(64)}.webp` })
    .expect(200)
    .expect((res) => expect(res.body.title).toBe('Managing Partner'));
  const post = (
    await request(service.url)
      .post('/api/blog')
      .set('Authorization', service.as.admin)
      .send(postInput({ authorId: member.id, status: 'published' }))
      .expect(201)
  ).body;
  expect(post.author).toMatchObject({ id: member.id, title: 'Managing Partner' });

  await request(service.url)
    .delete(`/api/team/${member.id}`)
    .set('Authorization', service.as.admin)
    .expect(204);
  expect((await list()).some((m) => m.id === member.id)).toBe(false);
  const after = await request(service.url).get(`/api/blog/${post.slug}`).expect(200);
  expect(after.body.author).toBeNull();
});

it('lets only admins change the team', async () => {
  await request(service.url).post('/api/team').send(memberInput()).expect(401);
  await request(service.url)
    .post('/api/team')
    .set('Authorization', service.as.member)
    .send(memberInput())
    .expect(403);
});

it('answers 404 for an unknown member', async () => {
  const res = await request(service.url)
    .patch('/api/team/00000000-0000-4000-8000-000000000000')
    .set('Authorization', service.as.admin)
    .send({ title: 'Partner' })
    .expect(404);
  expect(res.body).toMatchObject({ code: 'TEAM_MEMBER_NOT_FOUND' });
});
