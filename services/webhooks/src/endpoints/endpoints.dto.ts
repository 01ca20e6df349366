import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Trim } from '@sandglass/server';
import {
  FIELD_SENTENCES as SAY,
  WEBHOOK_EVENTS,
  type WebhookAttemptBody,
  type WebhookDeliveryBody,
  type WebhookDeliveryStatus,
  type WebhookEndpointBody,
  type WebhookEvent,
} from '@sandglass/shared';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  Equals,
  IsArray,
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  MaxLength,
} from 'class-validator';

const EVENTS_SENTENCE = `Each event must be one of ${WEBHOOK_EVENTS.join(', ')}.`;

export class CreateWebhookDto {
  @ApiProperty({ example: 'https://hooks.example.com/sandglass', maxLength: 2000 })
  @Trim()
  @IsString({ message: SAY.text('URL') })
  @MaxLength(2000, { message: SAY.tooLong('URL', 2000) })
  url: string;

  @ApiProperty({ enum: WEBHOOK_EVENTS, isArray: true, example: ['social.post.published'] })
  @IsArray({ message: 'Events must be a list, such as ["social.post.published"].' })
  @ArrayMinSize(1, { message: 'Choose at least one event.' })
  @ArrayMaxSize(WEBHOOK_EVENTS.length, { message: 'Name each event once.' })
  @ArrayUnique({ message: 'Name each event once.' })
  @IsIn(WEBHOOK_EVENTS, { each: true, message: EVENTS_SENTENCE })
  events: WebhookEvent[];

  @ApiPropertyOptional({ example: 'Zapier: new posts', maxLength: 200 })
  @IsOptional()
  @Trim()
  @IsString({ message: SAY.text('Description') })
  @MaxLength(200, { message: SAY.tooLong('Description', 200) })
  description?: string;
}

export class UpdateWebhookDto {
  @ApiPropertyOptional({ example: 'https://hooks.example.com/sandglass' })
  @IsOptional()
  @Trim()
  @IsString({ message: SAY.text('URL') })
  @MaxLength(2000, { message: SAY.tooLong('URL', 2000) })
  url?: string;

  @ApiPropertyOptional({ enum: WEBHOOK_EVENTS, isArray: true })
  @IsOptional()
  @IsArray({ message: 'Events must be a list, such as ["social.post.published"].' })
  @ArrayMinSize(1, { message: 'Choose at least one event.' })
  @ArrayMaxSize(WEBHOOK_EVENTS.length, { message: 'Name each event once.' })
  @ArrayUnique({ message: 'Name each event once.' })
  @IsIn(WEBHOOK_EVENTS, { each: true, message: EVENTS_SENTENCE })
  events?: WebhookEvent[];

  @ApiPropertyOptional({ maxLength: 200 })
  @IsOptional()
  @Trim()
  @IsString({ message: SAY.text('Description') })
  @MaxLength(200, { message: SAY.tooLong('Description', 200) })
  description?: string;

  @ApiPropertyOptional({
    description: 'Turn deliveries on or off (on again after the system disabled it).',
  })
  @IsOptional()
  @IsBoolean({ message: 'Enabled must be true or false.' })
  enabled?: boolean;

  @ApiPropertyOptional({
    enum: [true],
    description: 'true: replace the signing secret; the answer holds the new one, once.',
  })
  @IsOptional()
  @Equals(true, { message: 'Rotate secret can only be true (leave it out to keep the secret).' })
  rotateSecret?: true;
}

export class WebhookEndpointDto implements WebhookEndpointBody {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  url: string;

  @ApiProperty({ nullable: true, type: String })
  description: string | null;

  @ApiProperty({ enum: WEBHOOK_EVENTS, isArray: true })
  events: WebhookEvent[];

  @ApiProperty()
  enabled: boolean;

  @ApiProperty({ nullable: true, type: String })
  disabledReason: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiPropertyOptional({
    example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    description: 'Only in the answer that made or rotated it: keep it to verify signatures.',
  })
  secret?: string;
}

export class WebhookAttemptDto implements WebhookAttemptBody {
  @ApiProperty({ format: 'date-time' })
  at: string;

  @ApiProperty({ nullable: true, type: Number })
  statusCode: number | null;

  @ApiProperty()
  durationMs: number;

  @ApiProperty({ nullable: true, type: String })
  error: string | null;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  nextRetryAt: string | null;
}

export class WebhookDeliveryDto implements WebhookDeliveryBody {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({
    example: 'msg_2KWPBgLlAfxdpx2AI54pPJ85f4W',
    description: 'The webhook-id header.',
  })
  messageId: string;

  @ApiProperty({ example: 'social.post.published' })
  type: string;

  @ApiProperty({ enum: ['pending', 'delivering', 'succeeded', 'failed'] })
  status: WebhookDeliveryStatus;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  nextAttemptAt: string | null;

  @ApiProperty({ type: WebhookAttemptDto, isArray: true })
  attempts: WebhookAttemptDto[];
}
