import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { ErrorBody, FieldError } from '@sandglass/shared';

export class FieldErrorResponse implements FieldError {
  @ApiProperty({ example: 'email' })
  field: string;

  @ApiProperty({ example: 'Enter a valid email address.' })
  message: string;
}

/** The shared error body, for Swagger. */
export class ErrorResponse implements ErrorBody {
  @ApiProperty({ example: 400 })
  statusCode: number;

  @ApiProperty({ example: 'VALIDATION_FAILED' })
  code: string;

  @ApiProperty({ example: 'Enter a valid email address.' })
  message: string;

  @ApiPropertyOptional({ type: [FieldErrorResponse] })
  details?: FieldErrorResponse[];
}
