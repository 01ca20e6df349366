import { mkdir, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { BlogPost } from '@sandglass/shared';
import request from 'supertest';
import { closedPort, echo, startUpstream, type Upstream } from './upstream.js';
import {
  fakeDist,
  INDEX_HTML,
  PRECOMPRESSED_SOURCE,
  startGateway,
  type RunningGateway,
} from './gateway.js';

/** A gateway whose services are all unreachable: only what it serves itself answers. */
async function startWithServicesDown(env: Record<string, string>): Promise<RunningGateway> {
  const unreachable = await closedPort();
  return startGateway({
    AUTH_URL: unreachable,
    CONTENT_URL: unreachable,
    AI_URL: unreachable,
    SOCIAL_URL: unreachable,
    ...env,
  });
}

let upstream: Upstream;
let gateway: RunningGateway;

beforeAll(async () => {
  upstream = await startUpstream(echo);
  gateway = await startGateway({
    AUTH_URL: upstream.url,
    CONTENT_URL: upstream.url,
    AI_URL: upstream.url,
    SOCIAL_URL: await closedPort(),
    CORS_ORIGINS: 'https://partner.example',
    FIRM_NAME: "Dune & Sons' $& Ventures",
  });
});

afterAll(async () => {
  await gateway.close();
  await upstream.close();
});

describe('the front end', () => {
  it('serves the app for every app route with the nonce and site settings filled in', async () => {
    for (const path of [
      '/',
      '/portfolio',
      '/insights',
      '/insights/why-ai-now',
      '/admin',
      '/admin/users',
      '/login',
      '/user/social-media',
    ]) {
      const res = await request(gateway.url).get(path).expect(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      const nonce = /<meta name="csp-nonce" content="([^"]+)"/.exec(res.text)?.[1];
      expect(nonce).toBeTruthy();
      expect(res.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
    }
  });

  it('escapes the site settings it writes into the page', async () => {
    const res = await request(gateway.url).get('/').expect(200);
    const content = /<meta name="sandglass:site" content="([^"]*)"/.exec(res.text)?.[1] ?? '';
    expect(content).not.toMatch(/[<>"]/);
    const decoded = content
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
    expect(JSON.parse(decoded)).toEqual({
      firmName: "Dune & Sons' $& Ventures",
      firmEmail: 'hello@sandglass.vc',
      siteUrl: 'http://localhost:8080',
      linkedinUrl: 'https://www.linkedin.com/company/sandglass-ventures',
      xUrl: 'https://x.com/sandglassvc',
      analyticsPublic: false,
    });
  });

  it('tells the front end when ANALYTICS_PUBLIC opens the analytics to everyone', async () => {
    const open = await startWithServicesDown({ ANALYTICS_PUBLIC: 'true' });
    try {
      const res = await request(open.url).get('/').expect(200);
      const content = /<meta name="sandglass:site" content="([^"]*)"/.exec(res.text)?.[1] ?? '';
      expect(JSON.parse(content.replace(/&quot;/g, '"'))).toMatchObject({ analyticsPublic: true });
    } finally {
      await open.close();
    }
  });

  it('gives a fresh nonce to every response', async () => {
    const a = await request(gateway.url).get('/');
    const b = await request(gateway.url).get('/');
    expect(a.headers['content-security-policy']).not.toBe(b.headers['content-security-policy']);
  });

  it('answers an unknown page with the app and status 404', async () => {
    const res = await request(gateway.url).get('/no/such/page').expect(404);
    expect(res.text).toContain('<div id="root">');
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await request(gateway.url)
      .get('/assets/index-abc123.js')
      .set('Accept-Encoding', 'gzip')
      .expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('sends the compressed copy the build wrote, in the best encoding the client accepts', async () => {
    const path = '/assets/app-def456.js';
    const cases = [
      ['br, gzip, deflate', 'br'],
      ['gzip, deflate', 'gzip'],
      ['gzip;q=0.5, br;q=0.1', 'gzip'],
    ] as const;
    for (const [acceptEncoding, encoding] of cases) {
      const res = await request(gateway.url)
        .get(path)
        .set('Accept-Encoding', acceptEncoding)
        .expect(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/^text\/javascript/);
      expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // supertest decodes the body: it is the copy of that encoding, not the file compressed now.
      expect(res.text).toBe(PRECOMPRESSED_SOURCE(encoding));
    }
    const plain = await request(gateway.url)
      .get(path)
      .set('Accept-Encoding', 'identity')
      .expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(PRECOMPRESSED_SOURCE('plain'));
  });

  it('caches other static files briefly and 404s a missing asset', async () => {
    const res = await request(gateway.url).get('/robots.txt').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    await request(gateway.url).get('/assets/missing-123.js').expect(404);
  });
});

describe('security headers', () => {
  it('sends a strict policy on pages and API answers', async () => {
    for (const path of ['/', '/api/portfolio', '/api/nope']) {
      const res = await request(gateway.url).get(path);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      const csp = res.headers['content-security-policy'];
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('sends HSTS only when the browser came over HTTPS through a trusted proxy', async () => {
    const behindProxy = await startGateway({
      AUTH_URL: upstream.url,
      CONTENT_URL: upstream.url,
      AI_URL: upstream.url,
      SOCIAL_URL: upstream.url,
      TRUST_PROXY: 'loopback',
    });
    try {
      const https = await request(behindProxy.url)
        .get('/')
        .set('X-Forwarded-Proto', 'https')
        .expect(200);
      expect(https.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect(https.headers['content-security-policy']).toContain('upgrade-insecure-requests');
      const http = await request(behindProxy.url).get('/').expect(200);
      expect(http.headers['strict-transport-security']).toBeUndefined();
      // Without a trusted proxy the header is the client's claim and changes nothing.
      const claimed = await request(gateway.url)
        .get('/')
        .set('X-Forwarded-Proto', 'https')
        .expect(200);
      expect(claimed.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behindProxy.close();
    }
  });

  it('allows inline styles on the API docs page only', async () => {
    const res = await request(gateway.url).get('/api/docs').expect(200);
    expect(res.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
  });
});

describe('CORS', () => {
  it('lets a configured origin call the API with credentials', async () => {
    const res = await request(gateway.url)
      .options('/api/portfolio')
      .set('Origin', 'https://partner.example')
      .set('Access-Control-Request-Method', 'POST')
      .expect(204);
    expect(res.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect(res.headers['access-control-allow-credentials']).toBe('true');
  });

  it('gives other origins no CORS permission', async () => {
    const res = await request(gateway.url)
      .get('/api/portfolio')
      .set('Origin', 'https://evil.example');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('health and docs', () => {
  it('reports each service by name and 503 while one is down', async () => {
    const res = await request(gateway.url).get('/api/health').expect(503);
    expect(res.body).toMatchObject({ status: 'down', service: 'gateway' });
    expect(res.body.checks.auth.status).toBe('up');
    expect(res.body.checks.content.status).toBe('up');
    expect(res.body.checks.social).toMatchObject({ status: 'down', error: expect.any(String) });
    expect(res.body.checks.redis).toEqual({ status: 'up', ms: expect.any(Number) });
  });

  it('answers /health in the shape every service does, checking the rate limits’ Redis', async () => {
    const res = await request(gateway.url).get('/health').expect(200);
    expect(res.body).toEqual({
      status: 'ok',
      service: 'gateway',
      uptimeSeconds: expect.any(Number),
      checks: { redis: { status: 'up', ms: expect.any(Number) } },
    });
  });

  it('reports the Redis the rate limits count in as down when it is unreachable', async () => {
    const cut = await startWithServicesDown({
      REDIS_URL: `redis://127.0.0.1:${new URL(await closedPort()).port}`,
    });
    try {
      const own = await request(cut.url).get('/health').expect(503);
      expect(own.body.checks.redis).toMatchObject({ status: 'down', error: expect.any(String) });
      const all = await request(cut.url).get('/api/health').expect(503);
      expect(all.body.checks.redis.status).toBe('down');
    } finally {
      await cut.close();
    }
  });

  it('merges every reachable service into one OpenAPI document with bearer auth', async () => {
    const res = await request(gateway.url).get('/api/docs-json').expect(200);
    expect(res.body.paths).toHaveProperty('/api/echo');
    expect(res.body.paths).toHaveProperty('/api/health');
    expect(res.body.components.securitySchemes).toHaveProperty('bearer');
    expect(res.body.info.description).toContain('Not available right now (so not listed): social');
  });

  it('serves the Swagger UI without inline scripts', async () => {
    const res = await request(gateway.url).get('/api/docs').expect(200);
    expect(res.text).toContain('swagger-ui');
    expect(res.text).not.toMatch(/<script>[^<]/);
  });
});

/** The content of every `<meta>` with this name or property, and of every JSON-LD block. */
function metas(html: string, attribute: string): string[] {
  const pattern = new RegExp(`<meta ${attribute} content="([^"]*)"`, 'g');
  return [...html.matchAll(pattern)].map((match) => match[1] ?? '');
}

function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
}

function post(overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    id: 'a1',
    slug: 'why-ai-now',
    title: 'Why AI Now',
    excerpt: 'The cost of intelligence fell by 100x.',
    category: 'ai-trends',
    featuredImageUrl: '/api/uploads/cover.png',
    publishedAt: '2026-02-01T09:00:00.000Z',
    createdAt: '2026-01-30T09:00:00.000Z',
    updatedAt: '2026-02-02T09:00:00.000Z',
    readingTime: 4,
    viewCount: 0,
    tags: ['LLMs'],
    author: { id: 't1', name: 'Grace Hopper', title: 'Partner', photoUrl: null },
    status: 'published',
    featured: false,
    body: 'text',
    bodyHtml: '<p>text</p>',
    seoTitle: null,
    seoDescription: null,
    ...overrides,
  };
}

describe('head tags of each page, for clients that run no JavaScript', () => {
  const posts: Record<string, BlogPost> = {
    'why-ai-now': post(),
    'quotes-and-tags': post({
      slug: 'quotes-and-tags',
      title: 'Agents </script><script>alert(1)</script> & "tools"',
      seoTitle: 'Agents & "tools" <b>',
      seoDescription: 'A careful <look> at agents.',
      featuredImageUrl: 'https://cdn.example.com/agents.png',
    }),
  };
  let content: Upstream;
  let site: RunningGateway;
  let contentDown: RunningGateway;

  const blog = (req: IncomingMessage, res: ServerResponse) => {
    // The head tags are no reader, so the gateway must ask not to count a view.
    const slug = /^\/api\/blog\/([^/?]+)\?countView=false$/.exec(req.url ?? '')?.[1];
    const found = slug ? posts[slug] : undefined;
    if (found) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(found));
      return;
    }
    res
      .writeHead(404, { 'content-type': 'application/json' })
      .end(JSON.stringify({ statusCode: 404, code: 'NOT_FOUND', message: 'No such article.' }));
  };

  beforeAll(async () => {
    content = await startUpstream(blog);
    const unreachable = await closedPort();
    site = await startGateway({
      AUTH_URL: unreachable,
      CONTENT_URL: content.url,
      AI_URL: unreachable,
      SOCIAL_URL: unreachable,
      SITE_URL: 'https://sandglass.example',
    });
    contentDown = await startWithServicesDown({ SITE_URL: 'https://sandglass.example' });
  });

  afterAll(async () => {
    await site.close();
    await contentDown.close();
    await content.close();
  });

  it.each([
    ['/', 'AI-Focused Venture Capital'],
    ['/investment-thesis', 'Investment Thesis'],
    ['/portfolio', 'Portfolio'],
    ['/team', 'Team'],
    ['/programs', 'Programs'],
    ['/insights', 'AI Investment Insights'],
    ['/contact', 'Contact'],
  ])(
    'gives %s its own title, description, canonical link and Open Graph tags',
    async (path, title) => {
      const res = await request(site.url).get(path).expect(200);
      const fullTitle = `${title} | Sandglass Ventures`;
      expect(res.text.match(/<title>/g)).toHaveLength(1);
      expect(res.text).toContain(`<title>${fullTitle}</title>`);
      const [description, ...others] = metas(res.text, 'name="description"');
      expect(others).toEqual([]);
      expect(description).not.toBe('');
      expect(description).not.toContain('AI-focused venture capital: we partner');
      expect(metas(res.text, 'property="og:description"')).toEqual([description]);
      expect(metas(res.text, 'property="og:title"')).toEqual([fullTitle]);
      expect(metas(res.text, 'property="og:type"')).toEqual(['website']);
      const canonical = `https://sandglass.example${path === '/' ? '/' : path}`;
      expect(res.text.match(/<link rel="canonical" href="([^"]*)"/g)).toEqual([
        `<link rel="canonical" href="${canonical}"`,
      ]);
      expect(metas(res.text, 'property="og:url"')).toEqual([canonical]);
      expect(metas(res.text, 'name="robots"')).toEqual(['index, follow']);
      expect(jsonLd(res.text)).toEqual([expect.objectContaining({ '@type': 'Organization' })]);
    },
  );

  it('lists the configured profiles of the firm in its JSON-LD and site settings', async () => {
    const res = await request(site.url).get('/contact').expect(200);
    expect(jsonLd(res.text)[0]?.sameAs).toEqual([
      'https://www.linkedin.com/company/sandglass-ventures',
      'https://x.com/sandglassvc',
    ]);
  });

  it('gives an article its own title, description, image and Article JSON-LD', async () => {
    const res = await request(site.url).get('/insights/why-ai-now').expect(200);
    expect(res.text).toContain('<title>Why AI Now | Sandglass Ventures</title>');
    expect(metas(res.text, 'name="description"')).toEqual([
      'The cost of intelligence fell by 100x.',
    ]);
    expect(metas(res.text, 'property="og:type"')).toEqual(['article']);
    expect(metas(res.text, 'property="og:image"')).toEqual([
      'https://sandglass.example/api/uploads/cover.png',
    ]);
    expect(metas(res.text, 'property="article:published_time"')).toEqual([
      '2026-02-01T09:00:00.000Z',
    ]);
    expect(metas(res.text, 'property="og:url"')).toEqual([
      'https://sandglass.example/insights/why-ai-now',
    ]);
    expect(jsonLd(res.text)[1]).toMatchObject({
      '@type': 'Article',
      headline: 'Why AI Now',
      datePublished: '2026-02-01T09:00:00.000Z',
      author: { '@type': 'Person', name: 'Grace Hopper' },
      articleSection: 'AI Trends',
    });
  });

  it("prefers an article's SEO title and description and escapes what it writes", async () => {
    const res = await request(site.url).get('/insights/quotes-and-tags').expect(200);
    expect(res.text).toContain(
      '<title>Agents &amp; &quot;tools&quot; &lt;b&gt; | Sandglass Ventures</title>',
    );
    expect(metas(res.text, 'name="description"')).toEqual(['A careful &lt;look&gt; at agents.']);
    expect(res.text).not.toContain('<script>alert(1)');
    expect(res.text).not.toContain('<b>');
    expect(jsonLd(res.text)[1]).toMatchObject({ headline: 'Agents & "tools" <b>' });
    expect(metas(res.text, 'property="og:image"')).toEqual(['https://cdn.example.com/agents.png']);
  });

  it('asks the content service once for an article read again within the cache time', async () => {
    const before = content.requests.filter(
      (r) => r.url === '/api/blog/why-ai-now?countView=false',
    ).length;
    await Promise.all([
      request(site.url).get('/insights/why-ai-now').expect(200),
      request(site.url).get('/insights/why-ai-now').expect(200),
    ]);
    await request(site.url).get('/insights/why-ai-now').expect(200);
    const after = content.requests.filter(
      (r) => r.url === '/api/blog/why-ai-now?countView=false',
    ).length;
    expect(after - before).toBeLessThanOrEqual(1);
    expect(content.requests.every((r) => r.headers.authorization === undefined)).toBe(true);
  });

  it('answers an article that does not exist with 404 and tags that keep it out of search', async () => {
    const res = await request(site.url).get('/insights/no-such-article').expect(404);
    expect(res.text).toContain('<div id="root">');
    expect(res.text).toContain('<title>Page Not Found | Sandglass Ventures</title>');
    expect(metas(res.text, 'name="robots"')).toEqual(['noindex, nofollow']);
  });

  it('never asks the content service about a path that cannot be a slug', async () => {
    const before = content.requests.length;
    await request(site.url).get('/insights/..%2F..%2Fapi%2Fcontact').expect(404);
    await request(site.url).get('/insights/%E0%A4%A').expect(404);
    expect(content.requests.length).toBe(before);
  });

  it('falls back to the insights tags when the content service cannot answer', async () => {
    const res = await request(contentDown.url).get('/insights/why-ai-now').expect(200);
    expect(res.text).toContain('<title>AI Investment Insights | Sandglass Ventures</title>');
    expect(metas(res.text, 'property="og:url"')).toEqual([
      'https://sandglass.example/insights/why-ai-now',
    ]);
  });

  it('keeps unknown pages and signed-in pages out of search results', async () => {
    const missing = await request(site.url).get('/no/such/page').expect(404);
    expect(missing.text).toContain('<title>Page Not Found | Sandglass Ventures</title>');
    expect(metas(missing.text, 'name="robots"')).toEqual(['noindex, nofollow']);
    const admin = await request(site.url).get('/admin/users').expect(200);
    expect(metas(admin.text, 'name="robots"')).toEqual(['noindex, nofollow']);
  });
});

describe("preloading a page's code with its HTML", () => {
  let site: RunningGateway;

  beforeAll(async () => {
    const dist = await fakeDist();
    await mkdir(join(dist, '.vite'));
    await writeFile(
      join(dist, '.vite', 'routes.json'),
      JSON.stringify({
        app: ['assets/start-1.js'],
        routes: {
          '/portfolio': ['assets/PortfolioPage-2.js', 'assets/Section-3.js'],
          '/insights/:slug': ['assets/InsightArticlePage-5.js'],
          '*': ['assets/NotFoundPage-4.js'],
          '/admin/*': ['assets/AdminPage-6.js'],
        },
      }),
    );
    site = await startWithServicesDown({ FRONTEND_DIST: dist });
  });

  afterAll(() => site.close());

  const preloaded = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);

  it("announces the app's chunks and the page's own", async () => {
    const res = await request(site.url).get('/portfolio').expect(200);
    expect(preloaded(res.text)).toEqual([
      '/assets/start-1.js',
      '/assets/PortfolioPage-2.js',
      '/assets/Section-3.js',
    ]);
    expect(res.text.indexOf('modulepreload')).toBeLessThan(res.text.indexOf('</head>'));
  });

  it("preloads the not-found page's code for an unknown path", async () => {
    const res = await request(site.url).get('/no/such/page').expect(404);
    expect(preloaded(res.text)).toEqual(['/assets/start-1.js', '/assets/NotFoundPage-4.js']);
  });

  it("preloads the article page's code for an article", async () => {
    const res = await request(site.url).get('/insights/why-ai-now').expect(200);
    expect(preloaded(res.text)).toEqual(['/assets/start-1.js', '/assets/InsightArticlePage-5.js']);
  });

  it("preloads only the app's chunks for a signed-in page", async () => {
    const res = await request(site.url).get('/admin/users').expect(200);
    expect(preloaded(res.text)).toEqual(['/assets/start-1.js']);
  });

  it('compresses even the smallest code chunks', async () => {
    await writeFile(
      join(site.dist, 'assets', 'tiny-5.js'),
      `export const a = ${'1+'.repeat(100)}1;`,
    );
    const res = await request(site.url)
      .get('/assets/tiny-5.js')
      .set('Accept-Encoding', 'gzip')
      .expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('preloads nothing but the app for a page the build has no chunk for', async () => {
    const res = await request(site.url).get('/team').expect(200);
    expect(preloaded(res.text)).toEqual(['/assets/start-1.js']);
  });
});

describe('pre-rendered pages', () => {
  let site: RunningGateway;

  beforeAll(async () => {
    const dist = await fakeDist();
    await mkdir(join(dist, '.ssr'));
    await writeFile(
      join(dist, '.ssr', 'entry-server.js'),
      `export async function prerenderPage(pathname, site) {
        if (pathname === '/team') throw new Error('render failed');
        return {
          html: '<main><h1>' + pathname + ' for ' + site.firmName + '</h1></main>',
          css: 'h1{color:red}</style><script>alert(1)</script>',
          styledComponentsVersion: pathname === '/contact' ? '6.6.0" onload="x' : '6.6.0',
        };
      }`,
    );
    await writeFile(
      join(dist, 'index.html'),
      INDEX_HTML.replace(
        '</head>',
        '<link rel="stylesheet" crossorigin href="/assets/index-f0n75.css">\n</head>',
      ),
    );
    site = await startWithServicesDown({ FRONTEND_DIST: dist });
  });

  afterAll(() => site.close());

  it("links the build's style sheet of a pre-rendered page to apply after its first paint", async () => {
    const res = await request(site.url).get('/portfolio').expect(200);
    // For print (nothing waits for it) until main.tsx switches it on; the app's code finds it.
    expect(res.text).toContain(
      '<link rel="stylesheet" media="print" data-after-paint crossorigin href="/assets/index-f0n75.css">',
    );
    expect(res.text).not.toMatch(/<link rel="stylesheet" (?!media="print")/);
    const plain = await request(site.url).get('/admin').expect(200);
    expect(plain.text).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-f0n75.css">',
    );
  });

  it('paints a public page before its code runs, inside the root the app hydrates', async () => {
    const res = await request(site.url).get('/portfolio').expect(200);
    expect(res.text).toContain(
      '<div id="root"><main><h1>/portfolio for Sandglass Ventures</h1></main></div>',
    );
  });

  it("styles it under the response's CSP nonce, and the CSS cannot close its style tag", async () => {
    const res = await request(site.url).get('/portfolio').expect(200);
    const nonce = /<meta name="csp-nonce" content="([^"]+)"/.exec(res.text)?.[1];
    expect(res.text).toContain(
      `<style data-prerendered data-styled="true" data-styled-version="6.6.0" nonce="${nonce}">h1{color:red}<\\/style><script>alert(1)<\\/script></style>`,
    );
  });

  it('writes only a plain version number into the style tag', async () => {
    const res = await request(site.url).get('/contact').expect(200);
    expect(res.text).toContain('<style data-prerendered nonce=');
    expect(res.text).not.toContain('onload');
  });

  it('fetches the scripts of a pre-rendered page at low priority, and only there', async () => {
    const prerendered = await request(site.url).get('/portfolio').expect(200);
    expect(prerendered.text).toContain(
      '<script type="module" fetchpriority="low" src="/assets/index-abc123.js">',
    );
    const plain = await request(site.url).get('/admin').expect(200);
    expect(plain.text).toContain('<script type="module" src="/assets/index-abc123.js">');
  });

  it('pre-renders the not-found page for any unknown address', async () => {
    const res = await request(site.url).get('/no/such/page').expect(404);
    expect(res.text).toContain('<h1>/404 for Sandglass Ventures</h1>');
  });

  it('leaves signed-in pages, and a page that failed to render, to the app', async () => {
    for (const path of ['/admin', '/team']) {
      const res = await request(site.url).get(path).expect(200);
      expect(res.text).toContain('<div id="root"></div>');
      expect(res.text).not.toContain('<style data-prerendered');
    }
  });

  it('never serves the pre-render bundle itself', async () => {
    await request(site.url).get('/.ssr/entry-server.js').expect(404);
    await request(site.url).get('/.vite/manifest.json').expect(404);
    await request(site.url).get('/.vite/routes.json').expect(404);
  });
});

describe('public pages as islands', () => {
  let content: Upstream;
  let site: RunningGateway;

  beforeAll(async () => {
    content = await startUpstream((_req, res) => {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"statusCode":404}');
    });
    const dist = await fakeDist();
    await mkdir(join(dist, '.ssr'));
    await writeFile(
      join(dist, '.ssr', 'entry-server.js'),
      `export async function prerenderPage(pathname) {
        return { html: '<main>app ' + pathname + '</main>', css: '' };
      }`,
    );
    await mkdir(join(dist, '.ssr-islands'));
    await writeFile(
      join(dist, '.ssr-islands', 'entry-server.js'),
      `export async function prerenderPage(pathname) {
        return { html: '<main>islands ' + pathname + '</main>', css: '', islands: true };
      }`,
    );
    await writeFile(
      join(dist, 'islands.html'),
      INDEX_HTML.replace('/assets/index-abc123.js', '/assets/islands-abc123.js'),
    );
    site = await startWithServicesDown({ CONTENT_URL: content.url, FRONTEND_DIST: dist });
  });

  afterAll(async () => {
    await site.close();
    await content.close();
  });

  it("serves a public page with the islands' script instead of the app's", async () => {
    for (const path of ['/', '/portfolio', '/no/such/page']) {
      const res = await request(site.url).get(path);
      expect(res.text).toContain(
        `<div id="root"><main>islands ${path === '/no/such/page' ? '/404' : path}</main></div>`,
      );
      expect(res.text).toContain(
        '<script type="module" fetchpriority="low" src="/assets/islands-abc123.js">',
      );
      expect(res.text).not.toContain('index-abc123.js');
    }
  });

  it('leaves the app its own pages, and an address with no published article', async () => {
    const app = await request(site.url).get('/admin').expect(200);
    expect(app.text).toContain('<script type="module" src="/assets/index-abc123.js">');
    // An admin may have a draft there: the app's article page shows it once signed in.
    const missing = await request(site.url).get('/insights/no-such-article').expect(404);
    expect(missing.text).toContain('<main>app /insights/no-such-article</main>');
    expect(missing.text).toContain('src="/assets/index-abc123.js"');
  });

  it('never serves the islands’ pre-render bundle itself', async () => {
    await request(site.url).get('/.ssr-islands/entry-server.js').expect(404);
  });
});

describe('pre-rendered articles', () => {
  let content: Upstream;
  let site: RunningGateway;
  const article = post({ body: '# The Markdown source', bodyHtml: '<h1>Rendered</h1>' });

  beforeAll(async () => {
    content = await startUpstream((req, res) => {
      if (req.url === '/api/blog/why-ai-now?countView=false') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(article));
        return;
      }
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"statusCode":404}');
    });
    const dist = await fakeDist();
    await mkdir(join(dist, '.ssr'));
    // Renders what it was given, and hands its data back as the element the page carries.
    await writeFile(
      join(dist, '.ssr', 'entry-server.js'),
      `export async function prerenderPage(pathname, site, data) {
        const json = JSON.stringify(data ?? null);
        return {
          html: '<main data-path="' + pathname + '">' + (data?.article?.post?.bodyHtml ?? 'none') + '</main>',
          css: '',
          data: data ? '<script type="application/json" id="page-data">' + json + '</script>' : undefined,
        };
      }`,
    );
    site = await startWithServicesDown({
      CONTENT_URL: content.url,
      FRONTEND_DIST: dist,
      ARTICLE_HEAD_CACHE_SECONDS: '0',
    });
  });

  afterAll(async () => {
    await site.close();
    await content.close();
  });

  const pageData = (html: string): unknown =>
    JSON.parse(/<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)![1]!);

  it('paints an article from the HTML, with the data the browser hydrates it against', async () => {
    const res = await request(site.url).get('/insights/why-ai-now').expect(200);
    expect(res.text).toContain(
      '<div id="root"><main data-path="/insights/why-ai-now"><h1>Rendered</h1></main></div>',
    );
    // The data comes first, so the app finds it when it starts; the Markdown is not sent twice.
    expect(res.text.indexOf('id="page-data"')).toBeLessThan(res.text.indexOf('<div id="root">'));
    expect(pageData(res.text)).toEqual({
      article: { slug: 'why-ai-now', post: { ...article, body: '' } },
    });
  });

  it('pre-renders an unknown article as the 404 page at its own address', async () => {
    const res = await request(site.url).get('/insights/no-such-article').expect(404);
    expect(res.text).toContain('<main data-path="/insights/no-such-article">none</main>');
    expect(pageData(res.text)).toEqual({ article: { slug: 'no-such-article', post: null } });
  });

  it('renders an article again once it has been edited', async () => {
    await request(site.url).get('/insights/why-ai-now').expect(200);
    article.bodyHtml = '<h1>Edited</h1>';
    article.updatedAt = '2026-03-01T09:00:00.000Z';
    // No head-tag cache here: the second request sees the edit, and the page must follow it.
    const res = await request(site.url).get('/insights/why-ai-now').expect(200);
    expect(res.text).toContain('<h1>Edited</h1>');
  });
});
