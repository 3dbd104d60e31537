import type { ElencoCruscotto } from '@compliance/shared';

/** What every figure may build on: the date counted from and the branches within the reader's view. */
export interface FiguraContesto {
  /** yyyy-MM-dd, the database's current date (the one the questionnaire states are read on). */
  oggi: string;
  /** The branches the reader sees (all for wide roles, their own for an operator), in branch-code order. */
  dipendenze: ReadonlyArray<{ id: string; denominazione: string }>;
}

/** A list and its filters (`f.<key>` without the prefix), exactly as the list endpoint accepts them. */
export interface ElencoFiltrato {
  elenco: ElencoCruscotto;
  filtri: Record<string, string>;
}

/** One value a figure shows: counted as the rows of its filtered list, optionally over a base list (a rate). */
export interface VoceDefinita extends ElencoFiltrato {
  chiave: string;
  etichetta: string;
  base?: ElencoFiltrato;
}

/**
 * One dashboard figure (design/compliance-domain.md §6): a module per figure declares its values as filtered lists;
 * the service counts them with the lists' own conditions (kit `listRepository.counts`), so a figure and the list
 * it opens always agree, and visibility is the lists' own scope.
 */
export interface Figura {
  id: string;
  titolo: string;
  descrizione: string;
  voci(contesto: FiguraContesto): VoceDefinita[];
}
