import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  type GridFilterModel,
  type GridRowSelectionModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { itIT as gridItIT } from '@mui/x-data-grid/locales';
import { LIST_COUNT_CAP, PAGE_SIZES, type ListState, type Page } from '@compliance/shared';
import { useDocumentTitle } from '../ui/use-document-title.ts';
import { ApiRequestError, getJson, useApi } from './api-context.tsx';
import { BulkActionsBar, type BulkAction } from './bulk-actions.tsx';
import { downloadFile } from './download.ts';
import { FilterBar, filterKeys, type KitFilter } from './filter-bar.tsx';
import { GridLoadingBar, GridLoadingStatus } from './grid-loading.tsx';
import { gridColumns, type KitColumn } from './list-columns.tsx';
import { apiQuery, readListState, writeListState, type ListScreenState } from './list-url-state.ts';
import { SavedViews } from './saved-views.tsx';
import { cspNonce } from './theme-provider.tsx';

/** The data grid's Italian texts (not in the app theme, which would put the grid in the first chunk). */
const GRID_IT = gridItIT.components.MuiDataGrid.defaultProps.localeText;

export interface ListScreenProps {
  /** API area: the list is `GET /api/{area}`, exports `/api/{area}/export`, saved views `/api/viste/{area}`. */
  area: string;
  title: string;
  columns: readonly KitColumn[];
  /** Where a row's detail opens (read mode). */
  detailPath(row: Record<string, string>): string;
  /** What names a row for screen readers on its "Apri" link (default: list-columns.tsx `defaultRowLabel`). */
  rowLabel?(row: Record<string, string>): string;
  /** Where a new record is created; absent when the user may not create. */
  newPath?: string;
  /** Several ways to create (e.g. a natural person or a legal entity), each a labelled link. */
  newLinks?: ReadonlyArray<{ label: string; path: string }>;
  /** Filters shown above the grid (branch, date and amount ranges, …), applied together. */
  filters?: readonly KitFilter[];
  /** Default sort when the URL names none (the API's default otherwise). */
  defaultSort?: { field: string; order: 'asc' | 'desc' };
  /** Shown under the title (an area's ready-made filters, a status message). */
  intro?: ReactNode;
  /**
   * The area's bulk actions; when given (even empty), rows get selection checkboxes (kept across pages) and the
   * bulk actions bar (bulk-actions.tsx) offers "Esporta selezionati" plus these. Absent: no selection.
   */
  bulkActions?: readonly BulkAction[];
}

const NO_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };

/**
 * The generic list screen: an accessible MUI data grid (Italian texts) fed page by page by the API with
 * server-side sort, filter and free-text search; the whole state lives in the URL (shareable, back button),
 * a column chooser, saved views per user, CSV/XLSX export of the whole filtered set, and (where the area has
 * them) bulk actions on the selected rows.
 */
