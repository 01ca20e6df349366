import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { pageWindow, searchWhere, type ListQuery, type Paged } from '@sandglass/server';
import type { EntityManager, Repository } from 'typeorm';
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

  /** Inside `manager`'s transaction when given (the webhook event and mail go with it). */
  insert(row: NewContactRow, manager?: EntityManager): Promise<ContactSubmission> {
    const repository = manager?.getRepository(ContactSubmission) ?? this.submissions;
    return repository.save(repository.create(row));
  }

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.submissions.manager.transaction(work);
  }

  /**
   * Newest first, a page at a time, only the unread or only the read ones when `unread` says;
   * `q` matches the name, email, company or message, ignoring case.
   */
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
