import { Link as RouterLink } from 'react-router';
import { BarChart } from '@mui/x-charts/BarChart';
import type { CruscottoGruppo } from '@compliance/shared';
import { formatInteger } from '../../../kit/formats.ts';

export interface GroupChartProps {
  /** Base of the element ids (title, description). */
  id: string;
  title: string;
  /** What the chart shows, for screen readers (and as the caption under the title). */
  description: string;
  /** The header of the groups' column in the table (Dipendenza, Indicatore, Classe di rischio). */
  groupLabel: string;
  groups: readonly CruscottoGruppo[];
  /** The queue filtered to one group's open (`aperto` true) or closed alerts. */
  linkFor(group: CruscottoGruppo, aperto: boolean): string;
}

/**
 * One dashboard chart (design/compliance-domain.md §2.2): open and closed alerts per group as stacked horizontal
 * bars (@mui/x-charts), in a figure named by its title and described by its description, followed by the table
 * alternative with the same numbers, each one a link to the queue filtered to it.
 */
export function GroupChart({ id, title, description, groupLabel, groups, linkFor }: GroupChartProps) {
  const dataset = groups.map((g) => ({ etichetta: g.etichetta, aperti: g.aperti, chiusi: g.chiusi }));
  return (
    <figure className="card chart" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p id={`${id}-desc`}>{description}</p>
      {groups.length > 0 && (
        <div role="img" aria-label={`${title}: grafico a barre`} aria-describedby={`${id}-desc`}>
          <BarChart
            dataset={dataset}
            layout="horizontal"
            height={70 + groups.length * 30}
            yAxis={[{ scaleType: 'band', dataKey: 'etichetta', width: 170 }]}
            series={[
              { dataKey: 'aperti', label: 'Aperti', stack: 'totale', color: '#b45309' },
              { dataKey: 'chiusi', label: 'Chiusi', stack: 'totale', color: '#1d4ed8' },
            ]}
            skipAnimation
          />
        </div>
      )}
      <table className="data-table">
        <caption className="visually-hidden">{title}: tabella dei valori</caption>
        <thead>
          <tr>
            <th scope="col">{groupLabel}</th>
            <th scope="col">Aperti</th>
            <th scope="col">Chiusi</th>
            <th scope="col">Totale</th>
          </tr>
        </thead>
        <tbody>
          {groups.map((g) => (
            <tr key={g.chiave}>
              <th scope="row">{g.etichetta}</th>
              <td>
                <RouterLink
                  to={linkFor(g, true)}
                  aria-label={`${g.etichetta}: ${formatInteger(g.aperti)} aperti`}
                >
                  {formatInteger(g.aperti)}
                </RouterLink>
              </td>
              <td>
                <RouterLink
                  to={linkFor(g, false)}
                  aria-label={`${g.etichetta}: ${formatInteger(g.chiusi)} chiusi`}
                >
                  {formatInteger(g.chiusi)}
                </RouterLink>
              </td>
              <td>{formatInteger(g.aperti + g.chiusi)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
