import type { TeamMember } from '../team/team-member.entity.js';
import type { BlogPost } from './blog-post.entity.js';
import { toBlogPost, toBlogPostSummary } from './blog.mapper.js';

const author = {
  id: 'a1',
  name: 'Ada Lovelace',
  title: 'Partner',
  photoUrl: null,
  bio: 'Long bio.',
} as unknown as TeamMember;

const post = {
  id: 'p1',
  slug: 'why-ai-now',
  title: 'Why AI now',
  excerpt: 'Because.',
  body: 'Hello <img src=x onerror=alert(1)> **world**',
  category: 'ai-trends',
  tags: ['Agents'],
  featuredImageUrl: null,
  authorId: 'a1',
  author,
  status: 'published',
  publishedAt: new Date('2026-05-01T08:00:00Z'),
  seoTitle: null,
  seoDescription: null,
  readingTime: 1,
  viewCount: 3,
  createdAt: new Date('2026-04-30T08:00:00Z'),
  updatedAt: new Date('2026-05-02T08:00:00Z'),
} as BlogPost;

describe('blog mapper', () => {
  it('answers the same summary for an entity and for a listing row', () => {
    const { body: _body, seoTitle: _t, seoDescription: _d, updatedAt: _u, ...row } = post;
    expect(toBlogPostSummary(row)).toEqual(toBlogPostSummary(post));
    expect(toBlogPostSummary(post)).toMatchObject({
      publishedAt: '2026-05-01T08:00:00.000Z',
      author: { id: 'a1', name: 'Ada Lovelace', title: 'Partner', photoUrl: null },
    });
    expect(toBlogPostSummary(post).author).not.toHaveProperty('bio');
  });

  it('renders the body sanitised, with the summary fields', () => {
    const body = toBlogPost(post);
    expect(body.bodyHtml).toContain('<strong>world</strong>');
    expect(body.bodyHtml).not.toContain('onerror');
    expect(body).toMatchObject({ slug: 'why-ai-now', updatedAt: '2026-05-02T08:00:00.000Z' });
  });
});
