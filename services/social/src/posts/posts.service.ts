import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  answerWithin,
  type AuthUser,
  Clock,
  LOGGER,
  REDIS_REQUEST_WAIT_MS,
  ValidationFailedError,
} from '@sandglass/server';
import {
  PLATFORM_DISPLAY_NAME,
  SOCIAL_PLATFORMS,
  type PostNowResponse,
  type ScheduledPost,
  type ScheduledPostPage,
  type SocialPlatform,
  type SocialRequeueOffer,
} from '@sandglass/shared';
import { DataSource, In, QueryFailedError, type EntityManager } from 'typeorm';
import type { Logger } from 'pino';
import { ConnectedAccount } from '../connected-accounts/connected-account.entity.js';
import { PostEvents } from '../events/post-events.js';
import {
  Delivery,
  PublishingService,
  QUEUE_REQUEST_WAIT_MS,
  refreshPostStatus,
  WAITING_DELIVERY_STATUSES,
  type DueDelivery,
} from '../publishing/index.js';
import { SOCIAL_CONFIG } from '../common/tokens.js';
import { PostMedia } from './post-media.entity.js';
import { PostOwners } from './post-owners.js';
import { PostRules, type PostDraft } from './post-rules.js';
import { CampaignStats } from './campaign-stats.js';
import { toScheduledPost, toScheduledPosts } from './post-view.js';
import { Post } from './post.entity.js';
import type {
  ListPostsQuery,
  PostNowDto,
  RetryPostDto,
  SchedulePostDto,
  UpdatePostDto,
} from './posts.dto.js';
import {
  AllPostsForbiddenError,
  NothingToRetryError,
  PostNotCancellableError,
  PostNotEditableError,
  PostNotFoundError,
} from './posts.errors.js';

/** What posts read of the service's config (SocialConfig). */
export interface PostsSettings {
  readonly SOCIAL_POST_NOW_WAIT_MS: number;
}

const DEFAULT_PAGE_SIZE = 20;

/** "X (Twitter) and LinkedIn". */
function platformNames(platforms: readonly SocialPlatform[]): string {
  const names = platforms.map((platform) => PLATFORM_DISPLAY_NAME[platform]);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
}

/**
 * Posts and their deliveries. Every change is made in one transaction, and only after it
 * commits are the jobs added, moved or removed (PublishingService) and the change announced
 * (PostEvents): a job never runs for a row that is not there, and a job that failed to be
 * added is re-added by the worker's sweep, which reads PostgreSQL.
 */
