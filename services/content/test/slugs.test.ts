import request from 'supertest';
import { startContentService, type RunningContent } from './content-service.js';
import { companyInput, memberInput, postInput, programInput } from './factories.js';

let service: RunningContent;

beforeAll(async () => {
  service = await startContentService('slugs');
});
afterAll(() => service.close());

const PARALLEL = 12;

/** Every slugged entity: where it is written, the field its slug is made from, its 409 noun. */
const ENTITIES = [
  { path: '/api/portfolio', field: 'name', input: companyInput, noun: 'company' },
  { path: '/api/team', field: 'name', input: memberInput, noun: 'team member' },
  { path: '/api/programs', field: 'name', input: programInput, noun: 'program' },
  { path: '/api/blog', field: 'title', input: postInput, noun: 'article' },
] as const;

const suffix = () => Math.random().toString(36).slice(2, 8);

describe.each(ENTITIES)('$path', ({ path, field, input, noun }) => {
  const create = (body: object) =>
    request(service.url).post(path).set('Authorization', service.as.admin).send(body);
  const update = (id: string, body: object) =>
    request(service.url).patch(`${path}/${id}`).set('Authorization', service.as.admin).send(body);

  it(`gives ${PARALLEL} parallel creates of one name ${PARALLEL} distinct slugs`, async () => {
    const name = `Parallel Name ${suffix()}`;
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => create(input({ [field]: name }))),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(PARALLEL).fill(201));
    const slugs = answers.map((res) => res.body.slug as string);
    const base = name.toLowerCase().replace(/ /g, '-');
    expect(new Set(slugs)).toEqual(
      new Set([base, ...Array.from({ length: PARALLEL - 1 }, (_, i) => `${base}-${i + 2}`)]),
    );
  });

  it(`renames ${PARALLEL} rows to one name at once, each keeping its own slug`, async () => {
    const rows = await Promise.all(
      Array.from({ length: PARALLEL }, async () => (await create(input()).expect(201)).body),
    );
    const name = `Renamed ${suffix()}`;
    const answers = await Promise.all(rows.map((row) => update(row.id, { [field]: name })));
    expect(answers.map((res) => res.status)).toEqual(Array(PARALLEL).fill(200));
    expect(answers.map((res) => res.body.slug)).toEqual(rows.map((row) => row.slug));
  });

  it(`lets one of ${PARALLEL} parallel writes of one chosen slug have it; the rest are 409s`, async () => {
    const slug = `chosen-${suffix()}`;
    const created = await Promise.all(
      Array.from({ length: PARALLEL / 2 }, () => create(input({ slug }))),
    );
    const others = await Promise.all(
      Array.from({ length: PARALLEL / 2 }, async () => (await create(input()).expect(201)).body),
    );
    const renamed = await Promise.all(others.map((row) => update(row.id, { slug })));
    const answers = [...created, ...renamed];
    const won = answers.filter((res) => res.status < 300);
    expect(won).toHaveLength(1);
    expect(won[0].body.slug).toBe(slug);
    for (const res of answers.filter((each) => each.status >= 300)) {
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(
        `Another ${noun} already uses the slug "${slug}". Choose another one.`,
      );
    }
  });
});
