import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ERROR_CODES, type ErrorBody, type ErrorCode, type FieldError } from '@sandglass/shared';

/** Every code with its status and meaning, as a Markdown list for the docs. */
const CODE_LIST = Object.entries(ERROR_CODES)
  .map(([code, [status, meaning]]) => `- \`${code}\` (${status}): ${meaning}`)
  .join('\n');

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

  @ApiProperty({
    enum: Object.keys(ERROR_CODES),
    enumName: 'ErrorCode',
    example: 'VALIDATION_FAILED',
    description: `A stable code, one per meaning; each always comes with the same status.\n\n${CODE_LIST}`,
  })
  code: ErrorCode;

  @ApiProperty({ example: 'Enter a valid email address.' })
  message: string;

  @ApiPropertyOptional({ type: [FieldErrorResponse] })
  details?: FieldErrorResponse[];
}
