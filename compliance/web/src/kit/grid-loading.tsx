import LinearProgress from '@mui/material/LinearProgress';
import { GridOverlay } from '@mui/x-data-grid';

/** Record counts with Italian thousands separators, 4-digit numbers too (1.234). */
const COUNT = new Intl.NumberFormat('it-IT', { useGrouping: 'always' });

/**
 * The data grid's loading overlay: a thin bar across the top of the rows, shown for sighted users only
 * (`aria-hidden`). The grid's own bar is a `progressbar` without an accessible name inside the `grid`, which a
 * grid may not contain (WCAG 2.1 1.3.1, 4.1.2: axe `aria-required-children`, `aria-progressbar-name`); screen
 * reader users hear the loading through {@link GridLoadingStatus} instead.
 */
export function GridLoadingBar() {
  return (
    <GridOverlay style={{ display: 'block' }}>
      <LinearProgress aria-hidden="true" />
    </GridOverlay>
  );
}

export interface GridLoadingStatusProps {
  /** True while the list's page is being fetched. */
  loading: boolean;
  /** Records in the filtered set once loaded (`undefined` before the first answer). */
  total: number | undefined;
  /** True when the API stopped counting (`totalCapped`, `total` is then the cap + 1): "more than" the cap. */
  capped?: boolean;
}

/**
 * A polite live region beside the grid (WCAG 2.1 4.1.3 status messages): "Caricamento dell’elenco in corso…"
 * while the page loads, then the number of records found, so a search or a filter is announced without moving
 * focus. Visually hidden; the grid shows the same through its bar and its footer.
 */
export function GridLoadingStatus({ loading, total, capped = false }: GridLoadingStatusProps) {
  const text = loading
    ? 'Caricamento dell’elenco in corso…'
    : total === undefined
      ? ''
      : capped
        ? `Più di ${COUNT.format(total - 1)} record trovati.`
        : `${COUNT.format(total)} ${total === 1 ? 'record trovato' : 'record trovati'}.`;
  return (
    <div role="status" className="visually-hidden">
      {text}
    </div>
  );
}
