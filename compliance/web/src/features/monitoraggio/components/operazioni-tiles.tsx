import { Link as RouterLink } from 'react-router';
import type { AlertCruscotto } from '@compliance/shared';
import { formatDate, formatEur, formatInteger } from '../../../kit/formats.ts';

const OPERAZIONI = '/operazioni';
const link = (filters: Record<string, string>) => `${OPERAZIONI}?${new URLSearchParams(filters).toString()}`;

/**
 * The operations tiles of the monitoring dashboard (design/compliance-domain.md §2.2 KPI tiles, §1.5): this
 * month's operations, their amount and cash part, and the operations recorded more than 30 days late; the counts
 * open the operations list filtered to them.
 */
export function OperazioniTiles({ figures }: { figures: AlertCruscotto['operazioni'] }) {
  const month = { 'f.dataOperazione.min': figures.dal };
  return (
    <section className="card" aria-labelledby="tiles-operazioni">
      <h2 id="tiles-operazioni">Operazioni</h2>
      <dl className="home-counts">
        <div>
          <dt>
            <RouterLink to={link(month)}>Operazioni dal {formatDate(figures.dal)}</RouterLink>
          </dt>
          <dd>{formatInteger(figures.mese)}</dd>
        </div>
        <div>
          <dt>Importo del mese</dt>
          <dd>{formatEur(figures.importoMese / 100)}</dd>
        </div>
        <div>
          <dt>di cui in contante</dt>
          <dd>{formatEur(figures.contanteMese / 100)}</dd>
        </div>
        <div>
          <dt>
            <RouterLink to={link({ 'f.registrazioneTardiva': 'Sì' })}>Registrate oltre 30 giorni</RouterLink>
          </dt>
          <dd>{formatInteger(figures.registrazioniTardive)}</dd>
        </div>
      </dl>
    </section>
  );
}
