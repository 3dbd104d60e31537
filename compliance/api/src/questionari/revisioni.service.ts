import {
  canReadSos,
  MOTIVO_RISERVATO,
  TIPO_DOCUMENTO_ARCHIVIO_LABELS,
  TIPO_DOCUMENTO_LABELS,
  type RevisioneRichiesta,
} from '@compliance/shared';
import type { Principal } from '../auth/access-token.service.ts';
import type { AuditEvent, AuditService } from '../audit/audit.service.ts';
import type { Db } from '../db/db.ts';
import { EVENTI } from './eventi-revisione/index.ts';
import { revisioniRepository as repo, type DocumentoScaduto } from './revisioni.repository.ts';

/** Clients handled per sweep run (the next run goes on). */
const SWEEP_BATCH = 500;

/** The label of a client's expired identity document (its code when unknown). */
function documentLabel(d: DocumentoScaduto): string {
  const labels: Record<string, string> =
    d.fonte === 'archivio' ? TIPO_DOCUMENTO_ARCHIVIO_LABELS : TIPO_DOCUMENTO_LABELS;
  return (d.tipo && labels[d.tipo]) ?? d.tipo ?? 'documento';
}

const VERIFIED = new Set(['questionario.verifica', 'questionario.verifica.override']);

/**
 * Early due-diligence reviews (design/compliance-domain.md §1.4). `onChange` listens to the audit log: every
 * recorded change goes through the event kinds of eventi-revisione/index.ts, and each client a kind names gets an
 * open request marking its latest verified questionnaire (its review is due now), audited on that questionnaire
 * (or on the client when none is verified yet) in the change's own transaction. Verifying a newer questionnaire of
 * the client closes the open requests raised before it was started (audited too); later ones move to it. Confidential kinds (SOS) read as MOTIVO_RISERVATO, without
 * the kind, to everyone outside the AML function, in the audit log as well.
 */
export function createRevisioniService(db: Db, audit: AuditService) {
  async function request(tx: Db, actor: string, change: AuditEvent) {
    for (const kind of Object.values(EVENTI)) {
      for (const due of kind.detect(change)) {
        if (!(await repo.clientExists(tx, due.soggettoId))) continue;
        if (await repo.isOpen(tx, due.soggettoId, kind.tipo, change.entityId)) continue;
        const questionarioId = await repo.latestVerified(tx, due.soggettoId);
        const created = await repo.insert(tx, {
          soggettoId: due.soggettoId,
          questionarioId,
          evento: kind.tipo,
          motivo: due.motivo,
          riferimentoEntita: change.entity,
          riferimentoId: change.entityId,
          richiestaDa: actor,
        });
        await audit.record(tx, actor, {
          action: 'questionario.revisioneRichiesta',
          entity: questionarioId ? 'questionario' : 'soggetto',
          entityId: questionarioId ?? due.soggettoId,
          before: null,
          after: kind.riservato
            ? { revisioneId: created.id, motivo: MOTIVO_RISERVATO }
            : { revisioneId: created.id, evento: kind.tipo, motivo: due.motivo },
        });
      }
    }
  }

  return {
    /**
     * The periodic sweep for expired identity documents (§1.4 "an expired ID document"; app.ts runs it every
     * SUITE_REVIEW_SWEEP_INTERVAL_MIN minutes): each client whose latest identity document expired before today,
     * not yet raised for that expiry, gets the audit entry `soggetto.documentoScaduto` (actor `system`), which
     * the DOCUMENTO_SCADUTO kind turns into an early-review request, in one transaction per client. Answers how
     * many clients it raised (at most SWEEP_BATCH per run).
     */
    async sweepDocumentiScaduti(): Promise<number> {
      const due = await repo.expiredDocuments(db, SWEEP_BATCH);
      for (const d of due) {
        await db.transaction(async (txRaw) => {
          const tx = txRaw as unknown as Db;
          await audit.record(tx, 'system', {
            action: 'soggetto.documentoScaduto',
            entity: 'soggetto',
            entityId: d.soggettoId,
            before: null,
            after: {
              documento: documentLabel(d),
              numero: d.numero,
              dataScadenza: d.dataScadenza,
              fonte: d.fonte,
            },
          });
        });
      }
      return due.length;
    },

    /** The audit listener (services.ts subscribes it). */
    async onChange(tx: Db, actor: string, change: AuditEvent): Promise<void> {
      const after = change.after as { stato?: string; soggettoId?: string; createdAt?: string } | null;
      if (
        VERIFIED.has(change.action) &&
        after?.stato === 'VERIFICATO' &&
        after.soggettoId &&
        after.createdAt
      ) {
        const closed = await repo.answer(tx, after.soggettoId, change.entityId, after.createdAt);
        if (closed.length) {
          await audit.record(tx, actor, {
            action: 'questionario.revisioneChiusa',
            entity: 'questionario',
            entityId: change.entityId,
            before: null,
            after: { revisioniChiuse: closed },
          });
        }
        return;
      }
      await request(tx, actor, change);
    },

    /**
     * The open early-review requests marking questionnaire `questionarioId` (the caller has checked the principal
     * reads it): confidential ones masked for readers outside SOS_READERS.
     */
    async openFor(principal: Principal, questionarioId: string): Promise<RevisioneRichiesta[]> {
      const sos = canReadSos(principal.roles);
      return (await repo.openFor(db, questionarioId)).map((r) =>
        EVENTI[r.evento].riservato && !sos
          ? { id: r.id, motivo: MOTIVO_RISERVATO, at: r.at }
          : { id: r.id, evento: r.evento, motivo: r.motivo, at: r.at },
      );
    },
  };
}

export type RevisioniService = ReturnType<typeof createRevisioniService>;
