import { sostitutivaErrors, type SostitutivaNuova } from '@compliance/shared';
import type { Principal } from '../auth/access-token.service.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Db } from '../db/db.ts';
import { ApiError } from '../errors.ts';
import { segnalazioneSostitutivaRepository as repo } from './segnalazione-sostitutiva.repository.ts';
import {
  segnalazioniRepository,
  type SegnalazioneBase,
  type SegnalazioneRiga,
} from './segnalazioni.repository.ts';

const ENTITY = 'segnalazione';

/** Validates a replacement request body. @throws ApiError 400 E0000001 with a cause per field. */
export function checkSostitutiva(body: unknown): SostitutivaNuova {
  const errors = sostitutivaErrors(body);
  if (errors.length) {
    throw new ApiError('E0000001', {
      causes: errors.map((e) => ({ field: e.field, errorSummary: e.message })),
    });
  }
  return body as SostitutivaNuova;
}

/**
 * Drafts the replacement (segnalazione sostitutiva, compliance-domain.md §1.6) of SOS `original` (locked, read by
 * `actor`) in transaction `tx`: a BOZZA that copies its data and links (clients, operations, alert), with the
 * corrected subject and grounds when given, `tipoInvio` SOSTITUTIVA and `sostituisce` the original. Audited as
 * `segnalazione.create` on the draft and `segnalazione.sostitutiva` (with the reason) on the original.
 * @throws ApiError 409 E0000040 (stale `version`), 409 E0000140 (not a transmitted SOS), 409 E0000141 (a
 *   replacement already under way or sent).
 */
export async function draftSostitutiva(
  tx: Db,
  audit: AuditService,
  actor: Principal,
  original: SegnalazioneBase,
  body: SostitutivaNuova,
): Promise<{ id: string; numero: number }> {
  if (original.version !== body.version) throw new ApiError('E0000040');
  if (original.tipo !== 'SOS' || original.stato !== 'TRASMESSA') throw new ApiError('E0000140');
  if (original.sostituitaDa) {
    throw new ApiError('E0000141', {
      causes: [`La sostitutiva in corso è la segnalazione n. ${original.sostituitaDa.numero}.`],
    });
  }
  const links = await repo.linksOf(tx, original.id);
  const row: SegnalazioneRiga = {
    tipo: 'SOS',
    stato: 'BOZZA',
    oggetto: body.oggetto?.trim() || original.oggetto,
    descrizione: body.descrizione?.trim() || original.descrizione,
    origine: original.origine,
    segnalante: actor.sub.toLowerCase(),
    dipendenzaId: original.dipendenzaId!,
    tipoSospetto: original.tipoSospetto!,
    ...(original.codiceFenomeno ? { codiceFenomeno: original.codiceFenomeno } : {}),
    ...(original.livelloRischio ? { livelloRischio: original.livelloRischio } : {}),
    ...(original.alertId ? { alertId: original.alertId } : {}),
    dataRilevazione: original.dataRilevazione,
    ...(links.segnalato ? { soggettoId: links.segnalato } : {}),
    collegatiIds: links.collegati,
    operazioneIds: links.operazioni,
    tipoInvio: 'SOSTITUTIVA',
    sostituisce: original.id,
  };
  const ids = await segnalazioniRepository.insert(tx, row);
  await audit.record(tx, actor.sub, {
    action: `${ENTITY}.create`,
    entity: ENTITY,
    entityId: ids.id,
    before: null,
    after: { ...row, ...ids },
  });
  await audit.record(tx, actor.sub, {
    action: `${ENTITY}.sostitutiva`,
    entity: ENTITY,
    entityId: original.id,
    before: null,
    after: { sostitutivaId: ids.id, numero: ids.numero, motivazione: body.motivazione.trim() },
  });
  return ids;
}

/**
 * After replacement `sent` was transmitted to the UIF (in the same transaction `tx`): its original becomes
 * SOSTITUITA, audited as `segnalazione.sostituita` on the original. Nothing for an original report.
 */
export async function onTransmitted(tx: Db, audit: AuditService, actor: string, sent: SegnalazioneBase) {
  if (!sent.sostituisce) return;
  if (!(await repo.markReplaced(tx, sent.sostituisce.id))) return;
  await audit.record(tx, actor, {
    action: `${ENTITY}.sostituita`,
    entity: ENTITY,
    entityId: sent.sostituisce.id,
    before: { stato: 'TRASMESSA' },
    after: { stato: 'SOSTITUITA', sostitutivaId: sent.id, numero: sent.numero },
  });
}
