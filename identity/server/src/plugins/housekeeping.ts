import type { FastifyInstance } from 'fastify';

/** A periodic clean-up: deletes rows that carry no information any more; returns how many. */
export interface HousekeepingTask {
  name: string;
  run(): Promise<number>;
}

/**
 * Runs `tasks` every `everyMs` ms (default one minute) while the app is up. Every node runs them; each task is
 * an idempotent DELETE, so N nodes only make N small deletes a minute. A failure is logged and retried next time.
 */
export function registerHousekeeping(
  app: FastifyInstance,
  tasks: HousekeepingTask[],
  everyMs = 60_000,
): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      for (const task of tasks) {
        task.run().then(
          (count) => {
            if (count > 0) app.log.debug({ task: task.name, count }, 'housekeeping');
          },
          (err: unknown) => app.log.warn({ err, task: task.name }, 'housekeeping failed'),
        );
      }
    }, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
