import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Outcomes of a primary authentication (`POST /api/v1/authn` with a username and password). */
export type SignInOutcome =
  'success' | 'invalid_credentials' | 'unknown_user' | 'locked_out' | 'inactive_user' | 'password_too_long';

let processRegistry: Registry | undefined;

/**
 * Process-wide metrics (CPU, memory, event-loop lag, GC; prom-client defaults, prefixed `idp_`), collected once
 * per process however many apps it builds (the tests build hundreds).
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, prefix: 'idp_' });
  }
  return processRegistry;
}

// Latency buckets (seconds): sub-millisecond cached reads up to argon2id sign-ins on a busy machine.
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/**
 * The identity provider's Prometheus metrics (prom-client): HTTP requests by method, route pattern and status,
 * sign-ins by outcome, lockouts and rate-limit refusals. Services record through the methods; the routes in
 * src/metrics render the text format.
 */
export function createMetrics() {
  const registry = new Registry();
  const registers = [registry];
  const requests = new Counter({
    name: 'idp_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const latency = new Histogram({
    name: 'idp_http_request_duration_seconds',
    help: 'Time from receiving a request to sending its response (s), by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const signIns = new Counter({
    name: 'idp_sign_ins_total',
    help: 'Primary authentications (username + password) by outcome',
    labelNames: ['outcome'] as const,
    registers,
  });
  const lockouts = new Counter({
    name: 'idp_lockouts_total',
    help: 'Accounts locked after too many failed sign-ins',
    registers,
  });
  const rateLimited = new Counter({
    name: 'idp_rate_limited_total',
    help: 'Requests refused with 429 E0000047, by endpoint family and bucket (username or ip)',
    labelNames: ['endpoint', 'bucket'] as const,
    registers,
  });
  // The per-request path: one Map lookup and two label-free updates once a label set has been seen.
  const children = new Map<string, { count: { inc(): void }; time: { observe(v: number): void } }>();

  return {
    /** Records one answered request; `route` is the route pattern (never the raw URL), `seconds` its latency. */
    observeRequest(method: string, route: string, status: number, seconds: number): void {
      const id = `${method} ${status} ${route}`;
      let child = children.get(id);
      if (!child) {
        const labels = { method, route, status: String(status) };
        child = { count: requests.labels(labels), time: latency.labels(labels) };
        children.set(id, child);
      }
      child.count.inc();
      child.time.observe(seconds);
    },
    signIn(outcome: SignInOutcome): void {
      signIns.inc({ outcome });
    },
    lockout(): void {
      lockouts.inc();
    },
    rateLimited(endpoint: string, bucket: 'username' | 'ip'): void {
      rateLimited.inc({ endpoint, bucket });
    },
    /** Content type of `render()`'s output (Prometheus text format 0.0.4). */
    contentType: registry.contentType,
    /** The exposition text: this app's metrics followed by the process metrics. */
    async render(): Promise<string> {
      return Registry.merge([registry, processMetrics()]).metrics();
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
