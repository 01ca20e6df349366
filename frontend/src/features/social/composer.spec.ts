import { describe, expect, it } from '@jest/globals';
import type { PostNowResponse } from '@sandglass/shared';
import {
  afterPostNow,
  afterSchedule,
  canUndoGenerated,
  characterCount,
  checkGenerate,
  checkPostNow,
  checkSchedule,
  dayOf,
  DEFAULT_SCHEDULE_TIME,
  generateRequest,
  initialComposer,
  mediaIds,
  overLimitProblems,
  platformCounts,
  postNowProblems,
  postNowToast,
  replaceWithGenerated,
  scheduledTimeIso,
  scheduleProblems,
  timeOfDay,
  togglePlatform,
  type ComposerState,
} from './composer';
import type { AttachedImage } from './media';

const image = (id: string): AttachedImage => ({
  key: id,
  name: `${id}.png`,
  media: { id, url: `/api/social/media/${id}`, contentType: 'image/png', width: 1, height: 1 },
});

const written: ComposerState = {
  text: 'Our thesis, in a post',
  platforms: ['twitter', 'linkedin'],
  images: [image('m1')],
  date: new Date(2026, 11, 24),
  time: '14:30',
};

function response(statuses: Array<'posted' | 'failed' | 'publishing'>): PostNowResponse {
  const platforms = ['twitter', 'linkedin', 'facebook'] as const;
  return {
    postId: 'p1',
    results: statuses.map((status, index) => ({
      platform: platforms[index]!,
      status,
      ...(status === 'posted' ? { url: 'https://x.example/1' } : {}),
      ...(status === 'failed' ? { error: 'The platform refused a duplicate post.' } : {}),
    })),
  };
}

describe('the validation rules (spec section 5)', () => {
  it('asks for a topic before generating, blank or whitespace alike', () => {
    for (const text of ['', '   \n ']) {
      expect(checkGenerate(text)).toEqual({
        title: 'Topic Required',
        description: 'Please enter a topic to generate content about',
        variant: 'destructive',
      });
    }
    expect(checkGenerate('AI in legal')).toBeNull();
  });

  it('refuses Post Now without text or without a platform', () => {
    const invalid = {
      title: 'Invalid Post',
      description: 'Please enter content and select at least one platform',
      variant: 'destructive',
    };
    expect(checkPostNow('  ', ['twitter'])).toEqual(invalid);
    expect(checkPostNow('Hello', [])).toEqual(invalid);
    expect(checkPostNow('Hello', ['twitter'])).toBeNull();
  });

  it('refuses Schedule without text, platforms or a date', () => {
    const invalid = {
      title: 'Invalid Schedule',
      description: 'Please enter content, select platforms, and choose a date/time',
      variant: 'destructive',
    };
    const day = new Date(2026, 11, 24);
    expect(checkSchedule('', ['twitter'], day)).toEqual(invalid);
    expect(checkSchedule('Hello', [], day)).toEqual(invalid);
    expect(checkSchedule('Hello', ['twitter'], undefined)).toEqual(invalid);
    expect(checkSchedule('Hello', ['twitter'], day)).toBeNull();
  });
});

describe('the problems said at their fields', () => {
  it('asks Post Now for the text and a platform, at each', () => {
    expect(postNowProblems(' \n ', [])).toEqual({
      text: 'Enter the text of the post.',
      platforms: 'Choose at least one platform.',
    });
    expect(postNowProblems('Hello', ['twitter'])).toEqual({});
  });

  it('asks Schedule for a day, and a time that is one and is still ahead', () => {
    const now = new Date('2026-07-01T10:00:00Z');
    const today = new Date(2026, 6, 1);
    expect(scheduleProblems('Hello', ['twitter'], undefined, '09:00', now, 'UTC')).toEqual({
      date: 'Choose the day to publish on.',
    });
    expect(scheduleProblems('Hello', ['twitter'], today, '09:00', now, 'UTC')).toEqual({
      time: 'Scheduled time must be in the future. Choose a later date or time.',
    });
    expect(scheduleProblems('Hello', ['twitter'], today, '25:00', now, 'UTC')).toEqual({
      time: 'Invalid time value',
    });
    expect(scheduleProblems('Hello', ['twitter'], today, '10:01', now, 'UTC')).toEqual({});
    expect(scheduleProblems('', [], today, '11:00', now, 'UTC')).toEqual({
      text: 'Enter the text of the post.',
      platforms: 'Choose at least one platform.',
    });
  });

  it('says why the text cannot go to each platform it is too long for', () => {
    expect(overLimitProblems(`${'a'.repeat(355)}`, ['twitter', 'linkedin'], null)).toEqual({
      twitter:
        'Too long for X (Twitter): 355 of 280 characters. Shorten it by 75 or deselect X (Twitter).',
    });
    expect(overLimitProblems(`${'a'.repeat(280)}\n`, ['twitter'], null)).toEqual({});
  });
});

