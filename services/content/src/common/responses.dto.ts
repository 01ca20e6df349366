import { ApiProperty } from '@nestjs/swagger';
import type { AcceptedResponse } from '@sandglass/shared';

export class AcceptedResponseDto implements AcceptedResponse {
  @ApiProperty({ description: 'A sentence to show the visitor.' })
  message: string;
}
