import { TZDate } from '@date-fns/tz';
import {
  PLATFORM_DISPLAY_NAME,
  PLATFORM_MAX_LENGTH,
  type PostNowResponse,
  type SocialPlatform,
  type SocialPlatformTarget,
  type SocialPostLength,
  type SocialPostTone,
} from '@sandglass/shared';
import { normalisePostText, publishedLength } from '@sandglass/shared/social-text';
import { formatISO, isValid } from 'date-fns';
import type { ToastOptions } from '../../ui/toastStore';
import type { PostDraft } from './draft';
import type { AttachedImage } from './media';
import type { GenerateContentRequest } from './socialApi';

/** Spec section 9: the time input starts at 09:00 (in the person's own time zone). */
export const DEFAULT_SCHEDULE_TIME = '09:00';

/** Spec sections 5 and 8, word for word. */
export const SOCIAL_TOASTS = {
  topicRequired: {
    title: 'Topic Required',
    description: 'Please enter a topic to generate content about',
    variant: 'destructive',
  },
  invalidPost: {
    title: 'Invalid Post',
    description: 'Please enter content and select at least one platform',
    variant: 'destructive',
  },
  invalidSchedule: {
    title: 'Invalid Schedule',
    description: 'Please enter content, select platforms, and choose a date/time',
    variant: 'destructive',
  },
  contentGenerated: {
    title: 'Content Generated',
    description:
      'AI-powered content has replaced your topic in the post. Undo brings the topic back.',
  },
  postScheduled: {
    title: 'Post Scheduled',
    description: 'Your post has been scheduled successfully',
  },
  postCancelled: {
    title: 'Post Cancelled',
    description: 'Scheduled post has been cancelled',
  },
} as const satisfies Record<string, ToastOptions>;

export const GENERATION_FAILED = 'Generation Failed';
export const GENERATION_FAILED_FALLBACK = 'Failed to generate content';
export const POST_FAILED = 'Post Failed';
export const POST_FAILED_FALLBACK = 'Failed to post content';
export const SCHEDULING_FAILED = 'Scheduling Failed';
export const SCHEDULING_FAILED_FALLBACK = 'Failed to schedule post';
/** Spec section 5: what an impossible date or time raises. */
export const INVALID_TIME_VALUE = 'Invalid time value';

const isBlank = (text: string) => text.trim() === '';

/** Generate with AI needs a topic: the post's text (spec section 5). */
export function checkGenerate(text: string): ToastOptions | null {
  return isBlank(text) ? SOCIAL_TOASTS.topicRequired : null;
}

/** Post Now needs text and at least one platform (spec section 5). */
export function checkPostNow(
  text: string,
  platforms: readonly SocialPlatform[],
): ToastOptions | null {
  return isBlank(text) || platforms.length === 0 ? SOCIAL_TOASTS.invalidPost : null;
}

/** Schedule needs text, at least one platform and a date (spec section 5). */
export function checkSchedule(
  text: string,
  platforms: readonly SocialPlatform[],
  date: Date | undefined,
): ToastOptions | null {
  return isBlank(text) || platforms.length === 0 || !date ? SOCIAL_TOASTS.invalidSchedule : null;
}

/**
 * The post form's fields, by the `name` their controls carry, so `focusFirstProblem` finds the
 * first one to fix (the platform toggles and the calendar's day buttons share theirs).
 */
export type ComposerField = 'text' | 'platforms' | 'date' | 'time';
export type ComposerProblems = Partial<Record<ComposerField, string>>;

/** The sentence beside each field, in the words the API uses where it has them. */
export const COMPOSER_PROBLEMS = {
  text: 'Enter the text of the post.',
  platforms: 'Choose at least one platform.',
  date: 'Choose the day to publish on.',
  pastTime: 'Scheduled time must be in the future. Choose a later date or time.',
} as const;

/** Post Now: text, and at least one platform (spec section 5), each said at its field. */
export function postNowProblems(
  text: string,
  platforms: readonly SocialPlatform[],
): ComposerProblems {
  return {
    ...(isBlank(text) ? { text: COMPOSER_PROBLEMS.text } : {}),
    ...(platforms.length === 0 ? { platforms: COMPOSER_PROBLEMS.platforms } : {}),
  };
}

/**
 * Schedule: as Post Now, and a day, and a time that is one ("Invalid time value", spec section
 * 5) and is still ahead of `now` in the person's time zone.
 */