describe('the live count', () => {
  it('counts what the API counts: the text without whitespace at its ends', () => {
    const text = `${'a'.repeat(354)}\n`;
    expect(platformCounts(text, ['twitter'], null)[0]?.length).toBe(354);
    expect(characterCount(`  ${text}`)).toBe(354);
  });

  it('counts X as X does (a link is 23, an emoji 2) and the others by characters', () => {
    const text = `Read it: https://example.com/${'a'.repeat(80)} 🚀`;
    const [x, linkedin] = platformCounts(text, ['twitter', 'linkedin'], null);
    expect(x).toEqual({ platform: 'twitter', length: 9 + 23 + 1 + 2, max: 280, over: false });
    expect(linkedin?.length).toBe([...text].length);
    expect(characterCount('🚀🚀')).toBe(2);
  });

  it('marks a platform whose limit the text passes, and only that one', () => {
    const counts = platformCounts('a'.repeat(281), ['twitter', 'linkedin'], null);
    expect(counts.map(({ platform, over }) => [platform, over])).toEqual([
      ['twitter', true],
      ['linkedin', false],
    ]);
    expect(platformCounts('a'.repeat(280), ['twitter'], null)[0]?.over).toBe(false);
  });

  it('counts links to the site with their campaign tags where the platform counts every character', () => {
    const site = 'https://sandglass.vc';
    const text = `${'a'.repeat(2950)} ${site}/programs`;
    const [x, linkedin] = platformCounts(text, ['twitter', 'linkedin'], site);
    expect(x?.length).toBe(platformCounts(text, ['twitter'], null)[0]?.length);
    expect(linkedin?.length).toBe(
      `${text}?utm_source=linkedin&utm_medium=social&utm_campaign=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-00000000`
        .length,
    );
    expect(overLimitProblems(text, ['linkedin'], null)).toEqual({});
    expect(overLimitProblems(text, ['linkedin'], site).linkedin).toMatch(/^Too long for LinkedIn/);
  });
});

describe('the scheduled time', () => {
  const day = new Date(2026, 6, 1);

  it('is the chosen day and time in the person’s zone, with that zone’s offset on that day', () => {
    expect(scheduledTimeIso(day, '09:00', 'Europe/Paris')).toBe('2026-07-01T09:00:00+02:00');
    expect(scheduledTimeIso(new Date(2026, 0, 15), '09:00', 'Europe/Paris')).toBe(
      '2026-01-15T09:00:00+01:00',
    );
    expect(scheduledTimeIso(day, '23:45', 'America/New_York')).toBe('2026-07-01T23:45:00-04:00');
    expect(scheduledTimeIso(day, '09:00', 'Asia/Kolkata')).toBe('2026-07-01T09:00:00+05:30');
    expect(scheduledTimeIso(day, '00:00', 'UTC')).toBe('2026-07-01T00:00:00Z');
  });

  it('names the same moment however it is written', () => {
    const iso = scheduledTimeIso(day, '09:00', 'America/Los_Angeles');
    expect(new Date(iso).toISOString()).toBe('2026-07-01T16:00:00.000Z');
  });

  it('raises "Invalid time value" for a time that is not one', () => {
    for (const time of ['', '9', '25:00', '12:60', 'noon']) {
      expect(() => scheduledTimeIso(day, time, 'UTC')).toThrow('Invalid time value');
    }
    expect(() => scheduledTimeIso(new Date(Number.NaN), '09:00', 'UTC')).toThrow(
      'Invalid time value',
    );
  });

  it('reads a stored time back as the day and time the person chose', () => {
    const iso = '2026-07-01T07:00:00.000Z';
    expect(timeOfDay(iso, 'Europe/Paris')).toBe('09:00');
    expect(timeOfDay(iso, 'America/New_York')).toBe('03:00');
    const paris = dayOf('2026-06-30T22:30:00.000Z', 'Europe/Paris');
    expect([paris.getFullYear(), paris.getMonth(), paris.getDate()]).toEqual([2026, 6, 1]);
  });

  it('starts at 09:00', () => {
    expect(DEFAULT_SCHEDULE_TIME).toBe('09:00');
    expect(initialComposer({ text: 'kept', platforms: ['linkedin'] })).toEqual({
      text: 'kept',
      platforms: ['linkedin'],
      images: [],
      date: undefined,
      time: '09:00',
    });
  });
});

