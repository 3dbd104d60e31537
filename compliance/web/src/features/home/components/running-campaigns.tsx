import { Link } from 'react-router';
import type { HomeSummary } from '@compliance/shared';
import { formatDate } from '../../../kit/formats.ts';

/**
 * Home "campagne in corso" (issue 9): the running order surveys in the person's view, each with how many of its
 * clients have sent their questionnaire, and the link to the running campaigns' list. Nothing when there are none.
 */
export function RunningCampaigns({
  data,
}: {
  data: Pick<HomeSummary, 'campagneInCorso' | 'campagneInCorsoTotale'>;
}) {
  if (!(data.campagneInCorsoTotale > 0)) return null;
  return (
    <section aria-labelledby="campaigns-title" className="card">
      <h2 id="campaigns-title">Campagne in corso ({data.campagneInCorsoTotale})</h2>
      <ul>
        {data.campagneInCorso.map((c) => (
          <li key={c.id}>
            <Link to={c.link}>{c.nome}</Link> – {c.risposte} di {c.clienti} questionari inviati, lanciata il{' '}
            {formatDate(c.dataLancio)}
          </li>
        ))}
      </ul>
      <Link to="/ordersurveys?f.stato=IN_CORSO">Apri le campagne in corso</Link>
    </section>
  );
}
