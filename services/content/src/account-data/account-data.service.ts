import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { UserDeletedEvent, UserDeletionHandler } from '@sandglass/server';
import type { EntityManager } from 'typeorm';
import { ContactSubmission } from '../contact/contact-submission.entity.js';
import { NewsletterSubscriber } from '../newsletter/newsletter-subscriber.entity.js';
import { ProgramApplication } from '../programs/program-application.entity.js';

/**
 * What the content service holds of one person, by their address (it has no accounts): their
 * newsletter subscription, and the messages and applications sent from that address.
 */
@Injectable()
export class ContentAccountData implements UserDeletionHandler {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  async export(email: string) {
    const subscriber = await this.manager.findOneBy(NewsletterSubscriber, { email });
    const messages = await this.manager.find(ContactSubmission, {
      where: { email },
      order: { createdAt: 'ASC' },
    });
    const applications = await this.manager.find(ProgramApplication, {
      where: { email },
      relations: { program: true },
      order: { createdAt: 'ASC' },
    });
    return {
      newsletter: subscriber && {
        email: subscriber.email,
        status: subscriber.status,
        subscribedAt: subscriber.createdAt,
        confirmedAt: subscriber.confirmedAt,
        unsubscribedAt: subscriber.unsubscribedAt,
      },
      contactMessages: messages.map(({ isRead: _firmsOwn, ...message }) => message),
      applications: applications.map(({ program, programId: _id, ...application }) => ({
        ...application,
        programName: program?.name ?? null,
      })),
    };
  }

  /** The newsletter subscription goes; messages and applications were sent to the firm and stay. */
  async deleteUser({ email }: UserDeletedEvent): Promise<void> {
    if (email) await this.manager.delete(NewsletterSubscriber, { email: email.toLowerCase() });
  }
}
