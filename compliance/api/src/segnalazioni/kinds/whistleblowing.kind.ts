import { canReadSos, type WhistleblowingNuova } from '@compliance/shared';
import { sql } from 'drizzle-orm';
import type { SegnalazioneKind } from './kind.ts';

const OPEN = ['RICEVUTA', 'AVVISO_INVIATO', 'AMMISSIBILITA', 'ISTRUTTORIA', 'RISCONTRO_INVIATO'] as const;

/**
 * Whistleblowing reports (art. 48 D.Lgs. 231/2007, D.Lgs. 24/2023; compliance-domain.md §2.3): registered by the
 * AML officer or delegate who received them, with their handlers (the registrant always among them), and read
 * only by those handlers. RICEVUTA → AVVISO_INVIATO (acknowledgement, due in 7 days) → AMMISSIBILITA → ISTRUTTORIA
 * (admissible) → RISCONTRO_INVIATO (feedback, due in 3 months) → CHIUSA with an outcome; not admissible → CHIUSA at
 * once (outcome ARCHIVIATA, the reason being the feedback, so its day is recorded); handlers may be reassigned while
 * open.
 */
export const whistleblowingKind: SegnalazioneKind = {
  tipo: 'WHISTLEBLOWING',
  canFile: (roles) => canReadSos(roles),

  async prepare({ actor }, body) {
    const b = body as WhistleblowingNuova;
    return {
      tipo: 'WHISTLEBLOWING',
      stato: 'RICEVUTA',
      oggetto: b.oggetto.trim(),
      descrizione: b.descrizione.trim(),
      origine: b.canale,
      ...(b.segnalante?.trim() ? { segnalante: b.segnalante.trim() } : {}),
      categoria: b.categoria,
      dataRilevazione: b.dataRicezione,
      gestori: [actor.sub, ...b.gestori],
    };
  },

  readScope: (principal) =>
    sql`EXISTS (SELECT 1 FROM segnalazione_gestori g WHERE g.segnalazione_id = sg.id
      AND g.login = lower(${principal.sub}))`,

  transitions: {
    avvisa: { from: ['RICEVUTA'], apply: () => ({ stato: 'AVVISO_INVIATO', avviso: true }) },
    esamina: { from: ['AVVISO_INVIATO'], apply: () => ({ stato: 'AMMISSIBILITA' }) },
    istruisci: { from: ['AMMISSIBILITA'], apply: () => ({ stato: 'ISTRUTTORIA' }) },
    inammissibile: {
      from: ['AMMISSIBILITA'],
      apply: () => ({ stato: 'CHIUSA', esito: 'ARCHIVIATA', riscontro: true, decisione: true }),
    },
    riscontra: {
      from: ['ISTRUTTORIA'],
      apply: () => ({ stato: 'RISCONTRO_INVIATO', riscontro: true }),
    },
    chiudi: {
      from: ['RISCONTRO_INVIATO'],
      apply: (_before, t) => ({ stato: 'CHIUSA', esito: t.esito!, decisione: true }),
    },
    assegna: {
      from: OPEN,
      apply: (before, t) => ({ stato: before.stato, gestori: t.gestori! }),
    },
  },
};
