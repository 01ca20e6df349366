import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { pageWindow, searchWhere, type ListQuery, type Paged } from '@sandglass/server';
import type { ContactInput } from '@sandglass/shared';
import type { Repository } from 'typeorm';
import type { ContentConfig } from '../config.js';
import { Mailer } from '../mail/mailer.js';
import { CONTENT_CONFIG } from '../tokens.js';
import { ContactSubmission } from './contact-submission.entity.js';
import { ContactSubmissionNotFoundError } from './contact.errors.js';
import { contactNotification } from './contact.mails.js';

@Injectable()
export class ContactService {
  constructor(
    @InjectRepository(ContactSubmission)
    private readonly submissions: Repository<ContactSubmission>,
    private readonly mailer: Mailer,
    @Inject(CONTENT_CONFIG) private readonly config: ContentConfig,
  ) {}

  /** Stores the message, then tells the firm by email (a mail failure never loses it). */
  async submit(input: ContactInput): Promise<ContactSubmission> {
    const submission = await this.submissions.save(
      this.submissions.create({
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        company: input.company ?? null,
        interest: input.interest,
        message: input.message,
        isRead: false,
      }),
    );
    this.mailer.sendLater(
      contactNotification(submission, {
        firmEmail: this.config.FIRM_EMAIL,
        siteUrl: this.config.siteUrl,
      }),
    );
    return submission;
  }

  /** Newest first; `q` matches the name, email, company or message. */
  async list(query: ListQuery & { unread?: boolean }): Promise<Paged<ContactSubmission>> {
    const [items, total] = await this.submissions.findAndCount({
      where: searchWhere<ContactSubmission>(
        query.unread === undefined ? {} : { isRead: !query.unread },
        ['firstName', 'lastName', 'email', 'company', 'message'],
        query.q,
      ),
      order: { createdAt: 'DESC', id: 'ASC' },
      ...pageWindow(query),
    });
    return { items, total };
  }

  async markRead(id: string, isRead: boolean): Promise<ContactSubmission> {
    const submission = await this.submissions.findOneBy({ id });
    if (!submission) throw new ContactSubmissionNotFoundError();
    submission.isRead = isRead;
    return this.submissions.save(submission);
  }

  async remove(id: string): Promise<void> {
    const result = await this.submissions.delete({ id });
    if (!result.affected) throw new ContactSubmissionNotFoundError();
  }
}
