import type { CausaleAnalitica, OperazioneCaricata, OperazioneInput } from '@compliance/shared';
import { randomPerson } from './demo-names.ts';
import { createPrng, type Prng } from './prng.ts';

/** A demo client as the operations generator sees it: its id, branch id and kind. */
export interface ClientRef {
  id: string;
  dipendenzaId: string;
  tipoPersona: 'PF' | 'PG';
}

/** The two years the demo operations cover (fixed, so the data is the same whatever the day). */
export const DEMO_PERIOD = { from: Date.UTC(2024, 10, 1), days: 730 };

type Profile = {
  causale: CausaleAnalitica;
  weight: number;
  segno: 'DARE' | 'AVERE';
  mezzo: OperazioneInput['mezzoPagamento'];
  canali: OperazioneInput['canale'][];
  /** Median amount in EUR. */
  median: number;
  cash?: boolean;
  abroad?: boolean;
};

/** How each causale usually looks: share of all operations, sign, means, channels, typical amount. */
const PROFILES: Profile[] = [
  { causale: 'PC', weight: 30, segno: 'DARE', mezzo: 'CARTA', canali: ['POS'], median: 45 },
  {
    causale: 'BA',
    weight: 15,
    segno: 'DARE',
    mezzo: 'BONIFICO',
    canali: ['HOME_BANKING', 'SPORTELLO'],
    median: 900,
  },
  { causale: 'BB', weight: 15, segno: 'AVERE', mezzo: 'BONIFICO', canali: ['HOME_BANKING'], median: 1400 },
  {
    causale: 'AB',
    weight: 12,
    segno: 'DARE',
    mezzo: 'CONTANTE',
    canali: ['ATM', 'SPORTELLO'],
    median: 200,
    cash: true,
  },
  {
    causale: 'AA',
    weight: 8,
    segno: 'AVERE',
    mezzo: 'CONTANTE',
    canali: ['SPORTELLO', 'ATM'],
    median: 600,
    cash: true,
  },
  { causale: 'CA', weight: 4, segno: 'AVERE', mezzo: 'ASSEGNO', canali: ['SPORTELLO'], median: 1200 },
  { causale: 'CB', weight: 2, segno: 'DARE', mezzo: 'ASSEGNO', canali: ['SPORTELLO'], median: 3000 },
  {
    causale: 'BE',
    weight: 3,
    segno: 'DARE',
    mezzo: 'BONIFICO',
    canali: ['HOME_BANKING', 'SPORTELLO'],
    median: 2500,
    abroad: true,
  },
  {
    causale: 'BF',
    weight: 3,
    segno: 'AVERE',
    mezzo: 'BONIFICO',
    canali: ['HOME_BANKING'],
    median: 3000,
    abroad: true,
  },
  {
    causale: 'RM',
    weight: 3,
    segno: 'DARE',
    mezzo: 'RIMESSA',
    canali: ['AGENTE', 'SPORTELLO'],
    median: 350,
    cash: true,
    abroad: true,
  },
  {
    causale: 'TI',
    weight: 2,
    segno: 'DARE',
    mezzo: 'TITOLI',
    canali: ['PROMOTORE', 'HOME_BANKING'],
    median: 9000,
  },
  {
    causale: 'TV',
    weight: 2,
    segno: 'AVERE',
    mezzo: 'TITOLI',
    canali: ['PROMOTORE', 'HOME_BANKING'],
    median: 8000,
  },
  {
    causale: 'U1',
    weight: 0.5,
    segno: 'DARE',
    mezzo: 'CONTANTE',
    canali: ['SPORTELLO'],
    median: 4000,
    cash: true,
  },
  {
    causale: 'U2',
    weight: 0.5,
    segno: 'AVERE',
    mezzo: 'ASSEGNO',
    canali: ['SPORTELLO', 'REMOTE'],
    median: 2000,
  },
];
const TOTAL_WEIGHT = PROFILES.reduce((sum, p) => sum + p.weight, 0);
const FOREIGN = [
  ['DE', 'EUR'],
  ['FR', 'EUR'],
  ['ES', 'EUR'],
  ['CH', 'CHF'],
  ['GB', 'GBP'],
  ['US', 'USD'],
  ['RO', 'RON'],
  ['AL', 'ALL'],
  ['MA', 'MAD'],
  ['CN', 'CNY'],
  ['AE', 'AED'],
] as const;
/** EUR per unit of each currency: rough, fixed demo rates. */
const RATES: Record<string, number> = {
  EUR: 1,
  CHF: 1.05,
  GBP: 1.17,
  USD: 0.92,
  RON: 0.2,
  ALL: 0.01,
  MAD: 0.092,
  CNY: 0.13,
  AED: 0.25,
};

function profile(prng: Prng): Profile {
  let r = prng.next() * TOTAL_WEIGHT;
  for (const p of PROFILES) if ((r -= p.weight) < 0) return p;
  return PROFILES[0]!;
}

