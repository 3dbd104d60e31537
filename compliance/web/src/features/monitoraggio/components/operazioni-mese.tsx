import { Link as RouterLink } from 'react-router';
import TextField from '@mui/material/TextField';
import type { OperazioniDelMese } from '@compliance/shared';
import { formatEur, formatInteger } from '../../../kit/formats.ts';

/** `/operazioni` filtered by `filters` (the list's `f.<column>` parameters). */
function operazioniPath(filters: Record<string, string>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) params.set(`f.${key}`, value);
  return `/operazioni?${params.toString()}`;
}

const MONTH = new Intl.DateTimeFormat('it-IT', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * The operations tiles of the monitoring dashboard (design/compliance-domain.md §2.2 "KPI tiles", §1.5 late
 * recordings, comunicazioni oggettive): a month picker (`mese`, yyyy-MM, kept in the URL by the caller) and the
 * month's operations, amount, cash, late recordings and threshold-report candidates. Each figure but the last opens
 * the operations list filtered to it; amounts arrive in EUR cents.
 */
export function OperazioniMese({
  figures,
  mese,
  onMese,
}: {
  figures: OperazioniDelMese;
  mese: string;
  onMese: (mese: string) => void;
}) {
  const month = { 'dataOperazione.min': figures.dal, 'dataOperazione.max': figures.al };
  const late = {
    registrazioneTardiva: 'Sì',
    'dataRegistrazione.min': figures.dal,
    'dataRegistrazione.max': figures.al,
  };
  const title = MONTH.format(new Date(`${figures.dal}T00:00:00Z`));
  const items: Array<[string, string, string | undefined]> = [
    ['Operazioni', formatInteger(figures.numero), operazioniPath(month)],
    ['Importo totale', formatEur(figures.importoEur / 100), operazioniPath(month)],
    ['di cui in contanti', formatEur(figures.contanteEur / 100), operazioniPath(month)],
    [
      'Registrazioni tardive (oltre 30 giorni)',
      formatInteger(figures.registrazioniTardive),
      operazioniPath(late),
    ],
    ['Clienti candidati alla comunicazione oggettiva', formatInteger(figures.candidatiSoglia), undefined],
  ];
  return (
    <section className="card" aria-labelledby="tiles-operazioni-mese">
      <h2 id="tiles-operazioni-mese">Operazioni di {title}</h2>
      <TextField
        type="month"
        size="small"
        label="Mese"
        value={mese}
        onChange={(event) => event.target.value && onMese(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ mb: 1 }}
      />
      <dl className="home-counts">
        {items.map(([name, value, to]) => (
          <div key={name}>
            <dt>{to ? <RouterLink to={to}>{name}</RouterLink> : name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p>
        Candidati: clienti con operazioni in contanti di almeno 1.000 € che nel mese sommano 10.000 € o più.
      </p>
    </section>
  );
}
