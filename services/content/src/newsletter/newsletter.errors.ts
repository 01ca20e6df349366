import { ConflictError, NotFoundError } from '@sandglass/server';

export class NewsletterIssueNotFoundError extends NotFoundError {
  constructor() {
    super('No newsletter issue has this id.', 'NEWSLETTER_ISSUE_NOT_FOUND');
  }
}

export class NewsletterSubscriberNotFoundError extends NotFoundError {
  constructor() {
    super('No newsletter subscriber has this id.', 'NEWSLETTER_SUBSCRIBER_NOT_FOUND');
  }
}

/** Editing, deleting or sending an issue that is no longer a draft. */
export class NewsletterIssueNotDraftError extends ConflictError {
  constructor(status: string, doing: string) {
    const why =
      status === 'scheduled'
        ? 'it is scheduled: cancel the schedule first'
        : 'it has already been sent, and an issue goes out only once';
    super(`This issue cannot be ${doing}: ${why}.`, 'NEWSLETTER_ISSUE_NOT_DRAFT');
  }
}

export class NewsletterIssueNotScheduledError extends ConflictError {
  constructor(status: string) {
    super(
      status === 'draft'
        ? 'This issue is not scheduled, so there is nothing to cancel.'
        : 'This issue has already started sending, so it can no longer be cancelled.',
      'NEWSLETTER_ISSUE_NOT_SCHEDULED',
    );
  }
}

export class NewsletterArticleNotFoundError extends NotFoundError {
  constructor(slug: string) {
    super(
      `No insights article has the slug "${slug}". Check the article's address.`,
      'BLOG_POST_NOT_FOUND',
    );
  }
}
