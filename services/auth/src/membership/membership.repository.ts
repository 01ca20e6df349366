import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { Paged } from '@sandglass/server';
import type { MembershipRequestStatus } from '@sandglass/shared';
import { QueryFailedError, type EntityManager } from 'typeorm';
import { User } from '../users/user.entity.js';
import { MembershipRequestRecord } from './membership-request.entity.js';

const UNIQUE_VIOLATION = '23505';

/** A request with the person who made it, as the lists show it. */
export type MembershipRequestRow = MembershipRequestRecord & { user: User };

/** The membership requests' queries. */
@Injectable()
export class MembershipRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  transaction<T>(work: (requests: MembershipRepository, manager: EntityManager) => Promise<T>) {
    return this.manager.transaction((manager) => work(new MembershipRepository(manager), manager));
  }

  /** The new pending request, or null when the user has one pending already. */
  async insert(userId: string, note: string): Promise<MembershipRequestRecord | null> {
    try {
      return await this.manager.save(
        MembershipRequestRecord,
        this.manager.create(MembershipRequestRecord, {
          userId,
          note,
          status: 'pending',
          decidedAt: null,
          decidedBy: null,
        }),
      );
    } catch (error) {
      if (
        error instanceof QueryFailedError &&
        (error.driverError as { code?: string })?.code === UNIQUE_VIOLATION
      )
        return null;
      throw error;
    }
  }

  findById(id: string): Promise<MembershipRequestRow | null> {
    return this.manager.findOne(MembershipRequestRecord, {
      where: { id },
      relations: { user: true },
    }) as Promise<MembershipRequestRow | null>;
  }

  /** The user's requests, newest first. */
  ofUser(userId: string): Promise<MembershipRequestRow[]> {
    return this.manager.find(MembershipRequestRecord, {
      where: { userId },
      relations: { user: true },
      order: { createdAt: 'DESC', id: 'ASC' },
    }) as Promise<MembershipRequestRow[]>;
  }

  /** Oldest first, so the longest-waiting request comes first. */
  async page(
    status: MembershipRequestStatus,
    window: { skip?: number; take?: number },
  ): Promise<Paged<MembershipRequestRow>> {
    const [items, total] = await this.manager.findAndCount(MembershipRequestRecord, {
      where: { status },
      relations: { user: true },
      order: { createdAt: status === 'pending' ? 'ASC' : 'DESC', id: 'ASC' },
      skip: window.skip,
      take: window.take,
    });
    return { items: items as MembershipRequestRow[], total };
  }

  /** Answers a pending request; false when it was answered already. */
  async decide(
    id: string,
    status: Exclude<MembershipRequestStatus, 'pending'>,
    by: string,
    at: Date,
  ): Promise<boolean> {
    const result = await this.manager.update(
      MembershipRequestRecord,
      { id, status: 'pending' },
      { status, decidedBy: by, decidedAt: at },
    );
    return (result.affected ?? 0) > 0;
  }
}
