import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AuthUser } from '@sandglass/server';
import {
  DEFAULT_SLOTS_TIME_ZONE,
  normaliseSlots,
  type PostingSlots,
  type ScheduledPost,
} from '@sandglass/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { PostsService } from '../posts/posts.service.js';
import { PostingSlotsRow } from './posting-slots.entity.js';
import { canonicalTimeZone, nextFreeSlot } from './slot-times.js';
import type { PostingSlotsDto, QueuePostDto } from './slots.dto.js';
import { NoPostingSlotsError, QueueFullError } from './slots.errors.js';

/**
 * Posting slots and the queue that fills them: a queued post is an ordinary scheduled post
 * whose time is the member's next free slot, chosen in the transaction that saves it.
 */
@Injectable()
export class SlotsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly posts: PostsService,
  ) {}

  async read(userId: string): Promise<PostingSlots> {
    const row = await this.dataSource.getRepository(PostingSlotsRow).findOneBy({ userId });
    return row
      ? { slots: row.slots, timeZone: row.timeZone }
      : { slots: [], timeZone: DEFAULT_SLOTS_TIME_ZONE };
  }

  /** Replaces the member's slots (a slot given twice is kept once). */
  async save(userId: string, dto: PostingSlotsDto): Promise<PostingSlots> {
    const slots = normaliseSlots(dto.slots.map(({ weekday, time }) => ({ weekday, time })));
    const timeZone = canonicalTimeZone(dto.timeZone)!;
    await this.dataSource
      .getRepository(PostingSlotsRow)
      .upsert({ userId, slots, timeZone }, ['userId']);
    return { slots, timeZone };
  }

  /** Schedules the post at the member's next slot that no pending post of theirs holds. */
  queue(user: AuthUser, dto: QueuePostDto): Promise<ScheduledPost> {
    return this.posts.scheduleChosen(user, dto, (manager, now) =>
      this.nextFreeTime(manager, user.id, now),
    );
  }

  /**
   * Locks the member's slots row until the caller's transaction ends, so a second queue call
   * waits here and then sees the post this one saved.
   */
  private async nextFreeTime(manager: EntityManager, userId: string, now: Date): Promise<Date> {
    const row = await manager
      .getRepository(PostingSlotsRow)
      .createQueryBuilder('slots')
      .setLock('pessimistic_write')
      .where('slots.userId = :userId', { userId })
      .getOne();
    if (!row || row.slots.length === 0) throw new NoPostingSlotsError();
    const rows: { scheduled_time: Date }[] = await manager.query(
      `SELECT scheduled_time FROM social.posts
        WHERE user_id = $1 AND status = 'pending' AND scheduled_time > $2`,
      [userId, now],
    );
    const taken = new Set(rows.map((taken) => taken.scheduled_time.getTime()));
    const time = nextFreeSlot(row.slots, row.timeZone, now, taken);
    if (!time) throw new QueueFullError();
    return time;
  }
}
