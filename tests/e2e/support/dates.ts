/**
 * Calendar dates as the suite sees them: the suite keeps its dates in Europe/Rome (`formats.ts`, the SQL's
 * `AT TIME ZONE 'Europe/Rome'`), so a journey that runs near midnight UTC must not use the UTC calendar.
 */
const ROME_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today minus `days` (negative: in the future) in Europe/Rome, as `yyyy-MM-dd`. */
export const romeDaysAgo = (days: number): string =>
  ROME_DATE.format(new Date(Date.now() - days * 86_400_000));

/** The current year in Europe/Rome. */
export const romeYear = (): number => Number(romeDaysAgo(0).slice(0, 4));
