import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { containsPattern, pageWindow, type ListQuery, type Paged } from '@sandglass/server';
import type { Repository } from 'typeorm';
import { ContactSubmission } from './contact-submission.entity.js';

export type NewContactRow = Pick<
  ContactSubmission,
  'firstName' | 'lastName' | 'email' | 'company' | 'interest' | 'message' | 'isRead'
>;

/** Every query of the contact inbox: the service holds the rules, this holds the SQL. */
@Injectable()
export class ContactRepository {
  constructor(
    @InjectRepository(ContactSubmission)
    private readonly submissions: Repository<ContactSubmission>,
  ) {}

  insert(row: NewContactRow): Promise<ContactSubmission> {
    return this.submissions.save(this.submissions.create(row));
  }

  /**
   * Newest first, a page at a time, only the unread or only the read ones when `unread` says;
   * `q` matches the first, last or full name ("Ada Walker"), email, company or message,
   * ignoring case.
   */
  async list(query: ListQuery & { unread?: boolean }): Promise<Paged<ContactSubmission>> {
    const rows = this.submissions
      .createQueryBuilder('message')
      .orderBy('message.createdAt', 'DESC')
      .addOrderBy('message.id', 'ASC');
    if (query.unread !== undefined)
      rows.andWhere('message.isRead = :isRead', { isRead: !query.unread });
    if (query.q) {
      rows.andWhere(
        "(message.firstName ILIKE :pattern OR message.lastName ILIKE :pattern OR (message.firstName || ' ' || message.lastName) ILIKE :pattern OR message.email ILIKE :pattern OR message.company ILIKE :pattern OR message.message ILIKE :pattern)",
        { pattern: containsPattern(query.q) },
      );
    }
    const { skip, take } = pageWindow(query);
    const [items, total] = await rows.skip(skip).take(take).getManyAndCount();
    return { items, total };
  }

  findById(id: string): Promise<ContactSubmission | null> {
    return this.submissions.findOneBy({ id });
  }

  save(submission: ContactSubmission): Promise<ContactSubmission> {
    return this.submissions.save(submission);
  }

  /** Whether a message was there to delete. */
  async delete(id: string): Promise<boolean> {
    const result = await this.submissions.delete({ id });
    return Boolean(result.affected);
  }
}
