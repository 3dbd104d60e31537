import type { EventoRevisioneTipo } from '@compliance/shared';
import type { AuditEvent } from '../../audit/audit.service.ts';

/** A client whose due diligence a change makes due now, and why (Italian, shown on the questionnaire). */
export interface RevisioneDovuta {
  soggettoId: string;
  motivo: string;
}

/**
 * One kind of event that requires an early due-diligence review (design/compliance-domain.md §1.4; house style:
 * one module per kind behind one interface, registered in eventi-revisione/index.ts). `detect` reads a recorded
 * change (the audit event, before and after) and names the clients it concerns; it is pure, so a kind is tested
 * on plain objects. `riservato`: the kind and reason are shown only to the AML function (SOS_READERS).
 */
export interface EventoRevisione {
  tipo: EventoRevisioneTipo;
  riservato: boolean;
  detect(change: AuditEvent): RevisioneDovuta[];
}

/** A record of the audit `before`/`after` as a plain object (null when absent). */
export const record = (v: unknown): Record<string, unknown> | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
