import { DOCUMENT_EDITORS } from '@compliance/shared';
import { Link as RouterLink, useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import type { KitFilter } from '../../../kit/filter-bar.tsx';
import type { KitColumn } from '../../../kit/list-columns.tsx';
import { ListScreen } from '../../../kit/list-screen.tsx';
import { useRoles } from '../../../kit/use-roles.ts';
import {
  ARCHIVIO_PATH,
  dayFromToday,
  documentoPath,
  DOCUMENTI_AREA,
  TIPO_OPTIONS,
} from '../api/documenti-api.ts';

const SI_NO_OPTIONS = [
  { value: 'Sì', label: 'Sì' },
  { value: 'No', label: 'No' },
];

const COLUMNS: readonly KitColumn[] = [
  { field: 'tipo', headerName: 'Tipo', filter: 'select', options: TIPO_OPTIONS, width: 210 },
  { field: 'soggettoNominativo', headerName: 'Cliente', width: 220 },
  { field: 'numero', headerName: 'Numero', width: 140 },
  { field: 'dataScadenza', headerName: 'Scadenza', format: 'date', width: 120 },
  { field: 'nomeFile', headerName: 'File', sortable: false, width: 220 },
  { field: 'dataAcquisizione', headerName: 'Acquisito il', format: 'date', width: 130 },
  { field: 'rilasciatoDa', headerName: 'Rilasciato da', sortable: false, width: 180, hidden: true },
  {
    field: 'conservaFinoAl',
    headerName: 'Conservare fino al',
    format: 'date',
    sortable: false,
    width: 150,
    hidden: true,
  },
  { field: 'riservato', headerName: 'Riservato', sortable: false, width: 100, badges: { Sì: 'info' } },
  { field: 'caricatoDa', headerName: 'Caricato da', sortable: false, width: 200, hidden: true },
];

const FILTERS: readonly KitFilter[] = [
  { key: 'tipo', label: 'Tipo', kind: 'select', options: TIPO_OPTIONS },
  { key: 'dataScadenza', label: 'Scadenza', kind: 'date-range' },
  { key: 'dataAcquisizione', label: 'Acquisizione', kind: 'date-range' },
  {
    key: 'riconoscimento',
    label: 'Documento di riconoscimento',
    kind: 'select',
    options: SI_NO_OPTIONS,
  },
  { key: 'riservato', label: 'Riservato', kind: 'select', options: SI_NO_OPTIONS },
];

/** The list URL of documents expiring from today to `days` ahead (or already expired, `days` < 0). */
function expiringPath(days: number): string {
  const params = new URLSearchParams(
    days < 0
      ? { 'f.dataScadenza.max': dayFromToday(-1) }
      : { 'f.dataScadenza.min': dayFromToday(0), 'f.dataScadenza.max': dayFromToday(days) },
  );
  params.set('sort', 'dataScadenza');
  params.set('order', days < 0 ? 'desc' : 'asc');
  return `${ARCHIVIO_PATH}?${params}`;
}

/** The "Apri" link's name: the document's type, number and client ("Carta d'identità AB123 di Mario Rossi"). */
function documentLabel(row: Record<string, string>): string {
  const tipo = TIPO_OPTIONS.find((o) => o.value === row.tipo)?.label ?? row.tipo ?? '';
  return [tipo, row.numero, row.soggettoNominativo ? `di ${row.soggettoNominativo}` : '']
    .filter(Boolean)
    .join(' ');
}

/**
 * `archiviodocumenti`: the document archive (newest first) with filters by kind, expiry and acquisition dates and
 * confidentiality, free-text search (number, issuer, description, file, client), ready-made views of identity
 * documents expiring in 30/60/90 days or expired, export, saved views; "Carica documento" for those who may.
 */
export function DocumentiList() {
  const roles = useRoles() ?? [];
  const canUpload = roles.some((r) => (DOCUMENT_EDITORS as readonly string[]).includes(r));
  const message = (useLocation().state as { message?: string } | null)?.message;
  const intro = (
    <>
      {message && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {message}
        </Alert>
      )}
      <nav aria-label="Scadenze dei documenti">
        <ul className="quick-filters">
          {[30, 60, 90].map((days) => (
            <li key={days}>
              <RouterLink to={expiringPath(days)}>In scadenza entro {days} giorni</RouterLink>
            </li>
          ))}
          <li>
            <RouterLink to={expiringPath(-1)}>Scaduti</RouterLink>
          </li>
          <li>
            <RouterLink to={ARCHIVIO_PATH}>Tutti</RouterLink>
          </li>
        </ul>
      </nav>
    </>
  );
  return (
    <ListScreen
      area={DOCUMENTI_AREA}
      title="Archivio documenti"
      columns={COLUMNS}
      detailPath={(row) => documentoPath(row.id!)}
      rowLabel={documentLabel}
      filters={FILTERS}
      defaultSort={{ field: 'dataAcquisizione', order: 'desc' }}
      newLinks={canUpload ? [{ label: 'Carica documento', path: documentoPath('nuovo', false) }] : []}
      intro={intro}
    />
  );
}
