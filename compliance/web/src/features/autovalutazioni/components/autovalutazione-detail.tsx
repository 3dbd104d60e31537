import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import {
  AUTOVALUTAZIONE_STATO_LABELS,
  canEditAutovalutazioni,
  isApprovata,
  type Autovalutazione,
} from '@compliance/shared';
import { ApiRequestError, useApi } from '../../../kit/api-context.tsx';
import { AuditTab } from '../../../kit/audit-tab.tsx';
import { downloadFile } from '../../../kit/download.ts';
import { formatDate } from '../../../kit/formats.ts';
import { readDetailParams } from '../../../kit/route-params.ts';
import { StatusBadge } from '../../../kit/status-badge.tsx';
import { useRoles } from '../../../kit/use-roles.ts';
import { useDocumentTitle } from '../../../ui/use-document-title.ts';
import { AREA, detailPath, LIST_PATH, useAutovalutazione, useMatrice } from '../api/autovalutazioni-api.ts';
import { ApprovazionePanel } from './approvazione-panel.tsx';
import { InterventiTable, LineeTable } from './autovalutazione-tables.tsx';
import { ConfrontoTable } from './confronto-table.tsx';
import { DraftEditor } from './draft-editor.tsx';
import { InvioBdiPanel } from './invio-bdi-panel.tsx';
import { livelloText } from './livello-text.ts';
import { MatriceTable } from './matrice-table.tsx';
import { DetailTabs, FactList } from '../../../kit/detail-tabs.tsx';

/** Italian labels of the fields (the audit tab). */
const LABELS: Record<string, string> = {
  stato: 'Stato',
  linee: 'Linee di business',
  interventi: 'Interventi',
  giudizioComplessivo: 'Giudizio complessivo',
  rischioResiduoComplessivo: 'Rischio residuo complessivo',
  matriceVersione: 'Versione della matrice',
  inviataDa: 'Inviata da',
  dataInvio: 'Inviata il',
  approvataDa: 'Approvata da',
  dataApprovazione: 'Approvata il',
  riferimentoDelibera: 'Riferimento alla delibera',
  motivazioneRitorno: 'Motivo del ritorno in bozza',
  dataInvioBdi: 'Inviata a Banca d’Italia il',
  protocolloBdi: 'Protocollo d’invio',
  invioBdiRegistratoDa: 'Invio registrato da',
};

const TONES = {
  BOZZA: 'neutral',
  IN_APPROVAZIONE: 'warning',
  APPROVATA: 'success',
  INVIATA_BDI: 'info',
} as const;

function facts(a: Autovalutazione): Array<[string, ReactNode]> {
  const rows: Array<[string, ReactNode]> = [
    [
      'Stato',
      <StatusBadge key="stato" label={AUTOVALUTAZIONE_STATO_LABELS[a.stato]} tone={TONES[a.stato]} />,
    ],
    ['Rischio residuo complessivo', livelloText(a.rischioResiduoComplessivo)],
    ['Invio a Banca d’Italia entro', formatDate(a.scadenzaInvio)],
    ['Invio in ritardo', a.invioInRitardo ? 'Sì' : 'No'],
    [LABELS.dataInvioBdi!, formatDate(a.dataInvioBdi)],
    [LABELS.protocolloBdi!, a.protocolloBdi],
    [LABELS.invioBdiRegistratoDa!, a.invioBdiRegistratoDa],
    ['Matrice di rischio', `versione ${a.matriceVersione}`],
    ['Giudizio complessivo', a.giudizioComplessivo],
    [LABELS.inviataDa!, a.inviataDa],
    [LABELS.dataInvio!, formatDate(a.dataInvio)],
    [LABELS.approvataDa!, a.approvataDa],
    [LABELS.dataApprovazione!, formatDate(a.dataApprovazione)],
    [LABELS.riferimentoDelibera!, a.riferimentoDelibera],
    [LABELS.motivazioneRitorno!, a.stato === 'BOZZA' ? a.motivazioneRitorno : undefined],
  ];
  return rows.filter((r) => Boolean(r[1]));
}

