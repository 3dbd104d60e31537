import {
  AUTOVALUTAZIONE_APPROVERS,
  AUTOVALUTAZIONE_STATO_LABELS,
  fieldErrors,
  INVIO_BDI_MESSAGES,
  InvioBdi,
  isApprovata,
  oggiRoma,
  type Autovalutazione,
  type FieldError,
} from '@compliance/shared';
import type { AuditService } from '../audit/audit.service.ts';
import type { Db } from '../db/db.ts';
import { ApiError } from '../errors.ts';
import { actorName, checkId, type Actor } from '../kit/record.service.ts';
import { autovalutazioniRepository as repo } from './autovalutazioni.repository.ts';

const invalid = (errors: FieldError[]) =>
  new ApiError('E0000001', { causes: errors.map((e) => ({ field: e.field, errorSummary: e.message })) });
const italian = (d: string) => d.split('-').reverse().join('/');

/**
 * The self-assessment's sending to Banca d'Italia (design/compliance-domain.md §1.7: by 30 April of the following
 * year; §4.1 state INVIATA_BDI): after approval the AML officer records the day it was sent and its protocol or
 * reference, and may correct them later; the approved content is never touched (migration 116's trigger refuses
 * anything else on an approved row). Audited as `autovalutazione.invio_bdi`.
 */
export function createInvioBdi(db: Db, audit: AuditService) {
  return {
    /**
     * `body`: InvioBdi. `now` is the clock (the sending day may not be after today, Europe/Rome).
     * @throws ApiError 400 E0000001 (bad body; a day in the future or before the approval), 403 E0000150 (not an
     *   AML officer), 404 E0000007, 409 E0000040 (stale), 409 E0000101 (not approved). Nothing is written when
     *   refused.
     */
    async registraInvioBdi(
      actor: Actor,
      roles: readonly string[],
      id: string,
      body: unknown,
      now = new Date(),
    ): Promise<Autovalutazione> {
      checkId(id);
      const errors = fieldErrors(InvioBdi, INVIO_BDI_MESSAGES, body);
      if (errors.length) throw invalid(errors);
      if (!roles.some((r) => (AUTOVALUTAZIONE_APPROVERS as readonly string[]).includes(r)))
        throw new ApiError('E0000150');
      const b = body as InvioBdi;
      const today = oggiRoma(now);
      if (b.dataInvio > today)
        throw invalid([{ field: 'dataInvio', message: "La data d'invio non può essere futura." }]);
      return db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const before = await repo.findById(tx, id, true);
        if (!before) throw new ApiError('E0000007', { causes: [`Nessuna autovalutazione con id ${id}.`] });
        if (before.version !== b.version) throw new ApiError('E0000040');
        if (!isApprovata(before.stato))
          throw new ApiError('E0000101', {
            causes: [
              `L'autovalutazione è «${AUTOVALUTAZIONE_STATO_LABELS[before.stato]}»: l'invio a Banca d'Italia si registra dopo l'approvazione.`,
            ],
          });
        const approvata = oggiRoma(new Date(before.dataApprovazione!));
        if (b.dataInvio < approvata)
          throw invalid([
            {
              field: 'dataInvio',
              message: `La data d'invio non può precedere l'approvazione (${italian(approvata)}).`,
            },
          ]);
        const after = await repo.registraInvioBdi(tx, id, b.version, {
          dataInvio: b.dataInvio,
          protocollo: b.protocollo.trim(),
          by: actorName(actor),
        });
        if (!after) throw new ApiError('E0000040');
        await audit.record(tx, actorName(actor), {
          action: 'autovalutazione.invio_bdi',
          entity: 'autovalutazione',
          entityId: id,
          before,
          after,
        });
        return after;
      });
    },
  };
}
