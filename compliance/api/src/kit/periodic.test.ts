import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPeriodicJobs, type PeriodicJob } from './periodic.ts';

const logger = () => {
  const error = vi.fn();
  return { error, log: () => ({ error }) as never };
};

describe('startPeriodicJobs', () => {
  afterEach(() => vi.useRealTimers());

  it('runs a job marked atStart once at ready, then every interval; stop ends it', async () => {
    vi.useFakeTimers();
    const run = vi.fn(async () => undefined);
    const { log } = logger();
    const jobs = startPeriodicJobs([{ name: 'sweep', intervalMin: 5, atStart: true, run }], log);
    expect(run).not.toHaveBeenCalled();
    jobs.ready();
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(run).toHaveBeenCalledTimes(2);
    jobs.stop();
    await vi.advanceTimersByTimeAsync(15 * 60_000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('waits a whole interval for a job not marked atStart, and never runs a job whose interval is 0', async () => {
    vi.useFakeTimers();
    const later = vi.fn(async () => undefined);
    const off = vi.fn(async () => undefined);
    const { log } = logger();
    const jobs = startPeriodicJobs(
      [
        { name: 'solleciti', intervalMin: 1, atStart: false, run: later },
        { name: 'spento', intervalMin: 0, atStart: true, run: off },
      ],
      log,
    );
    jobs.ready();
    expect(later).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(later).toHaveBeenCalledTimes(1);
    expect(off).not.toHaveBeenCalled();
    jobs.stop();
  });

  it('logs a failed run under the job name and keeps the timer', async () => {
    vi.useFakeTimers();
    const failure = new Error('database away');
    const run = vi.fn<PeriodicJob['run']>().mockRejectedValueOnce(failure).mockResolvedValue(undefined);
    const { error, log } = logger();
    const jobs = startPeriodicJobs([{ name: 'documenti scaduti', intervalMin: 1, atStart: true, run }], log);
    jobs.ready();
    await vi.advanceTimersByTimeAsync(0);
    expect(error).toHaveBeenCalledWith({ err: failure }, 'documenti scaduti');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenCalledTimes(1);
    jobs.stop();
  });
});
