import {
  SEGNALAZIONE_STATO_LABELS,
  SOS_APERTI,
  segnalazioneCollegamentoErrors,
  type SegnalazioneCollegamento,
} from '@compliance/shared';
import type { AuditService } from '../audit/audit.service.ts';
import type { Db } from '../db/db.ts';
import { ApiError } from '../errors.ts';
import { segnalazioneCollegamentiRepository as repo } from './segnalazione-collegamenti.repository.ts';
import type { SegnalazioneBase } from './segnalazioni.repository.ts';

/** The states in which an SOS's links may still change (before the decision). */
const OPEN: readonly string[] = SOS_APERTI;

const invalid = (field: string, errorSummary: string) =>
  new ApiError('E0000001', { causes: [{ field, errorSummary }] });

/** Validates a link request body. @throws ApiError 400 E0000001 with a cause per field. */
export function checkCollegamento(body: unknown): SegnalazioneCollegamento {
  const errors = segnalazioneCollegamentoErrors(body);
  if (errors.length) {
    throw new ApiError('E0000001', {
      causes: errors.map((e) => ({ field: e.field, errorSummary: e.message })),
    });
  }
  return body as SegnalazioneCollegamento;
}

/**
 * Links or unlinks one client or operation of SOS `before` (locked, read by `actor`) in transaction `tx`, bumps its
 * version and recomputes its total, and audits `segnalazione.collegamento` (`after`: the client or operation,
 * `aggiunto`, and the operations unlinked with a client). A client linked later (COLLEGATO) can be unlinked, the
 * reported one (SEGNALATO) cannot; an operation must belong to a linked client; unlinking a client unlinks its
 * operations. Linking a client also hides the report from its branch's operators (kinds/sos.kind.ts).
 * @throws ApiError 400 E0000001 (no such client or operation; an operation of an unlinked client), 409 E0000040
 *   (stale version), 409 E0000090 (decided report), 409 E0000131 (unlinking the reported client), 409 E0000132 (not
 *   an SOS), 409 E0000133 (already linked; not linked).
 */
export async function applyCollegamento(
  tx: Db,
  audit: AuditService,
  actor: string,
  before: SegnalazioneBase,
  c: SegnalazioneCollegamento,
): Promise<void> {
  if (before.tipo !== 'SOS') throw new ApiError('E0000132');
  if (before.version !== c.version) throw new ApiError('E0000040');
  if (!OPEN.includes(before.stato)) {
    throw new ApiError('E0000090', {
      causes: [
        `La segnalazione è nello stato «${SEGNALAZIONE_STATO_LABELS[before.stato]}»: i collegamenti non cambiano più.`,
      ],
    });
  }
  const id = before.id;
  const aggiunto = c.azione === 'aggiungi';
  let after: Record<string, unknown>;
  if (c.soggettoId) {
    if (!(await repo.clientExists(tx, c.soggettoId))) throw invalid('soggettoId', 'Cliente inesistente.');
    const ruolo = await repo.ruolo(tx, id, c.soggettoId);
    if (aggiunto === (ruolo !== null)) throw new ApiError('E0000133');
    if (ruolo === 'SEGNALATO') throw new ApiError('E0000131');
    const operazioni = aggiunto ? [] : await repo.removeClient(tx, id, c.soggettoId);
    if (aggiunto) await repo.addClient(tx, id, c.soggettoId);
    after = {
      soggettoId: c.soggettoId,
      aggiunto,
      ...(operazioni.length ? { operazioniScollegate: operazioni } : {}),
    };
  } else {
    const operazioneId = c.operazioneId!;
    const client = await repo.operationClient(tx, operazioneId);
    if (!client) throw invalid('operazioneId', 'Operazione inesistente.');
    if (aggiunto === (await repo.operationLinked(tx, id, operazioneId))) throw new ApiError('E0000133');
    if (aggiunto) {
      if (!(await repo.ruolo(tx, id, client))) {
        throw invalid('operazioneId', "L'operazione deve essere di un cliente collegato alla segnalazione.");
      }
      await repo.addOperation(tx, id, operazioneId);
    } else await repo.removeOperation(tx, id, operazioneId);
    after = { operazioneId, aggiunto };
  }
  if (!(await repo.touch(tx, id, c.version))) throw new ApiError('E0000040');
  await audit.record(tx, actor, {
    action: 'segnalazione.collegamento',
    entity: 'segnalazione',
    entityId: id,
    before: { version: before.version },
    after,
  });
}
