import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import {
  Auth,
  CreateEndpoint,
  CurrentUser,
  DeleteEndpoint,
  ErrorResponse,
  IdParam,
  UpdateEndpoint,
  type AuthUser,
} from '@sandglass/server';
import type { WebhookDeliveryBody, WebhookEndpointBody } from '@sandglass/shared';
import { DeliveryNotFoundError, WebhookNotFoundError } from './endpoints.errors.js';
import {
  CreateWebhookDto,
  UpdateWebhookDto,
  WebhookDeliveryDto,
  WebhookEndpointDto,
} from './endpoints.dto.js';
import { EndpointsService } from './endpoints.service.js';

const NOT_FOUND = () => new WebhookNotFoundError();
const URL_RULES =
  'The URL must be https:// (plain http only for loopback on a development server) and not a private, loopback or link-local address; events are those listed, the firm’s ones for admins only.';

/**
 * A member's webhook endpoints, signed per Standard Webhooks. Every operation needs a signed-in
 * session (none names a token scope): an endpoint's secret is account management.
 */
@ApiTags('webhooks')
@Controller('api/webhooks')
@Auth('member')
export class EndpointsController {
  constructor(private readonly endpoints: EndpointsService) {}

  @CreateEndpoint(WebhookEndpointDto, {
    summary: 'Add a webhook endpoint',
    description:
      'The answer holds the signing secret (`whsec_…`) this once. Deliveries are POSTs of `{type, timestamp, data}` with `webhook-id`, `webhook-timestamp` and `webhook-signature` headers (Standard Webhooks).',
    invalid: URL_RULES,
  })
  create(
    @CurrentUser() user: AuthUser,
    @Body() dto: CreateWebhookDto,
  ): Promise<WebhookEndpointBody> {
    return this.endpoints.create(user, dto);
  }

  @Get()
  @ApiOperation({
    summary: 'Your webhook endpoints',
    description: 'Newest first, without secrets.',
  })
  @ApiOkResponse({ type: WebhookEndpointDto, isArray: true })
  list(@CurrentUser() user: AuthUser): Promise<WebhookEndpointBody[]> {
    return this.endpoints.list(user);
  }

  @UpdateEndpoint(WebhookEndpointDto, {
    summary: 'Change a webhook endpoint',
    description:
      'Its URL, events, description, whether it is enabled, or `rotateSecret: true` (the answer then holds the new secret, once).',
    invalid: URL_RULES,
  })
  update(
    @CurrentUser() user: AuthUser,
    @IdParam(NOT_FOUND) id: string,
    @Body() dto: UpdateWebhookDto,
  ): Promise<WebhookEndpointBody> {
    return this.endpoints.update(user, id, dto);
  }

  @DeleteEndpoint({ summary: 'Delete a webhook endpoint', description: 'With its delivery log.' })
  remove(@CurrentUser() user: AuthUser, @IdParam(NOT_FOUND) id: string): Promise<void> {
    return this.endpoints.remove(user, id);
  }

  @Post(':id/test')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Send a test event',
    description: 'Sends `webhook.test` now, signed like every event; its attempts show in the log.',
  })
  @ApiAcceptedResponse({ type: WebhookDeliveryDto })
  @ApiNotFoundResponse({ type: ErrorResponse })
  test(
    @CurrentUser() user: AuthUser,
    @IdParam(NOT_FOUND) id: string,
  ): Promise<WebhookDeliveryBody> {
    return this.endpoints.test(user, id);
  }

  @Get(':id/deliveries')
  @ApiOperation({
    summary: 'The endpoint’s delivery log',
    description:
      'The newest 50 deliveries, each attempt with its time, status code, duration and next retry.',
  })
  @ApiOkResponse({ type: WebhookDeliveryDto, isArray: true })
  @ApiNotFoundResponse({ type: ErrorResponse })
  deliveries(
    @CurrentUser() user: AuthUser,
    @IdParam(NOT_FOUND) id: string,
  ): Promise<WebhookDeliveryBody[]> {
    return this.endpoints.listDeliveries(user, id);
  }

  @Post(':id/deliveries/:deliveryId/redeliver')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Send a delivery again',
    description: 'Now, with the same `webhook-id`, so a receiver that already has it can tell.',
  })
  @ApiAcceptedResponse({ type: WebhookDeliveryDto })
  @ApiNotFoundResponse({ type: ErrorResponse })
  redeliver(
    @CurrentUser() user: AuthUser,
    @IdParam(NOT_FOUND) id: string,
    @Param(
      'deliveryId',
      new ParseUUIDPipe({ version: '4', exceptionFactory: () => new DeliveryNotFoundError() }),
    )
    deliveryId: string,
  ): Promise<WebhookDeliveryBody> {
    return this.endpoints.redeliver(user, id, deliveryId);
  }
}
