import {
  AGEING_BUCKETS,
  ALERT_STATO_LABELS,
  ALERT_TIPO_LABELS,
  alertTransizioneErrors,
  CLASSE_RISCHIO_LABELS,
  type AlertCruscotto,
  type AlertMonitoraggio,
  type AlertTransizione,
  type AssignedAlert,
} from '@compliance/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { AccessService } from '../access/access.service.ts';
import type { Principal } from '../auth/access-token.service.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Db } from '../db/db.ts';
import { ApiError } from '../errors.ts';
import { checkId } from '../kit/record.service.ts';
import { TRANSITIONS } from './alert-transitions.ts';
import { monitoraggioRepository } from './monitoraggio.repository.ts';

/** How many assigned alerts Home lists. */
const HOME_LIMIT = 10;

/** The suite route of an alert's detail (read mode, inside the navigation). */
export const alertPath = (id: string) => `/monitoraggiooperazioni/alert/${id}/true/pagina`;

/**
 * The operations monitoring queue (monitoraggiooperazioni; issue 7, design/compliance-domain.md §2.2): alerts
 * read within the principal's view (operators their branch's), evaluated through the state machine of
 * alert-transitions.ts with optimistic concurrency, every change audited in its own transaction; the dashboard
 * figures; and the alerts assigned to a person for Home (an AssignedAlertSource).
 */