describe('what is cleared once a post is sent (spec section 4)', () => {
  it('clears text, platforms and images after Post Now, keeping the schedule fields', () => {
    expect(afterPostNow(written, response(['posted', 'publishing']))).toEqual({
      ...written,
      text: '',
      platforms: [],
      images: [],
    });
  });

  it('keeps everything when every platform refused the post, so it can be fixed', () => {
    expect(afterPostNow(written, response(['failed', 'failed']))).toBe(written);
  });

  it('clears text, platforms, images and the date after Schedule, keeping the time', () => {
    expect(afterSchedule(written)).toEqual({
      text: '',
      platforms: [],
      images: [],
      date: undefined,
      time: '14:30',
    });
  });
});

describe('the Post Now toast (spec section 8)', () => {
  it('says how many platforms took the post', () => {
    expect(postNowToast(response(['posted', 'posted']))).toEqual({
      title: 'Posted Successfully',
      description: 'Posted to 2 platforms',
    });
    expect(postNowToast(response(['posted', 'failed', 'publishing']))).toEqual({
      title: 'Posted Successfully',
      description: 'Posted to 2 platforms',
    });
    expect(postNowToast(response(['posted']))).toEqual({
      title: 'Posted Successfully',
      description: 'Posted to 1 platform',
    });
  });

  it('is "Post Failed" with the platform’s reason when none took it', () => {
    expect(postNowToast(response(['failed']))).toEqual({
      title: 'Post Failed',
      description: 'The platform refused a duplicate post.',
      variant: 'destructive',
    });
  });
});

describe('Generate with AI', () => {
  it('sends the text as the topic for the first platform chosen, or "all"', () => {
    expect(generateRequest('  Legal AI  ', ['linkedin', 'twitter'], 'Sandglass')).toEqual({
      topic: 'Legal AI',
      platform: 'linkedin',
      tone: 'professional',
      length: 'medium',
      contentType: 'educational',
      hashtags: true,
      companyContext: expect.stringContaining('Sandglass is an AI-focused venture capital firm'),
    });
    expect(generateRequest('Legal AI', [], 'Sandglass').platform).toBe('all');
    expect(
      generateRequest('Legal AI', [], 'Sandglass', { tone: 'playful', length: 'short' }),
    ).toMatchObject({ tone: 'playful', length: 'short' });
  });

  it('replaces the topic with the generated post, keeping the topic for Undo until an edit', () => {
    const generated = replaceWithGenerated('Legal AI', ' A post. ');
    expect(generated).toEqual({ topic: 'Legal AI', text: 'A post.' });
    expect(canUndoGenerated('A post.', generated)).toBe(true);
    expect(canUndoGenerated('A post. Edited', generated)).toBe(false);
    expect(canUndoGenerated('A post.', null)).toBe(false);
  });
});

describe('platforms and images', () => {
  it('toggles a platform on and off', () => {
    expect(togglePlatform(['twitter'], 'linkedin')).toEqual(['twitter', 'linkedin']);
    expect(togglePlatform(['twitter', 'linkedin'], 'twitter')).toEqual(['linkedin']);
  });

  it('sends the ids of uploaded images only', () => {
    expect(mediaIds([image('a'), { key: 'b', name: 'b.png', media: null }, image('c')])).toEqual([
      'a',
      'c',
    ]);
  });
});
