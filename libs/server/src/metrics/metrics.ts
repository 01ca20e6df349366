import type { NextFunction, Request, Response } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What the queue gauges read of a BullMQ queue. */
export interface MeasuredQueue {
  readonly name: string;
  getJobCounts(...types: QueueState[]): Promise<Partial<Record<string, number>>>;
  getJobs(
    types: 'waiting',
    start: number,
    end: number,
    asc: boolean,
  ): Promise<Array<{ timestamp: number; delay?: number } | undefined>>;
}

export const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;
export type QueueState = (typeof QUEUE_STATES)[number];

/** The route label of a request no route of the app matched (404s, probes of odd paths). */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Where a request's route label comes from when no Express route matched it: a middleware that
 * answers for a family of paths (the gateway's proxy, its pages) names the family here.
 */
export function setMetricsRoute(res: Response, route: string): void {
  (res.locals as { metricsRoute?: string }).metricsRoute = route;
}

/**
 * One process's Prometheus metrics (prom-client), every series labelled with the service:
 * the default process metrics (CPU, memory, heap, GC, handles, event-loop lag and its
 * percentiles), HTTP requests by method, route template and status (count and latency), and
 * for every BullMQ queue registered with it the jobs by state and the age of the oldest waiting
 * job, read from Redis at each scrape.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly latency: Histogram<'method' | 'route' | 'status'>;
  private readonly queues = new Map<string, MeasuredQueue>();

  constructor(readonly service: string) {
    this.registry.setDefaultLabels({ service });
    collectDefaultMetrics({ register: this.registry });
    const registers = [this.registry];
    this.requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route template and status.',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.latency = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request’s arrival to the end of its answer, by method, route template and status.',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    });
    const queues = this.queues;
    new Gauge({
      name: 'bullmq_job_count',
      help: 'Jobs in a BullMQ queue, by state (waiting, active, delayed, failed).',
      labelNames: ['queue', 'state'],
      registers,
      async collect() {
        this.reset();
        await Promise.all(
          [...queues.values()].map(async (queue) => {
            const counts = await queue.getJobCounts(...QUEUE_STATES);
            for (const state of QUEUE_STATES)
              this.set({ queue: queue.name, state }, counts[state] ?? 0);
          }),
        );
      },
    });
    new Gauge({
      name: 'bullmq_oldest_waiting_job_age_seconds',
      help: 'How long the oldest waiting job of a BullMQ queue has been due (0 when none waits).',
      labelNames: ['queue'],
      registers,
      async collect() {
        this.reset();
        const now = Date.now();
        await Promise.all(
          [...queues.values()].map(async (queue) => {
            const [oldest] = await queue.getJobs('waiting', 0, 0, true);
            const dueAt = oldest ? oldest.timestamp + (oldest.delay ?? 0) : now;
            this.set({ queue: queue.name }, Math.max(0, (now - dueAt) / 1000));
          }),
        );
      },
    });
  }

  /** Measures a queue from now on (once per name). */
  registerQueue(queue: MeasuredQueue): void {
    this.queues.set(queue.name, queue);
  }

  /** The exposition text for GET /metrics. */
  async text(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }

  /**
   * Counts and times every request when its answer ends, labelled by the route template
   * (`/api/blog/:slug`, never the path itself, so the series stay few).
   */
  readonly httpMiddleware = (req: Request, res: Response, next: NextFunction): void => {
    const stop = this.latency.startTimer();
    res.once('close', () => {
      const labels = {
        method: req.method,
        route: routeOf(req, res),
        status: String(res.statusCode),
      };
      this.requests.inc(labels);
      stop(labels);
    });
    next();
  };
}

function routeOf(req: Request, res: Response): string {
  const route = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof route === 'string') return route;
  return (res.locals as { metricsRoute?: string }).metricsRoute ?? UNMATCHED_ROUTE;
}
