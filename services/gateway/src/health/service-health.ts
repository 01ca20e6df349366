import { Inject, Injectable } from '@nestjs/common';
import { currentRequestId, HealthCheckFailure, type HealthCheck } from '@sandglass/server';
import type { GatewayConfig } from '../config.js';
import { serviceUrls, type ServiceName } from '../routes.js';
import { GATEWAY_CONFIG } from '../tokens.js';
import { fetchJson } from '../upstream.js';

const CHECK_TIMEOUT_MS = 2000;

/** Each service behind the gateway as a health check: up when its own /health answers 200. */
@Injectable()
export class ServiceHealthChecks {
  readonly checks: HealthCheck[];

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    const urls = serviceUrls(config);
    this.checks = (Object.keys(urls) as ServiceName[]).map((name) => ({
      name,
      check: async () => {
        const { status, body } = await fetchJson(
          `${urls[name]}/health`,
          CHECK_TIMEOUT_MS,
          currentRequestId(),
        );
        if (status !== 200) throw new HealthCheckFailure(`answered ${status}`, body);
      },
    }));
  }
}
