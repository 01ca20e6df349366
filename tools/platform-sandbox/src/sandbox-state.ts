import { randomBytes, randomInt } from 'node:crypto';
import type { SocialPlatform } from '@sandglass/shared';

/** The calls a fault can be aimed at; `any` matches every one of the platform's calls. */
export const SANDBOX_OPERATIONS = [
  'token',
  'revoke',
  'identity',
  'upload',
  'container',
  'post',
  'lookup',
  'metrics',
  'any',
] as const;
export type SandboxOperation = (typeof SANDBOX_OPERATIONS)[number];

/** What an injected fault makes the platform do (POST /__sandbox/faults, SandboxFaultRequest). */
export const SANDBOX_FAULTS = [
  'rate_limit',
  'unauthorized',
  'duplicate',
  'server_error',
  'reset_after_store',
  'transient',
  'timeout',
] as const;
export type SandboxFaultKind = (typeof SANDBOX_FAULTS)[number];

export interface SandboxFault {
  platform: SocialPlatform;
  operation: SandboxOperation;
  kind: SandboxFaultKind;
  /** Calls it still applies to. */
  remaining: number;
  /** For rate_limit: when the window resets, in seconds from the call. */
  resetSeconds: number;
}

/**
 * What a platform counts for a post, set by a test (PUT /__sandbox/posts/:id/metrics); each
 * platform answers them in its own words (X's public_metrics, Facebook's summaries).
 */
export interface SandboxMetrics {
  impressions: number;
  likes: number;
  reposts: number;
  replies: number;
}

/** Something the sandbox published. */
export interface SandboxPost {
  platform: SocialPlatform;
  id: string;
  /** The account it was published as (X user, LinkedIn member, Page, IG user). */
  accountId: string;
  accountName: string;
  text: string;
  /** LinkedIn: the commentary as sent, in little text. */
  commentary?: string;
  /** LinkedIn: the hashtags sent as hashtag templates (real hashtags), without their `#`. */
  hashtags?: string[];
  /** Image URLs the platform fetched, or uploaded image ids. */
  media: string[];
  createdAt: Date;
  /** The page showing it, relative to the sandbox's address. */
  path: string;
  /** What the platform counts for it (all 0 until a test sets them). */
  metrics?: SandboxMetrics;
}

export interface SandboxToken {
  platform: SocialPlatform;
  /** Who it speaks for: the member, or a Page for a Facebook Page token. */
  subject: string;
  kind: 'user' | 'page' | 'short';
  scope: string;
  expiresAt: number | null;
}

export interface SandboxRefreshToken {
  platform: SocialPlatform;
  subject: string;
  scope: string;
  clientId: string;
}

export interface SandboxCode {
  platform: SocialPlatform;
  clientId: string;
  redirectUri: string;
  scope: string;
  challenge: string | null;
  expiresAt: number;
}

export interface SandboxUpload {
  platform: SocialPlatform;
  owner: string;
  contentType: string | null;
  bytes: number;
  uploaded: boolean;
  /** Where Meta fetched it from (an unpublished Facebook photo). */
  url?: string;
}

export interface SandboxContainer {
  id: string;
  owner: string;
  imageUrl: string | null;
  caption: string;
  children: string[];
  carouselItem: boolean;
  readyAt: number;
  status: 'IN_PROGRESS' | 'FINISHED' | 'PUBLISHED' | 'ERROR';
  mediaId: string | null;
}

/** The one sandbox member, and what they own on each platform. */
export const SANDBOX_MEMBER = {
  twitter: { id: '1790000000000000001', name: 'Sandbox Member', username: 'sandglass_sandbox' },
  linkedin: { sub: 'sbx-li-8f3a21', name: 'Sandbox Member', given: 'Sandbox', family: 'Member' },
  facebook: {
    id: '10000000000001',
    name: 'Sandbox Member',
    pages: [
      { id: '200000000000001', name: 'Sandglass Sandbox Page', category: 'Venture Capital Firm' },
      { id: '200000000000002', name: 'Sandglass Sandbox Studio', category: 'Media' },
    ],
  },
  instagram: { id: '17841400000000001', username: 'sandglass.sandbox' },
} as const;

/** Everything the sandbox remembers; in memory, gone when it stops. */
export class SandboxState {
  codes = new Map<string, SandboxCode>();
  tokens = new Map<string, SandboxToken>();
  refreshTokens = new Map<string, SandboxRefreshToken>();
  uploads = new Map<string, SandboxUpload>();
  containers = new Map<string, SandboxContainer>();
  posts: SandboxPost[] = [];
  faults: SandboxFault[] = [];
  latencyMs = 0;
  private sequence = 0;

  reset(): void {
    this.codes.clear();
    this.tokens.clear();
    this.refreshTokens.clear();
    this.uploads.clear();
    this.containers.clear();
    this.posts = [];
    this.faults = [];
    this.latencyMs = 0;
  }

  /** An opaque secret (codes, tokens). */
  secret(prefix: string): string {
    return `${prefix}-${randomBytes(24).toString('base64url')}`;
  }

  /** A numeric id that grows, like the platforms' snowflake-style ids. */
  numericId(): string {
    this.sequence += 1;
    return `${Date.now()}${String(this.sequence % 100_000).padStart(5, '0')}${randomInt(10)}`;
  }

  issueToken(token: Omit<SandboxToken, 'expiresAt'>, lifetimeSeconds: number | null): string {
    const value = this.secret(`${token.platform}-at`);
    this.tokens.set(value, {
      ...token,
      expiresAt: lifetimeSeconds === null ? null : Date.now() + lifetimeSeconds * 1000,
    });
    return value;
  }

  /** The token a request's bearer value names, if it is live and the platform's. */
  liveToken(platform: SocialPlatform, value: string | null): SandboxToken | null {
    if (!value) return null;
    const token = this.tokens.get(value);
    if (!token || token.platform !== platform) return null;
    if (token.expiresAt !== null && token.expiresAt <= Date.now()) return null;
    return token;
  }

  /** Takes the next fault aimed at this call, counting it down. */
  takeFault(platform: SocialPlatform, operation: SandboxOperation): SandboxFault | null {
    const fault = this.faults.find(
      (candidate) =>
        candidate.platform === platform &&
        candidate.remaining > 0 &&
        (candidate.operation === operation || candidate.operation === 'any'),
    );
    if (!fault) return null;
    fault.remaining -= 1;
    this.faults = this.faults.filter((candidate) => candidate.remaining > 0);
    return fault;
  }

  addPost(post: Omit<SandboxPost, 'createdAt'>): SandboxPost {
    const stored = { ...post, createdAt: new Date() };
    this.posts.push(stored);
    return stored;
  }

  /** The account's latest post, for the platforms' "same text twice in a row" refusal. */
  latestPost(platform: SocialPlatform, accountId: string): SandboxPost | undefined {
    for (let index = this.posts.length - 1; index >= 0; index--) {
      const post = this.posts[index]!;
      if (post.platform === platform && post.accountId === accountId) return post;
    }
    return undefined;
  }

  /** The post's counts: what a test set, else none yet. */
  metricsOf(post: SandboxPost): SandboxMetrics {
    return post.metrics ?? { impressions: 0, likes: 0, reposts: 0, replies: 0 };
  }

  postsOf(platform: SocialPlatform, accountId: string): SandboxPost[] {
    return this.posts.filter((post) => post.platform === platform && post.accountId === accountId);
  }
}
