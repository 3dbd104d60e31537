import {
  CAMPAGNA_CANALE_LABELS,
  CAMPAGNA_CANALI,
  CAMPAGNA_GESTORI,
  CAMPAGNA_REVISIONE_LABELS,
  CAMPAGNA_REVISIONI,
  CAMPAGNA_STATI,
  CAMPAGNA_STATO_LABELS,
} from '@compliance/shared';
import type { KitFilter } from '../../../kit/filter-bar.tsx';
import type { KitColumn } from '../../../kit/list-columns.tsx';
import { ListScreen } from '../../../kit/list-screen.tsx';
import { useRoles } from '../../../kit/use-roles.ts';
import { AREA, detailPath } from '../api/ordersurveys-api.ts';

const STATO_OPTIONS = CAMPAGNA_STATI.map((s) => ({ value: s, label: CAMPAGNA_STATO_LABELS[s] }));
const REVISIONE_OPTIONS = CAMPAGNA_REVISIONI.map((r) => ({ value: r, label: CAMPAGNA_REVISIONE_LABELS[r] }));
const CANALE_OPTIONS = CAMPAGNA_CANALI.map((k) => ({ value: k, label: CAMPAGNA_CANALE_LABELS[k] }));
const TIPO_OPTIONS = [
  { value: 'PF', label: 'Persone fisiche' },
  { value: 'PG', label: 'Persone giuridiche' },
];

/** The campaign state badges (shared with the detail). */
export const STATO_TONES = {
  BOZZA: 'neutral',
  PROGRAMMATA: 'warning',
  IN_CORSO: 'info',
  CONCLUSA: 'success',
  ANNULLATA: 'error',
} as const;

const COLUMNS: readonly KitColumn[] = [
  { field: 'nome', headerName: 'Campagna', width: 300 },
  {
    field: 'stato',
    headerName: 'Stato',
    filter: 'select',
    options: STATO_OPTIONS,
    width: 130,
    badges: STATO_TONES,
  },
  { field: 'tipoPersona', headerName: 'Questionario', options: TIPO_OPTIONS, sortable: false, width: 170 },
  { field: 'revisione', headerName: 'Destinatari', options: REVISIONE_OPTIONS, sortable: false, width: 230 },
  { field: 'canale', headerName: 'Canale', options: CANALE_OPTIONS, sortable: false, width: 140 },
  { field: 'dataInvio', headerName: 'Invio', format: 'date', width: 120 },
  { field: 'dataLancio', headerName: 'Lanciata il', format: 'date', width: 130 },
  { field: 'scadenzaRisposta', headerName: 'Risposta entro', format: 'date', sortable: false, width: 140 },
  { field: 'creataDa', headerName: 'Creata da', sortable: false, width: 240 },
  { field: 'aggiornatoIl', headerName: 'Ultima modifica', format: 'date', width: 150 },
];

const FILTERS: readonly KitFilter[] = [
  { key: 'stato', label: 'Stato', kind: 'select', options: STATO_OPTIONS },
  { key: 'tipoPersona', label: 'Questionario', kind: 'select', options: TIPO_OPTIONS },
  { key: 'canale', label: 'Canale', kind: 'select', options: CANALE_OPTIONS },
  { key: 'revisione', label: 'Destinatari', kind: 'select', options: REVISIONE_OPTIONS },
];

/**
 * `ordersurveys`: the campaigns that send or renew the due-diligence questionnaire, latest change first, with
 * state, target, channel, send date (planned while scheduled) and launch; filters, search, export and saved views from the kit. AML officers start a new one
 * here; an operator sees only the campaigns with clients of their branch.
 */
export function CampagneList() {
  const canManage = (useRoles() ?? []).some((r) => (CAMPAGNA_GESTORI as readonly string[]).includes(r));
  return (
    <ListScreen
      area={AREA}
      title="Campagne questionari"
      columns={COLUMNS}
      detailPath={(row) => detailPath(row.id!)}
      rowLabel={(row) => `Campagna ${row.nome ?? ''}`}
      filters={FILTERS}
      defaultSort={{ field: 'aggiornatoIl', order: 'desc' }}
      {...(canManage ? { newPath: detailPath('nuovo', false) } : {})}
      intro={
        <p>
          Le campagne inviano o rinnovano il questionario di adeguata verifica ai clienti scelti con un filtro
          (classe di rischio, dipendenza, revisione in scadenza o scaduta), ne seguono l’avanzamento e
          sollecitano chi non ha ancora risposto.
        </p>
      }
    />
  );
}
