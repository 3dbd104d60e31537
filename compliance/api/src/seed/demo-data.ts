import type { DipendenzaInput, IstitutoInput } from '@compliance/shared';
import { createPrng, type Prng } from './prng.ts';

/** Default seed of the demo generator: the same fictitious bank on every machine. */
export const DEMO_SEED = 20_260_101;

/** Places of the demo network: comune, provincia, regione, CAP. */
const PLACES = [
  ['Milano', 'MI', 'Lombardia', '20121'],
  ['Bergamo', 'BG', 'Lombardia', '24121'],
  ['Brescia', 'BS', 'Lombardia', '25121'],
  ['Torino', 'TO', 'Piemonte', '10121'],
  ['Verona', 'VR', 'Veneto', '37121'],
  ['Bologna', 'BO', 'Emilia-Romagna', '40121'],
  ['Firenze', 'FI', 'Toscana', '50122'],
  ['Roma', 'RM', 'Lazio', '00185'],
  ['Napoli', 'NA', 'Campania', '80133'],
  ['Bari', 'BA', 'Puglia', '70121'],
  ['Palermo', 'PA', 'Sicilia', '90133'],
  ['Genova', 'GE', 'Liguria', '16121'],
] as const;
const STREETS = ['Via Roma', 'Corso Italia', 'Via Garibaldi', 'Piazza Duomo', 'Via Mazzini', 'Viale Europa'];
const HEADS = ['Anna Conti', 'Paolo Greco', 'Sara Marino', 'Davide Galli', 'Elena Fontana', 'Luca Moretti'];

/**
 * Branch operators of the IdP's demo seed (identity/server/src/seed/seed.ts) and the branch (index in the
 * generated list) each works at: the two branches let tests show that one operator cannot see the other's data.
 */
export const DEMO_OPERATORS = [
  { login: 'marco.bianchi@example.com', branch: 0 },
  { login: 'paolo.colombo@example.com', branch: 1 },
] as const;

/** What the generator produces, in insertion order (ids are given by the database). */
export interface DemoData {
  istituto: IstitutoInput;
  /** Branches without `istitutoId` (set once the institution is stored). */
  dipendenze: Array<Omit<DipendenzaInput, 'istitutoId'>>;
  operators: ReadonlyArray<{ login: string; branch: number }>;
}

function branches(prng: Prng, count: number): DemoData['dipendenze'] {
  const cabs = new Set<string>();
  return Array.from({ length: count }, (_, i) => {
    const [comune, provincia, regione, cap] = PLACES[i % PLACES.length]!;
    let cab: string;
    do cab = `0${prng.digits(4)}`;
    while (cabs.has(cab));
    cabs.add(cab);
    const year = prng.int(1975, 2022);
    return {
      codiceCab: cab,
      codiceInterno: `F${String(i + 1).padStart(3, '0')}`,
      denominazione: i === 0 ? `Sede di ${comune}` : `Filiale di ${comune}`,
      tipo: i === 0 ? 'SEDE' : 'FILIALE',
      indirizzo: `${prng.pick(STREETS)} ${prng.int(1, 180)}`,
      cap,
      comune,
      provincia,
      regione,
      responsabile: prng.pick(HEADS),
      areaTerritoriale: i < 3 ? 'Lombardia' : ['Nord', 'Centro', 'Sud'][i % 3]!,
      dataApertura: `${year}-${String(prng.int(1, 12)).padStart(2, '0')}-${String(prng.int(1, 28)).padStart(2, '0')}`,
      stato: 'ATTIVA',
    };
  });
}

/**
 * The deterministic demo bank: one institution and `branchCount` branches (default 12) from `seed`. The same seed
 * always gives the same data. Areas added later (clients, operations, …) draw from the same Prng after these, so
 * existing demo data never changes when they are added.
 */
export function generateDemoData(seed = DEMO_SEED, branchCount = 12): DemoData {
  const prng = createPrng(seed);
  return {
    istituto: {
      codiceAbi: '0' + prng.digits(4),
      denominazione: 'Banca Demo Lombarda S.p.A.',
      denominazioneBreve: 'Banca Demo',
      tipoIntermediario: 'BANCA_TRADIZIONALE',
      albo: 'Albo delle banche (art. 13 TUB)',
      numeroIscrizioneAlbo: String(prng.int(1000, 9999)),
      codiceFiscale: prng.digits(11),
      partitaIva: prng.digits(11),
      bic: 'BDLOITMMXXX',
      sedeIndirizzo: 'Piazza della Scala 1',
      sedeComune: 'Milano',
      sedeProvincia: 'MI',
      codiceSegnalanteUif: prng.digits(8),
      stato: 'ATTIVO',
    },
    dipendenze: branches(prng, branchCount),
    operators: DEMO_OPERATORS,
  };
}
