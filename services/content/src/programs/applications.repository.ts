import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { pageWindow, searchWhere, type ListQuery, type Paged } from '@sandglass/server';
import type { ApplicationStatus } from '@sandglass/shared';
import type { EntityManager, Repository } from 'typeorm';
import { ProgramApplication } from './program-application.entity.js';

export type NewApplicationRow = Pick<
  ProgramApplication,
  'programId' | 'name' | 'email' | 'linkedinUrl' | 'portfolioUrl' | 'message' | 'status'
>;

/** Every query of the applications: the service holds the rules, this holds the SQL. */
@Injectable()
export class ApplicationsRepository {
  constructor(
    @InjectRepository(ProgramApplication)
    private readonly applications: Repository<ProgramApplication>,
  ) {}

  /** Inside `manager`'s transaction when given (the webhook event and mails go with it). */
  insert(row: NewApplicationRow, manager?: EntityManager): Promise<ProgramApplication> {
    const repository = manager?.getRepository(ProgramApplication) ?? this.applications;
    return repository.save(repository.create(row));
  }

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.applications.manager.transaction(work);
  }

  /**
   * Newest first, each with its program, a page at a time; `q` matches the applicant's name,
   * email or message, ignoring case.
   */
  async list(
    query: ListQuery & { programId?: string; status?: ApplicationStatus },
  ): Promise<Paged<ProgramApplication>> {
    const [items, total] = await this.applications.findAndCount({
      where: searchWhere<ProgramApplication>(
        {
          ...(query.programId ? { programId: query.programId } : {}),
          ...(query.status ? { status: query.status } : {}),
        },
        ['name', 'email', 'message'],
        query.q,
      ),
      relations: { program: true },
      order: { createdAt: 'DESC', id: 'ASC' },
      ...pageWindow(query),
    });
    return { items, total };
  }

  /** With its program. */
  findById(id: string): Promise<ProgramApplication | null> {
    return this.applications.findOne({ where: { id }, relations: { program: true } });
  }

  save(application: ProgramApplication): Promise<ProgramApplication> {
    return this.applications.save(application);
  }
}