export function scheduleProblems(
  text: string,
  platforms: readonly SocialPlatform[],
  date: Date | undefined,
  time: string,
  now: Date = new Date(),
  timeZone = localTimeZone(),
): ComposerProblems {
  const problems = postNowProblems(text, platforms);
  if (!date) return { ...problems, date: COMPOSER_PROBLEMS.date };
  let moment: number;
  try {
    moment = Date.parse(scheduledTimeIso(date, time, timeZone));
  } catch {
    return { ...problems, time: INVALID_TIME_VALUE };
  }
  return moment <= now.getTime() ? { ...problems, time: COMPOSER_PROBLEMS.pastTime } : problems;
}

export function hasProblems(problems: ComposerProblems): boolean {
  return Object.values(problems).some(Boolean);
}

/** The API's field errors (`details`) as the form's fields; the rest stay in the toast. */
export function composerProblemsFrom(fields: Readonly<Record<string, string>>): ComposerProblems {
  return {
    ...(fields['content.text'] ? { text: fields['content.text'] } : {}),
    ...(fields.platforms ? { platforms: fields.platforms } : {}),
    ...(fields.scheduledTime ? { time: fields.scheduledTime } : {}),
  };
}

/** The person's own IANA time zone, e.g. "Europe/Paris", which times are picked and shown in. */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * The moment a person means by a day picked on the calendar and a time typed as "HH:MM", in
 * their time zone, as ISO 8601 with that zone's offset on that day (so a date across a
 * daylight-saving change gets the offset in force then), e.g. "2026-07-01T09:00:00+02:00".
 * Throws "Invalid time value" (spec section 5) for a time that is not one.
 */
export function scheduledTimeIso(day: Date, time: string, timeZone = localTimeZone()): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  if (!match || hours > 23 || minutes > 59 || !isValid(day))
    throw new RangeError(INVALID_TIME_VALUE);
  const moment = new TZDate(
    day.getFullYear(),
    day.getMonth(),
    day.getDate(),
    hours,
    minutes,
    0,
    0,
    timeZone,
  );
  return formatISO(moment);
}

/** The "HH:MM" a moment reads in `timeZone`, for the time input when a post is edited. */
export function timeOfDay(iso: string, timeZone = localTimeZone()): string {
  const moment = new TZDate(iso, timeZone);
  return `${String(moment.getHours()).padStart(2, '0')}:${String(moment.getMinutes()).padStart(2, '0')}`;
}

/** The calendar day (local midnight, as the date picker holds days) a moment falls on in `timeZone`. */
export function dayOf(iso: string, timeZone = localTimeZone()): Date {
  const moment = new TZDate(iso, timeZone);
  return new Date(moment.getFullYear(), moment.getMonth(), moment.getDate());
}

export interface PlatformCount {
  platform: SocialPlatform;
  /** As the platform counts it: X weighs characters, the others count them. */
  length: number;
  max: number;
  over: boolean;
}

/**
 * The live count of `text` against each selected platform's limit, as the API counts it: with
 * campaign links (`campaignSite`, the site's address) the links to the site are counted with
 * their tags where the platform counts every character.
 */
export function platformCounts(
  text: string,
  platforms: readonly SocialPlatform[],
  campaignSite: string | null,
): PlatformCount[] {
  return platforms.map((platform) => {
    const length = publishedLength(platform, text, campaignSite);
    const max = PLATFORM_MAX_LENGTH[platform];
    return { platform, length, max, over: length > max };
  });
}

/**
 * Why the text cannot go to each chosen platform it is too long for, said beside that
 * platform; Post Now and Schedule stay off while there is any.
 */
export function overLimitProblems(
  text: string,
  platforms: readonly SocialPlatform[],
  campaignSite: string | null,
): Partial<Record<SocialPlatform, string>> {
  const problems: Partial<Record<SocialPlatform, string>> = {};
  for (const { platform, length, max, over } of platformCounts(text, platforms, campaignSite)) {
    if (!over) continue;
    const name = PLATFORM_DISPLAY_NAME[platform];
    problems[platform] =
      `Too long for ${name}: ${length.toLocaleString('en-US')} of ${max.toLocaleString('en-US')} characters. Shorten it by ${(length - max).toLocaleString('en-US')} or deselect ${name}.`;
  }
  return problems;
}

/** Said beside Post Now, Schedule Post and Save Changes while they are off for a text too long. */
export const TOO_LONG_NOTE = 'Shorten the text to fit every chosen platform first.';

/** Characters of the post as it will be sent (an emoji is one; the ends trimmed, as stored). */
export function characterCount(text: string): number {
  return [...normalisePostText(text)].length;
}

/** Spec section 7: the first selected platform, or "all" when none is. */
export function generationTarget(platforms: readonly SocialPlatform[]): SocialPlatformTarget {
  return platforms[0] ?? 'all';
}

