import {
  canReadSos,
  canRecordEsitoUif,
  EFFETTI_CLIENTE,
  SOS_APERTI,
  type SosNuova,
} from '@compliance/shared';
import { sql } from 'drizzle-orm';
import { ApiError, type ErrorCause } from '../../errors.ts';
import { segnalazioneLinksRepository as repo } from '../segnalazione-links.repository.ts';
import type { SegnalazioneKind } from './kind.ts';

/** Today (yyyy-MM-dd) in the suite's calendar (Europe/Rome), as the database counts deadlines. */
const romeToday = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Rome' }).format(new Date());

/** Who files an SOS: the AML officer and delegate draft one; a branch operator files an internal report. */
const FILERS = ['aml-officers', 'reports-delegates', 'operators'];

/**
 * Suspicious-transaction reports (compliance-domain.md §1.6, §2.3). Drafted by the AML officer or the reports
 * delegate (BOZZA), or filed by a branch operator as an internal report (IN_VALUTAZIONE_1L at once; the operator
 * never reads it back). Read only by `aml-officers` and `reports-delegates` (SOS_READERS), and never by someone
 * assigned as operator to the branch of the reported client or of any client linked later. Two levels (§2.3):
 * BOZZA → IN_VALUTAZIONE_1L (first level) → IN_VALUTAZIONE_DELEGATO (escalated to the SOS delegate) → ARCHIVIATA |
 * TRASMESSA (UIF protocol number and sending day); a draft may be discarded and the first level may close it
 * (both ARCHIVIATA), always with the reason. Both levels are the AML function's (officer and delegate): the suite
 * has no branch-head role, and a branch operator never reads an SOS back (no tipping-off, art. 39). After the
 * transmission the UIF's outcome is recorded (`esitoUif`, the day between the sending and today; again only after a
 * request for information). The effects on the client (`effetti`) go with the decision (archivia, trasmetti) or
 * come after it (`effetti`, also on a replaced or archived report); a raised risk asks for an early review.
 */
export const sosKind: SegnalazioneKind = {
  tipo: 'SOS',
  canFile: (roles) => roles.some((r) => FILERS.includes(r)),

  async prepare({ tx, actor, access }, body) {
    const b = body as SosNuova;
    const causes: ErrorCause[] = [];
    const dipendenzaId = await repo.soggettoBranch(tx, b.soggettoId);
    if (!dipendenzaId) {
      throw new ApiError('E0000001', {
        causes: [{ field: 'soggettoId', errorSummary: 'Cliente inesistente.' }],
      });
    }
    await access.assertWritable(tx, actor, [dipendenzaId]);
    const foreign = await repo.foreignOperations(tx, b.soggettoId, b.operazioneIds ?? []);
    if (foreign.length) {
      causes.push({
        field: 'operazioneIds',
        errorSummary: 'Le operazioni collegate devono essere del cliente.',
      });
    }
    if (b.alertId && !(await repo.alertOf(tx, b.alertId, b.soggettoId))) {
      causes.push({
        field: 'alertId',
        errorSummary: "L'alert collegato non esiste o riguarda un altro cliente.",
      });
    }
    if (causes.length) throw new ApiError('E0000001', { causes });
    const officer = canReadSos(actor.roles);
    return {
      tipo: 'SOS',
      stato: officer ? 'BOZZA' : 'IN_VALUTAZIONE_1L',
      oggetto: b.oggetto.trim(),
      descrizione: b.descrizione.trim(),
      origine: officer ? (b.origine ?? (b.alertId ? 'ALERT' : 'FUNZIONE_CONTROLLO')) : 'OPERATORE',
      segnalante: actor.sub.toLowerCase(),
      dipendenzaId,
      tipoSospetto: b.tipoSospetto,
      ...(b.codiceFenomeno ? { codiceFenomeno: b.codiceFenomeno } : {}),
      ...(b.livelloRischio ? { livelloRischio: b.livelloRischio } : {}),
      ...(b.alertId ? { alertId: b.alertId } : {}),
      dataRilevazione: b.dataRilevazione,
      soggettoId: b.soggettoId,
      operazioneIds: b.operazioneIds ?? [],
    };
  },

  readScope(principal) {
    if (!canReadSos(principal.roles)) return sql`false`;
    // never the operators of the reported client's branch, nor of any linked client's branch
    return sql`NOT EXISTS (SELECT 1 FROM operatori_dipendenze od
      WHERE od.login = lower(${principal.sub}) AND (od.dipendenza_id = sg.dipendenza_id
        OR od.dipendenza_id IN (SELECT s.dipendenza_id FROM segnalazione_soggetti ss
          JOIN soggetti s ON s.id = ss.soggetto_id WHERE ss.segnalazione_id = sg.id)))`;
  },

  transitions: {
    invia: { from: ['BOZZA'], apply: () => ({ stato: 'IN_VALUTAZIONE_1L' }) },
    inoltra: { from: ['IN_VALUTAZIONE_1L'], apply: () => ({ stato: 'IN_VALUTAZIONE_DELEGATO' }) },
    archivia: {
      from: SOS_APERTI,
      apply: (_before, t) => ({ stato: 'ARCHIVIATA', decisione: true, effetti: t.effetti ?? [] }),
    },
    trasmetti: {
      from: ['IN_VALUTAZIONE_DELEGATO'],
      apply: (_before, t) => ({
        stato: 'TRASMESSA',
        protocolloUif: t.protocolloUif!.trim(),
        dataInvioUif: t.dataInvioUif!,
        decisione: true,
        effetti: t.effetti ?? [],
      }),
    },
    effetti: {
      from: ['TRASMESSA', 'SOSTITUITA', 'ARCHIVIATA'],
      allows: (before) => (before.effetti?.length ?? 0) < EFFETTI_CLIENTE.length,
      refusal: 'Tutti gli effetti sul cliente sono già registrati.',
      apply: (before, t) => ({ stato: before.stato, effetti: t.effetti! }),
    },
    esitoUif: {
      from: ['TRASMESSA'],
      allows: (before) => canRecordEsitoUif(before.esitoUif),
      refusal:
        "L'esito definitivo della UIF è già registrato: un nuovo esito si registra solo dopo una richiesta di informazioni.",
      apply: (before, t) => {
        const day = t.dataEsitoUif!;
        if (day < before.dataInvioUif! || day > romeToday()) {
          throw new ApiError('E0000001', {
            causes: [
              {
                field: 'dataEsitoUif',
                errorSummary: "La data dell'esito va dal giorno d'invio alla UIF a oggi.",
              },
            ],
          });
        }
        return { stato: 'TRASMESSA', esitoUif: t.esitoUif!, dataEsitoUif: day };
      },
    },
  },
};
