import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import {
  CAMPAGNA_CANALE_LABELS,
  CAMPAGNA_GESTORI,
  CAMPAGNA_REVISIONE_LABELS,
  CAMPAGNA_STATO_LABELS,
  CLASSE_RISCHIO_LABELS,
  type Campagna,
} from '@compliance/shared';
import { ApiRequestError } from '../../../kit/api-context.tsx';
import { AuditTab } from '../../../kit/audit-tab.tsx';
import { formatDate } from '../../../kit/formats.ts';
import { readDetailParams } from '../../../kit/route-params.ts';
import { StatusBadge } from '../../../kit/status-badge.tsx';
import { useRoles } from '../../../kit/use-roles.ts';
import { useDocumentTitle } from '../../../ui/use-document-title.ts';
import { AREA, detailPath, LIST_PATH, useCampagna } from '../api/ordersurveys-api.ts';
import { CampagnaAzioni } from './campagna-azioni.tsx';
import { CampagnaClienti } from './campagna-clienti.tsx';
import { CampagnaForm } from './campagna-form.tsx';
import { CampagnaMessaggi } from './campagna-messaggi.tsx';
import { STATO_TONES } from './campagne-list.tsx';
import { DetailTabs, FactList } from '../../../kit/detail-tabs.tsx';

/** Italian labels of the fields (the audit tab). */
const LABELS: Record<string, string> = {
  nome: 'Nome',
  stato: 'Stato',
  tipoPersona: 'Questionario',
  filtro: 'Filtro dei destinatari',
  giorniSollecito: 'Sollecito ogni (giorni)',
  scadenzaRisposta: 'Risposta entro',
  canale: 'Canale',
  dataInvio: 'Data d’invio',
  programmataDa: 'Programmata da',
  esitoInvio: 'Invio programmato non riuscito',
  lanciataDa: 'Lanciata da',
  dataLancio: 'Lanciata il',
  chiusaDa: 'Conclusa da',
  dataChiusura: 'Conclusa il',
  motivazioneAnnullamento: 'Motivo dell’annullamento',
  clienti: 'Clienti',
};

function filtroText(c: Campagna): string {
  const f = c.filtro;
  const parts = [
    f.revisione === 'IN_SCADENZA'
      ? `revisione in scadenza entro ${f.giorni} giorni`
      : CAMPAGNA_REVISIONE_LABELS[f.revisione].toLowerCase(),
    f.classiRischio?.length
      ? `classe ${f.classiRischio.map((k) => CLASSE_RISCHIO_LABELS[k].toLowerCase()).join(', ')}`
      : 'ogni classe di rischio',
    f.dipendenzaIds?.length ? `${f.dipendenzaIds.length} dipendenze scelte` : 'tutte le dipendenze',
  ];
  return parts.join('; ');
}

function facts(c: Campagna): Array<[string, ReactNode]> {
  const rows: Array<[string, ReactNode]> = [
    ['Stato', <StatusBadge key="stato" label={CAMPAGNA_STATO_LABELS[c.stato]} tone={STATO_TONES[c.stato]} />],
    ['Questionario', c.tipoPersona === 'PF' ? 'Persone fisiche (PF)' : 'Persone giuridiche (PG)'],
    [LABELS.canale!, CAMPAGNA_CANALE_LABELS[c.canale]],
    [LABELS.filtro!, filtroText(c)],
    [LABELS.giorniSollecito!, String(c.giorniSollecito)],
    [c.stato === 'PROGRAMMATA' ? 'Invio programmato il' : LABELS.dataInvio!, formatDate(c.dataInvio)],
    [LABELS.programmataDa!, c.programmataDa],
    [LABELS.esitoInvio!, c.esitoInvio],
    [LABELS.scadenzaRisposta!, formatDate(c.scadenzaRisposta)],
    ['Creata da', c.creataDa],
    [LABELS.lanciataDa!, c.lanciataDa === 'system' ? 'Automaticamente (invio programmato)' : c.lanciataDa],
    [LABELS.dataLancio!, formatDate(c.dataLancio)],
    [
      LABELS.chiusaDa!,
      c.chiusaDa === 'system' ? 'Automaticamente (scadenza o risposte complete)' : c.chiusaDa,
    ],
    [LABELS.dataChiusura!, formatDate(c.dataChiusura)],
    [LABELS.motivazioneAnnullamento!, c.motivazioneAnnullamento],
    ['Solleciti inviati', c.stato === 'BOZZA' || c.stato === 'PROGRAMMATA' ? undefined : String(c.solleciti)],
  ];
  return rows.filter((r) => Boolean(r[1]));
}

