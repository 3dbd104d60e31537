import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import {
  QUESTIONARIO_STATI,
  QUESTIONARIO_STATO_LABELS,
  type Campagna,
  type QuestionarioStato,
} from '@compliance/shared';
import { formatDate, formatInteger } from '../../../kit/formats.ts';
import { IN_RITARDO, useClienti } from '../api/ordersurveys-api.ts';

/**
 * The campaign's progress (clients per questionnaire state, each count a button that filters the table below;
 * once the reply deadline has passed, also the clients who have not answered, design §4.2) and its clients: name, branch, questionnaire (a link to it), state, reminders, last message; 20 per page.
 */
export function CampagnaClienti({ c }: { c: Campagna }) {
  const [stato, setStato] = useState('');
  const [page, setPage] = useState(1);
  const list = useClienti(c.id, stato, page, c.version);
  const pick = (s: string) => {
    setStato(s);
    setPage(1);
  };
  const stati = QUESTIONARIO_STATI.filter((s) => (c.avanzamento[s] ?? 0) > 0);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  return (
    <>
      <section aria-labelledby="avanzamento-titolo">
        <h2 id="avanzamento-titolo">Avanzamento</h2>
        <ul className="figures" aria-label="Clienti per stato del questionario">
          <li>
            <Button aria-pressed={stato === ''} onClick={() => pick('')}>
              Tutti: {formatInteger(c.clienti)}
            </Button>
          </li>
          {stati.map((s) => (
            <li key={s}>
              <Button aria-pressed={stato === s} onClick={() => pick(s)}>
                {QUESTIONARIO_STATO_LABELS[s]}: {formatInteger(c.avanzamento[s] ?? 0)}
              </Button>
            </li>
          ))}
          {c.inRitardo > 0 && (
            <li>
              <Button aria-pressed={stato === IN_RITARDO} color="warning" onClick={() => pick(IN_RITARDO)}>
                Senza risposta alla scadenza: {formatInteger(c.inRitardo)}
              </Button>
            </li>
          )}
        </ul>
      </section>
      <section aria-labelledby="clienti-titolo">
        <h2 id="clienti-titolo">
          Clienti
          {stato === IN_RITARDO
            ? ' – Senza risposta alla scadenza'
            : stato
              ? ` – ${QUESTIONARIO_STATO_LABELS[stato as QuestionarioStato]}`
              : ''}
        </h2>
        {list.isPending ? (
          <p role="status">Caricamento dei clienti…</p>
        ) : list.isError ? (
          <p role="alert">Non è stato possibile caricare i clienti della campagna.</p>
        ) : list.data.items.length === 0 ? (
          <p>Nessun cliente.</p>
        ) : (
          <>
            <div role="region" aria-label="Clienti della campagna" tabIndex={0} style={{ overflowX: 'auto' }}>
              <table className="data-table">
                <caption>
                  {formatInteger(list.data.total)} clienti, pagina {page} di {pages}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Cliente</th>
                    <th scope="col">Dipendenza</th>
                    <th scope="col">Questionario</th>
                    <th scope="col">Stato</th>
                    <th scope="col">Solleciti</th>
                    <th scope="col">Ultimo messaggio</th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.items.map((r) => (
                    <tr key={r.id}>
                      <th scope="row">{r.soggettoNominativo}</th>
                      <td>{r.dipendenza}</td>
                      <td>
                        <RouterLink
                          to={`/questionari/questionario/${r.soggettoId}/true/pagina/${r.tipoPersona}/${r.numero}`}
                        >
                          n. {r.numero}
                        </RouterLink>
                        {r.nuovo === 'Sì' ? ' (nuovo)' : ''}
                      </td>
                      <td>{QUESTIONARIO_STATO_LABELS[r.stato as QuestionarioStato] ?? r.stato}</td>
                      <td>{r.solleciti}</td>
                      <td>{formatDate(r.ultimoMessaggio)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {pages > 1 && (
              <nav aria-label="Pagine dei clienti">
                <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  Pagina precedente
                </Button>
                <Button disabled={page >= pages} onClick={() => setPage(page + 1)}>
                  Pagina successiva
                </Button>
              </nav>
            )}
          </>
        )}
      </section>
    </>
  );
}
