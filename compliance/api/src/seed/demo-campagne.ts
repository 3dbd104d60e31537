import type { CampagnaNuova } from '@compliance/shared';
import type { Principal } from '../auth/access-token.service.ts';
import type { OrdersurveysService } from '../ordersurveys/ordersurveys.service.ts';
import { DEMO_APPROVER } from './demo-autovalutazioni.ts';

/** The demo AML officer who runs the demo campaigns (a principal for the services; no token). */
const OFFICER: Principal = { sub: DEMO_APPROVER, roles: ['aml-officers'], token: '', exp: 0 };

/**
 * The demo campaigns (issue 9, order surveys), made through the order surveys service like any officer's (so
 * validated, audited, with real questionnaires and outbox messages): an ended one (CONCLUSA) on the legal entities of the
 * third branch whose review has passed, and a running one on the high-risk natural persons whose review falls
 * within 90 days. A filter that selects nobody (a small demo bank) leaves its campaign as a draft.
 */
export async function seedCampagne(
  service: OrdersurveysService,
  branchIds: readonly string[],
): Promise<string[]> {
  const made: string[] = [];
  const campaigns: Array<[CampagnaNuova, 'chiudi' | null]> = [
    [
      {
        nome: 'Rinnovo adeguata verifica PG – revisioni scadute',
        tipoPersona: 'PG',
        filtro: { revisione: 'SCADUTA', ...(branchIds[2] ? { dipendenzaIds: [branchIds[2]] } : {}) },
        giorniSollecito: 14,
      },
      'chiudi',
    ],
    [
      {
        nome: 'Clienti ad alto rischio – revisione entro 90 giorni',
        tipoPersona: 'PF',
        filtro: { revisione: 'IN_SCADENZA', giorni: 90, classiRischio: ['ALTO'] },
        giorniSollecito: 7,
      },
      null,
    ],
  ];
  for (const [body, then] of campaigns) {
    const draft = await service.create(OFFICER, body);
    const count = await service.preview({ tipoPersona: body.tipoPersona, filtro: body.filtro });
    if (count.totale === 0) {
      made.push(`campagna «${body.nome}» in bozza (nessun destinatario)`);
      continue;
    }
    const running = await service.transition(OFFICER, draft.id, { azione: 'lancia', version: draft.version });
    if (then) await service.transition(OFFICER, draft.id, { azione: then, version: running.version });
    made.push(`campagna «${body.nome}»: ${running.clienti} clienti, ${then ? 'conclusa' : 'in corso'}`);
  }
  return made;
}