/**
 * `ordersurveys/ordersurvey/{id}/{readonly}/{layout}`: one campaign. `nuovo` (AML officers) opens the builder;
 * `readonly=false` on a draft or a scheduled campaign opens it for changes. Otherwise its facts (channel, send
 * date), the actions (send now with confirmation, schedule or change the date, back to draft, reminder, close,
 * cancel), the progress per questionnaire state that filters the clients table, the messages
 * sent (reminders history) and the audit tab. `layout=incorporato` leaves out the link back to the list.
 */
export function CampagnaDetail() {
  const { id, readonly, layout } = readDetailParams(useParams());
  const record = useCampagna(id);
  const canManage = (useRoles() ?? []).some((r) => (CAMPAGNA_GESTORI as readonly string[]).includes(r));
  const title = id === 'nuovo' ? 'Nuova campagna' : record.data ? `Campagna ${record.data.nome}` : 'Campagna';
  useDocumentTitle(title);
  const back = layout === 'pagina' && (
    <p>
      <RouterLink to={LIST_PATH}>Torna alle campagne</RouterLink>
    </p>
  );

  if (id === 'nuovo') {
    return (
      <section aria-labelledby="page-title">
        <h1 id="page-title">{title}</h1>
        {back}
        {canManage ? (
          <CampagnaForm />
        ) : (
          <Alert severity="info">Le campagne le crea il responsabile antiriciclaggio.</Alert>
        )}
      </section>
    );
  }
  if (record.isPending) return <p role="status">Caricamento della campagna…</p>;
  if (record.isError) {
    return (
      <section aria-labelledby="page-title">
        <h1 id="page-title">Campagna</h1>
        <Alert severity="error" role="alert">
          {record.error instanceof ApiRequestError && record.error.status === 404
            ? 'Campagna non trovata.'
            : 'Non è stato possibile caricare la campagna.'}
        </Alert>
      </section>
    );
  }
  const c = record.data;
  const changeable = c.stato === 'BOZZA' || c.stato === 'PROGRAMMATA';
  const editing = !readonly && canManage && changeable;
  return (
    <section aria-labelledby="page-title" data-route="campagna-detail">
      <h1 id="page-title">{title}</h1>
      {back}
      {editing ? (
        <CampagnaForm campagna={c} />
      ) : (
        <>
          <DetailTabs
            label="Sezioni della campagna"
            tabs={[
              {
                id: 'campagna',
                label: 'Campagna',
                content: (
                  <>
                    <FactList facts={facts(c)} />
                    {canManage && changeable && (
                      <Button
                        variant="outlined"
                        component={RouterLink}
                        to={detailPath(id, false, layout)}
                        sx={{ mb: 2 }}
                      >
                        Modifica il filtro
                      </Button>
                    )}
                    {canManage && <CampagnaAzioni c={c} />}
                    {!changeable && <CampagnaClienti c={c} />}
                  </>
                ),
              },
              {
                id: 'messaggi',
                label: 'Messaggi e solleciti',
                lazy: true,
                content: <CampagnaMessaggi c={c} />,
              },
              {
                id: 'audit',
                label: 'Cronologia modifiche',
                lazy: true,
                content: <AuditTab area={AREA} id={id} labels={LABELS} />,
              },
            ]}
          />
        </>
      )}
    </section>
  );
}
