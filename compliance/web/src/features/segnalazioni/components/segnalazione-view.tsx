import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import {
  EFFETTO_CLIENTE_LABELS,
  ESITO_UIF_LABELS,
  SEGNALAZIONE_STATO_LABELS,
  SEGNALAZIONE_TIPO_LABELS,
  SOS_ORIGINE_LABELS,
  SOSPETTO_LABELS,
  SOS_APERTI,
  TIPO_INVIO_LABELS,
  WB_CANALE_LABELS,
  WB_CATEGORIA_LABELS,
  WB_ESITO_LABELS,
  SEGNALAZIONE_AZIONE_LABELS,
  type Segnalazione,
  type SegnalazioneAzione,
} from '@compliance/shared';
import { ApiRequestError } from '../../../kit/api-context.tsx';
import { AuditTab } from '../../../kit/audit-tab.tsx';
import { formatDate, formatEur } from '../../../kit/formats.ts';
import { StatusBadge } from '../../../kit/status-badge.tsx';
import { useDocumentTitle } from '../../../ui/use-document-title.ts';
import {
  REGISTRO_PATH,
  SEGNALAZIONI_AREA,
  segnalazionePath,
  useSegnalazione,
} from '../api/segnalazioni-api.ts';
import { CollegamentiEditor } from './collegamenti-editor.tsx';
import { SegnalazioneActions } from './segnalazione-actions.tsx';
import { SostitutivaPanel } from './sostitutiva-panel.tsx';
import { DetailTabs, FactList } from '../../../kit/detail-tabs.tsx';

/** Italian labels of the audit tab's fields. */
const LABELS: Record<string, string> = {
  stato: 'Stato',
  protocolloUif: 'Protocollo UIF',
  dataInvioUif: 'Data invio UIF',
  esitoUif: 'Esito UIF',
  dataEsitoUif: 'Esito UIF del',
  effetti: 'Effetti sul cliente',
  effettiNuovi: 'Nuovi effetti sul cliente',
  esito: 'Esito',
  dataAvviso: 'Avviso inviato il',
  dataRiscontro: 'Riscontro inviato il',
  motivazione: 'Motivazione',
  gestori: 'Gestori',
};

const label = <K extends string>(labels: Record<K, string>, key: string | undefined) =>
  key ? (labels[key as K] ?? key) : undefined;

/** A deadline with its overdue badge. */
function Deadline({ day, late }: { day: string | undefined; late: boolean | undefined }) {
  if (!day) return null;
  return (
    <>
      {formatDate(day)}{' '}
      <StatusBadge label={late ? 'Scaduta' : 'Nei termini'} tone={late ? 'error' : 'success'} />
    </>
  );
}

/** A link to another report of the register (a replacement or the report it replaces). */
function ReportLink({ r }: { r: { id: string; numero: number } }) {
  return <RouterLink to={segnalazionePath(r.id)}>Segnalazione n. {r.numero}</RouterLink>;
}

/** The report's facts as label/value pairs, empty ones left out; deadlines carry their overdue badge. */
function facts(s: Segnalazione): Array<[string, ReactNode]> {
  const sos = s.tipo === 'SOS';
  const deadline = (day: string | undefined, late: boolean | undefined) =>
    day ? <Deadline day={day} late={late} /> : undefined;
  const rows: Array<[string, ReactNode]> = [
    ['Tipo', SEGNALAZIONE_TIPO_LABELS[s.tipo]],
    ['Stato', SEGNALAZIONE_STATO_LABELS[s.stato]],
    ['Oggetto', s.oggetto],
    ['Motivi / descrizione', s.descrizione],
    [
      sos ? 'Origine' : 'Canale',
      sos ? label(SOS_ORIGINE_LABELS, s.origine) : label(WB_CANALE_LABELS, s.origine),
    ],
    ['Segnalante (riservato)', s.segnalante ?? (sos ? undefined : 'Anonimo')],
    ['Tipo di sospetto', label(SOSPETTO_LABELS, s.tipoSospetto)],
    ['Codice fenomeno UIF', s.codiceFenomeno],
    ['Livello di rischio (1-5)', s.livelloRischio !== undefined ? String(s.livelloRischio) : undefined],
    ['Importo complessivo', s.importoEur !== undefined ? formatEur(s.importoEur / 100) : undefined],
    ['Categoria', label(WB_CATEGORIA_LABELS, s.categoria)],
    ['Dipendenza', s.dipendenzaDenominazione],
    [sos ? 'Rilevata il' : 'Ricevuta il', formatDate(s.dataRilevazione)],
    [sos ? 'Decisione entro' : 'Prossima scadenza', deadline(s.scadenza, s.inRitardo)],
    ['Avviso di ricevimento entro (7 giorni)', deadline(s.scadenzaAvviso, s.avvisoInRitardo)],
    ['Avviso inviato il', formatDate(s.dataAvviso)],
    ['Riscontro entro (3 mesi)', deadline(s.scadenzaRiscontro, s.riscontroInRitardo)],
    ['Riscontro inviato il', formatDate(s.dataRiscontro)],
    ['Protocollo UIF', s.protocolloUif],
    ['Inviata alla UIF il', formatDate(s.dataInvioUif)],
    ['Originaria/sostitutiva', label(TIPO_INVIO_LABELS, s.tipoInvio)],
    ['Sostituisce la segnalazione', s.sostituisce && <ReportLink r={s.sostituisce} />],
    [
      s.stato === 'SOSTITUITA' ? 'Sostituita dalla segnalazione' : 'Sostitutiva in corso',
      s.sostituitaDa && <ReportLink r={s.sostituitaDa} />,
    ],
    ['Esito della UIF', label(ESITO_UIF_LABELS, s.esitoUif)],
    [
      'Effetti sul cliente',
      s.effetti?.length ? s.effetti.map((e) => label(EFFETTO_CLIENTE_LABELS, e)).join('; ') : undefined,
    ],
    ['Esito della UIF ricevuto il', formatDate(s.dataEsitoUif)],
    ['Esito', label(WB_ESITO_LABELS, s.esito)],
    [sos ? 'Conservare fino al (10 anni)' : 'Da cancellare entro (5 anni)', formatDate(s.conservaFinoAl)],
    ['Gestori', s.gestori.length ? s.gestori.join(', ') : undefined],
  ];
  return rows.filter(([, v]) => v !== undefined && v !== '' && v !== null);
}

