import { Body, Controller, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  Auth,
  CreateEndpoint,
  DeleteEndpoint,
  IdParam,
  ListEndpoint,
  UpdateEndpoint,
  type Paged,
  TokenScope,
} from '@sandglass/server';
import type { AcceptedResponse, ContactSubmission } from '@sandglass/shared';
import { toContactSubmission } from './contact.mapper.js';
import { AcceptedResponseDto } from '../common/responses.dto.js';
import {
  ContactSubmissionDto,
  CreateContactDto,
  ListContactQuery,
  UpdateContactDto,
} from './contact.dto.js';
import { ContactService } from './contact.service.js';
import { ContactSubmissionNotFoundError } from './contact.errors.js';

const NOT_FOUND = () => new ContactSubmissionNotFoundError();

@ApiTags('content: contact')
@Controller('api/contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @CreateEndpoint(AcceptedResponseDto, {
    summary: 'Send a message to the firm',
    description: 'Stored for the admin console and emailed to the firm’s address.',
  })
  async submit(@Body() dto: CreateContactDto): Promise<AcceptedResponse> {
    await this.contact.submit(dto);
    return { message: 'Message sent successfully! We’ll get back to you within 24 hours.' };
  }

  @ListEndpoint(ContactSubmissionDto, {
    summary: 'Contact submissions (admin)',
    description:
      'Newest first, one page at a time. Unread means not yet opened or marked read: `?unread=true&pageSize=1` answers the unread count in X-Total-Count.',
  })
  @Auth('admin')
  @TokenScope('content:read')
  async list(@Query() query: ListContactQuery): Promise<Paged<ContactSubmission>> {
    const { items, total } = await this.contact.list(query);
    return { items: items.map(toContactSubmission), total };
  }

  @UpdateEndpoint(ContactSubmissionDto, { summary: 'Mark a submission read or unread (admin)' })
  @Auth('admin')
  @TokenScope('content:write')
  async update(
    @IdParam(NOT_FOUND) id: string,
    @Body() dto: UpdateContactDto,
  ): Promise<ContactSubmission> {
    return toContactSubmission(await this.contact.markRead(id, dto.isRead));
  }

  @DeleteEndpoint({ summary: 'Delete a submission (admin)' })
  @Auth('admin')
  @TokenScope('content:write')
  async remove(@IdParam(NOT_FOUND) id: string): Promise<void> {
    await this.contact.remove(id);
  }
}
