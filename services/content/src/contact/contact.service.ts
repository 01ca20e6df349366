import { Inject, Injectable } from '@nestjs/common';
import { MailClient, type ListQuery, type Paged } from '@sandglass/server';
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
    @Inject(CONTENT_CONFIG) private readonly config: ContentConfig,
  ) {}

  /**
   * Stores the message, then tells the firm and acknowledges it to the sender by email (the mail
   * pipeline sends both).
   */
  async submit(input: ContactInput): Promise<ContactSubmission> {
    const submission = await this.submissions.insert({
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      company: input.company ?? null,
      interest: input.interest,
      message: input.message,
      isRead: false,
    });
    await this.mail.sendMany([
      contactNotice(submission, this.config.FIRM_EMAIL),
      contactReceipt(submission, this.config.FIRM_EMAIL),
    ]);
    return submission;
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
