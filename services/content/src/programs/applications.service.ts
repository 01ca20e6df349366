import { Inject, Injectable } from '@nestjs/common';
import { Clock, MailClient, WebhookOutbox, type ListQuery, type Paged } from '@sandglass/server';
import type { ApplicationStatus, ProgramApplicationInput } from '@sandglass/shared';
import type { ContentConfig } from '../config.js';
import { CONTENT_CONFIG } from '../tokens.js';
import { applicationNotice, applicationReceipt } from './applications.mails.js';
import { ApplicationsRepository } from './applications.repository.js';
import type { ProgramApplication } from './program-application.entity.js';
import { ProgramsService } from './programs.service.js';
import {
  ApplicationDeadlinePassedError,
  ApplicationNotFoundError,
  ProgramNotOpenError,
} from './programs.errors.js';

/** The applications' rules. Queries are ApplicationsRepository's. */
@Injectable()
export class ApplicationsService {
  constructor(
    private readonly applications: ApplicationsRepository,
    private readonly programs: ProgramsService,
    private readonly mail: MailClient,
    private readonly webhooks: WebhookOutbox,
    private readonly clock: Clock,
    @Inject(CONTENT_CONFIG) private readonly config: ContentConfig,
  ) {}

  /**
   * Takes an application for an open program whose deadline (a day, inclusive, in UTC) has
   * not passed; the applicant gets a receipt and the firm a notification.
   */
  async apply(programId: string, input: ProgramApplicationInput): Promise<ProgramApplication> {
    const program = await this.programs.find(programId);
    if (program.status !== 'open') throw new ProgramNotOpenError(program.name, program.status);
    const today = this.clock.now().toISOString().slice(0, 10);
    if (program.applicationDeadline && program.applicationDeadline < today) {
      throw new ApplicationDeadlinePassedError(program.name, program.applicationDeadline);
    }
    // The application, its two mails and the webhook event are kept or lost together.
    return this.applications.transaction(async (manager) => {
      const application = await this.applications.insert(
        {
          programId: program.id,
          name: input.name,
          email: input.email,
          linkedinUrl: input.linkedinUrl ?? null,
          portfolioUrl: input.portfolioUrl ?? null,
          message: input.message,
          status: 'new',
        },
        manager,
      );
      application.program = program;
      await this.mail.sendMany(
        [
          applicationReceipt(application, program, this.config.FIRM_EMAIL),
          applicationNotice(application, program, this.config.FIRM_EMAIL),
        ],
        manager,
      );
      await this.webhooks.record(
        [
          {
            type: 'content.application.received',
            userId: null,
            data: {
              id: application.id,
              programId: program.id,
              programName: program.name,
              name: application.name,
              email: application.email,
              linkedinUrl: application.linkedinUrl,
              portfolioUrl: application.portfolioUrl,
              message: application.message,
              createdAt: application.createdAt.toISOString(),
            },
          },
        ],
        manager,
      );
      return application;
    });
  }

  /** Newest first, each with its program; `q` matches the applicant's name, email or message. */
  list(
    query: ListQuery & { programId?: string; status?: ApplicationStatus },
  ): Promise<Paged<ProgramApplication>> {
    return this.applications.list(query);
  }

  async setStatus(id: string, status: ApplicationStatus): Promise<ProgramApplication> {
    const application = await this.applications.findById(id);
    if (!application) throw new ApplicationNotFoundError();
    application.status = status;
    return this.applications.save(application);
  }
}
