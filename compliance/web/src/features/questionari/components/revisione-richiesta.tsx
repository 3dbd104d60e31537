import Alert from '@mui/material/Alert';
import { formatDate } from '../../../kit/formats.ts';
import { useRevisioni } from '../api/questionari-api.ts';

/**
 * The early-review notice of a verified questionnaire (design/compliance-domain.md §1.4): when an event (PEP
 * status, a new beneficial owner, an alert judged anomalous, an SOS, an expired identity document) has made the client's due diligence due
 * before its review date, a warning lists each reason and the day the review became due. Confidential reasons come
 * from the API already masked for the reader. Nothing while there is none.
 */
export function RevisioneRichiesta({ questionarioId }: { questionarioId: string }) {
  const revisioni = useRevisioni(questionarioId, true);
  const list = revisioni.data ?? [];
  if (!list.length) return null;
  return (
    <Alert severity="warning" sx={{ my: 2 }} data-testid="revisione-richiesta">
      <strong>Revisione anticipata richiesta</strong>: l’adeguata verifica va ripetuta subito, senza attendere
      la data di revisione.
      <ul>
        {list.map((r) => (
          <li key={r.id}>
            {formatDate(r.at)}: {r.motivo}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
