import {
  FORME_GIURIDICHE,
  partitaIvaCheckDigit,
  type SoggettoPfInput,
  type SoggettoPgInput,
  type TitolareEffettivo,
} from '@compliance/shared';
import { BIRTH_PLACES, COMPANY_TRADES, COMPANY_WORDS, randomPerson } from './demo-names.ts';
import { createPrng, type Prng } from './prng.ts';

/** A demo client without its branch id: `branch` is the index of its branch in the generated list. */
export type DemoClient =
  | (Omit<SoggettoPfInput, 'dipendenzaId'> & { branch: number })
  | (Omit<SoggettoPgInput, 'dipendenzaId'> & { branch: number });

const STREETS = ['Via Roma', 'Via Verdi', 'Corso Garibaldi', 'Via Dante', 'Viale Monza', 'Via Manzoni'];
const PROVINCES: Record<string, string> = {
  Milano: 'MI',
  Roma: 'RM',
  Napoli: 'NA',
  Torino: 'TO',
  Bologna: 'BO',
  Firenze: 'FI',
  Bergamo: 'BG',
  Brescia: 'BS',
  Verona: 'VR',
  Bari: 'BA',
  Palermo: 'PA',
  Genova: 'GE',
};
const DOCUMENTS = ['CARTA_IDENTITA', 'CARTA_IDENTITA', 'CARTA_IDENTITA', 'PASSAPORTO', 'PATENTE'] as const;

function iso(y: number, m: number, d: number): string {
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

function place(prng: Prng) {
  const [comune] = prng.pick(BIRTH_PLACES);
  return {
    indirizzo: `${prng.pick(STREETS)} ${prng.int(1, 200)}`,
    cap: `${prng.int(10, 98)}1${prng.digits(2)}`,
    comune,
    provincia: PROVINCES[comune]!,
  };
}

function naturalPerson(prng: Prng, branch: number): DemoClient {
  const person = randomPerson(prng);
  // documents last ten years; some expire within the next months (the documents area's expiry views)
  const issued = prng.int(2016, 2026);
  const month = prng.int(1, 12);
  return {
    tipoPersona: 'PF',
    branch,
    ...person,
    cittadinanza: prng.next() < 0.92 ? 'Italiana' : prng.pick(['Rumena', 'Albanese', 'Marocchina', 'Cinese']),
    ...place(prng),
    tipoDocumento: prng.pick(DOCUMENTS),
    numeroDocumento: `${String.fromCharCode(65 + prng.int(0, 25))}${String.fromCharCode(65 + prng.int(0, 25))}${prng.digits(5)}`,
    documentoRilasciatoDa: `Comune di ${person.luogoNascita}`,
    documentoDataRilascio: iso(issued, month, prng.int(1, 28)),
    documentoDataScadenza: iso(issued + 10, month, prng.int(1, 28)),
    pep: prng.next() < 0.02,
  };
}

/** Beneficial owners: one to three natural persons, shares that sum to at most 100 %. */
function owners(prng: Prng): TitolareEffettivo[] {
  const count = prng.int(1, 3);
  let left = 100;
  return Array.from({ length: count }, (_, i) => {
    const quota = i === count - 1 ? left : prng.int(26, Math.max(26, left - 26 * (count - 1 - i)));
    left -= quota;
    const p = randomPerson(prng, 1945, 1995);
    return {
      cognome: p.cognome,
      nome: p.nome,
      codiceFiscale: p.codiceFiscale,
      quota,
      pep: prng.next() < 0.03,
    };
  });
}

function legalEntity(prng: Prng, branch: number): DemoClient {
  const forma = prng.next() < 0.6 ? 'SRL' : prng.pick(FORME_GIURIDICHE);
  const first10 = `0${prng.digits(9)}`;
  const piva = first10 + partitaIvaCheckDigit(first10);
  const titolari = owners(prng);
  const rep = titolari[0]!;
  return {
    tipoPersona: 'PG',
    branch,
    denominazione: `${prng.pick(COMPANY_TRADES)} ${prng.pick(COMPANY_WORDS)} ${forma === 'SRL' ? 'S.r.l.' : forma === 'SPA' ? 'S.p.A.' : forma}`,
    formaGiuridica: forma,
    partitaIva: piva,
    codiceFiscale: piva,
    ...place(prng),
    legaleRappresentante: `${rep.nome} ${rep.cognome}`,
    legaleRappresentanteCodiceFiscale: rep.codiceFiscale,
    titolariEffettivi: titolari,
  };
}

/**
 * `count` deterministic demo clients (about 70 % natural persons, 30 % legal entities with their beneficial
 * owners) spread over `branchCount` branches, from `seed` (its own Prng stream: other demo data never shifts it).
 */
export function generateClients(seed: number, count: number, branchCount: number): DemoClient[] {
  const prng = createPrng(seed ^ 0x50_66_67_69);
  return Array.from({ length: count }, () => {
    const branch = prng.int(0, branchCount - 1);
    return prng.next() < 0.7 ? naturalPerson(prng, branch) : legalEntity(prng, branch);
  });
}