export function createMonitoraggioService(db: Db, audit: AuditService, access: AccessService) {
  const scopeOf = async (principal: Principal): Promise<SQL> =>
    (await access.branchListScope(principal, sql`a.dipendenza_id`)) ?? sql`true`;

  /** @throws ApiError 404 E0000007 (also when the alert is outside the principal's branch). */
  async function getFor(principal: Principal, id: string): Promise<AlertMonitoraggio> {
    checkId(id);
    const found = await monitoraggioRepository.findById(db, id);
    if (!found) throw new ApiError('E0000007', { causes: [`Nessun alert con id ${id}.`] });
    await access.assertVisible(principal, id, found.dipendenzaId);
    return found;
  }

  return {
    getFor,

    /**
     * Applies one action of the state machine (`body`: AlertTransizione) to alert `id`, as `actor`.
     * @throws ApiError 400 E0000001 (a cause per field: unknown action, missing outcome or rationale), 404
     *   E0000007, 409 E0000040 (the alert changed since `version` was read), 409 E0000060 (the action is not
     *   allowed from the alert's state), 403 E0000061 (release or close by someone other than the assignee).
     *   Nothing is written when refused.
     */
    async transition(actor: Principal, id: string, body: unknown): Promise<AlertMonitoraggio> {
      const errors = alertTransizioneErrors(body);
      if (errors.length) {
        throw new ApiError('E0000001', {
          causes: errors.map((e) => ({ field: e.field, errorSummary: e.message })),
        });
      }
      const t = body as AlertTransizione;
      await getFor(actor, id);
      const rule = TRANSITIONS[t.azione];
      return db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const before = await monitoraggioRepository.findById(tx, id, true);
        if (!before) throw new ApiError('E0000007', { causes: [`Nessun alert con id ${id}.`] });
        if (before.version !== t.version) throw new ApiError('E0000040');
        if (!rule.from.includes(before.stato)) {
          throw new ApiError('E0000060', {
            causes: [
              `L'alert è nello stato «${ALERT_STATO_LABELS[before.stato]}»: l'azione «${t.azione}» vale solo da ${rule.from
                .map((s) => `«${ALERT_STATO_LABELS[s]}»`)
                .join(' o ')}.`,
            ],
          });
        }
        if (rule.assigneeOnly && before.assegnatario?.toLowerCase() !== actor.sub.toLowerCase()) {
          throw new ApiError('E0000061', {
            causes: [`L'alert è assegnato a ${before.assegnatario ?? 'nessuno'}.`],
          });
        }
        const after = await monitoraggioRepository.transition(
          tx,
          id,
          t.version,
          rule.apply(before, actor.sub, t),
        );
        if (!after) throw new ApiError('E0000040');
        await audit.record(tx, actor.sub, {
          action: `alert.${t.azione}`,
          entity: 'alert',
          entityId: id,
          before,
          after,
        });
        return after;
      });
    },

    /** The list restriction: an operator's branch (nothing when unassigned), none for wider roles. */
    listScope: (principal: Principal): Promise<SQL | undefined> =>
      access.branchListScope(principal, sql`a.dipendenza_id`),

    auditOf: (id: string) => audit.forEntity('alert', id),

    /** The dashboard (AlertCruscotto) within the principal's view, with the operations tiles (§2.2). */
    async dashboard(principal: Principal): Promise<AlertCruscotto> {
      const scope = await scopeOf(principal);
      const t = await monitoraggioRepository.totals(db, scope);
      const operazioni = await monitoraggioRepository.operationFigures(
        db,
        (await access.branchListScope(principal, sql`o.dipendenza_id`)) ?? sql`true`,
      );
      const ageingKeys = ['a0', 'a8', 'a31', 'a60'];
      const perDipendenza = await monitoraggioRepository.grouped(
        db,
        scope,
        sql`a.dipendenza_id::text`,
        sql`d.denominazione`,
        sql`2`,
      );
      const perIndicatore = await monitoraggioRepository.grouped(
        db,
        scope,
        sql`coalesce(a.codice_indicatore, a.tipo)`,
        sql`coalesce(a.codice_indicatore, a.tipo)`,
        sql`1`,
      );
      const perClasse = await monitoraggioRepository.grouped(
        db,
        scope,
        sql`a.classe_rischio`,
        sql`a.classe_rischio`,
        sql`CASE a.classe_rischio WHEN 'IRRILEVANTE' THEN 0 WHEN 'BASSO' THEN 1 WHEN 'MEDIO' THEN 2 ELSE 3 END`,
      );
      return {
        perStato: { NUOVO: t.nuovo!, IN_LAVORAZIONE: t.in_lavorazione!, CHIUSO: t.chiuso! },
        perEsito: { ARCHIVIATO: t.archiviato!, DA_SEGNALARE: t.da_segnalare! },
        ageing: Object.fromEntries(
          AGEING_BUCKETS.map((b, i) => [b, t[ageingKeys[i]!]!]),
        ) as AlertCruscotto['ageing'],
        perDipendenza,
        perIndicatore: perIndicatore.map((g) => ({
          ...g,
          etichetta:
            g.chiave in ALERT_TIPO_LABELS
              ? ALERT_TIPO_LABELS[g.chiave as keyof typeof ALERT_TIPO_LABELS]
              : `Indicatore ${g.chiave}`,
        })),
        operazioni,
        perClasseRischio: perClasse.map((g) => ({
          ...g,
          etichetta: CLASSE_RISCHIO_LABELS[g.chiave as keyof typeof CLASSE_RISCHIO_LABELS] ?? g.chiave,
        })),
      };
    },

    /** Home's source of assigned alerts: the open alerts assigned to the principal, within their view. */
    async assignedTo(principal: Principal): Promise<AssignedAlert[]> {
      const alerts = await monitoraggioRepository.assignedTo(
        db,
        principal.sub,
        await scopeOf(principal),
        HOME_LIMIT,
      );
      return alerts.map((a) => ({
        id: a.id,
        titolo: `Alert n. ${a.numeroAlert}: ${ALERT_TIPO_LABELS[a.tipo]}${a.codiceIndicatore ? ` ${a.codiceIndicatore}` : ''}, ${a.soggettoNominativo}`,
        stato: ALERT_STATO_LABELS[a.stato],
        data: a.dataRilevazione,
        link: alertPath(a.id),
      }));
    },
  };
}

export type MonitoraggioService = ReturnType<typeof createMonitoraggioService>;
