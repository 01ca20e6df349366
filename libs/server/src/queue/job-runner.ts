import { DelayedError, UnrecoverableError, type Job, type Worker } from 'bullmq';
import type { Logger } from 'pino';

/** A job's handler, as every worker's `<feature>.job.ts` implements it. */
export interface JobHandler {
  readonly name: string;
  handle(payload: never, job: Job, token?: string): Promise<unknown>;
}

/**
 * Runs a job with its handler. A job nobody can handle, or whose handler throws, is failed
 * without BullMQ retrying it (the handlers decide what is tried again, by delaying the job);
 * a delay (DelayedError) passes through.
 */
export async function runJob(
  handlers: ReadonlyMap<string, JobHandler>,
  job: Job,
  token: string | undefined,
  logger: Logger,
): Promise<unknown> {
  const handler = handlers.get(job.name);
  if (!handler) throw new UnrecoverableError(`No handler for job "${job.name}".`);
  try {
    return await handler.handle(job.data as never, job, token);
  } catch (error) {
    if (error instanceof DelayedError) throw error;
    logger.error(`job ${job.name} ${job.id} failed: ${(error as Error).stack ?? error}`);
    throw new UnrecoverableError((error as Error).message);
  }
}

/**
 * Puts the running job back, delayed to `at` (not before `now`), and ends the run without
 * BullMQ counting a failure (it throws DelayedError). If Redis no longer has the job it only
 * logs: the worker's sweep re-adds it from the database.
 */
export async function delayJob(
  job: Job,
  token: string | undefined,
  at: Date,
  now: Date,
  logger: Logger,
): Promise<void> {
  try {
    await job.moveToDelayed(Math.max(at.getTime(), now.getTime()), token);
  } catch (error) {
    logger.warn(`could not delay job ${job.id}: ${(error as Error).message}`);
    return;
  }
  throw new DelayedError();
}

/** Takes no new job and waits for those in flight to finish and be recorded. */
export async function stopWorker(worker: Worker | undefined, logger: Logger): Promise<void> {
  if (!worker) return;
  logger.info('stopping: waiting for the jobs in flight');
  await worker.close();
  logger.info('stopped');
}

/**
 * A worker's part of its heartbeat (the "queue" health check): it is taking jobs and both of its
 * Redis connections are ready. Throws a sentence saying what is wrong.
 */
export async function checkWorkerTakingJobs(worker: Worker | undefined): Promise<void> {
  if (!worker?.isRunning()) throw new Error('the worker is not taking jobs');
  const backend = worker.getBackend();
  for (const connection of [backend.client, backend.blockingClient]) {
    const status = connection && (await connection).status;
    if (connection && status !== 'ready') throw new Error(`its Redis connection is ${status}`);
  }
}
