import { randomUUID } from 'node:crypto';
import {
  andamento,
  AUTOVALUTAZIONE_STATO_LABELS,
  INTERVENTO_STATO_LABELS,
  LINEE_CODICI,
  type AutovalutazioneDaInviare,
  type AzioneAutovalutazione,
  type ConfrontoAutovalutazioni,
  type InterventoStato,
  autovalutazioneErrors,
  AutovalutazioneNuova,
  AUTOVALUTAZIONE_MESSAGES,
  AutovalutazioneTransizione,
  fieldErrors,
  LINEE_BUSINESS,
  rischioComplessivo,
  rischioResiduo,
  TRANSIZIONE_MESSAGES,
  type Autovalutazione,
  type AutovalutazioneInput,
  type FieldError,
  type MatriceRischio,
} from '@compliance/shared';
import type { AuditService } from '../audit/audit.service.ts';
import type { Db } from '../db/db.ts';
import { ApiError } from '../errors.ts';
import { actorName, checkId, type Actor } from '../kit/record.service.ts';
import { createInvioBdi } from './autovalutazioni-invio-bdi.ts';
import { MOTIVAZIONE_RITORNO_MIN, TRANSITIONS } from './autovalutazioni-transitions.ts';
import {
  autovalutazioniRepository as repo,
  type AutovalutazioneContenuto,
} from './autovalutazioni.repository.ts';

const ENTITY = 'autovalutazione';

/** Home lists the actions due within this many days (and overdue ones), at most HOME_LIMIT. */
const HOME_DAYS = 30;
const HOME_LIMIT = 10;

/** The suite route of a self-assessment's detail (spec §2, read mode, inside the navigation). */
export const autovalutazionePath = (id: string) => `/selfevaluations/selfevaluation/${id}/true/pagina`;

/** The comparison of `current` with `previous` (the earlier approved year): every line of either, in code order. */
export function confronta(current: Autovalutazione, previous?: Autovalutazione): ConfrontoAutovalutazioni {
  const codici = [...new Set([...current.linee, ...(previous?.linee ?? [])].map((l) => l.codice))];
  const righe = LINEE_CODICI.filter((c) => codici.includes(c)).map((codice) => {
    const now = current.linee.find((l) => l.codice === codice);
    const before = previous?.linee.find((l) => l.codice === codice);
    return {
      codice,
      nome: LINEE_BUSINESS[codice],
      ...(before?.rischioResiduo ? { precedente: before.rischioResiduo } : {}),
      ...(now?.rischioResiduo ? { attuale: now.rischioResiduo } : {}),
      andamento: andamento(before?.rischioResiduo, now?.rischioResiduo, Boolean(now)),
    };
  });
  return {
    anno: current.anno,
    ...(previous ? { annoPrecedente: previous.anno, precedenteId: previous.id } : {}),
    righe,
    ...(previous?.rischioResiduoComplessivo
      ? { complessivoPrecedente: previous.rischioResiduoComplessivo }
      : {}),
    ...(current.rischioResiduoComplessivo ? { complessivoAttuale: current.rischioResiduoComplessivo } : {}),
  };
}

/** @throws ApiError 400 E0000001 with a cause per field, when `errors` is not empty. */
function refuse(errors: FieldError[]): void {
  if (errors.length) {
    throw new ApiError('E0000001', {
      causes: errors.map((e) => ({ field: e.field, errorSummary: e.message })),
    });
  }
}

/**
 * The content stored for `input` under `matrice`: each line named and given its residual level from the matrix,
 * each action an id (kept when it has one), the overall residual level (weighted by the lines' `peso`).
 */
export function contenuto(input: AutovalutazioneInput, matrice: MatriceRischio): AutovalutazioneContenuto {
  const linee = input.linee.map((l) => {
    const residuo = rischioResiduo(matrice.celle, l.rischioInerente, l.vulnerabilita);
    return { ...l, nome: LINEE_BUSINESS[l.codice], ...(residuo ? { rischioResiduo: residuo } : {}) };
  });
  return {
    matriceVersione: matrice.versione,
    linee,
    interventi: input.interventi.map((i) => ({ ...i, id: i.id ?? randomUUID() })),
    giudizioComplessivo: input.giudizioComplessivo?.trim() || undefined,
    rischioResiduoComplessivo: rischioComplessivo(linee),
  };
}

