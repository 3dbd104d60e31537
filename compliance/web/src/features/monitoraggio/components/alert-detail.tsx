import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import {
  AGEING_LABELS,
  ALERT_ESITO_LABELS,
  ALERT_STATO_LABELS,
  ALERT_TIPO_LABELS,
  CLASSE_RISCHIO_LABELS,
  canEvaluateAlerts,
  type AlertMonitoraggio,
} from '@compliance/shared';
import { ApiRequestError } from '../../../kit/api-context.tsx';
import { AuditTab } from '../../../kit/audit-tab.tsx';
import { formatDate, formatEur } from '../../../kit/formats.ts';
import { readDetailParams } from '../../../kit/route-params.ts';
import { useRoles } from '../../../kit/use-roles.ts';
import { useDocumentTitle } from '../../../ui/use-document-title.ts';
import { ALERT_AREA, alertPath, MONITORAGGIO_PATH, useAlert, useLogin } from '../api/monitoraggio-api.ts';
import { AlertActions } from './alert-actions.tsx';
import { DetailTabs, FactList } from '../../../kit/detail-tabs.tsx';

/** Italian labels of the alert's fields (the summary and the audit tab). */
const LABELS: Record<string, string> = {
  stato: 'Stato',
  assegnatario: 'Assegnatario',
  dataAssegnazione: 'Assegnato il',
  esito: 'Esito',
  motivazione: 'Motivazione',
  chiusoDa: 'Chiuso da',
  dataChiusura: 'Chiuso il',
};

/** The report register's SOS form prefilled from a closed "to be reported" alert (its client and operation). */
function newSosPath(a: AlertMonitoraggio): string {
  const query = new URLSearchParams({
    tipo: 'SOS',
    alertId: a.id,
    soggettoId: a.soggettoId,
    cliente: a.soggettoNominativo,
    ...(a.operazioneId ? { operazioneId: a.operazioneId } : {}),
  });
  return `/registrosegnalazioni/segnalazione/nuovo/false/pagina?${query}`;
}

/** The alert's facts as label/value pairs (empty values left out); the client and operation link to their records. */
function facts(a: AlertMonitoraggio): Array<[string, ReactNode]> {
  const rows: Array<[string, ReactNode]> = [
    ['Tipo', ALERT_TIPO_LABELS[a.tipo]],
    ['Indicatore', a.codiceIndicatore],
    ['Stato', ALERT_STATO_LABELS[a.stato]],
    [
      'Cliente',
      <RouterLink
        key="cliente"
        to={`/inserimentodatianagrafici/${a.soggettoId}/true/pagina/${a.tipoPersona}`}
      >
        {a.soggettoNominativo} ({a.tipoPersona})
      </RouterLink>,
    ],
    ['Dipendenza', a.dipendenzaDenominazione],
    [
      'Operazione',
      a.operazioneId && a.numeroOperazione !== undefined ? (
        <RouterLink
          key="operazione"
          to={`/operazioni/operazione/${a.operazioneId}/true/pagina/${a.tipoPersona}`}
        >
          n. {a.numeroOperazione}
        </RouterLink>
      ) : undefined,
    ],
    ['Importo', a.importoEur !== undefined ? formatEur(a.importoEur / 100) : undefined],
    ['Punteggio', String(a.punteggio)],
    ['Classe di rischio', CLASSE_RISCHIO_LABELS[a.classeRischio]],
    ['Rilevato il', formatDate(a.dataRilevazione)],
    ['Anzianità', `${a.giorni} giorni (${AGEING_LABELS[a.ageing].toLowerCase()})`],
    ['Descrizione', a.descrizione],
    [LABELS.assegnatario!, a.assegnatario],
    [LABELS.dataAssegnazione!, formatDate(a.dataAssegnazione)],
    [LABELS.esito!, a.esito ? ALERT_ESITO_LABELS[a.esito] : undefined],
    [LABELS.motivazione!, a.motivazione],
    [LABELS.chiusoDa!, a.chiusoDa],
    [LABELS.dataChiusura!, formatDate(a.dataChiusura)],
  ];
  return rows.filter((r) => Boolean(r[1]));
}

/**
 * `monitoraggiooperazioni/alert/{id}/{readonly}/{layout}`: one alert with its client, operation, score, class,
 * ageing and workflow (assignee, outcome, rationale), and its audit tab. `readonly=false` opens the evaluation
 * panel (AlertActions) for those who evaluate (ALERT_EVALUATORS); others read only. `layout=incorporato` leaves
 * out the link back to the queue (records opened from another application).
 */
export function AlertDetail() {
  const { id, readonly, layout } = readDetailParams(useParams());
  const alert = useAlert(id);
  const login = useLogin();
  const canEvaluate = canEvaluateAlerts(useRoles() ?? []);
  const title = alert.data ? `Alert n. ${alert.data.numeroAlert}` : 'Alert';
  useDocumentTitle(title);

  if (alert.isPending) return <p role="status">Caricamento dell’alert…</p>;
  if (alert.isError) {
    return (
      <section aria-labelledby="page-title">
        <h1 id="page-title">Alert</h1>
        <Alert severity="error" role="alert">
          {alert.error instanceof ApiRequestError && alert.error.status === 404
            ? 'Alert non trovato, o non visibile con il tuo profilo.'
            : 'Non è stato possibile caricare l’alert.'}
        </Alert>
      </section>
    );
  }
  const a = alert.data;
  return (
    <section aria-labelledby="page-title" data-route="alert-detail">
      <h1 id="page-title">{title}</h1>
      {layout === 'pagina' && (
        <p>
          <RouterLink to={MONITORAGGIO_PATH}>Torna alla coda degli alert</RouterLink>
        </p>
      )}
      {!canEvaluate && !readonly && (
        <Alert severity="info">Il tuo ruolo consente solo la consultazione.</Alert>
      )}
      <DetailTabs
        label="Sezioni dell'alert"
        tabs={[
          {
            id: 'dati',
            label: 'Dati',
            content: (
              <>
                <FactList facts={facts(a)} />
                {canEvaluate && !readonly && <AlertActions alert={a} login={login} />}
                {canEvaluate && readonly && (
                  <Button variant="contained" component={RouterLink} to={alertPath(id, false, layout)}>
                    Valuta
                  </Button>
                )}
                {canEvaluate && a.stato === 'CHIUSO' && a.esito === 'DA_SEGNALARE' && (
                  <Button variant="outlined" component={RouterLink} to={newSosPath(a)} sx={{ ml: 1 }}>
                    Crea SOS
                  </Button>
                )}
              </>
            ),
          },
          {
            id: 'audit',
            label: 'Cronologia modifiche',
            lazy: true,
            content: <AuditTab area={ALERT_AREA} id={id} labels={LABELS} />,
          },
        ]}
      />
    </section>
  );
}
