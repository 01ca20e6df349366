import { InjectQueue } from '@nestjs/bullmq';
import { Controller, Get } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { answerWithin, AppError, Auth, Clock, ErrorResponse } from '@sandglass/server';
import type { SocialQueueStatus } from '@sandglass/shared';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { DELIVERY_STATUSES } from './delivery.entity.js';
import { QUEUE_REQUEST_WAIT_MS } from './publish-queue.js';
import { SOCIAL_PUBLISH_QUEUE } from './social-publish.queue.js';

const JOB_STATES = ['waiting', 'active', 'delayed', 'prioritized', 'completed', 'failed'] as const;

/** Redis, where BullMQ keeps the queue, did not answer in time. */
export class QueueUnreadableError extends AppError {
  constructor() {
    super(
      'SERVICE_UNAVAILABLE',
      'The publishing queue cannot be read right now (its Redis is not answering). Please try again in a moment.',
      undefined,
      { 'Retry-After': '5' },
    );
  }
}

/** A worker that ran a command within this many seconds counts as seen. */
export const WORKER_SEEN_SECONDS = 60;

class QueueWorkerDto {
  @ApiProperty({ example: 'sandglass:bull:social-publish' })
  name: string;

  @ApiProperty({ example: '10.0.3.7:51234' })
  addr: string;

  @ApiProperty({ example: 2, description: 'Seconds since its last command to Redis.' })
  idleSeconds: number;
}

class JobCountsDto {
  @ApiProperty({ example: 0 }) waiting: number;
  @ApiProperty({ example: 2 }) active: number;
  @ApiProperty({ example: 140 }) delayed: number;
  @ApiProperty({ example: 0 }) prioritized: number;
  @ApiProperty({ example: 0 }) completed: number;
  @ApiProperty({ example: 0 }) failed: number;
}

class DeliveryCountsDto {
  @ApiProperty({ example: 140 }) queued: number;
  @ApiProperty({ example: 2 }) publishing: number;
  @ApiProperty({ example: 1800 }) posted: number;
  @ApiProperty({ example: 12 }) failed: number;
  @ApiProperty({ example: 30 }) cancelled: number;
}

export class QueueStatusDto implements SocialQueueStatus {
  @ApiProperty({ type: JobCountsDto, description: 'BullMQ jobs on social-publish, by state.' })
  jobs: JobCountsDto;

  @ApiProperty({ type: DeliveryCountsDto, description: 'Deliveries in PostgreSQL, by status.' })
  deliveries: DeliveryCountsDto;

  @ApiProperty({ example: 3, description: 'Queued deliveries already due.' })
  dueDeliveries: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 4,
    description: 'Seconds the oldest due, still queued delivery is late; null when none is due.',
  })
  oldestDueLatenessSeconds: number | null;

  @ApiProperty({ type: [QueueWorkerDto], description: 'Workers seen in the last minute.' })
  workers: QueueWorkerDto[];
}

@ApiTags('social: admin')
@Controller('api/social/admin/queue')
export class AdminQueueController {
  constructor(
    @InjectQueue(SOCIAL_PUBLISH_QUEUE) private readonly queue: Queue,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  @Get()
  @Auth('admin')
  @ApiOperation({
    summary: 'The publish queue (admin)',
    description:
      'Jobs by state from BullMQ, deliveries by status from PostgreSQL (the truth), how late the oldest due delivery is, and the workers seen in the last minute.',
  })
  @ApiOkResponse({ type: QueueStatusDto })
  @ApiServiceUnavailableResponse({ description: 'Redis did not answer.', type: ErrorResponse })
  async status(): Promise<QueueStatusDto> {
    const now = this.clock.now();
    const [[jobs, workers], rows, [due]] = await Promise.all([
      answerWithin(
        Promise.all([this.queue.getJobCounts(...JOB_STATES), this.queue.getWorkers()]),
        QUEUE_REQUEST_WAIT_MS,
      ).catch(() => {
        throw new QueueUnreadableError();
      }),
      this.dataSource.query(
        'SELECT status, count(*)::int AS count FROM social.deliveries GROUP BY status',
      ) as Promise<{ status: string; count: number }[]>,
      this.dataSource.query(
        `SELECT count(*)::int AS count, min(next_attempt_at) AS oldest
           FROM social.deliveries WHERE status = 'queued' AND next_attempt_at <= $1`,
        [now],
      ) as Promise<{ count: number; oldest: Date | null }[]>,
    ]);
    const deliveries = Object.fromEntries(
      DELIVERY_STATUSES.map((status) => [
        status,
        rows.find((row) => row.status === status)?.count ?? 0,
      ]),
    ) as unknown as DeliveryCountsDto;
    return {
      jobs: Object.fromEntries(
        JOB_STATES.map((state) => [state, jobs[state] ?? 0]),
      ) as unknown as JobCountsDto,
      deliveries,
      dueDeliveries: due.count,
      oldestDueLatenessSeconds: due.oldest
        ? Math.max(0, Math.round((now.getTime() - new Date(due.oldest).getTime()) / 1000))
        : null,
      workers: workers
        .map((worker) => ({
          name: String(worker.name ?? ''),
          addr: String(worker.addr ?? ''),
          idleSeconds: Number(worker.idle ?? 0),
        }))
        .filter((worker) => worker.idleSeconds <= WORKER_SEEN_SECONDS),
    };
  }
}
