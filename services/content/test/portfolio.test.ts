import { FALLBACK_PORTFOLIO, type PortfolioCompany } from '@sandglass/shared';
import request from 'supertest';
import { startContentService, type RunningContent } from './content-service.js';
import { companyInput } from './factories.js';

let service: RunningContent;

beforeAll(async () => {
  service = await startContentService('portfolio');
});
afterAll(() => service.close());

const list = async () =>
  (await request(service.url).get('/api/portfolio').expect(200)).body as PortfolioCompany[];

const create = (body: object, auth = service.as.admin) =>
  request(service.url).post('/api/portfolio').set('Authorization', auth).send(body);

describe('GET /api/portfolio', () => {
  it('lists companies in sort order, then by name, with aiTags always an array', async () => {
    const b = (await create(companyInput({ name: 'Beta Labs', sortOrder: 5 })).expect(201)).body;
    const a = (await create(companyInput({ name: 'Alpha Labs', sortOrder: 5 })).expect(201)).body;
    const first = (await create(companyInput({ name: 'Zeta', sortOrder: 1, aiTags: undefined })))
      .body;
    const companies = await list();
    const ids = companies.map((company) => company.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(a.id));
    expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id));
    expect(companies.find((company) => company.id === first.id)?.aiTags).toEqual([]);
  });

  it('needs no sign-in', async () => {
    await request(service.url).get('/api/portfolio').expect(200);
  });
});

