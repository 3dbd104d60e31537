import { codiceFiscaleCheckChar } from '@compliance/shared';
import type { Prng } from './prng.ts';

/** Name pools of the demo clients (common Italian names; every person is fictitious). */
export const SURNAMES = [
  'Rossi',
  'Russo',
  'Ferrari',
  'Esposito',
  'Bianchi',
  'Romano',
  'Colombo',
  'Ricci',
  'Marino',
  'Greco',
  'Bruno',
  'Gallo',
  'Conti',
  'De Luca',
  'Mancini',
  'Costa',
  'Giordano',
  'Rizzo',
  'Lombardi',
  'Moretti',
  'Barbieri',
  'Fontana',
  'Santoro',
  'Mariani',
  'Rinaldi',
  'Caruso',
  'Ferrara',
  'Galli',
  'Martini',
  'Leone',
  'Longo',
  'Gentile',
  'Martinelli',
  'Vitale',
  'Lombardo',
  'Serra',
  'Coppola',
  'De Santis',
  "D'Angelo",
  'Marchetti',
];
export const MALE_NAMES = [
  'Marco',
  'Luca',
  'Giuseppe',
  'Francesco',
  'Alessandro',
  'Andrea',
  'Matteo',
  'Lorenzo',
  'Davide',
  'Simone',
  'Giovanni',
  'Paolo',
  'Stefano',
  'Roberto',
  'Antonio',
  'Fabio',
  'Riccardo',
  'Federico',
  'Enrico',
  'Pietro',
];
export const FEMALE_NAMES = [
  'Giulia',
  'Francesca',
  'Sara',
  'Chiara',
  'Anna',
  'Laura',
  'Valentina',
  'Elena',
  'Martina',
  'Silvia',
  'Alessia',
  'Federica',
  'Paola',
  'Roberta',
  'Elisa',
  'Giorgia',
  'Marta',
  'Cristina',
  'Irene',
  'Beatrice',
];
export const COMPANY_WORDS = [
  'Lombarda',
  'Adriatica',
  'Tirrenica',
  'Alpina',
  'Padana',
  'Meridionale',
  'Euganea',
  'Appenninica',
  'Ligure',
  'Sabauda',
  'Etrusca',
  'Insubre',
  'Partenopea',
  'Sicula',
  'Felsinea',
];
export const COMPANY_TRADES = [
  'Costruzioni',
  'Trasporti',
  'Commercio',
  'Servizi',
  'Tessile',
  'Alimentari',
  'Logistica',
  'Impianti',
  'Immobiliare',
  'Informatica',
  'Meccanica',
  'Ristorazione',
  'Import Export',
  'Consulenze',
  'Energia',
];

/** Birth places with their cadastral codes (the codice fiscale's place part). */
export const BIRTH_PLACES: ReadonlyArray<readonly [string, string]> = [
  ['Milano', 'F205'],
  ['Roma', 'H501'],
  ['Napoli', 'F839'],
  ['Torino', 'L219'],
  ['Bologna', 'A944'],
  ['Firenze', 'D612'],
  ['Bergamo', 'A794'],
  ['Brescia', 'B157'],
  ['Verona', 'L781'],
  ['Bari', 'A662'],
  ['Palermo', 'G273'],
  ['Genova', 'D969'],
];

const MONTHS = 'ABCDEHLMPRST';

function letters(text: string, kind: 'consonants' | 'vowels'): string {
  const up = text.toUpperCase().replace(/[^A-Z]/g, '');
  return up.replace(kind === 'consonants' ? /[AEIOU]/g : /[^AEIOU]/g, '');
}

/** The surname part of a codice fiscale: consonants, then vowels, padded with X. */
function surnameCode(surname: string): string {
  return (letters(surname, 'consonants') + letters(surname, 'vowels') + 'XXX').slice(0, 3);
}

/** The name part: with four or more consonants the 1st, 3rd and 4th; else as the surname. */
function nameCode(name: string): string {
  const c = letters(name, 'consonants');
  if (c.length >= 4) return c[0]! + c[2]! + c[3]!;
  return (c + letters(name, 'vowels') + 'XXX').slice(0, 3);
}

/** A natural person's codice fiscale from the person's data (no homocode handling: demo data). */
export function codiceFiscaleOf(p: {
  cognome: string;
  nome: string;
  sesso: 'M' | 'F';
  dataNascita: string;
  luogoCodice: string;
}): string {
  const [y, m, d] = p.dataNascita.split('-');
  const day = Number(d) + (p.sesso === 'F' ? 40 : 0);
  const first15 =
    surnameCode(p.cognome) +
    nameCode(p.nome) +
    y!.slice(2) +
    MONTHS[Number(m) - 1]! +
    String(day).padStart(2, '0') +
    p.luogoCodice;
  return first15 + codiceFiscaleCheckChar(first15);
}

/** A random fictitious person: surname, name, sex, birth date (between `fromYear` and `toYear`), place, tax code. */
export function randomPerson(prng: Prng, fromYear = 1940, toYear = 2004) {
  const sesso = prng.next() < 0.5 ? ('M' as const) : ('F' as const);
  const cognome = prng.pick(SURNAMES);
  const nome = prng.pick(sesso === 'M' ? MALE_NAMES : FEMALE_NAMES);
  const dataNascita = `${prng.int(fromYear, toYear)}-${String(prng.int(1, 12)).padStart(2, '0')}-${String(prng.int(1, 28)).padStart(2, '0')}`;
  const [luogoNascita, luogoCodice] = prng.pick(BIRTH_PLACES);
  return {
    cognome,
    nome,
    sesso,
    dataNascita,
    luogoNascita,
    codiceFiscale: codiceFiscaleOf({ cognome, nome, sesso, dataNascita, luogoCodice }),
  };
}
