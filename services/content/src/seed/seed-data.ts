import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import type { BlogCategoryId, ProgramStatus } from '@sandglass/shared';
import { parse } from 'yaml';

export interface SeedTeamMember {
  slug: string;
  name: string;
  title: string;
  bio: string;
  /** Colours of the generated portrait; null leaves the photo out (the site shows initials). */
  portrait: [string, string] | null;
  linkedinUrl: string | null;
  twitterUrl: string | null;
}

export interface SeedProgram {
  slug: string;
  name: string;
  status: ProgramStatus;
  description: string;
  longDescription: string;
  requirements: string[];
  benefits: string[];
  duration: string;
  positions: number;
  /** Days from the seeding day; null for rolling applications. */
  deadlineInDays: number | null;
}

export interface SeedArticle {
  /** The Markdown file's name without `.md`. */
  slug: string;
  title: string;
  excerpt: string;
  category: BlogCategoryId;
  tags: string[];
  /** A SeedTeamMember slug. */
  author: string;
  /** Published this many days before the seeding day. */
  daysAgo: number;
  seoDescription: string;
  /** Markdown. */
  body: string;
}

export interface SeedContent {
  team: SeedTeamMember[];
  programs: SeedProgram[];
  /** Newest first. */
  articles: SeedArticle[];
}

/**
 * The sample content is data, not code: `services/content/seed/` holds `team.yaml`,
 * `programs.yaml` and one Markdown file per article whose front matter is the article's
 * metadata. The folder sits beside `src` and `dist` in the content package, found as the
 * nearest folder with a package.json: from the TypeScript source (tests, `tsx`), the compiled
 * service and the image's bundle (scripts/bundle-services.ts) alike.
 */
export const SEED_DIR = new URL('seed/', packageDir(import.meta.url));

function packageDir(from: string): URL {
  for (let dir = new URL('./', from); ; dir = new URL('../', dir)) {
    if (existsSync(new URL('package.json', dir))) return dir;
    if (dir.pathname === '/') throw new Error(`No package.json above ${from}.`);
  }
}

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/;

export async function loadSeedContent(dir: URL = SEED_DIR): Promise<SeedContent> {
  const yaml = async <T>(name: string) => parse(await readFile(new URL(name, dir), 'utf8')) as T;
  const articlesDir = new URL('articles/', dir);
  const names = (await readdir(articlesDir)).filter((name) => name.endsWith('.md'));
  const articles = await Promise.all(
    names.map(async (name) => {
      const text = await readFile(new URL(name, articlesDir), 'utf8');
      const match = FRONT_MATTER.exec(text);
      if (!match) throw new Error(`The seed article ${name} has no front matter.`);
      const metadata = parse(match[1]) as Omit<SeedArticle, 'slug' | 'body'>;
      const body = text.slice(match[0].length).trim();
      return { slug: name.slice(0, -'.md'.length), ...metadata, body };
    }),
  );
  return {
    team: await yaml<SeedTeamMember[]>('team.yaml'),
    programs: await yaml<SeedProgram[]>('programs.yaml'),
    articles: articles.sort((a, b) => a.daysAgo - b.daysAgo),
  };
}
