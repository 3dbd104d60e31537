const DATE = new Intl.DateTimeFormat('it-IT', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/Rome',
});
const EUR = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', useGrouping: 'always' });

/** `yyyy-MM-dd` or an ISO instant as `dd/MM/yyyy` (instants in Europe/Rome); '' for nothing. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (day) return `${day[3]}/${day[2]}/${day[1]}`;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : DATE.format(date);
}

/** An amount in EUR with Italian separators: `1.234,56 €`. */
export function formatEur(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const n = Number(value);
  return Number.isFinite(n) ? EUR.format(n) : String(value);
}

const INTEGER = new Intl.NumberFormat('it-IT', { useGrouping: 'always', maximumFractionDigits: 0 });

/** A count with Italian thousands separators, also for four digits (`1.200`; it-IT alone would print `1200`). */
export function formatInteger(value: number): string {
  return INTEGER.format(value);
}
