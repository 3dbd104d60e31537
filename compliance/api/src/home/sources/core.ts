import type { Db } from '../../db/db.ts';
import { homeRepository } from '../home.repository.ts';
import { homeSource } from '../home-source.ts';

/** How many items each short list of the Home page shows. */
const LIMITS = { expiring: 10, recent: 5 };

/**
 * The base figures (issue 7 "Home: what needs me today"): the person's scope (an operator's branch by name),
 * counts per area, identity documents expiring within 90 days, the latest documents and operations, within the
 * person's view (home.repository.ts).
 */
export const coreHomeSource = (db: Db) =>
  homeSource({
    name: 'core',
    async figures({ scope, view, today }) {
      const branchName =
        scope.kind === 'branch' && scope.dipendenzaId
          ? await homeRepository.branchName(db, scope.dipendenzaId)
          : null;
      return {
        ambito:
          scope.kind === 'all'
            ? { tipo: 'tutte' as const }
            : { tipo: 'dipendenza' as const, ...(branchName ? { dipendenzaDenominazione: branchName } : {}) },
        conteggi: await homeRepository.counts(db, view, today),
        documentiInScadenza: await homeRepository.expiringDocuments(db, view, today, LIMITS.expiring),
        documentiRecenti: await homeRepository.recentDocuments(db, view, LIMITS.recent),
        operazioniRecenti: await homeRepository.recentOperations(db, view, LIMITS.recent),
      };
    },
  });
