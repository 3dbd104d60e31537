import { Format } from 'typebox/format';

/** Value of a character in an odd position (1st, 3rd, …) of a codice fiscale (DM 23/12/1976, annex). */
const ODD: Record<string, number> = Object.fromEntries([
  ...'0123456789'.split('').map((c, i) => [c, [1, 0, 5, 7, 9, 13, 15, 17, 19, 21][i]!] as const),
  ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
    .split('')
    .map(
      (c, i) =>
        [
          c,
          [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23][i]!,
        ] as const,
    ),
]);

/** Value of a character in an even position: digits their value, letters A=0 … Z=25. */
function evenValue(c: string): number {
  return /[0-9]/.test(c) ? Number(c) : c.charCodeAt(0) - 65;
}

/** The check character (A–Z) of the first 15 characters of a natural person's codice fiscale. */
export function codiceFiscaleCheckChar(first15: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i += 1) {
    const c = first15[i]!;
    sum += i % 2 === 0 ? ODD[c]! : evenValue(c);
  }
  return String.fromCharCode(65 + (sum % 26));
}

/**
 * A natural person's codice fiscale: 16 characters (surname, name, birth date and place, with the letters that
 * replace digits in homocodes) whose last one is the check character of the other 15.
 */
export function isCodiceFiscalePf(value: string): boolean {
  const v = value.toUpperCase();
  if (!/^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/.test(v))
    return false;
  return codiceFiscaleCheckChar(v.slice(0, 15)) === v[15];
}

/** The check digit of the first 10 digits of a partita IVA (also a legal entity's numeric codice fiscale). */
export function partitaIvaCheckDigit(first10: string): string {
  let sum = 0;
  for (let i = 0; i < 10; i += 1) {
    const d = Number(first10[i]);
    if (i % 2 === 0) sum += d;
    else sum += d * 2 > 9 ? d * 2 - 9 : d * 2;
  }
  return String((10 - (sum % 10)) % 10);
}

/** A partita IVA: 11 digits, the last one the check digit of the first ten (the Luhn scheme). */
export function isPartitaIva(value: string): boolean {
  return /^[0-9]{11}$/.test(value) && partitaIvaCheckDigit(value.slice(0, 10)) === value[10];
}

/**
 * Formats the entity schemas use (registered once, when @compliance/shared is imported): `codice-fiscale` (a
 * natural person's, or the 11 digits of a legal entity's), `codice-fiscale-pf` and `partita-iva`. The empty
 * string passes (optional fields are sent empty by forms and stored as NULL).
 */
Format.Set('codice-fiscale-pf', (v) => v === '' || isCodiceFiscalePf(v));
Format.Set('codice-fiscale', (v) => v === '' || isCodiceFiscalePf(v) || isPartitaIva(v));
Format.Set('partita-iva', (v) => v === '' || isPartitaIva(v));
