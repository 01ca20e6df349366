import type { Job } from 'bullmq';

/** The queue the API fills with scheduled posts and the worker drains (ARCHITECTURE.md). */
export const SOCIAL_PUBLISH_QUEUE = 'social-publish';

/**
 * Every job the queue carries, by name, with its typed payload. The job id is the domain id
 * (a post's id), so adding the same job twice is a no-op. Features add their jobs here.
 */
// Empty until the posts feature declares its first job.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface SocialPublishJobs {}

export type SocialPublishJobName = keyof SocialPublishJobs & string;

/** The names the worker must be able to handle; it refuses to start if one has no handler. */
export const SOCIAL_PUBLISH_JOB_NAMES: readonly SocialPublishJobName[] = [];

/** A job's handler, in `<feature>.job.ts`. */
export interface SocialPublishJobHandler<Name extends SocialPublishJobName = SocialPublishJobName> {
  readonly name: Name;
  handle(payload: SocialPublishJobs[Name], job: Job): Promise<unknown>;
}

export const SOCIAL_PUBLISH_HANDLERS = Symbol('SOCIAL_PUBLISH_HANDLERS');
