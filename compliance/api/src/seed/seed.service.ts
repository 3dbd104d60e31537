import type { AccessService } from '../access/access.service.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { DocumentiService } from '../documenti/documenti.service.ts';
import type { DipendenzeService } from '../dipendenze/dipendenze.service.ts';
import type { IstitutiService } from '../istituti/istituti.service.ts';
import { DEMO_COUPON, type CouponsService } from '../coupons/coupons.service.ts';
import type { OrdersurveysService } from '../ordersurveys/ordersurveys.service.ts';
import { seedCampagne } from './demo-campagne.ts';
import { DEMO_SEED, generateDemoData } from './demo-data.ts';
import { DEMO_STEPS } from './demo-steps.ts';
import { seedRepository } from './seed.repository.ts';
import type { Db } from '../db/db.ts';

/** Actor of the seed's audit entries. */
export const SYSTEM_ACTOR = 'system';

export interface SeedTargets {
  db: Db;
  istituti: IstitutiService;
  dipendenze: DipendenzeService;
  access: AccessService;
  audit: AuditService;
  documenti: DocumentiService;
  coupons: CouponsService;
  /** The order surveys: the demo campaigns, made last (they need the clients and their questionnaires). */
  ordersurveys?: OrdersurveysService;
  /** Archive demo documents (default true; SUITE_DEMO_DOCUMENTS=false turns them off). */
  demoDocuments?: boolean;
}

/** How much demo data: clients and operations (the institution and its 12 branches are always there). */
export interface DemoSize {
  clients: number;
  operations: number;
  /** Clients with questionnaires (default 300), and submissions per such client (default 1; the bench uses more). */
  questionari?: number;
  storicoQuestionari?: number;
}

export const DEFAULT_DEMO_SIZE: DemoSize = { clients: 3000, operations: 60_000 };

/**
 * Loads the demo bank (demo-data.ts) through the services (so it is validated and audited like any change) when
 * the database has no institution yet, then the bulk steps of demo-steps.ts (`size` clients and operations, one
 * audit entry per step). Returns what was created, or an empty list when there was data already.
 */
export async function seedDemo(
  targets: SeedTargets,
  seed = DEMO_SEED,
  size: DemoSize = DEFAULT_DEMO_SIZE,
): Promise<string[]> {
  if (!(await seedRepository.isEmpty(targets.db))) return [];
  const data = generateDemoData(seed);
  const istituto = await targets.istituti.create(SYSTEM_ACTOR, data.istituto);
  const created = [`istituto ${istituto.codiceAbi}`];
  const ids: string[] = [];
  for (const d of data.dipendenze) {
    const dipendenza = await targets.dipendenze.create(SYSTEM_ACTOR, { ...d, istitutoId: istituto.id });
    ids.push(dipendenza.id);
  }
  created.push(`${ids.length} dipendenze`);
  await targets.coupons.create(DEMO_COUPON.code, DEMO_COUPON.descrizione);
  created.push(`coupon ${DEMO_COUPON.code}`);
  for (const op of data.operators) {
    await targets.access.assign(op.login, ids[op.branch]!);
    created.push(`operatore ${op.login} → ${data.dipendenze[op.branch]!.denominazione}`);
  }
  const context = {
    db: targets.db,
    audit: targets.audit,
    actor: SYSTEM_ACTOR,
    seed,
    size,
    branchIds: ids,
    ...(targets.demoDocuments === false ? {} : { documenti: targets.documenti }),
  };
  for (const step of DEMO_STEPS) created.push(...(await step(context)));
  if (targets.ordersurveys) created.push(...(await seedCampagne(targets.ordersurveys, ids)));
  return created;
}