/**
 * `selfevaluations/selfevaluation/{id}/{readonly}/{layout}`: one year's self-assessment: its facts, the residual-risk
 * matrix with the business lines placed on it (an accessible table), the lines and remedial actions, the approval
 * panel, the sending to Banca d'Italia (deadline, late flag, "Registra invio a Banca d'Italia"), the
 * year-over-year comparison and the audit tab. `readonly=false` opens the editor for the AML function
 * while the assessment is a draft; an approved (or submitted) one is read only. `layout=incorporato` leaves out
 * the link back to the list. An approved one offers its PDF (`GET /api/autovalutazioni/{id}/pdf`).
 */
export function AutovalutazioneDetail() {
  const { id, readonly, layout } = readDetailParams(useParams());
  const record = useAutovalutazione(id);
  const roles = useRoles() ?? [];
  const matrice = useMatrice(record.data?.matriceVersione);
  const fetchApi = useApi();
  const title = record.data ? `Autovalutazione ${record.data.anno}` : 'Autovalutazione';
  useDocumentTitle(title);

  if (record.isPending) return <p role="status">Caricamento dell’autovalutazione…</p>;
  if (record.isError) {
    return (
      <section aria-labelledby="page-title">
        <h1 id="page-title">Autovalutazione</h1>
        <Alert severity="error" role="alert">
          {record.error instanceof ApiRequestError && record.error.status === 404
            ? 'Autovalutazione non trovata.'
            : 'Non è stato possibile caricare l’autovalutazione.'}
        </Alert>
      </section>
    );
  }
  const a = record.data;
  const canEdit = canEditAutovalutazioni(roles);
  const editing = !readonly && canEdit && a.stato === 'BOZZA';
  return (
    <section aria-labelledby="page-title" data-route="autovalutazione-detail">
      <h1 id="page-title">{title}</h1>
      {layout === 'pagina' && (
        <p>
          <RouterLink to={LIST_PATH}>Torna alle autovalutazioni</RouterLink>
        </p>
      )}
      {!readonly && !editing && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {!canEdit
            ? 'Il tuo ruolo consente solo la consultazione.'
            : isApprovata(a.stato)
              ? 'L’autovalutazione approvata non si modifica: per il nuovo anno si parte da una sua copia.'
              : 'L’autovalutazione è in approvazione: per modificarla va riportata in bozza.'}
        </Alert>
      )}
      <DetailTabs
        label="Sezioni dell'autovalutazione"
        tabs={[
          {
            id: 'valutazione',
            label: 'Valutazione',
            content: (
              <>
                <FactList facts={facts(a)} />
                {canEdit && readonly && a.stato === 'BOZZA' && (
                  <Button
                    variant="contained"
                    component={RouterLink}
                    to={detailPath(id, false, layout)}
                    sx={{ mb: 2 }}
                  >
                    Modifica
                  </Button>
                )}
                {isApprovata(a.stato) && (
                  <Button
                    variant="outlined"
                    sx={{ mb: 2 }}
                    onClick={() =>
                      void downloadFile(fetchApi, `/api/${AREA}/${a.id}/pdf`, `autovalutazione-${a.anno}.pdf`)
                    }
                  >
                    Scarica il PDF
                  </Button>
                )}
                {matrice.data && (
                  <MatriceTable
                    celle={matrice.data.celle}
                    linee={a.linee}
                    caption={`Matrice del rischio residuo (versione ${matrice.data.versione}: ${matrice.data.nome})`}
                  />
                )}
                {editing ? (
                  <DraftEditor a={a} />
                ) : (
                  <>
                    <LineeTable a={a} />
                    <InterventiTable a={a} />
                  </>
                )}
                <ApprovazionePanel a={a} roles={roles} />
                <InvioBdiPanel a={a} roles={roles} />
              </>
            ),
          },
          {
            id: 'confronto',
            label: 'Confronto con l’anno precedente',
            lazy: true,
            content: <ConfrontoTable id={id} version={a.version} />,
          },
          {
            id: 'audit',
            label: 'Cronologia modifiche',
            lazy: true,
            content: <AuditTab area={AREA} id={id} labels={LABELS} />,
          },
        ]}
      />
    </section>
  );
}
