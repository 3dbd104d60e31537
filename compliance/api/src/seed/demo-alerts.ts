import { classeDaPunteggio } from '@compliance/shared';
import type { AlertNuovo } from '../monitoraggio/monitoraggio.repository.ts';
import { createPrng, type Prng } from './prng.ts';
import type { AlertCandidate } from './seed.repository.ts';

/** The demo evaluators: the AML officer (most alerts) and the reports delegate of the IdP's demo seed. */
export const DEMO_EVALUATORS = ['giulia.rossi@example.com', 'francesca.ferrari@example.com'] as const;

type DemoState =
  | { stato: 'NUOVO' }
  | { stato: 'IN_LAVORAZIONE'; who: 0 | 1 }
  | { stato: 'CHIUSO'; who: 0 | 1; esito: 'ARCHIVIATO' | 'DA_SEGNALARE' };

/** How the first alerts are set, so even a tiny demo bank has one in every state and outcome. */
const FIRST_STATES: readonly DemoState[] = [
  { stato: 'NUOVO' },
  { stato: 'IN_LAVORAZIONE', who: 0 },
  { stato: 'CHIUSO', who: 0, esito: 'ARCHIVIATO' },
  { stato: 'CHIUSO', who: 1, esito: 'DA_SEGNALARE' },
  { stato: 'IN_LAVORAZIONE', who: 1 },
  { stato: 'IN_LAVORAZIONE', who: 0 },
];

const DESCRIZIONI = {
  INDICATORE: (c: AlertCandidate) =>
    `Operazione n. ${c.numeroOperazione} corrispondente agli indicatori di anomalia UIF ${c.indicatori}.`,
  INATTESO: (c: AlertCandidate) =>
    `Operazione n. ${c.numeroOperazione} di importo non coerente con il profilo economico del cliente.`,
  SOGLIA: (c: AlertCandidate) =>
    `Contante movimentato nel mese dell'operazione n. ${c.numeroOperazione} pari o superiore a 10.000 euro: candidata alla segnalazione di soglia.`,
} as const;

const MOTIVAZIONI = {
  ARCHIVIATO: 'Operazione coerente con il profilo del cliente dopo la verifica della documentazione fornita.',
  DA_SEGNALARE:
    'Operatività non giustificata dal cliente e incoerente con il profilo: si propone la segnalazione.',
} as const;

/** `today` (yyyy-MM-dd) minus `days`, as yyyy-MM-dd. */
function daysBefore(today: string, days: number): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

function state(prng: Prng, index: number): DemoState {
  if (index < FIRST_STATES.length) return FIRST_STATES[index]!;
  const r = prng.next();
  const who: 0 | 1 = prng.next() < 0.65 ? 0 : 1;
  if (r < 0.4) return { stato: 'NUOVO' };
  if (r < 0.65) return { stato: 'IN_LAVORAZIONE', who };
  return { stato: 'CHIUSO', who, esito: prng.next() < 0.75 ? 'ARCHIVIATO' : 'DA_SEGNALARE' };
}

/**
 * The demo alerts on `candidates` (in their order), from `seed` (its own Prng stream) and `today` (yyyy-MM-dd):
 * detected 0–120 days ago, so every ageing bucket is filled; a score per kind (indicator matches and threshold
 * candidates score higher) with its risk class; states spread over new, in progress (assigned to DEMO_EVALUATORS)
 * and closed with an outcome, a rationale and who closed it. The same seed, candidates and day give the same alerts.
 */
export function generateAlerts(
  seed: number,
  candidates: readonly AlertCandidate[],
  today: string,
): AlertNuovo[] {
  const prng = createPrng(seed ^ 0x41_6c_65_72);
  return candidates.map((c, index) => {
    const age = prng.int(0, 120);
    const dataRilevazione = daysBefore(today, age);
    const base = c.tipo === 'INDICATORE' ? 55 : c.tipo === 'SOGLIA' ? 45 : 20;
    const punteggio = Math.min(100, base + prng.int(0, 45));
    const s = state(prng, index);
    const alert: AlertNuovo = {
      tipo: c.tipo,
      dipendenzaId: c.dipendenzaId,
      soggettoId: c.soggettoId,
      operazioneId: c.operazioneId,
      descrizione: DESCRIZIONI[c.tipo](c),
      punteggio,
      classeRischio: classeDaPunteggio(punteggio),
      importoEur: c.importoEur,
      dataRilevazione,
      stato: s.stato,
    };
    if (c.tipo === 'INDICATORE') alert.codiceIndicatore = (c.indicatori ?? '').split(',')[0]!.trim();
    if ('who' in s) {
      alert.assegnatario = DEMO_EVALUATORS[s.who];
      alert.dataAssegnazione = `${daysBefore(today, Math.floor(age / 2))}T09:00:00.000Z`;
    }
    if ('esito' in s) {
      alert.esito = s.esito;
      alert.motivazione = MOTIVAZIONI[s.esito];
      alert.chiusoDa = DEMO_EVALUATORS[s.who];
      alert.dataChiusura = `${daysBefore(today, Math.floor(age / 4))}T15:00:00.000Z`;
    }
    return alert;
  });
}
