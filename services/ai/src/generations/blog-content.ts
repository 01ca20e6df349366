import type { BlogContentResponse } from '@sandglass/shared';
import { AiInvalidAnswerError } from '../llm/llm.errors.js';

type Field = keyof BlogContentResponse;

/** Names models give each field when they do not follow the requested shape exactly. */
const FIELD_NAMES: Record<Field, string[]> = {
  title: ['title', 'headline'],
  summary: ['summary', 'excerpt', 'description', 'abstract', 'subtitle'],
  content: ['content', 'body', 'article', 'markdown', 'text'],
};

const TITLE_MAX = 150;
const SUMMARY_MAX = 300;

/**
 * Turns a model's answer into a blog draft. Asked for `{"title","summary","content"}`, models
 * also answer with that object inside a code fence or after a sentence, with other key names,
 * cut off by the token limit, or as plain Markdown; each is recovered. Throws
 * AiInvalidAnswerError when there is nothing to make a draft from.
 */
export function parseBlogDraft(text: string): BlogContentResponse {
  for (const candidate of jsonCandidates(text)) {
    const draft = fromFields(namedFields(candidate));
    if (draft) return draft;
  }
  // JSON without an article in it is not an article either, whatever its braces hold.
  if (looksLikeJson(text)) {
    const draft = fromFields(namedFields(Object.fromEntries(scanJsonStrings(text))));
    if (draft) return draft;
    throw new AiInvalidAnswerError();
  }
  const draft = fromMarkdown(unfence(text));
  if (draft) return draft;
  throw new AiInvalidAnswerError();
}

/**
 * What a streaming answer holds so far, field by field, for showing it as it is written.
 * Each field only ever grows as more text arrives. A Markdown answer shows as content.
 */
export function previewBlogDraft(text: string): Partial<BlogContentResponse> {
  if (!text.trim()) return {};
  if (!looksLikeJson(text)) return { content: text };
  const fields = namedFields(Object.fromEntries(scanJsonStrings(text)));
  return Object.fromEntries(
    (Object.keys(FIELD_NAMES) as Field[])
      .filter((field) => fields[field] !== undefined)
      .map((field) => [field, fields[field]]),
  );
}

function looksLikeJson(text: string): boolean {
  const start = text.trimStart();
  return start.startsWith('{') || /^```(json)?\s*(\{|$)/i.test(start);
}

/** The parsed objects the answer may be: itself, a fenced block, or its outermost braces. */
function jsonCandidates(text: string): Record<string, unknown>[] {
  const sources = [text.trim()];
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text);
  if (fenced) sources.push(fenced[1].trim());
  const first = text.indexOf('{');
  const last = text.lastIndexOf('}');
  if (first >= 0 && last > first) sources.push(text.slice(first, last + 1));
  return sources.flatMap((source) => {
    try {
      const value: unknown = JSON.parse(source);
      return typeof value === 'object' && value !== null && !Array.isArray(value)
        ? [value as Record<string, unknown>]
        : [];
    } catch {
      return [];
    }
  });
}

/** The object's text fields under their canonical names, matching key names loosely. */
function namedFields(object: Record<string, unknown>): Partial<Record<Field, string>> {
  const byName = new Map<string, string>();
  for (const [key, value] of Object.entries(object)) {
    const name = key.trim().toLowerCase();
    if (typeof value === 'string' && !byName.has(name)) byName.set(name, value);
  }
  const fields: Partial<Record<Field, string>> = {};
  for (const field of Object.keys(FIELD_NAMES) as Field[]) {
    const name = FIELD_NAMES[field].find((candidate) => byName.has(candidate));
    if (name !== undefined) fields[field] = byName.get(name)!;
  }
  return fields;
}

function fromFields(fields: Partial<Record<Field, string>>): BlogContentResponse | undefined {
  const content = fields.content?.trim();
  if (!content) return undefined;
  const title = fields.title ? plainText(fields.title) : '';
  if (!title) return fromMarkdown(content, fields.summary);
  return {
    title: shorten(title, TITLE_MAX),
    summary: summaryOf(fields.summary, content),
    content,
  };
}

/** A Markdown article: its first line is the title, an optional "Summary:" line follows. */
function fromMarkdown(text: string, summary?: string): BlogContentResponse | undefined {
  let lines = text.trim().split('\n');
  // "Here is your article:" and the like introduce the answer rather than title it.
  while (lines.length > 1 && /:\s*$/.test(lines[0]) && !lines[0].startsWith('#')) {
    lines = lines.slice(1).join('\n').trim().split('\n');
  }
  const titleLine = plainText(lines[0].replace(/^title\s*:\s*/i, ''));
  if (!titleLine) return undefined;
  let rest = lines.slice(1).join('\n').trim();
  const summaryLine = /^(?:\*\*|__)?summary(?:\*\*|__)?\s*:\s*(?:\*\*|__)?\s*(.+)$/im.exec(rest);
  if (summaryLine && rest.startsWith(summaryLine[0])) {
    summary ??= summaryLine[1];
    rest = rest.slice(summaryLine[0].length).trim();
  }
  rest = rest.replace(/^(?:\*\*|__)?(?:content|article|body)(?:\*\*|__)?\s*:\s*/i, '').trim();
  // A one-paragraph answer has no title line; the whole of it is the content.
  const content = rest || text.trim();
  return {
    title: shorten(rest ? titleLine : firstWords(titleLine), TITLE_MAX),
    summary: summaryOf(summary, content),
    content,
  };
}

function summaryOf(summary: string | undefined, content: string): string {
  const given = summary ? plainText(summary) : '';
  if (given) return shorten(given, SUMMARY_MAX);
  const paragraph = content
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .find((block) => block && !block.startsWith('#') && !block.startsWith('```'));
  return shorten(plainText(paragraph ?? content), SUMMARY_MAX);
}

