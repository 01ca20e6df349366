import request from 'supertest';
import { startContentService, type RunningContent } from './content-service.js';

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

let service: RunningContent;

beforeAll(async () => {
  service = await startContentService('campaigns');
});
afterAll(() => service.close());

/** Events of one visitor (one address), in order, through the real collect endpoint. */
async function visit(address: string, events: Record<string, unknown>[]): Promise<void> {
  await request(service.url)
    .post('/api/analytics/events/batch')
    .set('X-Forwarded-For', address)
    .set('User-Agent', BROWSER)
    .send({ events })
    .expect(202);
}

const campaigns = (names: string, auth: string | null = service.as.member) => {
  const call = request(service.url).get(`/internal/analytics/campaigns?names=${names}`);
  return auth ? call.set('Authorization', auth) : call;
};

describe('GET /internal/analytics/campaigns', () => {
  it('counts each campaign’s visits and the forms sent in them, not Learn More clicks', async () => {
    const tagged = (campaign: string) =>
      `/programs?utm_source=linkedin&utm_medium=social&utm_campaign=${campaign}`;
    await visit('198.51.100.31', [
      { type: 'page_view', path: tagged('spring-fund-1a2b3c4d') },
      { type: 'conversion', path: '/portfolio/acme', meta: { company: 'acme' } },
      { type: 'contact_submitted', path: '/contact' },
      { type: 'application_submitted', path: '/programs' },
      { type: 'newsletter_signup', path: '/insights' },
    ]);
    await visit('198.51.100.32', [{ type: 'page_view', path: tagged('spring-fund-1a2b3c4d') }]);
    await visit('198.51.100.33', [
      { type: 'page_view', path: tagged('other-post-5e6f7a8b') },
      { type: 'contact_submitted', path: '/contact' },
    ]);
    // A form sent in a visit that came from no campaign counts for none.
    await visit('198.51.100.34', [
      { type: 'page_view', path: '/' },
      { type: 'newsletter_signup', path: '/' },
    ]);

    const res = await campaigns('spring-fund-1a2b3c4d,never-seen-00000000').expect(200);
    expect(res.body).toEqual([
      { name: 'spring-fund-1a2b3c4d', visits: 2, conversions: 3 },
      { name: 'never-seen-00000000', visits: 0, conversions: 0 },
    ]);
  });

  it('answers only a signed-in caller', async () => {
    await campaigns('a', null).expect(401);
  });

  it('says what is wrong with the names asked for', async () => {
    const missing = await request(service.url)
      .get('/internal/analytics/campaigns')
      .set('Authorization', service.as.member)
      .expect(400);
    expect(JSON.stringify(missing.body)).toContain('comma-separated list of campaign names');
    const many = Array.from({ length: 101 }, (_, index) => `c${index}`).join(',');
    const tooMany = await campaigns(many).expect(400);
    expect(JSON.stringify(tooMany.body)).toContain('at most 100 campaigns');
    const long = await campaigns('x'.repeat(101)).expect(400);
    expect(JSON.stringify(long.body)).toContain('at most 100 characters');
  });
});
