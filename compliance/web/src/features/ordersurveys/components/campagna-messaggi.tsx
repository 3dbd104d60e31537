import { MESSAGGIO_STATO_LABELS, type Campagna } from '@compliance/shared';
import { useMessaggi } from '../api/ordersurveys-api.ts';

const when = (iso: string) =>
  new Date(iso).toLocaleString('it-IT', { timeZone: 'Europe/Rome', dateStyle: 'short', timeStyle: 'short' });

/**
 * The campaign's messages from the outbox, newest first: invitations and reminders with recipient, client,
 * subject and delivery state (stored only, sent, failed); the text is in a disclosure.
 */
export function CampagnaMessaggi({ c }: { c: Campagna }) {
  const list = useMessaggi(c.id, c.version);
  if (list.isPending) return <p role="status">Caricamento dei messaggi…</p>;
  if (list.isError) return <p role="alert">Non è stato possibile caricare i messaggi.</p>;
  if (!list.data.length) return <p>Nessun messaggio: la campagna non è ancora stata lanciata.</p>;
  return (
    <div role="region" aria-label="Messaggi della campagna" tabIndex={0} style={{ overflowX: 'auto' }}>
      <table className="data-table">
        <caption>Inviti e solleciti della campagna ({list.data.length})</caption>
        <thead>
          <tr>
            <th scope="col">Creato il</th>
            <th scope="col">Tipo</th>
            <th scope="col">Cliente</th>
            <th scope="col">Destinatario</th>
            <th scope="col">Oggetto e testo</th>
            <th scope="col">Stato</th>
          </tr>
        </thead>
        <tbody>
          {list.data.map((m) => (
            <tr key={m.id}>
              <td>{when(m.createdAt)}</td>
              <td>{m.tipo === 'INVITO' ? 'Invito' : 'Sollecito'}</td>
              <td>{m.soggettoNominativo}</td>
              <td>{m.destinatario}</td>
              <td>
                <details>
                  <summary>{m.oggetto}</summary>
                  <pre style={{ whiteSpace: 'pre-wrap' }}>{m.testo}</pre>
                </details>
              </td>
              <td>
                {MESSAGGIO_STATO_LABELS[m.stato]}
                {m.sentAt ? ` (${when(m.sentAt)})` : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
