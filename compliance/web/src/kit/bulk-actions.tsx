import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ApiRequestError, useApi } from './api-context.tsx';
import { downloadFile } from './download.ts';

/** At most this many records in one bulk action (the API's `ids` limit, kit/list-query.ts MAX_SELECTED_IDS). */
export const MAX_SELECTED = 200;

/**
 * An area's action on the selected records (assign, change state, …), shown above the grid while rows are
 * selected. `run` receives the selected record ids (1 to MAX_SELECTED) and answers the Italian message announced
 * when it succeeds (e.g. "3 segnalazioni assegnate."); an ApiRequestError it throws shows its summary.
 */
export interface BulkAction {
  label: string;
  run(ids: string[]): Promise<string>;
}

export interface BulkActionsBarProps {
  /** API area: "export selected" is `GET /api/{area}/export?format=…&ids=…`. */
  area: string;
  /** The selected record ids, in selection order. */
  selected: readonly string[];
  /** The list's order (`sort`, `order`), kept by the export of the selection. */
  sort?: { field: string; order: 'asc' | 'desc' };
  actions: readonly BulkAction[];
  /** Called when the user clears the selection. */
  onClear(): void;
  /** Called after an area action succeeded: the selection is cleared and the list reloads. */
  onDone(): void;
}

/**
 * The bulk actions bar of a list (issue 7 "bulk actions where the area has them"): how many records are selected,
 * "Esporta selezionati" as CSV or Excel (every list with a selection has it) and the area's own actions. Results
 * and errors are announced (a polite status, an alert); more than MAX_SELECTED selected records disable the
 * actions with the reason.
 */
export function BulkActionsBar({ area, selected, sort, actions, onClear, onDone }: BulkActionsBarProps) {
  const fetchApi = useApi();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const tooMany = selected.length > MAX_SELECTED;

  async function perform(work: () => Promise<string | null>) {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      setDone(await work());
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? failure.summary : 'Operazione non riuscita.');
    } finally {
      setBusy(false);
    }
  }

  function exportSelected(format: 'csv' | 'xlsx') {
    const params = new URLSearchParams({ format, ids: selected.join(',') });
    if (sort) {
      params.set('sort', sort.field);
      params.set('order', sort.order);
    }
    return perform(async () => {
      await downloadFile(fetchApi, `/api/${area}/export?${params.toString()}`, `${area}.${format}`);
      return null;
    });
  }

  return (
    <div>
      <div role="status" className="visually-hidden">
        {done ?? ''}
      </div>
      {done && (
        <Alert severity="success" sx={{ mb: 1 }}>
          {done}
        </Alert>
      )}
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {error}
        </Alert>
      )}
      {selected.length > 0 && (
        <Stack
          component="section"
          aria-label="Azioni sui record selezionati"
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}
        >
          <span>
            {selected.length === 1 ? '1 record selezionato' : `${selected.length} record selezionati`}
          </span>
          {tooMany && <span>(al massimo {MAX_SELECTED} per volta: ridurre la selezione)</span>}
          <Button variant="outlined" disabled={busy || tooMany} onClick={() => void exportSelected('csv')}>
            Esporta selezionati (CSV)
          </Button>
          <Button variant="outlined" disabled={busy || tooMany} onClick={() => void exportSelected('xlsx')}>
            Esporta selezionati (Excel)
          </Button>
          {actions.map((action) => (
            <Button
              key={action.label}
              variant="contained"
              disabled={busy || tooMany}
              onClick={() =>
                void perform(async () => {
                  const message = await action.run([...selected]);
                  onDone();
                  return message;
                })
              }
            >
              {action.label}
            </Button>
          ))}
          <Button disabled={busy} onClick={onClear}>
            Annulla selezione
          </Button>
        </Stack>
      )}
    </div>
  );
}
