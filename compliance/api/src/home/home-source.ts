import type { HomeSummary } from '@compliance/shared';
import type { DataScope } from '../access/access.service.ts';
import type { Principal } from '../auth/access-token.service.ts';
import type { HomeView } from './home.repository.ts';

/** What every Home source is asked with: the person, their data scope and view, and today (yyyy-MM-dd). */
export interface HomeContext {
  principal: Principal;
  scope: DataScope;
  view: HomeView;
  today: string;
}

/**
 * One figure group of the Home page (issue 7 and 9): it fills the HomeSummary fields it names, within the
 * person's view (a reader the area hides things from gets empty lists and zero counts, never a count of what
 * they may not see). Home sources are registered in one list (home-sources.ts); the summary is their union.
 */
export interface HomeSource<K extends keyof HomeSummary = keyof HomeSummary> {
  /** For errors and tests: which area the figures come from. */
  readonly name: string;
  figures(context: HomeContext): Promise<Pick<HomeSummary, K>>;
}

/** A source typed by the fields it fills (checks the module's answer against HomeSummary). */
export const homeSource = <K extends keyof HomeSummary>(source: HomeSource<K>): HomeSource =>
  source as HomeSource;