describe('POST /api/portfolio', () => {
  it('creates a company with a slug made from its name and tidied tags', async () => {
    const res = await create(
      companyInput({ name: 'Nimbus & Co. AI', aiTags: [' Vision ', 'vision', 'NLP', ''] }),
    ).expect(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      slug: 'nimbus-and-co-ai',
      name: 'Nimbus & Co. AI',
      description: expect.any(String),
      category: 'AI Platform',
      website: 'https://quill.example.com',
      logo: null,
      stage: 'Seed',
      foundedYear: 2024,
      status: 'active',
      aiTags: ['Vision', 'NLP'],
      sortOrder: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('numbers a generated slug that is taken, and refuses a chosen one with 409', async () => {
    const first = (await create(companyInput({ name: 'Echo Systems' })).expect(201)).body;
    const second = (await create(companyInput({ name: 'Echo Systems' })).expect(201)).body;
    expect([first.slug, second.slug]).toEqual(['echo-systems', 'echo-systems-2']);
    const res = await create(companyInput({ slug: 'echo-systems' })).expect(409);
    expect(res.body).toMatchObject({
      code: 'PORTFOLIO_SLUG_TAKEN',
      message: 'Another company already uses the slug "echo-systems". Choose another one.',
    });
  });

  it('accepts an uploaded logo address', async () => {
    const logo = `/api/uploads/${'a'.repeat(64)}.png`;
    const res = await create(companyInput({ logo })).expect(201);
    expect(res.body.logo).toBe(logo);
  });

  const nextYear = new Date().getUTCFullYear() + 1;
  it.each([
    [{ name: '' }, 'name', 'Enter the company name.'],
    [{ name: 42 }, 'name', 'Name must be text.'],
    [{ name: 'x'.repeat(101) }, 'name', 'Name can be at most 100 characters.'],
    [{ name: 'Two\nlines' }, 'name', 'Name must fit on one line.'],
    [{ category: 'Fintech' }, 'category', expect.stringMatching(/^Category must be one of: AI/)],
    [
      { website: 'javascript:alert(1)' },
      'website',
      'Website must be a web address starting with http:// or https://.',
    ],
    [
      { website: 'ftp://files.example.com' },
      'website',
      'Website must be a web address starting with http:// or https://.',
    ],
    [{ logo: 'data:image/png;base64,AAAA' }, 'logo', expect.stringMatching(/^Logo must be/)],
    [{ foundedYear: 1989 }, 'foundedYear', `Founded year must be between 1990 and ${nextYear}.`],
    [
      { foundedYear: nextYear + 1 },
      'foundedYear',
      `Founded year must be between 1990 and ${nextYear}.`,
    ],
    [{ foundedYear: '2020' }, 'foundedYear', 'Founded year must be a whole number.'],
    [{ stage: 'IPO' }, 'stage', expect.stringMatching(/^Stage must be one of/)],
    [{ aiTags: 'Vision, NLP' }, 'aiTags', 'AI tags must be a list of words.'],
    [
      { aiTags: Array.from({ length: 11 }, (_, i) => `t${i}`) },
      'aiTags',
      'Add at most 10 ai tags.',
    ],
    [{ aiTags: ['x'.repeat(41)] }, 'aiTags', 'Each of the ai tags can be at most 40 characters.'],
    [{ slug: 'Not A Slug' }, 'slug', expect.stringMatching(/^Slug may use lower-case letters/)],
    [{ sortOrder: -1 }, 'sortOrder', 'Sort order must be at least 0.'],
    [{ ownerId: 'me' }, 'ownerId', 'Unknown field "ownerId". Remove it and try again.'],
  ])('refuses %j with a sentence and stores nothing', async (change, field, message) => {
    const before = await list();
    const res = await create(companyInput(change)).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.details).toContainEqual({ field, message });
    expect(await list()).toEqual(before);
  });

  it('refuses a missing field', async () => {
    const { website: _omit, ...rest } = companyInput();
    const res = await create(rest).expect(400);
    expect(res.body.details).toContainEqual({
      field: 'website',
      message: 'Enter the company website.',
    });
  });
});

describe('PATCH and DELETE /api/portfolio/:id', () => {
  it('changes only the fields sent and keeps the slug unless a new one is chosen', async () => {
    const company = (await create(companyInput({ name: 'Kestrel' })).expect(201)).body;
    const res = await request(service.url)
      .patch(`/api/portfolio/${company.id}`)
      .set('Authorization', service.as.admin)
      .send({ name: 'Kestrel AI', status: 'acquired', logo: null })
      .expect(200);
    expect(res.body).toMatchObject({
      slug: 'kestrel',
      name: 'Kestrel AI',
      status: 'acquired',
      website: company.website,
    });
    const renamed = await request(service.url)
      .patch(`/api/portfolio/${company.id}`)
      .set('Authorization', service.as.admin)
      .send({ slug: 'kestrel-ai' })
      .expect(200);
    expect(renamed.body.slug).toBe('kestrel-ai');
  });

  it('refuses null for a field that must have a value', async () => {
    const company = (await create(companyInput()).expect(201)).body;
    const res = await request(service.url)
      .patch(`/api/portfolio/${company.id}`)
      .set('Authorization', service.as.admin)
      .send({ name: null, aiTags: null })
      .expect(400);
    expect(res.body.details).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Enter the company name.' },
        { field: 'aiTags', message: 'AI tags must be a list of words.' },
      ]),
    );
  });

  it('deletes a company', async () => {
    const company = (await create(companyInput()).expect(201)).body;
    await request(service.url)
      .delete(`/api/portfolio/${company.id}`)
      .set('Authorization', service.as.admin)
      .expect(204);
    expect((await list()).some((c) => c.id === company.id)).toBe(false);
  });

  it.each([
    ['an unknown id', FALLBACK_PORTFOLIO[0].id],
    ['a malformed id', 'not-a-uuid'],
  ])('answers 404 for %s', async (_what, id) => {
    const res = await request(service.url)
      .delete(`/api/portfolio/${id}`)
      .set('Authorization', service.as.admin)
      .expect(404);
    expect(res.body.message).toBe('No portfolio company has this id.');
  });
});

describe('who may change the portfolio', () => {
  it.each([
    ['post', '/api/portfolio'],
    ['patch', `/api/portfolio/${FALLBACK_PORTFOLIO[0].id}`],
    ['delete', `/api/portfolio/${FALLBACK_PORTFOLIO[0].id}`],
  ] as const)('%s %s: 401 signed out, 403 for guests and members', async (method, path) => {
    const signedOut = await request(service.url)[method](path).send(companyInput()).expect(401);
    expect(signedOut.body.message).toBe('Sign in to continue.');
    for (const role of ['guest', 'member'] as const) {
      const res = await request(service.url)
        [method](path)
        .set('Authorization', service.as[role])
        .send(companyInput())
        .expect(403);
      expect(res.body.message).toBe('Only admins can do that.');
    }
  });
});
