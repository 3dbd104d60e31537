import { TIPO_DOCUMENTO_ARCHIVIO_LABELS, type HomeSummary as Summary } from '@compliance/shared';
import { Link } from 'react-router';
import { ApiRequestError } from '../../../kit/api-context.tsx';
import { formatDate, formatEur } from '../../../kit/formats.ts';
import { useHomeSummary } from '../api/get-home.ts';
import { RunningCampaigns } from './running-campaigns.tsx';

const tipoLabel = (tipo: string) =>
  TIPO_DOCUMENTO_ARCHIVIO_LABELS[tipo as keyof typeof TIPO_DOCUMENTO_ARCHIVIO_LABELS] ?? tipo;

/** `yyyy-MM-dd` of today plus `days`, local time (the archive's expiry filters). */
function day(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

const expiring = (days: number) =>
  `/archiviodocumenti?f.dataScadenza.min=${day(0)}&f.dataScadenza.max=${day(days)}&sort=dataScadenza&order=asc`;

const documentPath = (id: string) => `/archiviodocumenti/documento/${id}/true/pagina`;

function Counts({ data }: { data: Summary }) {
  const c = data.conteggi;
  const items: Array<[string, number, string]> = [
    ['Clienti', c.soggetti, '/anagrafiche'],
    ['Operazioni', c.operazioni, '/operazioni'],
    ['Operazioni anomale', c.operazioniAnomale, '/operazioni?f.anomala=S%C3%AC'],
    ['Documenti', c.documenti, '/archiviodocumenti'],
    ['Documenti scaduti', c.documentiScaduti, `/archiviodocumenti?f.dataScadenza.max=${day(-1)}`],
    ['In scadenza entro 30 giorni', c.documentiInScadenza30, expiring(30)],
    ['In scadenza entro 60 giorni', c.documentiInScadenza60, expiring(60)],
    ['In scadenza entro 90 giorni', c.documentiInScadenza90, expiring(90)],
  ];
  return (
    <dl className="home-counts">
      {items.map(([label, n, to]) => (
        <div key={label}>
          <dt>
            <Link to={to}>{label}</Link>
          </dt>
          <dd>{n.toLocaleString('it-IT')}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Home's "what needs me today" (issue 7): counts per area (each opens the filtered list behind it), the alerts
 * assigned to the person, the self-assessment actions due within 30 days or overdue (issue 9; shown to those who
 * read self-assessments when there are any), identity documents expiring within 90 days, the latest documents and operations. All
 * within the person's view, as the API computes it.
 */
export function HomeSummary() {
  const home = useHomeSummary(true);
  if (home.isPending) return <p role="status">Caricamento del riepilogo…</p>;
  if (home.error instanceof ApiRequestError && home.error.status === 403) {
    return <p>Nessun riepilogo: il tuo profilo non ha ancora un ruolo nella suite.</p>;
  }
  if (home.isError) {
    return (
      <p role="alert" className="alert">
        Non è stato possibile caricare il riepilogo. Riprova più tardi.
      </p>
    );
  }
  const data = home.data;
  return (
    <div className="home-grid">
      <section aria-labelledby="counts-title" className="card">
        <h2 id="counts-title">
          {data.ambito.tipo === 'dipendenza'
            ? `La tua dipendenza${data.ambito.dipendenzaDenominazione ? `: ${data.ambito.dipendenzaDenominazione}` : ''}`
            : 'Riepilogo'}
        </h2>
        <Counts data={data} />
      </section>
      <section aria-labelledby="alerts-title" className="card">
        <h2 id="alerts-title">Alert assegnati a te</h2>
        {data.assignedAlerts.length > 0 ? (
          <ul>
            {data.assignedAlerts.map((a) => (
              <li key={a.id}>
                <Link to={a.link}>{a.titolo}</Link> – {a.stato}, {formatDate(a.data)}
              </li>
            ))}
          </ul>
        ) : (
          <p>
            {data.fontiAlert === 0
              ? 'Nessun alert: l’assegnazione degli alert non è ancora attiva nella suite.'
              : 'Nessun alert assegnato a te.'}
          </p>
        )}
      </section>
      {data.questionariDaVerificareTotale > 0 && (
        <section aria-labelledby="to-verify-title" className="card">
          <h2 id="to-verify-title">Questionari da verificare</h2>
          <p>
            {data.questionariDaVerificareTotale === 1
              ? '1 questionario attende la tua verifica.'
              : `${data.questionariDaVerificareTotale} questionari attendono la tua verifica.`}{' '}
            <Link to="/questionari?f.stato=INVIATO">Apri l’elenco</Link>
          </p>
          <ul>
            {data.questionariDaVerificare.map((q) => (
              <li key={q.id}>
                <Link to={q.link}>{q.titolo}</Link> – {q.stato}, {formatDate(q.data)}
              </li>
            ))}
          </ul>
        </section>
      )}
      {(data.segnalazioniInAttesaTotale ?? 0) > 0 && (
        // shown only to who reads reports (the API gives everyone else no item and no count)
        <section aria-labelledby="reports-title" className="card">
          <h2 id="reports-title">Segnalazioni in attesa di decisione ({data.segnalazioniInAttesaTotale})</h2>
          <ul>
            {data.segnalazioniInAttesa.map((s) => (
              <li key={s.id}>
                <Link to={s.link}>{s.titolo}</Link> – {s.stato}, scadenza {formatDate(s.data)}
              </li>
            ))}
          </ul>
          <Link to="/registrosegnalazioni">Apri il registro segnalazioni</Link>
        </section>
      )}
      <RunningCampaigns data={data} />
      {data.autovalutazioniDaInviare.length > 0 && (
        <section aria-labelledby="selfeval-send-title" className="card">
          <h2 id="selfeval-send-title">Autovalutazioni da inviare a Banca d’Italia</h2>
          <ul>
            {data.autovalutazioniDaInviare.map((a) => (
              <li key={a.id}>
                <Link to={a.link}>Autovalutazione {a.anno}</Link> –{' '}
                {a.inRitardo ? (
                  <strong>scadenza del {formatDate(a.scadenzaInvio)} superata</strong>
                ) : (
                  `da inviare entro il ${formatDate(a.scadenzaInvio)}`
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {data.azioniAutovalutazione.length > 0 && (
        <section aria-labelledby="selfeval-actions-title" className="card">
          <h2 id="selfeval-actions-title">Azioni di autovalutazione in scadenza</h2>
          <ul>
            {data.azioniAutovalutazione.map((a) => (
              <li key={a.id}>
                <Link to={a.link}>{a.titolo}</Link> – {a.responsabile}, {a.stato},{' '}
                {a.scaduta ? (
                  <strong>scaduta il {formatDate(a.scadenza)}</strong>
                ) : (
                  `scade il ${formatDate(a.scadenza)}`
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="expiring-title" className="card">
        <h2 id="expiring-title">Documenti in scadenza</h2>
        {data.documentiInScadenza.length === 0 ? (
          <p>Nessun documento in scadenza nei prossimi 90 giorni.</p>
        ) : (
          <ul data-testid="expiring-documents">
            {data.documentiInScadenza.map((d) => (
              <li key={d.id}>
                <Link to={documentPath(d.id)}>
                  {tipoLabel(d.tipo)}
                  {d.soggettoNominativo ? ` di ${d.soggettoNominativo}` : ''}
                </Link>
                : scade il {formatDate(d.dataScadenza)}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="recent-docs-title" className="card">
        <h2 id="recent-docs-title">Ultimi documenti archiviati</h2>
        {data.documentiRecenti.length === 0 ? (
          <p>Nessun documento.</p>
        ) : (
          <ul>
            {data.documentiRecenti.map((d) => (
              <li key={d.id}>
                <Link to={documentPath(d.id)}>{d.nomeFile}</Link> ({tipoLabel(d.tipo)}),{' '}
                {formatDate(d.dataAcquisizione.slice(0, 10))}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="recent-ops-title" className="card">
        <h2 id="recent-ops-title">Ultime operazioni</h2>
        {data.operazioniRecenti.length === 0 ? (
          <p>Nessuna operazione.</p>
        ) : (
          <ul>
            {data.operazioniRecenti.map((o) => (
              <li key={o.id}>
                <Link to={`/operazioni/operazione/${o.id}/true/pagina/${o.tipoPersona}`}>
                  n. {o.numeroOperazione}
                </Link>{' '}
                del {formatDate(o.dataOperazione)}, {o.clienteNominativo}, {formatEur(o.importoEur / 100)}
                {o.anomala ? ' (anomala)' : ''}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
