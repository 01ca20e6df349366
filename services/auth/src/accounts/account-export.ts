import { Inject, Injectable } from '@nestjs/common';
import { AppError, currentRequestId, LOGGER, REQUEST_ID_HEADER } from '@sandglass/server';
import type { Logger } from 'pino';
import type { AuthConfig } from '../config.js';
import { AUTH_CONFIG } from '../tokens.js';

export class ExportUnavailableError extends AppError {
  constructor(service: string) {
    super(
      'SERVICE_UNAVAILABLE',
      `We cannot gather your data from the ${service} service right now, so nothing was downloaded. Try again in a few minutes.`,
    );
  }
}

/** The services whose data an export gathers, by the name the file gives each. */
const SERVICES = [
  ['content', 'CONTENT_URL'],
  ['ai', 'AI_URL'],
  ['social', 'SOCIAL_URL'],
] as const;

/**
 * Asks every other service for what it holds of the caller (`GET /internal/users/me/export`,
 * with the caller's own token, so a service answers only with that person's data). All or
 * nothing: a service that cannot answer fails the export with a sentence naming it.
 */
@Injectable()
export class ServiceExports {
  constructor(
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async gather(authorization: string): Promise<Record<string, unknown>> {
    const parts = await Promise.all(
      SERVICES.map(async ([name, key]) => [
        name,
        await this.fetch(name, this.config[key], authorization),
      ]),
    );
    return Object.fromEntries(parts) as Record<string, unknown>;
  }

  private async fetch(name: string, baseUrl: string, authorization: string): Promise<unknown> {
    const requestId = currentRequestId();
    try {
      const response = await fetch(`${baseUrl.replace(/\/+$/, '')}/internal/users/me/export`, {
        headers: {
          accept: 'application/json',
          authorization,
          ...(requestId ? { [REQUEST_ID_HEADER]: requestId } : {}),
        },
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`answered ${response.status}`);
      return await response.json();
    } catch (error) {
      this.logger.warn(
        { err: error, service: name },
        'a service did not give its part of an export',
      );
      throw new ExportUnavailableError(name);
    }
  }
}
