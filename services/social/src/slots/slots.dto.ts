import { ApiProperty } from '@nestjs/swagger';
import {
  POSTING_SLOTS_MAX,
  SLOT_TIME_PATTERN,
  type PostingSlot,
  type PostingSlots,
} from '@sandglass/shared';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsDefined,
  IsInt,
  IsString,
  Matches,
  Max,
  Min,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { PostNowDto } from '../posts/posts.dto.js';
import { canonicalTimeZone } from './slot-times.js';

const WEEKDAY_MESSAGE = 'Weekday must be a whole number from 0 (Sunday) to 6 (Saturday).';
const TIME_MESSAGE = 'Time must be a 24-hour time written HH:MM, such as 09:00 or 17:30.';
const TIME_ZONE_MESSAGE =
  'Time zone must be an IANA time zone name, such as Europe/Berlin, America/New_York or UTC.';

export class PostingSlotDto implements PostingSlot {
  @ApiProperty({ minimum: 0, maximum: 6, example: 1, description: '0 is Sunday, 6 Saturday.' })
  @IsDefined({ message: 'Each slot needs a weekday, from 0 (Sunday) to 6 (Saturday).' })
  @IsInt({ message: WEEKDAY_MESSAGE })
  @Min(0, { message: WEEKDAY_MESSAGE })
  @Max(6, { message: WEEKDAY_MESSAGE })
  weekday: number;

  @ApiProperty({ example: '09:00', pattern: SLOT_TIME_PATTERN.source, description: '24-hour.' })
  @IsDefined({ message: 'Each slot needs a time, such as 09:00.' })
  @IsString({ message: TIME_MESSAGE })
  @Matches(SLOT_TIME_PATTERN, { message: TIME_MESSAGE })
  time: string;
}

export class PostingSlotsDto implements PostingSlots {
  @ApiProperty({
    type: [PostingSlotDto],
    maxItems: POSTING_SLOTS_MAX,
    description:
      'Weekly times to post at. A slot given twice is kept once; they are answered sorted by weekday, then time. An empty list clears them.',
  })
  @IsDefined({ message: 'Send the slots as a list (an empty list clears them).' })
  @IsArray({ message: 'Slots must be a list such as [{"weekday": 1, "time": "09:00"}].' })
  @ArrayMaxSize(POSTING_SLOTS_MAX, {
    message: `You can keep at most ${POSTING_SLOTS_MAX} posting slots. Remove some and save again.`,
  })
  @ValidateNested({
    each: true,
    message: 'Each slot must be an object such as {"weekday": 1, "time": "09:00"}.',
  })
  @Type(() => PostingSlotDto)
  slots: PostingSlotDto[];

  @ApiProperty({
    example: 'Europe/Berlin',
    description: 'IANA time zone the slot times are read in; daylight saving follows it.',
  })
  @IsDefined({ message: 'Choose a time zone, such as Europe/Berlin.' })
  @IsString({ message: TIME_ZONE_MESSAGE })
  @ValidateBy(
    {
      name: 'isIanaTimeZone',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string' && canonicalTimeZone(value) !== null,
      },
    },
    { message: TIME_ZONE_MESSAGE },
  )
  timeZone: string;
}

/** The same fields and rules as Post Now and Schedule, without a time: the queue picks it. */
export class QueuePostDto extends PostNowDto {}
