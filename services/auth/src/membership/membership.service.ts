import { Inject, Injectable } from '@nestjs/common';
import { Clock, MailClient, pageWindow, type Paged } from '@sandglass/server';
import type { AuthConfig } from '../config.js';
import { AUTH_CONFIG } from '../tokens.js';
import { UsersService } from '../users/users.service.js';
import { UserNotFoundError } from '../users/users.errors.js';
import type { ListMembershipRequestsQuery } from './membership.dto.js';
import {
  AlreadyMemberError,
  EmailNotVerifiedError,
  MembershipRequestDecidedError,
  MembershipRequestNotFoundError,
  MembershipRequestPendingError,
} from './membership.errors.js';
import { MembershipRepository, type MembershipRequestRow } from './membership.repository.js';

/**
 * How a guest becomes a member (the spec's "how the upgrade happens"): a guest with a proved
 * address asks, an admin approves or declines, and the person hears either way by mail.
 * Approval makes them a member at once (UsersService.changeRole ends their current tokens, so
 * the next refresh carries the new role).
 */
@Injectable()
export class MembershipService {
  constructor(
    private readonly requests: MembershipRepository,
    private readonly users: UsersService,
    private readonly mail: MailClient,
    private readonly clock: Clock,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
  ) {}

  async ask(userId: string, note: string): Promise<MembershipRequestRow> {
    const user = await this.users.findById(userId);
    if (!user) throw new UserNotFoundError();
    if (user.role !== 'guest') throw new AlreadyMemberError();
    if (!user.emailVerifiedAt) throw new EmailNotVerifiedError();
    const created = await this.requests.insert(user.id, note);
    if (!created) throw new MembershipRequestPendingError();
    return { ...created, user };
  }

  mine(userId: string): Promise<MembershipRequestRow[]> {
    return this.requests.ofUser(userId);
  }

  list(query: ListMembershipRequestsQuery): Promise<Paged<MembershipRequestRow>> {
    return this.requests.page(query.status, pageWindow(query));
  }

  async decide(adminId: string, id: string, approve: boolean): Promise<MembershipRequestRow> {
    const request = await this.requests.findById(id);
    if (!request) throw new MembershipRequestNotFoundError();
    if (request.status !== 'pending') throw new MembershipRequestDecidedError();
    // The role first: changing it is idempotent, and a Redis outage (503) leaves all as it was.
    if (approve && request.user.role === 'guest')
      request.user = await this.users.changeRole(adminId, request.userId, 'member');
    const status = approve ? 'approved' : 'declined';
    const decidedAt = this.clock.now();
    await this.requests.transaction(async (requests, manager) => {
      if (!(await requests.decide(id, status, adminId, decidedAt)))
        throw new MembershipRequestDecidedError();
      await this.mail.send(
        {
          template: 'membership-decision',
          to: request.user.email,
          replyTo: this.config.FIRM_EMAIL,
          idempotencyKey: `membership:${id}`,
          data: { firstName: request.user.firstName, approved: approve },
        },
        manager,
      );
    });
    return Object.assign(request, { status, decidedAt, decidedBy: adminId });
  }
}