/**
 * The annual AML self-assessment (selfevaluations; issue 9, design/compliance-domain.md §1.7, §4.1): one per year,
 * created blank or as a copy of an earlier one, edited as a draft with optimistic concurrency (residual levels from
 * the current matrix), moved through the state machine of autovalutazioni-transitions.ts; every change is audited
 * in its own transaction; the sending to Banca d'Italia is recorded after approval (autovalutazioni-invio-bdi.ts).
 * Role checks are the routes' (autovalutazioni.routes.ts) except approval's and the sending's, here.
 */
export function createAutovalutazioniService(db: Db, audit: AuditService) {
  /** @throws ApiError 404 E0000007. */
  async function get(id: string): Promise<Autovalutazione> {
    checkId(id);
    const found = await repo.findById(db, id);
    if (!found) throw new ApiError('E0000007', { causes: [`Nessuna autovalutazione con id ${id}.`] });
    return found;
  }

  /** Runs `fn` on the locked record `id` at `version` in a transaction. @throws 404 E0000007, 409 E0000040. */
  function locked<T>(id: string, version: unknown, fn: (tx: Db, before: Autovalutazione) => Promise<T>) {
    checkId(id);
    if (!Number.isInteger(version) || (version as number) < 1) {
      refuse([{ field: 'version', message: TRANSIZIONE_MESSAGES.version! }]);
    }
    return db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const before = await repo.findById(tx, id, true);
      if (!before) throw new ApiError('E0000007', { causes: [`Nessuna autovalutazione con id ${id}.`] });
      if (before.version !== version) throw new ApiError('E0000040');
      return fn(tx, before);
    });
  }

  const record = (tx: Db, actor: Actor, action: string, id: string, before: unknown, after: unknown) =>
    audit.record(tx, actorName(actor), {
      action: `${ENTITY}.${action}`,
      entity: ENTITY,
      entityId: id,
      before,
      after,
    });

  return {
    ...createInvioBdi(db, audit),
    getFor: (_principal: unknown, id: string) => get(id),
    auditOf: (id: string) => audit.forEntity(ENTITY, id),

    /**
     * The year-over-year comparison of `id` (ConfrontoAutovalutazioni) with the latest approved self-assessment of
     * an earlier year: per line, both residual levels and the trend. @throws ApiError 404 E0000007.
     */
    async confronto(id: string): Promise<ConfrontoAutovalutazioni> {
      const current = await get(id);
      const previous = await repo.previousApproved(db, current.anno);
      return confronta(current, previous ?? undefined);
    },

    /**
     * Home's self-assessment actions due (issue 9): the open actions of the latest year's assessment due within
     * `days` of `today` (yyyy-MM-dd) or overdue, soonest first.
     */
    async azioniInScadenza(today: string, days = HOME_DAYS): Promise<AzioneAutovalutazione[]> {
      const until = new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
      const due = await repo.interventiInScadenza(db, until, HOME_LIMIT);
      return due.map((d) => ({
        id: d.interventoId,
        titolo: `${d.descrizione} (autovalutazione ${d.anno})`,
        responsabile: d.responsabile,
        scadenza: d.scadenza,
        stato: INTERVENTO_STATO_LABELS[d.stato as InterventoStato] ?? d.stato,
        scaduta: d.scadenza < today,
        link: autovalutazionePath(d.id),
      }));
    },

    /** Home's approved self-assessments not yet sent to Banca d'Italia, with their deadline and late flag. */
    async daInviare(): Promise<AutovalutazioneDaInviare[]> {
      return (await repo.daInviare(db)).map((a) => ({
        id: a.id,
        anno: a.anno,
        scadenzaInvio: a.scadenzaInvio,
        inRitardo: a.invioInRitardo,
        link: autovalutazionePath(a.id),
      }));
    },

    /**
     * `body`: AutovalutazioneNuova. A blank draft, or a copy of `copiaDa` (its lines and scores, and its actions
     * not yet completed; not its judgement), computed with the current matrix.
     * @throws ApiError 400 E0000001, 404 E0000007 (no such `copiaDa`), 409 E0000103 (the year exists).
     */
    async create(actor: Actor, body: unknown): Promise<Autovalutazione> {
      refuse(fieldErrors(AutovalutazioneNuova, AUTOVALUTAZIONE_MESSAGES, body));
      const { anno, copiaDa } = body as AutovalutazioneNuova;
      const source = copiaDa ? await get(copiaDa) : undefined;
      return db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        if (await repo.findByAnno(tx, anno)) {
          throw new ApiError('E0000103', { causes: [`L'autovalutazione ${anno} esiste già.`] });
        }
        const input: AutovalutazioneInput = {
          linee: (source?.linee ?? []).map(({ nome: _n, rischioResiduo: _r, ...l }) => l),
          interventi: (source?.interventi ?? []).filter((i) => i.stato !== 'COMPLETATO'),
        };
        const created = await repo.insert(tx, anno, contenuto(input, await repo.matrice(tx)), source?.id);
        await record(tx, actor, 'create', created.id, null, created);
        return created;
      });
    },

    /**
     * `body`: AutovalutazioneInput plus `version`. Only drafts change; residual levels are recomputed with the
     * current matrix.
     * @throws ApiError 400 E0000001, 404 E0000007, 409 E0000040 (stale), 409 E0000100 (not a draft).
     */
    async update(actor: Actor, id: string, body: unknown): Promise<Autovalutazione> {
      const { version, ...rest } = (typeof body === 'object' && body !== null ? body : {}) as Record<
        string,
        unknown
      >;
      refuse(autovalutazioneErrors(typeof body === 'object' && body !== null ? rest : body));
      return locked(id, version, async (tx, before) => {
        if (before.stato !== 'BOZZA') {
          throw new ApiError('E0000100', {
            causes: [`L'autovalutazione ${before.anno} è «${AUTOVALUTAZIONE_STATO_LABELS[before.stato]}».`],
          });
        }
        const c = contenuto(rest as AutovalutazioneInput, await repo.matrice(tx));
        const after = await repo.update(tx, id, version as number, c);
        if (!after) throw new ApiError('E0000040');
        await record(tx, actor, 'update', id, before, after);
        return after;
      });
    },

    /**
     * Applies one action (`body`: AutovalutazioneTransizione) as `actor` holding `roles`.
     * @throws ApiError 400 E0000001 (bad request; a missing reason to send back), 403 E0000104 (approval or
     *   sending back by a non-AML officer), 404 E0000007, 409 E0000040, 409 E0000101 (not from this state),
     *   409 E0000102 (incomplete, a cause per gap). Nothing is written when refused.
     */
    async transition(actor: Actor, roles: readonly string[], id: string, body: unknown) {
      refuse(fieldErrors(AutovalutazioneTransizione, TRANSIZIONE_MESSAGES, body));
      const t = body as AutovalutazioneTransizione;
      if (t.azione === 'riporta_in_bozza' && (t.motivazione ?? '').trim().length < MOTIVAZIONE_RITORNO_MIN) {
        refuse([
          {
            field: 'motivazione',
            message: `Indicare perché torna in bozza (almeno ${MOTIVAZIONE_RITORNO_MIN} caratteri).`,
          },
        ]);
      }
      const rule = TRANSITIONS[t.azione];
      if (rule.roles && !roles.some((r) => rule.roles!.includes(r))) throw new ApiError('E0000104');
      return locked(id, t.version, async (tx, before) => {
        if (!rule.from.includes(before.stato)) {
          throw new ApiError('E0000101', {
            causes: [
              `L'autovalutazione è «${AUTOVALUTAZIONE_STATO_LABELS[before.stato]}»: «${t.azione}» vale solo da ${rule.from
                .map((s) => `«${AUTOVALUTAZIONE_STATO_LABELS[s]}»`)
                .join(' o ')}.`,
            ],
          });
        }
        const gaps = rule.blockers(before);
        if (gaps.length) {
          throw new ApiError('E0000102', {
            causes: gaps.map((g) => ({ field: g.field, errorSummary: g.message })),
          });
        }
        const after = await repo.transition(tx, id, t.version, rule.apply(before, actorName(actor), t));
        if (!after) throw new ApiError('E0000040');
        await record(tx, actor, t.azione, id, before, after);
        return after;
      });
    },
  };
}

export type AutovalutazioniService = ReturnType<typeof createAutovalutazioniService>;
