import {
  MESI_REVISIONE,
  QUESTIONARIO_VERIFICATORI,
  type Questionario,
  type QuestionarioAzione,
  type QuestionarioStato,
  type QuestionarioTransizione,
} from '@compliance/shared';
import type { QuestionarioStatoRiga } from './questionari.repository.ts';

/** Who may do an action: anyone who may fill the client's questionnaires, or only verifiers (AML officers). */
export type Esecutore = 'compilatore' | 'verificatore';

/** One action of the questionnaire state machine. */
export interface RegolaTransizione {
  from: readonly QuestionarioStato[];
  by: Esecutore;
  /** The author may not do it (verification by a second person). */
  notAuthor?: boolean;
  /** The answers must be complete (every required visible question answered). */
  complete?: boolean;
  /** The columns after the action by `login` (`today` yyyy-MM-dd); the service adds the verified content's hash. */
  apply(q: Questionario, login: string, t: QuestionarioTransizione, today: string): QuestionarioStatoRiga;
}

/** The columns of `q` as they are (the base every action changes). */
export function righeDi(q: Questionario): QuestionarioStatoRiga {
  const { stato, risposte, punteggio, classeCalcolata, classeOverride, motivazioneOverride, inviatoDa } = q;
  return {
    stato: stato === 'SCADUTO' ? 'VERIFICATO' : stato,
    risposte,
    punteggio,
    classeCalcolata,
    ...(classeOverride ? { classeOverride, motivazioneOverride: motivazioneOverride! } : {}),
    ...(inviatoDa ? { inviatoDa } : {}),
  };
}

/** `today` plus `months` (yyyy-MM-dd; the end of a shorter month when the day does not exist). */
export function addMonths(today: string, months: number): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
}

/**
 * The questionnaire state machine (issue 9, design/compliance-domain.md §6): the filler completes a draft
 * (`compila`, all required answers) and sends it (`invia`); an AML officer takes it (`prendi`) and verifies it
 * (`verifica`, never the author; optionally overriding the class with a reason; the review date follows the final
 * class, MESI_REVISIONE) or rejects it with a reason (`respingi`); a filled-in or rejected one goes back to draft
 * (`riapri`). Everything else is refused (409 E0000080).
 */
export const TRANSIZIONI: Readonly<Record<QuestionarioAzione, RegolaTransizione>> = {
  compila: {
    from: ['BOZZA'],
    by: 'compilatore',
    complete: true,
    apply: (q) => ({ ...righeDi(q), stato: 'COMPILATO' }),
  },
  invia: {
    from: ['COMPILATO'],
    by: 'compilatore',
    complete: true,
    apply: (q, login) => ({ ...righeDi(q), stato: 'INVIATO', inviatoDa: login }),
  },
  prendi: {
    from: ['INVIATO'],
    by: 'verificatore',
    notAuthor: true,
    apply: (q, login) => ({ ...righeDi(q), stato: 'IN_VERIFICA', verificatore: login }),
  },
  verifica: {
    from: ['INVIATO', 'IN_VERIFICA'],
    by: 'verificatore',
    notAuthor: true,
    complete: true,
    apply: (q, login, t, today) => {
      const base = righeDi(q);
      const override = t.classeOverride
        ? { classeOverride: t.classeOverride, motivazioneOverride: t.motivazione!.trim() }
        : {};
      const finale = t.classeOverride ?? base.classeOverride ?? q.classeCalcolata;
      return {
        ...base,
        ...override,
        stato: 'VERIFICATO',
        verificatore: login,
        dataRevisione: addMonths(today, MESI_REVISIONE[finale]),
      };
    },
  },
  respingi: {
    from: ['INVIATO', 'IN_VERIFICA'],
    by: 'verificatore',
    notAuthor: true,
    apply: (q, login, t) => ({
      ...righeDi(q),
      stato: 'RESPINTO',
      verificatore: login,
      motivazioneRespinto: t.motivazione!.trim(),
    }),
  },
  riapri: {
    from: ['COMPILATO', 'RESPINTO'],
    by: 'compilatore',
    apply: (q) => ({
      ...righeDi(q),
      stato: 'BOZZA',
      ...(q.motivazioneRespinto ? { motivazioneRespinto: q.motivazioneRespinto } : {}),
    }),
  },
};

/** Whether `roles` include a verifier role. */
export const isVerifier = (roles: readonly string[]) =>
  roles.some((r) => (QUESTIONARIO_VERIFICATORI as readonly string[]).includes(r));
