import type { FastifyBaseLogger } from 'fastify';

/** A job the API process runs on its own timer (reminders, sweeps). */
export interface PeriodicJob {
  /** Italian name for the log line when a run fails. */
  name: string;
  /** Minutes between two runs; 0 turns the job off. */
  intervalMin: number;
  /** Also runs once as soon as the server is ready, so a restart does not delay it by a whole interval. */
  atStart: boolean;
  /** One run; a rejection is logged at error and the next run happens on time. */
  run: () => Promise<unknown>;
}

/**
 * Starts `jobs` on unref'd interval timers (they never keep the process alive). `ready()` runs the jobs marked
 * `atStart` once without waiting for them; `stop()` clears every timer. Runs of one job may overlap only if a run
 * takes longer than its interval (minutes): each job's service is written to be safe then (idempotent sweeps).
 */
export function startPeriodicJobs(
  jobs: readonly PeriodicJob[],
  log: () => FastifyBaseLogger,
): { ready: () => void; stop: () => void } {
  const active = jobs.filter((job) => job.intervalMin > 0);
  const runOnce = (job: PeriodicJob) => {
    job.run().catch((error: unknown) => log().error({ err: error }, job.name));
  };
  const timers = active.map((job) => setInterval(() => runOnce(job), job.intervalMin * 60_000).unref());
  return {
    ready: () => active.filter((job) => job.atStart).forEach(runOnce),
    stop: () => timers.forEach(clearInterval),
  };
}