/**
 * One report: its facts and deadlines, linked records, decisions with reasons and audit trail; `readonly=false`
 * opens the decision panel (read mode offers "Decidi" when the state allows an action).
 */
export function SegnalazioneView({
  id,
  readonly,
  layout,
}: {
  id: string;
  readonly: boolean;
  layout: 'pagina' | 'incorporato';
}) {
  const report = useSegnalazione(id);
  const title = report.data ? `Segnalazione n. ${report.data.numero}` : 'Segnalazione';
  useDocumentTitle(title);

  if (report.isPending) return <p role="status">Caricamento della segnalazione…</p>;
  if (report.isError) {
    return (
      <section aria-labelledby="page-title">
        <h1 id="page-title">Segnalazione</h1>
        <Alert severity="error" role="alert">
          {report.error instanceof ApiRequestError && report.error.status === 404
            ? 'Segnalazione non trovata, o non visibile con il tuo profilo.'
            : 'Non è stato possibile caricare la segnalazione.'}
        </Alert>
      </section>
    );
  }
  const s = report.data;
  return (
    <section aria-labelledby="page-title" data-route="segnalazione-detail">
      <h1 id="page-title">{title}</h1>
      {layout === 'pagina' && (
        <p>
          <RouterLink to={REGISTRO_PATH}>Torna al registro</RouterLink>
        </p>
      )}
      <DetailTabs
        label="Sezioni della segnalazione"
        tabs={[
          {
            id: 'dati',
            label: 'Dati',
            content: (
              <>
                <FactList facts={facts(s)} />
                <h2>Decisioni</h2>
                {s.decisioni.length === 0 ? (
                  <p>Nessuna decisione registrata.</p>
                ) : (
                  <ol className="decisioni">
                    {s.decisioni.map((d) => (
                      <li key={d.at + d.azione}>
                        <strong>
                          {SEGNALAZIONE_AZIONE_LABELS[d.azione as SegnalazioneAzione] ?? d.azione}
                        </strong>
                        , {d.attore}, {formatDate(d.at)}: {d.motivazione}
                      </li>
                    ))}
                  </ol>
                )}
                {!readonly && <SegnalazioneActions s={s} />}
                {s.tipo === 'SOS' && s.stato === 'TRASMESSA' && !s.sostituitaDa && (
                  <SostitutivaPanel key={s.id} s={s} />
                )}
                {readonly && s.azioni.length > 0 && (
                  <Button variant="contained" component={RouterLink} to={segnalazionePath(id, false, layout)}>
                    Decidi
                  </Button>
                )}
              </>
            ),
          },
          {
            id: 'collegamenti',
            label: 'Collegamenti',
            content: (
              <>
                <h2>Clienti</h2>
                {s.soggetti.length ? (
                  <ul>
                    {s.soggetti.map((c) => (
                      <li key={c.id}>{c.etichetta}</li>
                    ))}
                  </ul>
                ) : (
                  <p>Nessun cliente collegato.</p>
                )}
                <h2>Operazioni</h2>
                {s.operazioni.length ? (
                  <ul>
                    {s.operazioni.map((o) => (
                      <li key={o.id}>{o.etichetta}</li>
                    ))}
                  </ul>
                ) : (
                  <p>Nessuna operazione collegata.</p>
                )}
                {!readonly && s.tipo === 'SOS' && (SOS_APERTI as readonly string[]).includes(s.stato) && (
                  <CollegamentiEditor s={s} />
                )}
                {s.alertId && (
                  <p>
                    <RouterLink to={`/monitoraggiooperazioni/alert/${s.alertId}/true/pagina`}>
                      Apri l’alert collegato
                    </RouterLink>
                  </p>
                )}
              </>
            ),
          },
          {
            id: 'audit',
            label: 'Cronologia accessi e modifiche',
            lazy: true,
            content: <AuditTab area={SEGNALAZIONI_AREA} id={id} labels={LABELS} />,
          },
        ]}
      />
    </section>
  );
}