@Injectable()
export class PostsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly rules: PostRules,
    private readonly publishing: PublishingService,
    private readonly events: PostEvents,
    private readonly owners: PostOwners,
    private readonly campaignStats: CampaignStats,
    private readonly clock: Clock,
    @Inject(SOCIAL_CONFIG) private readonly config: PostsSettings,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async schedule(user: AuthUser, dto: SchedulePostDto): Promise<ScheduledPost> {
    const time = new Date(dto.scheduledTime);
    const post = await this.create(user.id, draftOf(dto), time, { time, now: this.clock.now() });
    return this.view(post);
  }

  /**
   * A post at the time `choose` picks inside the transaction that saves it (the queue's next
   * free slot): what `choose` locks stays locked until the post is saved, so two concurrent
   * calls never pick the same time.
   */
  async scheduleChosen(
    user: AuthUser,
    dto: PostNowDto,
    choose: (manager: EntityManager, now: Date) => Promise<Date>,
  ): Promise<ScheduledPost> {
    const post = await this.create(user.id, draftOf(dto), choose);
    return this.view(post);
  }

  /**
   * A post due now, through the same queue and worker as a scheduled one; waits for its
   * deliveries to finish for up to SOCIAL_POST_NOW_WAIT_MS, then answers with each delivery
   * as it stands (still `queued` or `publishing` when the wait ran out).
   */
  async postNow(user: AuthUser, dto: PostNowDto): Promise<PostNowResponse> {
    return this.publishAndWait(async () => {
      const post = await this.create(user.id, draftOf(dto), this.clock.now());
      return post.id;
    });
  }

  /**
   * Runs `start` (which saves a post due now and answers its id), then waits for the post's
   * deliveries to finish for up to SOCIAL_POST_NOW_WAIT_MS and answers each as it stands.
   */
  private async publishAndWait(start: () => Promise<string>): Promise<PostNowResponse> {
    let postId: string | undefined;
    // Set by an event for this post; read before waiting, so an event that lands between two
    // reads is never slept through.
    let changed = false;
    let wake = () => {};
    const unsubscribe = await this.events
      .subscribe((event) => {
        if (event.postId !== postId) return;
        changed = true;
        wake();
      }, REDIS_REQUEST_WAIT_MS)
      .catch((error: unknown) => {
        this.logger.warn(`Post Now falls back to polling: ${String(error)}`);
        return () => {};
      });
    try {
      postId = await start();
      const deadline = Date.now() + this.config.SOCIAL_POST_NOW_WAIT_MS;
      let deliveries = await this.deliveriesOf(postId);
      while (deliveries.some(isWaiting) && Date.now() < deadline) {
        if (!changed) {
          // Events end the wait at once; the poll is the fallback when Redis pub/sub is away.
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, Math.min(1000, Math.max(0, deadline - Date.now())));
            wake = () => {
              clearTimeout(timer);
              resolve();
            };
          });
          wake = () => {};
        }
        changed = false;
        deliveries = await this.deliveriesOf(postId);
      }
      return {
        postId,
        results: deliveries.map((delivery) => ({
          platform: delivery.platform,
          status: delivery.status,
          ...(delivery.url ? { url: delivery.url } : {}),
          ...(delivery.error ? { error: delivery.error } : {}),
        })),
      };
    } finally {
      unsubscribe();
    }
  }

  /**
   * The posts of a page; `authorization` (the caller's) reads their campaigns' figures from the
   * site's analytics.
   */
  async list(
    user: AuthUser,
    query: ListPostsQuery,
    authorization?: string,
  ): Promise<ScheduledPostPage> {
    if (query.scope === 'all' && user.role !== 'admin') throw new AllPostsForbiddenError();
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const builder = this.dataSource.getRepository(Post).createQueryBuilder('post');
    if (query.scope !== 'all') builder.andWhere('post.userId = :userId', { userId: user.id });
    if (query.status) builder.andWhere('post.status = :status', { status: query.status });
    if (query.includeCancelled === false) builder.andWhere("post.status <> 'cancelled'");
    if (query.outcome) builder.andWhere('post.outcome = :outcome', { outcome: query.outcome });
    if (query.platform) {
      builder.andWhere(
        'EXISTS (SELECT 1 FROM social.deliveries d WHERE d.post_id = post.id AND d.platform = :platform)',
        { platform: query.platform },
      );
    }
    if (query.sort === 'send_time') {
      // Still to go out first, soonest first; then the rest, most recently sent first.
      builder
        .orderBy("CASE WHEN post.status = 'pending' THEN 0 ELSE 1 END", 'ASC')
        .addOrderBy(
          "CASE WHEN post.status = 'pending' THEN post.scheduledTime END",
          'ASC',
          'NULLS LAST',
        )
        .addOrderBy('post.scheduledTime', 'DESC', 'NULLS LAST');
    } else {
      builder.orderBy('post.createdAt', 'DESC');
    }
    const [posts, total] = await builder
      .addOrderBy('post.id', 'DESC')
      .skip((page - 1) * pageSize)
      .take(pageSize)
      .getManyAndCount();
    const views = await toScheduledPosts(
      this.dataSource.manager,
      posts,
      this.campaignStats.forCaller(authorization),
    );
    return {
      posts: query.scope === 'all' ? await this.owners.name(views) : views,
      total,
      page,
      pageSize,
    };
  }

  /** The caller's post; an admin may read anyone's. */
  async read(user: AuthUser, id: string, authorization?: string): Promise<ScheduledPost> {
    const post = await this.dataSource
      .getRepository(Post)
      .findOneBy(user.role === 'admin' ? { id } : { id, userId: user.id });
    if (!post) throw new PostNotFoundError();
    return toScheduledPost(
      this.dataSource.manager,
      post,
      this.campaignStats.forCaller(authorization),
    );
  }

  /**
   * Text, images, platforms and time, while nothing of the post has started publishing. A draft
   * stays a draft: its choices are saved and checked only when it is scheduled or posted.
   */
  async update(user: AuthUser, id: string, dto: UpdatePostDto): Promise<ScheduledPost> {
    const now = this.clock.now();
    const changes = await this.dataSource.transaction(async (manager) => {
      const { post, deliveries } = await lockOwnPost(manager, user.id, id);
      if (post.status === 'draft') {
        await this.saveDraftChanges(manager, post, dto);
        return { removed: [], retime: [], added: [] };
      }
      if (post.status !== 'pending') {
        throw new PostNotEditableError(
          `This post is already ${post.status}, so it can no longer be edited.`,
        );
      }
      if (deliveries.some((delivery) => delivery.status !== 'queued')) {
        throw new PostNotEditableError(
          'Publishing this post has started, so it can no longer be edited.',
        );
      }
      const links = await manager
        .getRepository(PostMedia)
        .find({ where: { postId: id }, order: { position: 'ASC' } });
      const draft: PostDraft = {
        text: dto.content?.text ?? post.text,
        mediaIds: dto.content?.mediaIds ?? links.map((link) => link.mediaId),
        platforms: dto.platforms ?? deliveries.map((delivery) => delivery.platform),
        campaignLinks: dto.campaignLinks ?? post.campaignLinks,
      };
      const time = dto.scheduledTime ? new Date(dto.scheduledTime) : post.scheduledTime!;
      const accounts = await this.rules.check(
        manager,
        user.id,
        draft,
        dto.scheduledTime ? { time, now } : undefined,
      );

      await manager
        .getRepository(Post)
        .update(
          { id },
          { text: draft.text, scheduledTime: time, campaignLinks: draft.campaignLinks },
        );
      if (dto.content?.mediaIds) await replaceMedia(manager, id, draft.mediaIds);

      const removed = deliveries.filter((delivery) => !draft.platforms.includes(delivery.platform));
      const kept = deliveries.filter((delivery) => draft.platforms.includes(delivery.platform));
      const addedPlatforms = draft.platforms.filter(
        (platform) => !deliveries.some((delivery) => delivery.platform === platform),
      );
      if (removed.length > 0) {
        await manager.getRepository(Delivery).delete({ id: In(removed.map((d) => d.id)) });
      }
      for (const delivery of kept) {
        await manager
          .getRepository(Delivery)
          .update(
            { id: delivery.id },
            { nextAttemptAt: time, accountId: accounts.get(delivery.platform)!.id },
          );
      }
      const added = await insertDeliveries(manager, id, addedPlatforms, accounts, time);
      await refreshPostStatus(manager, id);
      const retimed = post.scheduledTime?.getTime() !== time.getTime();
      return {
        removed: removed.map((delivery) => delivery.id),
        retime: retimed ? kept.map((delivery) => ({ id: delivery.id, dueAt: time })) : [],
        added: added.map((delivery) => ({ id: delivery.id, dueAt: time })),
      };
    });
    await this.afterCommit('remove', () => this.publishing.remove(changes.removed));
    await this.afterCommit('retime', () => this.publishing.retime(changes.retime));
    await this.afterCommit('enqueue', () => this.publishing.enqueue(changes.added));
    await this.events.publish(id, user.id);
    return this.read(user, id);
  }

  /** Cancels what has not started; a post publishing or finished cannot be cancelled. */
  async cancel(user: AuthUser, id: string): Promise<ScheduledPost> {
    const cancelled = await this.dataSource.transaction(async (manager) => {
      const { post, deliveries } = await lockOwnPost(manager, user.id, id);
      if (post.status === 'draft') {
        throw new PostNotCancellableError(
          'This post is a draft, so nothing is queued to cancel. Delete it with DELETE /api/social/drafts/{id}.',
        );
      }
      if (post.status !== 'pending') {
        throw new PostNotCancellableError(
          `This post is already ${post.status}, so there is nothing to cancel.`,
        );
      }
      if (deliveries.some((delivery) => delivery.status === 'publishing')) {
        throw new PostNotCancellableError(
          'This post is being published right now and can no longer be cancelled.',
        );
      }
      const queued = deliveries.filter((delivery) => delivery.status === 'queued');
      if (queued.length > 0) {
        await manager
          .getRepository(Delivery)
          .update({ id: In(queued.map((delivery) => delivery.id)) }, { status: 'cancelled' });
      }
      await refreshPostStatus(manager, id);
      return queued.map((delivery) => delivery.id);
    });
    await this.afterCommit('remove', () => this.publishing.remove(cancelled));
    await this.events.publish(id, user.id);
    return this.read(user, id);
  }

  /**
   * Publishes again the failed deliveries that surely did not publish; those whose outcome is
   * unknown only with `confirm`, since the platform may already show them. A delivery goes out
   * at its post's scheduled time when that is still ahead (a post for next week that failed
   * early waits for next week again), otherwise at once.
   */
  async retry(user: AuthUser, id: string, dto: RetryPostDto): Promise<ScheduledPost> {
    const now = this.clock.now();
    const requeued = await this.dataSource.transaction(async (manager) => {
      const { post, deliveries } = await lockOwnPost(manager, user.id, id);
      const failed = deliveries.filter((delivery) => delivery.status === 'failed');
      if (failed.length === 0) {
        throw new NothingToRetryError(
          'No delivery of this post failed, so there is nothing to retry.',
        );
      }
      const eligible = failed.filter((delivery) =>
        delivery.outcomeUnknown ? dto.confirm === true : delivery.retryable,
      );
      if (eligible.length === 0) {
        const unknown = failed.filter((delivery) => delivery.outcomeUnknown);
        if (unknown.length > 0) {
          throw new NothingToRetryError(
            `${platformNames(unknown.map((d) => d.platform))} may have published this post already. Check the account; if the post is not there, retry with {"confirm": true}.`,
          );
        }
        const [first] = failed;
        throw new NothingToRetryError(
          `Retrying will not help: ${first.error ?? `${PLATFORM_DISPLAY_NAME[first.platform]} refused the post.`} Edit the post as a new one instead.`,
        );
      }
      return requeueDeliveries(manager, user.id, [{ post, deliveries: eligible }], now);
    });
    await this.afterCommit('enqueue', () => this.publishing.enqueue(requeued));
    await this.events.publish(id, user.id);
    return this.read(user, id);
  }

  /**
   * The caller's posts whose delivery to `platform` failed without publishing (retryable, not
   * of unknown outcome) while their scheduled time is still ahead: what a disconnected account
   * left behind, offered for requeueing once it is connected again. Soonest first.
   */
  async requeueOffer(user: AuthUser, platform: SocialPlatform): Promise<SocialRequeueOffer> {
    const ids = await requeueablePostIds(
      this.dataSource.manager,
      user.id,
      platform,
      this.clock.now(),
    );
    return { platform, posts: await this.postsInOrder(ids) };
  }

  /**
   * Queues those deliveries again, each for its post's scheduled time (never sooner). Answers
   * the posts requeued (none when there was nothing to requeue).
   */
  async requeue(user: AuthUser, platform: SocialPlatform): Promise<SocialRequeueOffer> {
    const now = this.clock.now();
    const { ids, requeued } = await this.dataSource.transaction(async (manager) => {
      const ids = await requeueablePostIds(manager, user.id, platform, now);
      const locked = [];
      for (const id of ids) {
        const { post, deliveries } = await lockOwnPost(manager, user.id, id);
        const failed = deliveries.filter(
          (delivery) =>
            delivery.platform === platform &&
            delivery.status === 'failed' &&
            delivery.retryable &&
            !delivery.outcomeUnknown,
        );
        if (failed.length > 0 && post.scheduledTime && post.scheduledTime > now)
          locked.push({ post, deliveries: failed });
      }
      const requeued = await requeueDeliveries(manager, user.id, locked, now);
      return { ids: locked.map(({ post }) => post.id), requeued };
    });
    await this.afterCommit('enqueue', () => this.publishing.enqueue(requeued));
    for (const id of ids) await this.events.publish(id, user.id);
    return { platform, posts: await this.postsInOrder(ids) };
  }

  /**
   * Saves a draft: not queued, no deliveries, its platforms and time kept for when it is
   * scheduled or posted. With a `sourceKey` (what it was made from), a second draft from the
   * same source answers the first one instead.
   */
  async createDraft(
    userId: string,
    draft: PostDraft,
    time: Date | null,
    sourceKey: string | null = null,
  ): Promise<ScheduledPost> {
    if (sourceKey) {
      const existing = await this.draftFrom(userId, sourceKey);
      if (existing) return this.view(existing);
    }
    let post: Post;
    try {
      post = await this.dataSource.transaction(async (manager) => {
        await this.rules.checkDraft(manager, userId, draft);
        const repository = manager.getRepository(Post);
        const post = await repository.save(
          repository.create({
            userId,
            text: draft.text,
            scheduledTime: time,
            status: 'draft',
            outcome: 'draft',
            draftPlatforms: draft.platforms,
            campaignLinks: draft.campaignLinks,
            sourceKey,
          }),
        );
        await replaceMedia(manager, post.id, draft.mediaIds);
        return post;
      });
    } catch (error) {
      // The same source shared twice at once: the other request made the draft.
      const existing =
        sourceKey && isUniqueViolation(error) ? await this.draftFrom(userId, sourceKey) : null;
      if (!existing) throw error;
      return this.view(existing);
    }
    await this.events.publish(post.id, userId);
    return this.view(post);
  }

  /** The post made from `sourceKey` for `userId`, if there is one. */
  draftFrom(userId: string, sourceKey: string): Promise<Post | null> {
    return this.dataSource.getRepository(Post).findOneBy({ userId, sourceKey });
  }

  /**
   * Turns a draft into a pending post due at `scheduledTime` (or the time the draft was given),
   * checked like a new post, with its deliveries queued the same way.
   */
  async scheduleDraft(user: AuthUser, id: string, scheduledTime?: string): Promise<ScheduledPost> {
    const now = this.clock.now();
    await this.promoteDraft(user.id, id, (post) => {
      const time = scheduledTime ? new Date(scheduledTime) : post.scheduledTime;
      if (!time) {
        throw new ValidationFailedError([
          { field: 'scheduledTime', message: 'Choose when to publish the post (scheduledTime).' },
        ]);
      }
      return { dueAt: time, schedule: { time, now } };
    });
    return this.read(user, id);
  }

  /** Publishes a draft at once, through the same queue and worker, answering like Post Now. */
  postDraftNow(user: AuthUser, id: string): Promise<PostNowResponse> {
    return this.publishAndWait(async () => {
      await this.promoteDraft(user.id, id, () => ({ dueAt: this.clock.now() }));
      return id;
    });
  }

  /** Deletes one of the caller's drafts (its images stay among the caller's uploads). */
  async deleteDraft(user: AuthUser, id: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const { post } = await lockOwnPost(manager, user.id, id);
      if (post.status !== 'draft') {
        throw new PostNotEditableError(
          `This post is ${post.status}, not a draft. Cancel it with DELETE /api/social/scheduled-posts/{id} instead.`,
        );
      }
      await manager.getRepository(Post).delete({ id }); // its image links cascade
    });
    await this.events.publish(id, user.id);
  }

  private async promoteDraft(
    userId: string,
    id: string,
    timing: (post: Post) => { dueAt: Date; schedule?: { time: Date; now: Date } },
  ): Promise<void> {
    const { deliveries, dueAt } = await this.dataSource.transaction(async (manager) => {
      const { post } = await lockOwnPost(manager, userId, id);
      if (post.status !== 'draft') {
        throw new PostNotEditableError(
          `This post is already ${post.status}, so it is no longer a draft.`,
        );
      }
      const { dueAt, schedule } = timing(post);
      const links = await manager
        .getRepository(PostMedia)
        .find({ where: { postId: id }, order: { position: 'ASC' } });
      const draft: PostDraft = {
        text: post.text,
        mediaIds: links.map((link) => link.mediaId),
        platforms: post.draftPlatforms,
        campaignLinks: post.campaignLinks,
      };
      const accounts = await this.rules.check(manager, userId, draft, schedule);
      await manager.getRepository(Post).update(
        { id },
        {
          status: 'pending',
          outcome: 'pending',
          scheduledTime: dueAt,
          draftPlatforms: [],
        },
      );
      const deliveries = await insertDeliveries(manager, id, draft.platforms, accounts, dueAt);
      return { deliveries, dueAt };
    });
    await this.afterCommit('enqueue', () =>
      this.publishing.enqueue(deliveries.map((delivery) => ({ id: delivery.id, dueAt }))),
    );
    await this.events.publish(id, userId);
  }

  /** A draft's edits: saved as they are, checked when it is scheduled or posted. */
  private async saveDraftChanges(
    manager: EntityManager,
    post: Post,
    dto: UpdatePostDto,
  ): Promise<void> {
    const mediaIds = dto.content?.mediaIds;
    if (mediaIds) {
      await this.rules.checkDraft(manager, post.userId, {
        text: post.text,
        mediaIds,
        platforms: post.draftPlatforms,
        campaignLinks: post.campaignLinks,
      });
      await replaceMedia(manager, post.id, mediaIds);
    }
    await manager.getRepository(Post).update(
      { id: post.id },
      {
        text: dto.content?.text ?? post.text,
        draftPlatforms: dto.platforms ?? post.draftPlatforms,
        scheduledTime: dto.scheduledTime ? new Date(dto.scheduledTime) : post.scheduledTime,
        campaignLinks: dto.campaignLinks ?? post.campaignLinks,
      },
    );
  }

  private async postsInOrder(ids: readonly string[]): Promise<ScheduledPost[]> {
    if (ids.length === 0) return [];
    const posts = await this.dataSource.getRepository(Post).find({ where: { id: In([...ids]) } });
    const ordered = ids.flatMap((id) => posts.filter((post) => post.id === id));
    return toScheduledPosts(this.dataSource.manager, ordered);
  }

  /** `at`: the time, or how to choose it in the transaction once the post passed the rules. */
  private async create(
    userId: string,
    draft: PostDraft,
    at: Date | ((manager: EntityManager, now: Date) => Promise<Date>),
    schedule?: { time: Date; now: Date },
  ): Promise<Post> {
    const { post, deliveries, dueAt } = await this.dataSource.transaction(async (manager) => {
      const accounts = await this.rules.check(manager, userId, draft, schedule);
      const dueAt = at instanceof Date ? at : await at(manager, this.clock.now());
      const post = await manager.getRepository(Post).save(
        manager.getRepository(Post).create({
          userId,
          text: draft.text,
          scheduledTime: dueAt,
          status: 'pending',
          campaignLinks: draft.campaignLinks,
        }),
      );
      await replaceMedia(manager, post.id, draft.mediaIds);
      const deliveries = await insertDeliveries(manager, post.id, draft.platforms, accounts, dueAt);
      return { post, deliveries, dueAt };
    });
    await this.afterCommit('enqueue', () =>
      this.publishing.enqueue(deliveries.map((delivery) => ({ id: delivery.id, dueAt }))),
    );
    await this.events.publish(post.id, userId);
    return post;
  }

  private deliveriesOf(postId: string): Promise<Delivery[]> {
    return this.dataSource.getRepository(Delivery).find({ where: { postId } }).then(sortDeliveries);
  }

  private async view(post: Post): Promise<ScheduledPost> {
    const fresh = await this.dataSource.getRepository(Post).findOneByOrFail({ id: post.id });
    return toScheduledPost(this.dataSource.manager, fresh);
  }

  /**
   * Queue work after a commit, waited for QUEUE_REQUEST_WAIT_MS at most. A failure is logged,
   * not answered: the post is saved, and the worker's sweep adds the job of a due delivery that
   * has none (a stray job is harmless: the worker claims the delivery in PostgreSQL first).
   */
  private async afterCommit(what: string, work: () => Promise<void>): Promise<void> {
    try {
      await answerWithin(work(), QUEUE_REQUEST_WAIT_MS);
    } catch (error) {
      this.logger.warn(`Could not ${what} publish jobs; the sweep repairs it: ${String(error)}`);
    }
  }
}

