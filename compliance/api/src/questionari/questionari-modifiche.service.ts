import {
  QUESTIONARIO_STATO_LABELS,
  questionarioModificaErrors,
  questionarioTransizioneErrors,
  risposteVisibili,
  valutaQuestionario,
  type ModelloQuestionario,
  type Questionario,
  type QuestionarioModifica,
  type QuestionarioTransizione,
  type Risposta,
} from '@compliance/shared';
import type { AccessService } from '../access/access.service.ts';
import type { Principal } from '../auth/access-token.service.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Db } from '../db/db.ts';
import { ApiError } from '../errors.ts';
import { improntaDi } from './questionari-impronta.ts';
import { invalid } from './questionari-invalid.ts';
import { questionariRepository as repo, type QuestionarioStatoRiga } from './questionari.repository.ts';
import { isVerifier, righeDi, TRANSIZIONI } from './questionari-transizioni.ts';

/** The template version `q` was filled on (it exists: submissions reference it). */
export async function modelOf(tx: Db, q: Questionario): Promise<ModelloQuestionario> {
  return (await repo.modelById(tx, q.modelloId))!;
}

/**
 * Changes to an existing submission (issue 9, design/compliance-domain.md §1.4): saving a draft's answers and the
 * actions of the state machine in questionari-transizioni.ts, each with optimistic concurrency on `version` and
 * audited in its transaction. `getFor` reads a submission the principal may see (404/403 otherwise).
 */
export function createModificheService(
  db: Db,
  audit: AuditService,
  access: AccessService,
  getFor: (principal: Principal, id: string) => Promise<Questionario>,
) {
  return {
    /**
     * Saves a draft's answers (and an override of the computed class, which needs a reason).
     * @throws ApiError 400 E0000001, 404 E0000007, 403 E0000006, 409 E0000040 (stale), 409 E0000082 (not a draft).
     */
    async update(actor: Principal, id: string, body: unknown): Promise<Questionario> {
      const errors = questionarioModificaErrors(body);
      if (errors.length) throw invalid(errors);
      const m = body as QuestionarioModifica;
      await getFor(actor, id);
      return db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const before = (await repo.findById(tx, id, true))!;
        if (before.version !== m.version) throw new ApiError('E0000040');
        if (before.stato !== 'BOZZA') {
          throw new ApiError('E0000082', {
            causes: [`Il questionario è nello stato «${QUESTIONARIO_STATO_LABELS[before.stato]}».`],
          });
        }
        await access.assertWritable(tx, actor, [before.dipendenzaId]);
        const def = (await modelOf(tx, before)).definizione;
        const risposte = risposteVisibili(def, m.risposte as Record<string, Risposta>);
        const v = valutaQuestionario(def, risposte);
        if (v.errori.length) throw invalid(v.errori);
        const { classeOverride: _c, motivazioneOverride: _m, ...base } = righeDi(before);
        const row: QuestionarioStatoRiga = {
          ...base,
          risposte,
          punteggio: v.punteggio,
          classeCalcolata: v.classe,
          ...(m.classeOverride
            ? { classeOverride: m.classeOverride, motivazioneOverride: m.motivazioneOverride!.trim() }
            : {}),
          ...(before.motivazioneRespinto ? { motivazioneRespinto: before.motivazioneRespinto } : {}),
        };
        const after = await repo.change(tx, id, m.version, row);
        if (!after) throw new ApiError('E0000040');
        await audit.record(tx, actor.sub, {
          action:
            after.classeOverride !== before.classeOverride ? 'questionario.override' : 'questionario.update',
          entity: 'questionario',
          entityId: id,
          before,
          after,
        });
        return after;
      });
    },

    /**
     * One action of the state machine (`body`: QuestionarioTransizione) on questionnaire `id` by `actor`.
     * @throws ApiError 400 E0000001 (bad request; rejection or override without a reason), 400 E0000083 (answers
     *   incomplete), 403 E0000006 (role; an operator on another branch), 403 E0000081 (the author verifying), 404
     *   E0000007, 409 E0000040 (stale version), 409 E0000080 (not allowed from the state). Nothing is written
     *   when refused.
     */
    async transition(actor: Principal, id: string, body: unknown): Promise<Questionario> {
      const errors = questionarioTransizioneErrors(body);
      if (errors.length) throw invalid(errors);
      const t = body as QuestionarioTransizione;
      const rule = TRANSIZIONI[t.azione];
      await getFor(actor, id);
      if (rule.by === 'verificatore' && !isVerifier(actor.roles)) {
        throw new ApiError('E0000006', {
          causes: [
            'Prendere in carico, verificare e respingere un questionario spetta al responsabile antiriciclaggio.',
          ],
        });
      }
      return db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const before = (await repo.findById(tx, id, true))!;
        if (before.version !== t.version) throw new ApiError('E0000040');
        if (!rule.from.includes(before.stato)) {
          throw new ApiError('E0000080', {
            causes: [
              `Il questionario è nello stato «${QUESTIONARIO_STATO_LABELS[before.stato]}»: l'azione «${t.azione}» vale solo da ${rule.from
                .map((s) => `«${QUESTIONARIO_STATO_LABELS[s]}»`)
                .join(' o ')}.`,
            ],
          });
        }
        if (rule.notAuthor && before.autore.toLowerCase() === actor.sub.toLowerCase()) {
          throw new ApiError('E0000081', {
            causes: [`Il questionario è stato compilato da ${before.autore}.`],
          });
        }
        if (rule.by === 'compilatore') await access.assertWritable(tx, actor, [before.dipendenzaId]);
        if (rule.complete) {
          const v = valutaQuestionario((await modelOf(tx, before)).definizione, before.risposte, true);
          if (v.errori.length) throw invalid(v.errori, 'E0000083');
        }
        const row = rule.apply(before, actor.sub, t, new Date().toISOString().slice(0, 10));
        if (row.stato === 'VERIFICATO') row.impronta = improntaDi(before, row);
        const after = await repo.change(tx, id, t.version, row);
        if (!after) throw new ApiError('E0000040');
        await audit.record(tx, actor.sub, {
          action: t.classeOverride ? `questionario.${t.azione}.override` : `questionario.${t.azione}`,
          entity: 'questionario',
          entityId: id,
          before,
          after,
        });
        return after;
      });
    },
  };
}
