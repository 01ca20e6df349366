import { ApiProperty } from '@nestjs/swagger';

/**
 * What every stored row's API body carries: its uuid and when it was created (ISO 8601, UTC).
 * A response DTO extends it and documents only its own fields.
 */
export abstract class RecordDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

/** A RecordDto of a row that can change: a TimestampedRecord's body, with when it last did. */
export abstract class TimestampedRecordDto extends RecordDto {
  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
}

/** A RecordDto of a person known by name and email: an account, a visitor who wrote in. */
export abstract class PersonRecordDto extends RecordDto {
  @ApiProperty({ example: 'Ada' })
  firstName: string;

  @ApiProperty({ example: 'Lovelace' })
  lastName: string;

  @ApiProperty({ example: 'ada@example.com' })
  email: string;
}