/** A log-normal amount in EUR cents around `median` (spread: most within a factor of 4 either way). */
function amountCents(prng: Prng, median: number): number {
  const z = Math.sqrt(-2 * Math.log(1 - prng.next())) * Math.cos(2 * Math.PI * prng.next());
  return Math.max(100, Math.round(median * Math.exp(0.8 * z) * 100));
}

function iban(prng: Prng, country = 'IT'): string {
  return `${country}${prng.digits(2)}${country === 'IT' ? 'X' : ''}${prng.digits(country === 'IT' ? 22 : 18)}`;
}

/** One operation of `client` (day `day` of the period). */
function operation(prng: Prng, client: ClientRef, day: number): OperazioneInput {
  const p = profile(prng);
  let eur = amountCents(prng, p.median * (client.tipoPersona === 'PG' ? 4 : 1));
  const frazionata = Boolean(p.cash) && prng.next() < 0.02;
  // split cash: repeated amounts just under the €1,000 / €10,000 marks (a UIF pattern)
  if (frazionata) eur = prng.int(900, 999) * 100;
  const [paese, divisa] = p.abroad ? prng.pick(FOREIGN) : (['IT', 'EUR'] as const);
  const importo = divisa === 'EUR' ? eur : Math.max(1, Math.round(eur / RATES[divisa]!));
  const date = new Date(DEMO_PERIOD.from + day * 86_400_000).toISOString().slice(0, 10);
  const valuta = new Date(DEMO_PERIOD.from + (day + prng.int(0, 2)) * 86_400_000).toISOString().slice(0, 10);
  const anomala = frazionata || (eur > 1_500_000 && prng.next() < 0.3) || prng.next() < 0.004;
  const counterpart = p.mezzo === 'BONIFICO' || p.mezzo === 'RIMESSA' ? randomPerson(prng) : null;
  const op: OperazioneInput = {
    dipendenzaId: client.dipendenzaId,
    soggettoId: client.id,
    dataOperazione: date,
    dataValuta: valuta,
    tipoOperazione: p.causale === 'RM' || p.causale === 'U1' ? 'OCCASIONALE' : 'RAPPORTO',
    causaleAnalitica: p.causale,
    segno: p.segno,
    importo,
    divisa,
    importoEur: eur,
    importoContante: p.cash ? eur : 0,
    mezzoPagamento: p.mezzo,
    canale: prng.pick(p.canali),
    frazionata,
    anomala,
  };
  if (op.tipoOperazione === 'RAPPORTO') op.rapporto = `IT60X0542811101000000${prng.digits(6)}`;
  if (counterpart) {
    op.controparteNominativo = `${counterpart.cognome} ${counterpart.nome}`;
    op.controparteCodiceFiscale = paese === 'IT' ? counterpart.codiceFiscale : '';
    op.controparteIban = p.mezzo === 'BONIFICO' ? iban(prng, paese === 'IT' ? 'IT' : paese) : '';
    op.contropartePaese = paese;
    if (p.segno === 'DARE') op.paeseDestinazione = paese;
    else op.paeseOrigine = paese;
  }
  if (anomala) {
    op.indicatoriAnomalia = frazionata ? '11.1' : prng.pick(['3.1', '9.2', '15.1', '16.2, 16.4', '17.1']);
    op.note = frazionata
      ? 'Versamenti ripetuti di poco inferiori alla soglia.'
      : 'Importo non coerente con il profilo del cliente.';
  }
  return op;
}

/**
 * The day the demo's source system recorded operation `op` (the `index`-th): its value date, or for about one in a
 * hundred (never in the last 90 days of the period) 31 to 60 days after the operation, a late recording (§1.5).
 * Derived from the index, not the Prng, so the rest of the demo data stays as it was.
 */
function recordedOn(op: OperazioneInput, index: number, day: number): string {
  if (index % 97 !== 13 || day > DEMO_PERIOD.days - 90) return op.dataValuta ?? op.dataOperazione;
  return new Date(DEMO_PERIOD.from + (day + 31 + (index % 30)) * 86_400_000).toISOString().slice(0, 10);
}

/**
 * `count` deterministic demo operations over DEMO_PERIOD for `clients`, from `seed` (its own Prng stream),
 * yielded in batches of `batchSize` so a million never sit in memory at once. A fifth of the clients make most
 * operations (as real accounts do); amounts are log-normal around each causale's typical value.
 */
export function* generateOperations(
  seed: number,
  clients: readonly ClientRef[],
  count: number,
  batchSize = 2000,
): Generator<OperazioneCaricata[]> {
  const prng = createPrng(seed ^ 0x4f_70_65_72);
  const active = Math.max(1, Math.floor(clients.length / 5));
  for (let done = 0; done < count;) {
    const batch: OperazioneCaricata[] = [];
    for (const end = Math.min(count, done + batchSize); done < end; done += 1) {
      const client =
        prng.next() < 0.7 ? clients[prng.int(0, active - 1)]! : clients[prng.int(0, clients.length - 1)]!;
      const day = Math.floor((done / count) * DEMO_PERIOD.days);
      const op = operation(prng, client, day);
      batch.push({ ...op, dataRegistrazione: recordedOn(op, done, day) });
    }
    yield batch;
  }
}
