import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export interface Metrics {
  registry: Registry;
  /** One answered request; `route` is the matched route pattern, never the URL a client sent. */
  recordRequest(request: { method: string; route: string; statusCode: number; seconds: number }): void;
}

/** Requests no route matched share one label, so probing random URLs cannot add label values. */
export const unmatchedRoute = '(unmatched)';

/**
 * The instance's metrics in a registry of its own (tests build several apps in one process): requests by
 * method, route and status, their latency, the depth of every job queue, and Node's process metrics.
 */
export function createMetrics(deps: { queueSizes: () => Promise<Record<string, number>>; onCollectError: (error: unknown) => void }): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by method, route pattern and status', labelNames, registers: [registry] });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer, by method, route pattern and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'creds_job_queue_depth',
    help: 'Jobs waiting in each background queue (created or waiting to retry)',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      this.reset();
      try {
        for (const [queue, size] of Object.entries(await deps.queueSizes())) this.set({ queue }, size);
      } catch (error) {
        // Without the database the queue depth is unknown: leave it out, keep the process metrics.
        deps.onCollectError(error);
      }
    },
  });

  return {
    registry,
    recordRequest({ method, route, statusCode, seconds }) {
      const labels = { method, route, status_code: String(statusCode) };
      requests.inc(labels);
      duration.observe(labels, seconds);
    },
  };
}
