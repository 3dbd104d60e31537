import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { getJson, useApi } from '../../../kit/api-context.tsx';
import { formatInteger } from '../../../kit/formats.ts';

/**
 * The register's query for the SOS sent to UIF since 1 January of `year` (its `f.<column>` filters). Each reported
 * matter counts once, on the day it was first sent: the original reports with a sending day, whether still
 * TRASMESSA or since SOSTITUITA (they were transmitted; they keep their protocol and day). A replacement
 * (sostitutiva) corrects a report already counted, so it is not counted again.
 */
function sentSince(year: number): string {
  const filters = { 'f.tipo': 'SOS', 'f.tipoInvio': 'ORIGINARIA', 'f.dataInvioUif.min': `${year}-01-01` };
  return new URLSearchParams(filters).toString();
}

/**
 * "SOS trasmesse nell'anno" (design/compliance-domain.md §2.2 KPI tiles): the SOS sent to UIF this calendar year, as
 * the report register counts them for the reader (`GET /api/segnalazioni` total, so its confidentiality rules
 * apply), linking to that filtered register. The caller renders it only for roles that read the register; nothing
 * is shown while loading or if the register refuses.
 */
export function SosTrasmesse() {
  const fetchApi = useApi();
  const year = new Date().getFullYear();
  const query = sentSince(year);
  const count = useQuery({
    queryKey: ['sos-trasmesse', year],
    queryFn: () => getJson<{ total: number }>(fetchApi, `/api/segnalazioni?${query}&pageSize=20`),
  });
  if (!count.data) return null;
  return (
    <section className="card" aria-labelledby="tiles-sos-anno">
      <h2 id="tiles-sos-anno">Segnalazioni alla UIF</h2>
      <dl className="home-counts">
        <div>
          <dt>
            <RouterLink to={`/registrosegnalazioni?${query}`}>SOS trasmesse nel {year}</RouterLink>
          </dt>
          <dd>{formatInteger(count.data.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
