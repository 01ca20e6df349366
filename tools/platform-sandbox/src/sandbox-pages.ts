import { PLATFORM_DISPLAY_NAME, SOCIAL_PLATFORMS, type SocialPlatform } from '@sandglass/shared';
import { escapeHtml, sendHtml, type SandboxContext } from './sandbox-http.js';
import type { SandboxPost } from './sandbox-state.js';

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f6f7f9; color: #16181d; }
  main { max-width: 44rem; margin: 2rem auto; padding: 1.5rem 2rem; background: #fff;
         border: 1px solid #d0d4dc; border-radius: 8px; }
  h1 { font-size: 1.5rem; margin-top: 0; }
  h2 { font-size: 1.15rem; margin-top: 2rem; }
  .note { color: #4a5160; font-size: 0.9rem; }
  .actions { display: flex; gap: 1rem; margin-top: 1.5rem; }
  button { font: inherit; padding: 0.6rem 1.4rem; border-radius: 6px; cursor: pointer;
           border: 2px solid #1f3a93; }
  button[value="approve"] { background: #1f3a93; color: #fff; }
  button[value="deny"] { background: #fff; color: #1f3a93; }
  button:focus-visible, a:focus-visible { outline: 3px solid #f0a500; outline-offset: 2px; }
  ol.posts { padding-left: 1.2rem; }
  ol.posts li { margin-bottom: 0.8rem; }
  blockquote { white-space: pre-wrap; margin: 1rem 0; padding: 0.8rem 1rem;
               border-left: 4px solid #1f3a93; background: #f0f3fa; }
  a { color: #1f3a93; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

/** What a scope lets the app do, in words for the person approving. */
const SCOPE_WORDS: Record<string, string> = {
  'tweet.read': 'Read your posts',
  'tweet.write': 'Post on your behalf',
  'users.read': 'See your profile',
  'offline.access': 'Stay connected until you revoke access',
  'media.write': 'Upload images for your posts',
  openid: 'Know who you are',
  profile: 'See your name and photo',
  w_member_social: 'Post on your behalf',
  pages_show_list: 'See the Pages you manage',
  pages_manage_posts: 'Publish posts on your Pages',
  pages_read_engagement: 'Read your Pages’ posts',
  instagram_business_basic: 'See your professional account’s profile and media',
  instagram_business_content_publish: 'Publish photos on your professional account',
};

export interface ConsentPage {
  platformName: string;
  clientId: string;
  scopes: string[];
  action: string;
  /** The authorization request, carried through the form unchanged. */
  fields: Record<string, string>;
}

export function consentPage(ctx: SandboxContext, consent: ConsentPage): void {
  const hidden = Object.entries(consent.fields)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('\n');
  const scopes = consent.scopes
    .map(
      (scope) =>
        `<li>${escapeHtml(SCOPE_WORDS[scope] ?? scope)} <span class="note">(${escapeHtml(scope)})</span></li>`,
    )
    .join('\n');
  sendHtml(
    ctx,
    200,
    page(
      `Authorize the app – ${consent.platformName} (sandbox)`,
      `<h1>Allow this app to use your ${escapeHtml(consent.platformName)} account?</h1>
<p>The app <strong>${escapeHtml(consent.clientId)}</strong> asks to connect to
the account of <strong>Sandbox Member</strong>. It will be able to:</p>
<ul>
${scopes || '<li>Nothing beyond knowing who you are</li>'}
</ul>
<form method="post" action="${escapeHtml(consent.action)}" aria-describedby="sandbox-note">
${hidden}
<div class="actions">
<button type="submit" name="decision" value="approve">Approve</button>
<button type="submit" name="decision" value="deny">Deny</button>
</div>
</form>
<p class="note" id="sandbox-note">This is the platform sandbox, a stand-in for
${escapeHtml(consent.platformName)} on this machine: nothing here reaches the real platform.</p>`,
    ),
  );
}

export function problemPage(ctx: SandboxContext, status: number, message: string): void {
  sendHtml(
    ctx,
    status,
    page(
      'The request cannot be completed – platform sandbox',
      `<h1>The request cannot be completed</h1>
<p role="alert">${escapeHtml(message)}</p>
<p><a href="${escapeHtml(ctx.base)}/">What the sandbox published</a></p>`,
    ),
  );
}

function postItem(ctx: SandboxContext, post: SandboxPost): string {
  const when = post.createdAt.toISOString().replace('T', ' ').slice(0, 19);
  const images = post.media.length
    ? ` <span class="note">(${post.media.length} image${post.media.length === 1 ? '' : 's'})</span>`
    : '';
  return `<li><a href="${escapeHtml(ctx.base + post.path)}">${escapeHtml(excerpt(post.text))}</a>${images}
<br><span class="note">${escapeHtml(post.accountName)} · <time datetime="${post.createdAt.toISOString()}">${when} UTC</time></span></li>`;
}

/** `/`: what was published, per platform, newest first. */
export function homePage(ctx: SandboxContext): void {
  const sections = SOCIAL_PLATFORMS.map((platform) => {
    const posts = ctx.state.posts.filter((post) => post.platform === platform).reverse();
    const list = posts.length
      ? `<ol class="posts">${posts.map((post) => postItem(ctx, post)).join('\n')}</ol>`
      : '<p class="note">Nothing published yet.</p>';
    return `<section aria-labelledby="h-${platform}">
<h2 id="h-${platform}">${escapeHtml(PLATFORM_DISPLAY_NAME[platform])} (${posts.length})</h2>
${list}
</section>`;
  }).join('\n');
  sendHtml(
    ctx,
    200,
    page(
      'Platform sandbox – what was published',
      `<h1>Platform sandbox</h1>
<p>A local stand-in for X, LinkedIn, Facebook and Instagram. Posts the social service
publishes to a platform without credentials land here; nothing leaves this machine.</p>
${sections}`,
    ),
  );
}

/** An account's page on a platform (Instagram links a profile when it lacks a permalink). */
export function accountPage(
  ctx: SandboxContext,
  platform: SocialPlatform,
  accountName: string,
): void {
  const posts = ctx.state.posts
    .filter((post) => post.platform === platform && post.accountName === accountName)
    .reverse();
  const list = posts.length
    ? `<ol class="posts">${posts.map((post) => postItem(ctx, post)).join('\n')}</ol>`
    : '<p class="note">Nothing published yet.</p>';
  sendHtml(
    ctx,
    posts.length ? 200 : 404,
    page(
      `${accountName} on ${PLATFORM_DISPLAY_NAME[platform]} – platform sandbox`,
      `<h1>${escapeHtml(accountName)} on ${escapeHtml(PLATFORM_DISPLAY_NAME[platform])}</h1>
${list}
<p><a href="${escapeHtml(ctx.base)}/">Everything the sandbox published</a></p>`,
    ),
  );
}

/** One published post's own page (the URL the adapters hand back). */
export function postPage(ctx: SandboxContext, post: SandboxPost | undefined): void {
  if (!post) {
    problemPage(
      ctx,
      404,
      'This post does not exist (the sandbox forgets everything when it restarts).',
    );
    return;
  }
  const media = post.media
    .map((item) => `<li><a href="${escapeHtml(item)}">${escapeHtml(item)}</a></li>`)
    .join('\n');
  sendHtml(
    ctx,
    200,
    page(
      `${PLATFORM_DISPLAY_NAME[post.platform]} post – platform sandbox`,
      `<h1>${escapeHtml(PLATFORM_DISPLAY_NAME[post.platform])} post by ${escapeHtml(post.accountName)}</h1>
<blockquote>${escapeHtml(post.text)}</blockquote>
${media ? `<h2>Images</h2><ul>${media}</ul>` : ''}
<p class="note">Published <time datetime="${post.createdAt.toISOString()}">${post.createdAt.toISOString()}</time> · id ${escapeHtml(post.id)}</p>
<p><a href="${escapeHtml(ctx.base)}/">Everything the sandbox published</a></p>`,
    ),
  );
}

function excerpt(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 120 ? `${line.slice(0, 119)}…` : line || '(no text)';
}
