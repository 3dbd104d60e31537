import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { getGridSingleSelectOperators, getGridStringOperators, type GridColDef } from '@mui/x-data-grid';
import { formatDate, formatEur } from './formats.ts';
import { StatusBadge, type BadgeTone } from './status-badge.tsx';

/** One column of a kit list: what the API calls it, its Italian header, and how it filters and shows. */
export interface KitColumn {
  field: string;
  headerName: string;
  /** `text`: "contains" filter; `select`: one of `options`; none: not filterable. */
  filter?: 'text' | 'select';
  options?: ReadonlyArray<{ value: string; label: string }>;
  /** `amount`: EUR as a decimal; `cents`: EUR as integer cents. */
  format?: 'date' | 'amount' | 'cents';
  sortable?: boolean;
  width?: number;
  /** Shown when the URL names no column choice. */
  hidden?: boolean;
  /** States and flags shown as badges: the tone of each value (values not listed show as plain text). */
  badges?: Readonly<Record<string, BadgeTone>>;
}

/**
 * The DataGrid columns of a kit list: server-side sort and filter (one operator per column: the API's), dates
 * dd/MM/yyyy, amounts in EUR, select values by their Italian label, states and flags as badges (`badges`), and a
 * first column linking to the detail.
 */
export function gridColumns(
  columns: readonly KitColumn[],
  detailPath: (row: Record<string, string>) => string,
) {
  const text = getGridStringOperators().filter((op) => op.value === 'contains');
  const select = getGridSingleSelectOperators().filter((op) => op.value === 'is');
  const open: GridColDef = {
    field: '__open',
    headerName: 'Dettaglio',
    sortable: false,
    filterable: false,
    hideable: false,
    disableColumnMenu: true,
    width: 110,
    renderCell: (params) => (
      <Link component={RouterLink} to={detailPath(params.row as Record<string, string>)}>
        Apri
        <span className="visually-hidden">
          {' '}
          {String((params.row as Record<string, string>).denominazione ?? '')}
        </span>
      </Link>
    ),
  };
  return [
    open,
    ...columns.map((c): GridColDef => {
      const labels = new Map((c.options ?? []).map((o) => [o.value, o.label]));
      return {
        field: c.field,
        headerName: c.headerName,
        sortable: c.sortable ?? true,
        filterable: Boolean(c.filter),
        width: c.width ?? 160,
        ...(c.filter === 'select'
          ? { type: 'singleSelect', valueOptions: [...(c.options ?? [])], filterOperators: select }
          : { filterOperators: text }),
        ...(c.badges
          ? {
              renderCell: (params: { value?: unknown; formattedValue?: unknown }) => {
                const tone = c.badges![String(params.value)];
                const label = String(params.formattedValue ?? params.value ?? '');
                return tone ? <StatusBadge label={label} tone={tone} /> : label;
              },
            }
          : {}),
        valueFormatter: (value: unknown) => {
          if (c.format === 'date') return formatDate(value as string);
          if (c.format === 'amount') return formatEur(value as string);
          if (c.format === 'cents')
            return value === undefined || value === null ? '' : formatEur(Number(value) / 100);
          return labels.get(value as string) ?? (value as string) ?? '';
        },
      };
    }),
  ];
}
