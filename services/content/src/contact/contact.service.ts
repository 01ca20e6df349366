import { Inject, Injectable } from '@nestjs/common';
import { MailClient, WebhookOutbox, type ListQuery, type Paged } from '@sandglass/server';
import type { ContactInput } from '@sandglass/shared';
import type { ContentConfig } from '../config.js';
import { CONTENT_CONFIG } from '../tokens.js';
import type { ContactSubmission } from './contact-submission.entity.js';
import { ContactSubmissionNotFoundError } from './contact.errors.js';
import { contactNotice, contactReceipt } from './contact.mails.js';
import { ContactRepository } from './contact.repository.js';

/** The contact inbox's rules. Queries are ContactRepository's. */
@Injectable()
export class ContactService {
  constructor(
    private readonly submissions: ContactRepository,
    private readonly mail: MailClient,
    private readonly webhooks: WebhookOutbox,
    @Inject(CONTENT_CONFIG) private readonly config: ContentConfig,
  ) {}

  /**
   * Stores the message, and in the same transaction the mails (one telling the firm, one
   * acknowledging it to the sender; the mail pipeline sends them) and the
   * `content.contact.received` webhook event.
   */
  async submit(input: ContactInput): Promise<ContactSubmission> {
    return this.submissions.transaction(async (manager) => {
      const submission = await this.submissions.insert(
        {
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          company: input.company ?? null,
          interest: input.interest,
          message: input.message,
          isRead: false,
        },
        manager,
      );
      await this.mail.sendMany(
        [
          contactNotice(submission, this.config.FIRM_EMAIL),
          contactReceipt(submission, this.config.FIRM_EMAIL),
        ],
        manager,
      );
      await this.webhooks.record(
        [
          {
            type: 'content.contact.received',
            userId: null,
            data: {
              id: submission.id,
              firstName: submission.firstName,
              lastName: submission.lastName,
              email: submission.email,
              company: submission.company,
              interest: submission.interest,
              message: submission.message,
              createdAt: submission.createdAt.toISOString(),
            },
          },
        ],
        manager,
      );
      return submission;
    });
  }

  /** Newest first; `q` matches the name, email, company or message. */
  list(query: ListQuery & { unread?: boolean }): Promise<Paged<ContactSubmission>> {
    return this.submissions.list(query);
  }

  async markRead(id: string, isRead: boolean): Promise<ContactSubmission> {
    const submission = await this.submissions.findById(id);
    if (!submission) throw new ContactSubmissionNotFoundError();
    submission.isRead = isRead;
    return this.submissions.save(submission);
  }

  async remove(id: string): Promise<void> {
    if (!(await this.submissions.delete(id))) throw new ContactSubmissionNotFoundError();
  }
}