/** Markdown reduced to its words: no heading marks, emphasis, code ticks or link targets. */
function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/(\*\*|__|\*|_|`)/g, '')
    .replace(/^["“]|["”]$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function firstWords(text: string): string {
  const sentence = /^(.+?[.!?])(\s|$)/.exec(text)?.[1] ?? text;
  return sentence.split(' ').slice(0, 12).join(' ');
}

/** Cuts at a word boundary and marks the cut with an ellipsis. */
function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

/** The content of an answer wrapped whole in a code fence (```markdown ... ```). */
function unfence(text: string): string {
  const fenced = /^\s*```[\w-]*\s*\n([\s\S]*?)\n?```\s*$/.exec(text);
  return fenced ? fenced[1] : text;
}

/**
 * The string values of the first JSON object's top-level keys, as far as they have been
 * written: tolerant of an object that is cut off, including mid-string and mid-escape.
 */
export function scanJsonStrings(text: string): Map<string, string> {
  const values = new Map<string, string>();
  let at = text.indexOf('{');
  if (at < 0) return values;
  at += 1;
  for (;;) {
    at = skipSpace(text, at);
    if (text[at] === ',') {
      at += 1;
      continue;
    }
    if (text[at] !== '"') return values;
    const key = readString(text, at);
    if (!key.complete) return values;
    at = skipSpace(text, key.end);
    if (text[at] !== ':') return values;
    at = skipSpace(text, at + 1);
    if (at >= text.length) return values;
    if (text[at] === '"') {
      const value = readString(text, at);
      if (!values.has(key.value)) values.set(key.value, value.value);
      if (!value.complete) return values;
      at = value.end;
    } else {
      at = skipValue(text, at);
      if (at < 0) return values;
    }
  }
}

const ESCAPES: Record<string, string> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};

/** Decodes the JSON string starting at the quote at `start`, up to where the text ends. */
function readString(
  text: string,
  start: number,
): { value: string; end: number; complete: boolean } {
  let value = '';
  let at = start + 1;
  while (at < text.length) {
    const char = text[at];
    if (char === '"') return { value, end: at + 1, complete: true };
    if (char !== '\\') {
      value += char;
      at += 1;
      continue;
    }
    const kind = text[at + 1];
    if (kind === undefined) break;
    if (kind === 'u') {
      const hex = text.slice(at + 2, at + 6);
      if (!/^[0-9a-fA-F]{4}$/.test(hex)) break;
      value += String.fromCharCode(parseInt(hex, 16));
      at += 6;
    } else {
      value += ESCAPES[kind] ?? kind;
      at += 2;
    }
  }
  return { value, end: text.length, complete: false };
}

function skipSpace(text: string, at: number): number {
  while (at < text.length && /\s/.test(text[at])) at += 1;
  return at;
}

/** Steps over a non-string value (number, literal, array, object); -1 if it is cut off. */
function skipValue(text: string, at: number): number {
  let depth = 0;
  while (at < text.length) {
    const char = text[at];
    if (char === '"') {
      const skipped = readString(text, at);
      if (!skipped.complete) return -1;
      at = skipped.end;
      continue;
    }
    if (char === '{' || char === '[') depth += 1;
    else if (char === '}' || char === ']') {
      if (depth === 0) return at;
      depth -= 1;
    } else if (char === ',' && depth === 0) return at;
    at += 1;
  }
  return -1;
}
