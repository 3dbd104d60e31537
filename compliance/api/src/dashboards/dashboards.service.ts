import type { SQL } from 'drizzle-orm';
import type {
  ConteggioCruscotto,
  Cruscotto,
  CruscottoId,
  ElencoCruscotto,
  FiguraCruscotto,
} from '@compliance/shared';
import type { AccessService } from '../access/access.service.ts';
import type { Principal } from '../auth/access-token.service.ts';
import type { Db } from '../db/db.ts';
import type { ListDefinition } from '../kit/list-definition.ts';
import { parseListQuery } from '../kit/list-query.ts';
import { listRepository } from '../kit/list.repository.ts';
import { dashboardsRepository as repo } from './dashboards.repository.ts';
import type { ElencoFiltrato, FiguraContesto } from './figura.ts';
import { FIGURE_CRUSCOTTI } from './figure-table.ts';

/** A list a figure may open: its definition and the rows a principal may see (the list endpoint's own scope). */
export interface ElencoSorgente {
  def: ListDefinition;
  scope(principal: Principal): Promise<SQL | undefined>;
}

/** The lists behind the figures, given by the composition (services.ts): areas do not import each other. */
export type ElenchiCruscotto = Readonly<Record<ElencoCruscotto, ElencoSorgente>>;

/** `filtri` checked as the list endpoint checks them (an unknown filter is a programming error: it throws). */
function validFilters(def: ListDefinition, filtri: Record<string, string>): Record<string, string> {
  const raw = Object.fromEntries(Object.entries(filtri).map(([k, v]) => [`f.${k}`, v]));
  return parseListQuery(def, raw).filters;
}

/**
 * The questionnaire dashboards (issue 9; spec §2 `monitoraggioquestionari`, `scadenze/questionari/inscadenza`;
 * design/compliance-domain.md §6): every figure of FIGURE_CRUSCOTTI with each value counted on its filtered list
 * within the reader's view (operators: their branch only, by the lists' own scope in SQL).
 */
export function createDashboardsService(db: Db, access: AccessService, elenchi: ElenchiCruscotto) {
  return {
    /** The dashboard `id` as `principal` sees it: one count statement per list used. */
    async cruscotto(principal: Principal, id: CruscottoId): Promise<Cruscotto> {
      const [oggi, dipendenze] = await Promise.all([
        repo.today(db),
        access.scopeOf(principal).then((scope) => repo.branches(db, scope)),
      ]);
      const contesto: FiguraContesto = { oggi, dipendenze };
      const figure = FIGURE_CRUSCOTTI[id].map((f) => ({ figura: f, voci: f.voci(contesto) }));
      // every count asked of each list, answered in one statement per list
      const asked: Record<ElencoCruscotto, Array<Record<string, string>>> = {
        questionari: [],
        soggetti: [],
        documenti: [],
      };
      const ask = (e: ElencoFiltrato) => {
        asked[e.elenco].push(validFilters(elenchi[e.elenco].def, e.filtri));
        return { elenco: e.elenco, index: asked[e.elenco].length - 1 };
      };
      const tickets = figure.map(({ voci }) =>
        voci.map((v) => ({ valore: ask(v), base: v.base ? ask(v.base) : undefined })),
      );
      // the lists are counted side by side (two pooled connections on PostgreSQL; PGlite queues them)
      const elenchiUsati = Object.keys(asked) as ElencoCruscotto[];
      const totals = await Promise.all(
        elenchiUsati.map(async (elenco) => {
          const source = elenchi[elenco];
          return listRepository.counts(db, source.def, await source.scope(principal), asked[elenco]);
        }),
      );
      const counted = Object.fromEntries(elenchiUsati.map((e, i) => [e, totals[i]!])) as Record<
        ElencoCruscotto,
        number[]
      >;
      const conteggio = (e: ElencoFiltrato, t: { elenco: ElencoCruscotto; index: number }) =>
        ({
          valore: counted[t.elenco]![t.index]!,
          elenco: e.elenco,
          filtri: e.filtri,
        }) satisfies ConteggioCruscotto;
      const out: FiguraCruscotto[] = figure.map(({ figura, voci }, i) => ({
        id: figura.id,
        titolo: figura.titolo,
        descrizione: figura.descrizione,
        voci: voci.map((v, j) => {
          const t = tickets[i]![j]!;
          return {
            chiave: v.chiave,
            etichetta: v.etichetta,
            ...conteggio(v, t.valore),
            ...(v.base && t.base ? { base: conteggio(v.base, t.base) } : {}),
          };
        }),
      }));
      return { id, oggi: contesto.oggi, figure: out };
    },
  };
}

export type DashboardsService = ReturnType<typeof createDashboardsService>;