export function ListScreen({
  area,
  title,
  columns,
  detailPath,
  rowLabel,
  newPath,
  newLinks = [],
  filters = [],
  defaultSort,
  intro,
  bulkActions,
}: ListScreenProps) {
  useDocumentTitle(title);
  const fetchApi = useApi();
  const [params, setParams] = useSearchParams();
  const state = readListState(params);
  const [exportError, setExportError] = useState<string | null>(null);
  const [selection, setSelection] = useState<GridRowSelectionModel>(NO_SELECTION);
  const queryClient = useQueryClient();
  const setState = (next: ListScreenState) => setParams(writeListState(next));

  const query = apiQuery(state);
  const list = useQuery({
    queryKey: ['list', area, query],
    queryFn: () => getJson<Page<Record<string, string>>>(fetchApi, `/api/${area}?${query}`),
    placeholderData: keepPreviousData,
  });
  const selected =
    selection.type === 'include'
      ? [...selection.ids].map(String)
      : (list.data?.items ?? []).map((r) => r.id!).filter((id) => !selection.ids.has(id));
  const gridCols = useMemo(() => gridColumns(columns, detailPath, rowLabel), [columns, detailPath, rowLabel]);

  // The URL is written through a router transition, which may land after the next click in the column chooser; the
  // grid would then report the next change on top of the old columns and undo the previous one. The choice shows at
  // once from `chosen` until the URL carries it.
  const urlColumns = state.columns ?? columns.filter((c) => !c.hidden).map((c) => c.field);
  const [chosen, setChosen] = useState<string[] | null>(null);
  const urlKey = urlColumns.join(',');
  useEffect(() => setChosen(null), [urlKey]);
  const visible = chosen ?? urlColumns;
  const visibility = Object.fromEntries(columns.map((c) => [c.field, visible.includes(c.field)]));
  const sortModel: GridSortModel = state.sort
    ? [{ field: state.sort, sort: state.order ?? 'asc' }]
    : defaultSort
      ? [{ field: defaultSort.field, sort: defaultSort.order }]
      : [];
  // the bar's filters and the grid's one column filter share `state.filters`; each side keeps the other's
  const barKeys = new Set(filters.flatMap(filterKeys));
  const split = (all: Record<string, string>, bar: boolean) =>
    Object.fromEntries(Object.entries(all).filter(([k]) => barKeys.has(k) === bar));
  const [firstFilter] = Object.entries(split(state.filters ?? {}, false));
  const filterModel: GridFilterModel = {
    items: firstFilter
      ? [
          {
            id: 1,
            field: firstFilter[0],
            operator:
              columns.find((c) => c.field === firstFilter[0])?.filter === 'select' ? 'is' : 'contains',
            value: firstFilter[1],
          },
        ]
      : [],
    quickFilterValues: state.q ? [state.q] : [],
  };

  async function exportAs(format: 'csv' | 'xlsx' | 'pdf') {
    setExportError(null);
    try {
      await downloadFile(
        fetchApi,
        `/api/${area}/export?format=${format}&${apiQuery(state, false)}`,
        `${area}.${format}`,
      );
    } catch (error) {
      setExportError(error instanceof ApiRequestError ? error.summary : 'Esportazione non riuscita.');
    }
  }

  const savedState: ListState = {
    ...(state.q ? { q: state.q } : {}),
    filters: state.filters ?? {},
    ...(state.sort ? { sort: state.sort, order: state.order ?? 'asc' } : {}),
    pageSize: state.pageSize ?? 20,
    columns: visible,
  };

  return (
    <section aria-labelledby="page-title" data-route={area}>
      <h1 id="page-title">{title}</h1>
      {intro}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <SavedViews area={area} current={savedState} onApply={(v) => setState({ ...v, page: 1 })} />
        <Button variant="outlined" onClick={() => void exportAs('csv')}>
          Esporta CSV
        </Button>
        <Button variant="outlined" onClick={() => void exportAs('xlsx')}>
          Esporta Excel
        </Button>
        <Button variant="outlined" onClick={() => void exportAs('pdf')}>
          Stampa PDF
        </Button>
        {newPath && (
          <Button variant="contained" component={RouterLink} to={newPath}>
            Nuovo
          </Button>
        )}
        {newLinks.map((link) => (
          <Button key={link.path} variant="contained" component={RouterLink} to={link.path}>
            {link.label}
          </Button>
        ))}
      </Stack>
      {filters.length > 0 && (
        <FilterBar
          filters={filters}
          applied={split(state.filters ?? {}, true)}
          onApply={(bar) =>
            setState({ ...state, filters: { ...split(state.filters ?? {}, false), ...bar }, page: 1 })
          }
        />
      )}
      {exportError && <Alert severity="error">{exportError}</Alert>}
      {list.isError && (
        <Alert severity="error">
          {list.error instanceof ApiRequestError
            ? list.error.summary
            : 'Non è stato possibile caricare l’elenco.'}
        </Alert>
      )}
      {bulkActions && (
        <BulkActionsBar
          area={area}
          selected={selected}
          {...(state.sort ? { sort: { field: state.sort, order: state.order ?? 'asc' } } : {})}
          actions={bulkActions}
          onClear={() => setSelection(NO_SELECTION)}
          onDone={() => {
            setSelection(NO_SELECTION);
            void queryClient.invalidateQueries({ queryKey: ['list', area] });
          }}
        />
      )}
      <GridLoadingStatus
        loading={list.isFetching}
        total={list.data?.total}
        capped={list.data?.totalCapped === true}
      />
      <div style={{ width: '100%' }}>
        <DataGrid
          label={title}
          localeText={GRID_IT}
          // the grid's CSS variables are a <style> element of its own: the CSP blocks it without the page's nonce
          nonce={cspNonce()}
          autoHeight
          showToolbar
          disableRowSelectionOnClick
          checkboxSelection={bulkActions !== undefined}
          keepNonExistentRowsSelected
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          rows={list.data?.items ?? []}
          // more than the API counts: the grid pages on without a total ("di più di …")
          rowCount={list.data?.totalCapped ? -1 : (list.data?.total ?? 0)}
          {...(list.data?.totalCapped
            ? {
                paginationMeta: {
                  // pages reach the first LIST_COUNT_CAP rows (list-query.ts); beyond, filters or the export
                  hasNextPage:
                    list.data.items.length === (state.pageSize ?? 20) &&
                    state.page * (state.pageSize ?? 20) <= LIST_COUNT_CAP,
                },
              }
            : {})}
          loading={list.isFetching}
          columns={gridCols}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          pageSizeOptions={[...PAGE_SIZES]}
          paginationModel={{ page: state.page - 1, pageSize: state.pageSize ?? 20 }}
          onPaginationModelChange={(m) =>
            setState({ ...state, page: m.page + 1, pageSize: m.pageSize as 20 | 50 | 100 })
          }
          sortModel={sortModel}
          onSortModelChange={(m) => {
            const { sort: _s, order: _o, ...rest } = state;
            setState(
              m[0] ? { ...rest, sort: m[0].field, order: m[0].sort ?? 'asc', page: 1 } : { ...rest, page: 1 },
            );
          }}
          filterModel={filterModel}
          onFilterModelChange={(m) => {
            const item = m.items.find((i) => i.value !== undefined && i.value !== '');
            const q = (m.quickFilterValues ?? []).join(' ').trim();
            const { q: _q, ...rest } = state;
            setState({
              ...rest,
              ...(q ? { q } : {}),
              filters: {
                ...split(state.filters ?? {}, true),
                ...(item ? { [item.field]: String(item.value) } : {}),
              },
              page: 1,
            });
          }}
          columnVisibilityModel={visibility}
          onColumnVisibilityModelChange={(m) => {
            const next = columns.filter((c) => m[c.field] !== false).map((c) => c.field);
            setChosen(next);
            setState({ ...state, columns: next });
          }}
          slots={{ loadingOverlay: GridLoadingBar }}
          slotProps={{
            toolbar: {
              csvOptions: { disableToolbarButton: true },
              printOptions: { disableToolbarButton: true },
              quickFilterProps: { debounceMs: 400 },
            },
          }}
        />
      </div>
    </section>
  );
}