function draftOf(dto: PostNowDto): PostDraft {
  return {
    text: dto.content.text,
    mediaIds: dto.content.mediaIds ?? [],
    platforms: dto.platforms,
    campaignLinks: dto.campaignLinks ?? true,
  };
}

const isUniqueViolation = (error: unknown) =>
  error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505';

const isWaiting = (delivery: Delivery) => WAITING_DELIVERY_STATUSES.includes(delivery.status);

function sortDeliveries(deliveries: Delivery[]): Delivery[] {
  return deliveries.sort(
    (a, b) => SOCIAL_PLATFORMS.indexOf(a.platform) - SOCIAL_PLATFORMS.indexOf(b.platform),
  );
}

/** The caller's post and its deliveries, locked for this transaction; 404 for anyone else's. */
async function lockOwnPost(
  manager: EntityManager,
  userId: string,
  id: string,
): Promise<{ post: Post; deliveries: Delivery[] }> {
  const post = await manager
    .getRepository(Post)
    .createQueryBuilder('post')
    .setLock('pessimistic_write')
    .where('post.id = :id AND post.userId = :userId', { id, userId })
    .getOne();
  if (!post) throw new PostNotFoundError();
  const deliveries = await manager
    .getRepository(Delivery)
    .createQueryBuilder('delivery')
    .setLock('pessimistic_write')
    .where('delivery.postId = :id', { id })
    .getMany();
  return { post, deliveries: sortDeliveries(deliveries) };
}

