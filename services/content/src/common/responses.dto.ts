import { ApiProperty } from '@nestjs/swagger';
import { TimestampedRecordDto } from '@sandglass/server';
import type { AcceptedResponse } from '@sandglass/shared';

export class AcceptedResponseDto implements AcceptedResponse {
  @ApiProperty({ description: 'A sentence to show the visitor.' })
  message: string;
}

/**
 * What every catalogue row's body has besides its own fields (CatalogRecord's columns): its
 * id, address, name and place in the admin's order, documented with the catalogue's examples.
 */
export function CatalogRecordDto(example: { slug: string; name: string }) {
  abstract class CatalogRecordBody extends TimestampedRecordDto {
    @ApiProperty({ example: example.slug })
    slug: string;

    @ApiProperty({ example: example.name })
    name: string;

    @ApiProperty({ example: 10 })
    sortOrder: number;
  }
  return CatalogRecordBody;
}
