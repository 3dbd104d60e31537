import { Link as RouterLink } from 'react-router';
import { MODELLO_EDITORI } from '@compliance/shared';
import type { KitFilter } from '../../../kit/filter-bar.tsx';
import type { KitColumn } from '../../../kit/list-columns.tsx';
import { ListScreen } from '../../../kit/list-screen.tsx';
import { useRoles } from '../../../kit/use-roles.ts';
import { useBranchOptions } from '../../../kit/branch-options.ts';
import {
  CLASSE_OPTIONS,
  listPath,
  MODELLI_PATH,
  questionarioPath,
  QUESTIONARI_AREA,
  STATO_OPTIONS,
} from '../api/questionari-api.ts';

const TIPO_OPTIONS = [
  { value: 'PF', label: 'Persona fisica' },
  { value: 'PG', label: 'Persona giuridica' },
];
const OVERRIDE_OPTIONS = [
  { value: 'Sì', label: 'Classe modificata' },
  { value: 'No', label: 'Classe calcolata' },
];

const SI_NO = [
  { value: 'Sì', label: 'Sì' },
  { value: 'No', label: 'No' },
];

const REVISIONE_OPTIONS = [
  { value: 'Sì', label: 'Revisione anticipata richiesta' },
  { value: 'No', label: 'Nessuna revisione anticipata' },
];

const COLUMNS: readonly KitColumn[] = [
  { field: 'soggettoNominativo', headerName: 'Cliente', width: 220 },
  { field: 'numero', headerName: 'Numero', width: 90 },
  { field: 'tipoPersona', headerName: 'Tipo', sortable: false, options: TIPO_OPTIONS, width: 150 },
  { field: 'stato', headerName: 'Stato', filter: 'select', options: STATO_OPTIONS, width: 130 },
  { field: 'classeFinale', headerName: 'Rischio', filter: 'select', options: CLASSE_OPTIONS, width: 120 },
  { field: 'punteggio', headerName: 'Punteggio', width: 100 },
  { field: 'override', headerName: 'Classe modificata', sortable: false, width: 150 },
  { field: 'dipendenza', headerName: 'Dipendenza', sortable: false, width: 180 },
  { field: 'dataRevisione', headerName: 'Revisione entro', format: 'date', width: 140 },
  { field: 'revisioneRichiesta', headerName: 'Revisione anticipata', sortable: false, width: 170 },
  { field: 'autore', headerName: 'Compilato da', filter: 'text', width: 220 },
  { field: 'verificatore', headerName: 'Verificato da', sortable: false, width: 220, hidden: true },
  { field: 'aggiornatoIl', headerName: 'Ultima modifica', format: 'date', width: 140 },
  { field: 'modelloVersione', headerName: 'Versione modello', sortable: false, width: 140, hidden: true },
];

/**
 * `questionari`: the due-diligence questionnaires (latest change first) with filters by state, risk class,
 * branch, kind, override, early review requested (§1.4 events), review date, the client's latest verified one and
 * days waiting for verification (the dashboards' figures open the list with these), free-text search over client
 * and author, ready-made views (to verify, expired, expiring within 90 days, high risk), export and saved views,
 * and for administrators the link to the template editor (questionari/modelli). A row opens its questionnaire.
 */
export function QuestionariList() {
  const branches = useBranchOptions();
  const isAdmin = (useRoles() ?? []).some((r) => (MODELLO_EDITORI as readonly string[]).includes(r));
  const filters: readonly KitFilter[] = [
    { key: 'stato', label: 'Stato', kind: 'select', options: STATO_OPTIONS },
    { key: 'classeFinale', label: 'Classe di rischio', kind: 'select', options: CLASSE_OPTIONS },
    { key: 'dipendenzaId', label: 'Dipendenza', kind: 'select', options: branches },
    { key: 'tipoPersona', label: 'Tipo persona', kind: 'select', options: TIPO_OPTIONS },
    { key: 'override', label: 'Classe', kind: 'select', options: OVERRIDE_OPTIONS },
    { key: 'revisioneRichiesta', label: 'Revisione anticipata', kind: 'select', options: REVISIONE_OPTIONS },
    { key: 'dataRevisione', label: 'Revisione entro', kind: 'date-range' },
    { key: 'ultimoVerificato', label: 'Ultimo verificato del cliente', kind: 'select', options: SI_NO },
    { key: 'inAttesaGiorni', label: 'In attesa di verifica (giorni)', kind: 'integer-range' },
  ];
  const in90 = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
  const today = new Date().toISOString().slice(0, 10);
  const intro = (
    <nav aria-label="Viste dei questionari">
      <ul className="quick-filters">
        <li>
          <RouterLink to={listPath({ stato: 'INVIATO' })}>Da verificare</RouterLink>
        </li>
        <li>
          <RouterLink to={listPath({ stato: 'IN_VERIFICA' })}>In verifica</RouterLink>
        </li>
        <li>
          <RouterLink
            to={listPath({ stato: 'VERIFICATO', 'dataRevisione.min': today, 'dataRevisione.max': in90 })}
          >
            Revisione entro 90 giorni
          </RouterLink>
        </li>
        <li>
          <RouterLink to={listPath({ stato: 'SCADUTO' })}>Scaduti</RouterLink>
        </li>
        <li>
          <RouterLink to={listPath({ revisioneRichiesta: 'Sì' })}>Revisione anticipata</RouterLink>
        </li>
        <li>
          <RouterLink to={listPath({ classeFinale: 'ALTO' })}>Rischio alto</RouterLink>
        </li>
        <li>
          <RouterLink to={listPath({})}>Tutti</RouterLink>
        </li>
        {isAdmin && (
          <li>
            <RouterLink to={MODELLI_PATH}>Modelli dei questionari</RouterLink>
          </li>
        )}
      </ul>
    </nav>
  );
  return (
    <ListScreen
      area={QUESTIONARI_AREA}
      title="Questionari"
      columns={COLUMNS}
      detailPath={(row) =>
        questionarioPath(row.soggettoId!, row.tipoPersona === 'PG' ? 'PG' : 'PF', row.numero!)
      }
      rowLabel={(row) => `questionario n. ${row.numero} di ${row.soggettoNominativo}`}
      filters={filters}
      defaultSort={{ field: 'aggiornatoIl', order: 'desc' }}
      intro={intro}
    />
  );
}