/** Spec section 7's generate-content request: tone, type and hashtags are fixed. */
/** The tones Generate with AI offers, as the menu reads them. */
export const GENERATE_TONES: readonly { value: SocialPostTone; label: string }[] = [
  { value: 'professional', label: 'Professional' },
  { value: 'friendly', label: 'Friendly' },
  { value: 'bold', label: 'Bold' },
  { value: 'playful', label: 'Playful' },
];

/** The lengths Generate with AI offers (the platform's limit still caps each). */
export const GENERATE_LENGTHS: readonly { value: SocialPostLength; label: string }[] = [
  { value: 'short', label: 'Short' },
  { value: 'medium', label: 'Medium' },
  { value: 'long', label: 'Long' },
];

export interface GenerateChoices {
  tone: SocialPostTone;
  length: SocialPostLength;
}

export const DEFAULT_GENERATE_CHOICES: GenerateChoices = { tone: 'professional', length: 'medium' };

export function generateRequest(
  topic: string,
  platforms: readonly SocialPlatform[],
  firmName: string,
  choices: GenerateChoices = DEFAULT_GENERATE_CHOICES,
): GenerateContentRequest {
  return {
    topic: topic.trim(),
    platform: generationTarget(platforms),
    tone: choices.tone,
    length: choices.length,
    contentType: 'educational',
    hashtags: true,
    companyContext: `${firmName} is an AI-focused venture capital firm that builds AI companies together with founders (collaborative company building).`,
  };
}

/**
 * What Generate with AI leaves: the generated post in place of the topic line (issue 26; the
 * spec's "appended" left the topic above the post), with the topic kept for Undo.
 */
export interface GeneratedText {
  /** What was typed before, which Undo puts back. */
  topic: string;
  /** The generated post, now the text. */
  text: string;
}

export function replaceWithGenerated(topic: string, generated: string): GeneratedText {
  return { topic, text: generated.trim() };
}

/** Undo is offered while the text is still the generated post (an edit makes it the member's). */
export function canUndoGenerated(text: string, generated: GeneratedText | null): boolean {
  return generated !== null && text === generated.text;
}

/** Platforms that took the post (published, or still publishing) and those that refused it. */
export function summarisePostNow(response: PostNowResponse): { accepted: number; failed: number } {
  const failed = response.results.filter((result) => result.status === 'failed').length;
  return { accepted: response.results.length - failed, failed };
}

/**
 * The toast after Post Now (spec section 8: "Posted Successfully", "Posted to" the number of
 * platforms "platforms"); when every platform refused, "Post Failed" with the first reason.
 */
export function postNowToast(response: PostNowResponse): ToastOptions {
  const { accepted } = summarisePostNow(response);
  if (accepted === 0) {
    return {
      title: POST_FAILED,
      description: response.results.find((result) => result.error)?.error ?? POST_FAILED_FALLBACK,
      variant: 'destructive',
    };
  }
  return {
    title: 'Posted Successfully',
    description: `Posted to ${accepted} ${accepted === 1 ? 'platform' : 'platforms'}`,
  };
}

/** What the Create Post tab holds while a post is written. */
export interface ComposerState {
  text: string;
  platforms: SocialPlatform[];
  images: AttachedImage[];
  /** The day chosen under Schedule for Later, if any. */
  date: Date | undefined;
  /** "HH:MM" in the person's time zone. */
  time: string;
}

export function initialComposer(draft: PostDraft): ComposerState {
  return {
    text: draft.text,
    platforms: draft.platforms,
    images: [],
    date: undefined,
    time: DEFAULT_SCHEDULE_TIME,
  };
}

/** Adds or removes one platform. */
export function togglePlatform(
  platforms: readonly SocialPlatform[],
  platform: SocialPlatform,
): SocialPlatform[] {
  return platforms.includes(platform)
    ? platforms.filter((item) => item !== platform)
    : [...platforms, platform];
}

/**
 * Spec section 4, after Post Now: text and platforms are cleared (and the images sent with
 * them). When every platform refused the post, it is kept so it can be fixed and sent again.
 */
export function afterPostNow(state: ComposerState, response: PostNowResponse): ComposerState {
  if (summarisePostNow(response).accepted === 0) return state;
  return { ...state, text: '', platforms: [], images: [] };
}

/** Spec section 4, after Schedule: text, platforms (with the images) and date are cleared. */
export function afterSchedule(state: ComposerState): ComposerState {
  return { ...state, text: '', platforms: [], images: [], date: undefined };
}

/** The images' ids for the request (uploads still running are not sent: Post waits for them). */
export function mediaIds(images: readonly AttachedImage[]): string[] {
  return images.flatMap((image) => (image.media ? [image.media.id] : []));
}