async function replaceMedia(manager: EntityManager, postId: string, mediaIds: string[]) {
  await manager.getRepository(PostMedia).delete({ postId });
  if (mediaIds.length === 0) return;
  await manager
    .getRepository(PostMedia)
    .insert(mediaIds.map((mediaId, position) => ({ postId, mediaId, position })));
}

async function insertDeliveries(
  manager: EntityManager,
  postId: string,
  platforms: readonly SocialPlatform[],
  accounts: Map<SocialPlatform, ConnectedAccount>,
  dueAt: Date,
): Promise<Delivery[]> {
  if (platforms.length === 0) return [];
  const repository = manager.getRepository(Delivery);
  return repository.save(
    platforms.map((platform) =>
      repository.create({
        postId,
        platform,
        accountId: accounts.get(platform)!.id,
        status: 'queued',
        nextAttemptAt: dueAt,
      }),
    ),
  );
}

/**
 * Puts failed deliveries back in the queue as the caller's current account on their platform,
 * each due at its post's scheduled time when that is still ahead, else now; a 409 when an
 * account needs connecting first. Answers the jobs to add once the transaction commits.
 */
async function requeueDeliveries(
  manager: EntityManager,
  userId: string,
  posts: readonly { post: Post; deliveries: readonly Delivery[] }[],
  now: Date,
): Promise<DueDelivery[]> {
  const platforms = [
    ...new Set(posts.flatMap(({ deliveries }) => deliveries.map((d) => d.platform))),
  ];
  if (platforms.length === 0) return [];
  const accounts = await manager
    .getRepository(ConnectedAccount)
    .find({ where: { userId, platform: In(platforms) } });
  const unusable = platforms.filter(
    (platform) => !accounts.some((a) => a.platform === platform && a.status === 'connected'),
  );
  if (unusable.length > 0) {
    throw new NothingToRetryError(
      `Reconnect your ${platformNames(unusable)} account first (Social Media → Accounts), then retry.`,
    );
  }
  const requeued: DueDelivery[] = [];
  for (const { post, deliveries } of posts) {
    const dueAt = post.scheduledTime && post.scheduledTime > now ? post.scheduledTime : now;
    for (const delivery of deliveries) {
      await manager.getRepository(Delivery).update(
        { id: delivery.id, status: 'failed' },
        {
          status: 'queued',
          accountId: accounts.find((a) => a.platform === delivery.platform)!.id,
          error: null,
          errorKind: null,
          retryable: false,
          outcomeUnknown: false,
          checkpoint: null,
          nextAttemptAt: dueAt,
          publishStartedAt: null,
        },
      );
      requeued.push({ id: delivery.id, dueAt });
    }
    await refreshPostStatus(manager, post.id);
  }
  return requeued;
}

/** The ids of the caller's posts `requeueOffer` describes, soonest first. */
async function requeueablePostIds(
  manager: EntityManager,
  userId: string,
  platform: SocialPlatform,
  now: Date,
): Promise<string[]> {
  const rows: { id: string }[] = await manager.query(
    `SELECT p.id FROM social.posts p JOIN social.deliveries d ON d.post_id = p.id
      WHERE p.user_id = $1 AND d.platform = $2 AND d.status = 'failed' AND d.retryable
        AND NOT d.outcome_unknown AND p.scheduled_time > $3
      ORDER BY p.scheduled_time, p.id`,
    [userId, platform, now],
  );
  return rows.map((row) => row.id);
}
