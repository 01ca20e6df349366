import { Inject, Injectable } from '@nestjs/common';
import { ValidationFailedError } from '@sandglass/server';
import {
  PLATFORM_DISPLAY_NAME,
  PLATFORM_MAX_LENGTH,
  SOCIAL_MEDIA_MAX_COUNT,
  SOCIAL_SCHEDULE_MAX_DAYS,
  type FieldError,
  type SocialPlatform,
} from '@sandglass/shared';
import { postLength, publishedLength } from '@sandglass/shared/social-text';
import { In, type EntityManager } from 'typeorm';
import { ConnectedAccount } from '../connected-accounts/connected-account.entity.js';
import { Media } from '../media/media.entity.js';
import { SOCIAL_CONFIG } from '../common/tokens.js';
import { PlatformRegistry } from '../platforms/platform-registry.js';

export interface PostDraft {
  text: string;
  mediaIds: string[];
  platforms: SocialPlatform[];
  /** Links to the site go out tagged (withCampaignLinks), so they are counted tagged. */
  campaignLinks: boolean;
}

/** What the rules read of the service's config (SocialConfig). */
export interface PostRulesSettings {
  readonly siteUrl: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The rules a post must meet before it is saved (issue 8): a configured, connected platform,
 * each chosen platform's length limit as that platform counts it (of the text as it goes out,
 * with its campaign links tagged), an image for Instagram, at
 * most four of the caller's own images, a time ahead but within a year. Every problem is
 * reported at once, each naming its field.
 */
@Injectable()
export class PostRules {
  constructor(
    private readonly platforms: PlatformRegistry,
    @Inject(SOCIAL_CONFIG) private readonly settings: PostRulesSettings,
  ) {}

  /** The caller's account on each chosen platform, or a 400 listing what is wrong. */
  async check(
    manager: EntityManager,
    userId: string,
    draft: PostDraft,
    schedule?: { time: Date; now: Date },
  ): Promise<Map<SocialPlatform, ConnectedAccount>> {
    const errors: FieldError[] = [];
    const timeError = schedule ? this.timeError(schedule.time, schedule.now) : null;
    if (timeError) errors.push(timeError);
    if (draft.platforms.length === 0) {
      errors.push({ field: 'platforms', message: 'Choose at least one platform.' });
    }
    const accounts = new Map<SocialPlatform, ConnectedAccount>();
    const own = await manager
      .getRepository(ConnectedAccount)
      .find({ where: { userId, platform: In(draft.platforms) } });

    for (const platform of draft.platforms) {
      const name = PLATFORM_DISPLAY_NAME[platform];
      const account = own.find((candidate) => candidate.platform === platform);
      if (!this.platforms.isConfigured(platform)) {
        errors.push({
          field: 'platforms',
          message: `${name} is not set up on this server. Choose another platform.`,
        });
      } else if (!account) {
        errors.push({
          field: 'platforms',
          message: `Connect your ${name} account first (Social Media → Accounts), or deselect ${name}.`,
        });
      } else if (account.status !== 'connected') {
        errors.push({
          field: 'platforms',
          message: `Reconnect your ${name} account: its sign-in is no longer valid.`,
        });
      } else {
        accounts.set(platform, account);
      }
      const length = publishedLength(
        platform,
        draft.text,
        draft.campaignLinks ? this.settings.siteUrl : null,
      );
      const max = PLATFORM_MAX_LENGTH[platform];
      if (length > max) {
        const how =
          platform === 'twitter'
            ? ' as X counts it (links 23, most emoji 2)'
            : draft.campaignLinks && length > postLength(platform, draft.text)
              ? ' with its links to our site tagged for the campaign (turn campaign links off to save them)'
              : '';
        errors.push({
          field: 'content.text',
          message: `The text is ${length.toLocaleString('en-US')} characters${how}; ${name} allows at most ${max.toLocaleString('en-US')}.`,
        });
      }
    }
    if (draft.platforms.includes('instagram') && draft.mediaIds.length === 0) {
      errors.push({
        field: 'content.mediaIds',
        message: 'Instagram needs at least one image. Add an image or deselect Instagram.',
      });
    }
    errors.push(...(await this.mediaErrors(manager, userId, draft.mediaIds)));
    if (errors.length > 0) throw new ValidationFailedError(errors);
    return accounts;
  }

  /**
   * What a draft must meet to be saved: at most four of the caller's own images. Its platforms,
   * text limits and time are checked (`check`) when it is scheduled or posted.
   */
  async checkDraft(manager: EntityManager, userId: string, draft: PostDraft): Promise<void> {
    const errors = await this.mediaErrors(manager, userId, draft.mediaIds);
    if (errors.length > 0) throw new ValidationFailedError(errors);
  }

  private async mediaErrors(
    manager: EntityManager,
    userId: string,
    mediaIds: readonly string[],
  ): Promise<FieldError[]> {
    const errors: FieldError[] = [];
    if (mediaIds.length > SOCIAL_MEDIA_MAX_COUNT) {
      errors.push({
        field: 'content.mediaIds',
        message: `A post can carry at most ${SOCIAL_MEDIA_MAX_COUNT} images.`,
      });
    } else if (mediaIds.length > 0) {
      const found = await manager
        .getRepository(Media)
        .find({ where: { id: In([...mediaIds]), userId }, select: { id: true } });
      const missing = mediaIds.filter((id) => !found.some((media) => media.id === id));
      if (missing.length > 0) {
        errors.push({
          field: 'content.mediaIds',
          message: `${missing.length === 1 ? 'An image was' : `${missing.length} images were`} not found among your uploads. Upload ${missing.length === 1 ? 'it' : 'them'} again.`,
        });
      }
    }
    return errors;
  }

  /** A scheduled time must be ahead of `now` and at most a year ahead. */
  private timeError(time: Date, now: Date): FieldError | null {
    if (time.getTime() <= now.getTime()) {
      return {
        field: 'scheduledTime',
        message: 'Scheduled time must be in the future. Choose a later date or time.',
      };
    }
    if (time.getTime() > now.getTime() + SOCIAL_SCHEDULE_MAX_DAYS * DAY_MS) {
      return {
        field: 'scheduledTime',
        message: `Scheduled time can be at most ${SOCIAL_SCHEDULE_MAX_DAYS} days ahead.`,
      };
    }
    return null;
  }
}
