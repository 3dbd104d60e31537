/**
 * The questionnaire dashboards' queries for `npm run bench:api` (issue 9): what `GET /api/cruscotti/{id}` runs
 * (the service: today, the reader's branches, one count statement per list; HTTP and the token check excluded),
 * for the AML officer (every branch) and for a branch operator (the demo's two, alternating), and the filtered
 * lists a figure opens (kit list SQL, as `GET /api/questionari` and `GET /api/soggetti` run it).
 */
import type { Principal } from '../../compliance/api/src/auth/access-token.service.ts';
import { dashboardsRepository } from '../../compliance/api/src/dashboards/dashboards.repository.ts';
import { scaduti } from '../../compliance/api/src/dashboards/figure/scadenze.ts';
import type { Db } from '../../compliance/api/src/db/db.ts';
import { parseListQuery } from '../../compliance/api/src/kit/list-query.ts';
import { listRepository } from '../../compliance/api/src/kit/list.repository.ts';
import { questionariList } from '../../compliance/api/src/questionari/questionari.list.ts';
import { DEMO_OPERATORS } from '../../compliance/api/src/seed/demo-data.ts';
import { DEMO_VERIFIER } from '../../compliance/api/src/seed/demo-questionari.ts';
import { soggettiList } from '../../compliance/api/src/soggetti/soggetti.repository.ts';
import type { Services } from '../../compliance/api/src/services.ts';

/** One measured call for run `i`; answers how many rows (or figure values) it counted. */
export type Shape = [name: string, call: (i: number) => Promise<number>];

const principal = (sub: string, roles: string[]): Principal => ({ sub, roles, token: '', exp: 0 });
const OFFICER = principal(DEMO_VERIFIER, ['aml-officers']);
const OPERATORS = DEMO_OPERATORS.map((o) => principal(o.login, ['operators']));

/** The dashboard shapes over `db` with the suite's services (the bench's seeded database). */
export async function dashboardShapes(
  db: Db,
  services: Pick<Services, 'dashboards' | 'questionari' | 'soggetti'>,
): Promise<Shape[]> {
  const oggi = await dashboardsRepository.today(db);
  const prefixed = (filtri: Record<string, string>) =>
    Object.fromEntries(Object.entries(filtri).map(([k, v]) => [`f.${k}`, v]));
  const board = (id: 'monitoraggioquestionari' | 'inscadenza', who: (i: number) => Principal) => {
    return async (i: number) => {
      const c = await services.dashboards.cruscotto(who(i), id);
      return c.figure.reduce((n, f) => n + f.voci.length, 0);
    };
  };
  const operator = (i: number) => OPERATORS[i % OPERATORS.length]!;
  const list = (
    def: typeof questionariList,
    filters: Record<string, string>,
    scope: () => Promise<unknown>,
  ) => {
    return async (i: number) => {
      const query = parseListQuery(def, { ...filters, page: String(1 + (i % 3)) });
      query.scope = (await scope()) as typeof query.scope;
      return (await listRepository.page(db, def, query)).total;
    };
  };
  const shapes: Shape[] = [
    ['dashboard monitoraggioquestionari (officer)', board('monitoraggioquestionari', () => OFFICER)],
    ['dashboard monitoraggioquestionari (operator)', board('monitoraggioquestionari', operator)],
    ['dashboard inscadenza (officer)', board('inscadenza', () => OFFICER)],
    ['dashboard inscadenza (operator)', board('inscadenza', operator)],
    [
      'figure list: expired clients (questionari)',
      list(questionariList, prefixed(scaduti(oggi)), () => services.questionari.listScope(OFFICER)),
    ],
    [
      'figure list: high risk without enhanced CDD (soggetti)',
      list(soggettiList, prefixed({ avRafforzata: 'MANCANTE_ALTO' }), () =>
        services.soggetti.listScope(OFFICER),
      ),
    ],
  ];
  return shapes;
}
