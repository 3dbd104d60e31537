import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import {
  AGEING_BUCKETS,
  AGEING_LABELS,
  ALERT_ESITI,
  ALERT_ESITO_LABELS,
  ALERT_STATI,
  ALERT_STATO_LABELS,
  ALERT_TIPI,
  canReadSos,
  type CruscottoGruppo,
} from '@compliance/shared';
import { formatInteger } from '../../../kit/formats.ts';
import { useRoles } from '../../../kit/use-roles.ts';
import { useDocumentTitle } from '../../../ui/use-document-title.ts';
import { MONITORAGGIO_PATH, queuePath, useCruscotto } from '../api/monitoraggio-api.ts';
import { GroupChart } from './group-chart.tsx';
import { OperazioniMese } from './operazioni-mese.tsx';
import { SosTrasmesse } from './sos-trasmesse.tsx';

const open = (aperto: boolean) => ({ aperto: aperto ? 'Sì' : 'No' });

/** A row of figures, each a link to the queue filtered to it. */
function Tiles({ label, items }: { label: string; items: Array<[string, number, string]> }) {
  const id = `tiles-${label.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>{label}</h2>
      <dl className="home-counts">
        {items.map(([name, value, to]) => (
          <div key={name}>
            <dt>
              <RouterLink to={to}>{name}</RouterLink>
            </dt>
            <dd>{formatInteger(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * `monitoraggiooperazioni/cruscotto`: the monitoring dashboard (design/compliance-domain.md §2.2) within the
 * user's view: the operations of a month (`?mese=yyyy-MM`, default this month; operazioni-mese.tsx), alerts by state
 * and outcome, open alerts by ageing bucket, and charts by branch, by indicator or rule and by risk class, each with
 * its table; every alert figure opens the queue filtered to it.
 */
export function AlertDashboard() {
  useDocumentTitle('Cruscotto monitoraggio');
  const [params, setParams] = useSearchParams();
  const requested = params.get('mese') ?? undefined;
  const board = useCruscotto(requested);
  const roles = useRoles();
  return (
    <section aria-labelledby="page-title" data-route="cruscottomonitoraggio">
      <h1 id="page-title">Cruscotto monitoraggio</h1>
      <p>
        <RouterLink to={MONITORAGGIO_PATH}>Vai alla coda degli alert</RouterLink>
      </p>
      {board.isPending && <p role="status">Caricamento del cruscotto…</p>}
      {board.isError && (
        <Alert severity="error" role="alert">
          Non è stato possibile caricare il cruscotto. Riprova più tardi.
        </Alert>
      )}
      {board.data && (
        <div className="home-grid">
          <OperazioniMese
            figures={board.data.operazioniMese}
            mese={board.data.operazioniMese.dal.slice(0, 7)}
            onMese={(mese) => setParams({ mese })}
          />
          {canReadSos(roles ?? []) && <SosTrasmesse />}
          <Tiles
            label="Alert per stato"
            items={ALERT_STATI.map((s) => [
              ALERT_STATO_LABELS[s],
              board.data.perStato[s],
              queuePath({ stato: s }),
            ])}
          />
          <Tiles
            label="Alert chiusi per esito"
            items={ALERT_ESITI.map((e) => [
              ALERT_ESITO_LABELS[e],
              board.data.perEsito[e],
              queuePath({ esito: e }),
            ])}
          />
          <Tiles
            label="Alert aperti per anzianità"
            items={AGEING_BUCKETS.map((b) => [
              AGEING_LABELS[b],
              board.data.ageing[b],
              queuePath({ ...open(true), ageing: b }),
            ])}
          />
          <GroupChart
            id="per-dipendenza"
            title="Alert per dipendenza"
            description="Alert aperti e chiusi di ogni dipendenza, in barre sovrapposte."
            groupLabel="Dipendenza"
            groups={board.data.perDipendenza}
            linkFor={(g, aperto) => queuePath({ dipendenzaId: g.chiave, ...open(aperto) })}
          />
          <GroupChart
            id="per-indicatore"
            title="Alert per indicatore o regola"
            description="Alert aperti e chiusi per indicatore di anomalia UIF, operazioni inattese e candidate alla segnalazione di soglia."
            groupLabel="Indicatore o regola"
            groups={board.data.perIndicatore}
            linkFor={(g: CruscottoGruppo, aperto) =>
              queuePath({
                ...((ALERT_TIPI as readonly string[]).includes(g.chiave)
                  ? { tipo: g.chiave }
                  : { codiceIndicatore: g.chiave }),
                ...open(aperto),
              })
            }
          />
          <GroupChart
            id="per-classe"
            title="Alert per classe di rischio"
            description="Alert aperti e chiusi per classe di rischio, dalla più bassa alla più alta."
            groupLabel="Classe di rischio"
            groups={board.data.perClasseRischio}
            linkFor={(g, aperto) => queuePath({ classeRischio: g.chiave, ...open(aperto) })}
          />
        </div>
      )}
    </section>
  );
}
