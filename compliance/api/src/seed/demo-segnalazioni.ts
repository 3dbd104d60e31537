import type { SegnalazioneRiga } from '../segnalazioni/segnalazioni.repository.ts';
import { DEMO_EVALUATORS } from './demo-alerts.ts';
import { createPrng } from './prng.ts';

/** A closed "to be reported" alert an SOS of the demo stems from (segnalazione-links.repository.ts `sosSources`). */
export interface SosSource {
  alertId: string;
  soggettoId: string;
  dipendenzaId: string;
  operazioneId?: string;
  dataRilevazione: string;
}

/** A demo report with the decisions (action, reason, who) that brought it to its state. */
export interface DemoSegnalazione {
  riga: SegnalazioneRiga;
  decisioni: Array<{ azione: string; motivazione: string; attore: string }>;
}

const [OFFICER, DELEGATE] = DEMO_EVALUATORS;
/** The demo branch operator who files internal reports (the IdP's demo seed). */
const OPERATOR = 'marco.bianchi@example.com';

function daysBefore(today: string, days: number): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

const SOS_STATES = [
  { stato: 'BOZZA', age: 3, decisioni: [] },
  // the operator's internal report (index 1) starts at the first level, with no decision yet
  { stato: 'IN_VALUTAZIONE_1L', age: 6, decisioni: [] },
  { stato: 'IN_VALUTAZIONE_DELEGATO', age: 41, decisioni: ['invia', 'inoltra'] },
  { stato: 'ARCHIVIATA', age: 60, decisioni: ['invia', 'inoltra', 'archivia'] },
  { stato: 'TRASMESSA', age: 75, decisioni: ['invia', 'inoltra', 'trasmetti'] },
] as const;

const WB_STATES = [
  { stato: 'RICEVUTA', age: 2, decisioni: [] },
  { stato: 'RICEVUTA', age: 10, decisioni: [] },
  { stato: 'AVVISO_INVIATO', age: 20, decisioni: ['avvisa'] },
  { stato: 'AMMISSIBILITA', age: 30, decisioni: ['avvisa', 'esamina'] },
  { stato: 'ISTRUTTORIA', age: 50, decisioni: ['avvisa', 'esamina', 'istruisci'] },
  { stato: 'RISCONTRO_INVIATO', age: 100, decisioni: ['avvisa', 'esamina', 'istruisci', 'riscontra'] },
  { stato: 'CHIUSA', age: 140, decisioni: ['avvisa', 'esamina', 'istruisci', 'riscontra', 'chiudi'] },
] as const;

const MOTIVI: Record<string, string> = {
  invia: 'Elementi raccolti sufficienti: la segnalazione passa alla valutazione di primo livello.',
  inoltra: 'Anomalia confermata al primo livello: la segnalazione passa al delegato SOS.',
  archivia: 'Le giustificazioni documentali del cliente rendono l’operatività coerente con il profilo.',
  trasmetti: 'Operatività frazionata senza giustificazione economica: sussiste il fondato sospetto.',
  avvisa: 'Avviso di ricevimento inviato al segnalante tramite il canale di ricezione.',
  esamina: 'Si verifica se la segnalazione rientra nell’ambito e contiene elementi sufficienti.',
  istruisci: 'Segnalazione ammissibile: si avvia l’istruttoria con la funzione di revisione interna.',
  riscontra: 'Riscontro inviato al segnalante sulle verifiche svolte e le misure adottate.',
  chiudi: 'Istruttoria conclusa: violazione accertata e procedura interna aggiornata.',
};

const FENOMENI = ['E08', 'U01', 'F02', 'C00', 'P12'] as const;

/**
 * The demo register from `seed` (its own Prng stream), the closed "to be reported" alerts `sources` and `today`
 * (yyyy-MM-dd): SOS in every state (a draft, an operator's internal report at the first level and an overdue one with the delegate, one
 * archived, one transmitted with its UIF protocol) on the first sources, and whistleblowing reports in every state
 * (one not acknowledged within 7 days) handled by the demo AML officer and delegate. Same input, same reports.
 */
export function generateSegnalazioni(
  seed: number,
  sources: readonly SosSource[],
  today: string,
): DemoSegnalazione[] {
  const prng = createPrng(seed ^ 0x53_4f_53);
  const sos: DemoSegnalazione[] = SOS_STATES.slice(0, sources.length).map((s, i) => {
    const src = sources[i]!;
    const internal = i === 1;
    const riga: SegnalazioneRiga = {
      tipo: 'SOS',
      stato: s.stato,
      oggetto: `Operatività sospetta dall'alert di monitoraggio (${i + 1})`,
      descrizione:
        'Operazioni ripetute di importo prossimo alla soglia, non coerenti con il profilo economico dichiarato.',
      origine: internal ? 'OPERATORE' : 'ALERT',
      segnalante: internal ? OPERATOR : OFFICER,
      tipoSospetto: 'RICICLAGGIO',
      codiceFenomeno: FENOMENI[prng.int(0, FENOMENI.length - 1)]!,
      livelloRischio: prng.int(2, 5),
      alertId: src.alertId,
      dataRilevazione: daysBefore(today, s.age),
      soggettoId: src.soggettoId,
      dipendenzaId: src.dipendenzaId,
      operazioneIds: src.operazioneId ? [src.operazioneId] : [],
    };
    if (s.stato === 'TRASMESSA') {
      riga.protocolloUif = `UIF-${today.slice(0, 4)}-${String(prng.int(100_000, 999_999))}`;
      riga.dataInvioUif = daysBefore(today, s.age - 12);
    }
    const attore = i % 2 ? DELEGATE : OFFICER;
    return { riga, decisioni: s.decisioni.map((a) => ({ azione: a, motivazione: MOTIVI[a]!, attore })) };
  });
  const wb: DemoSegnalazione[] = WB_STATES.map((s, i) => {
    const gestore = i % 2 ? DELEGATE : OFFICER;
    const riga: SegnalazioneRiga = {
      tipo: 'WHISTLEBLOWING',
      stato: s.stato,
      oggetto: ['Adeguata verifica omessa', 'Pressioni per non segnalare', 'Conflitto di interessi'][i % 3]!,
      descrizione: 'Segnalazione interna di una possibile violazione delle procedure antiriciclaggio.',
      origine: (['PIATTAFORMA', 'ORALE', 'INCONTRO'] as const)[i % 3]!,
      categoria: 'ANTIRICICLAGGIO',
      dataRilevazione: daysBefore(today, s.age),
      gestori: [gestore],
    };
    if (i % 3) riga.segnalante = `dipendente.${prng.int(100, 999)}@example.com`;
    if (s.decisioni.some((a) => a === 'avvisa')) riga.dataAvviso = daysBefore(today, s.age - prng.int(1, 6));
    if (s.decisioni.some((a) => a === 'riscontra'))
      riga.dataRiscontro = daysBefore(today, s.age - prng.int(40, 80));
    if (s.stato === 'CHIUSA') riga.esito = 'FONDATA';
    return {
      riga,
      decisioni: s.decisioni.map((a) => ({ azione: a, motivazione: MOTIVI[a]!, attore: gestore })),
    };
  });
  return [...sos, ...wb];
}
