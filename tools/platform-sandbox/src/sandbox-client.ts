import type {
  SandboxFaultRequest,
  SandboxMetricsRequest,
  SandboxPostsAnswer,
} from './sandbox-server.js';

/** The sandbox's control API (/__sandbox/*) for tests and benches, over HTTP. */
export class SandboxControl {
  constructor(readonly url: string) {}

  async reset(): Promise<void> {
    await this.call('POST', '/__sandbox/reset');
  }

  async posts(): Promise<SandboxPostsAnswer> {
    return (await this.call('GET', '/__sandbox/posts')) as SandboxPostsAnswer;
  }

  /** What the platform answers it counted for a published post (by its platform id). */
  async setMetrics(postId: string, metrics: SandboxMetricsRequest): Promise<void> {
    await this.call('PUT', `/__sandbox/posts/${encodeURIComponent(postId)}/metrics`, metrics);
  }

  async setLatency(ms: number): Promise<void> {
    await this.call('PUT', '/__sandbox/latency', { ms });
  }

  async fault(fault: SandboxFaultRequest): Promise<void> {
    await this.call('POST', '/__sandbox/faults', fault);
  }

  async clearFaults(): Promise<void> {
    await this.call('DELETE', '/__sandbox/faults');
  }

  private async call(method: string, path: string, body?: unknown): Promise<unknown> {
    const response = await fetch(`${this.url}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) {
      throw new Error(`The sandbox refused ${method} ${path}: ${await response.text()}`);
    }
    return response.status === 204 ? null : ((await response.json()) as unknown);
  }
}
