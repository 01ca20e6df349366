import { applyDecorators, Delete, Get, HttpCode, Patch, Post, type Type } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
} from '@nestjs/swagger';
import { ErrorResponse } from './error-response.dto.js';
import { Paginated } from './paginated.js';

/**
 * How an endpoint is documented: its summary and description, and when it can answer 400 or 409,
 * what causes them. The four route decorators below pair the HTTP method with the responses
 * that method earns, so every resource's create, list, change and remove read (and are
 * documented) the same way. Guards stay beside them (`@Auth('admin')`), in plain sight.
 */
export interface EndpointDoc {
  summary: string;
  description?: string;
  /** Why the body or query can be refused (400); the error body's details name the fields. */
  invalid?: string;
  /** Why the request can conflict (409), if it can. */
  conflict?: string;
}

/** The 409 a write to a catalogue earns when the slug belongs to another row. */
export const SLUG_TAKEN = 'The slug is taken.';

function described({ summary, description, conflict }: EndpointDoc, path?: string) {
  return [
    ApiOperation({ summary, description }),
    ...(conflict ? [ApiConflictResponse({ description: conflict, type: ErrorResponse })] : []),
    ...(path?.includes(':id') ? [ApiNotFoundResponse({ type: ErrorResponse })] : []),
  ];
}

const refused = ({ invalid }: EndpointDoc) =>
  ApiBadRequestResponse({ description: invalid, type: ErrorResponse });

/** `GET path`: one page of `type` rows (see Paginated), filtered by a validated query. */
export const ListEndpoint = (type: Type<unknown>, doc: EndpointDoc, path?: string) =>
  applyDecorators(Get(path), ...described(doc, path), refused(doc), Paginated(type));

/** `POST path`: creates a `type` from a validated body; 201 with it. */
export const CreateEndpoint = (type: Type<unknown>, doc: EndpointDoc, path?: string) =>
  applyDecorators(Post(path), ...described(doc, path), ApiCreatedResponse({ type }), refused(doc));

/** `PATCH path` (`:id` by default): changes any subset of fields; 200 with the row. */
export const UpdateEndpoint = (type: Type<unknown>, doc: EndpointDoc, path = ':id') =>
  applyDecorators(Patch(path), ...described(doc, path), ApiOkResponse({ type }), refused(doc));

/** `DELETE path` (`:id` by default): removes the row; 204 with no body. */
export const DeleteEndpoint = (doc: EndpointDoc, path = ':id') =>
  applyDecorators(Delete(path), HttpCode(204), ...described(doc, path), ApiNoContentResponse());
