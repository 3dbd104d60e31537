import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { FiguraCruscotto } from '@compliance/shared';
import { formatInteger } from '../../../kit/formats.ts';
import { figuraPath } from '../api/get-cruscotto.ts';

/** The headers of a figure's table: the groups' column, the values' and, for rates, the bases'. */
export interface VistaTabella {
  gruppo: string;
  misura: string;
  base?: string;
}

/** `part` of `whole` as a whole percentage (0 when there is no whole). */
function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}

/**
 * A figure as a table (one row per value, e.g. per branch): the value, and when it has a base (a rate) the base
 * and the percentage with a bar drawn in CSS (the number is the text; the bar is decoration). Every number is a
 * link to the list filtered to it.
 */
export function FiguraTabella({
  figura,
  vista,
  children,
}: {
  figura: FiguraCruscotto;
  vista: VistaTabella;
  /** Drawn above the table (a chart of the same numbers). */
  children?: ReactNode;
}) {
  const id = `figura-${figura.id}`;
  const rate = figura.voci.some((v) => v.base);
  return (
    <figure className="card chart" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`}>
      <h2 id={`${id}-title`}>{figura.titolo}</h2>
      <p id={`${id}-desc`} className="figure-description">
        {figura.descrizione}
      </p>
      {children}
      <table className="data-table">
        <caption className="visually-hidden">{figura.titolo}: tabella dei valori</caption>
        <thead>
          <tr>
            <th scope="col">{vista.gruppo}</th>
            <th scope="col">{vista.misura}</th>
            {rate && <th scope="col">{vista.base ?? 'Totale'}</th>}
            {rate && <th scope="col">Percentuale</th>}
          </tr>
        </thead>
        <tbody>
          {figura.voci.map((v) => {
            const p = v.base ? percent(v.valore, v.base.valore) : 0;
            return (
              <tr key={v.chiave}>
                <th scope="row">{v.etichetta}</th>
                <td>
                  <RouterLink to={figuraPath(v)} aria-label={`${v.etichetta}: ${formatInteger(v.valore)}`}>
                    {formatInteger(v.valore)}
                  </RouterLink>
                </td>
                {rate && (
                  <td>
                    {v.base && (
                      <RouterLink
                        to={figuraPath(v.base)}
                        aria-label={`${v.etichetta}: ${vista.base ?? 'totale'} ${formatInteger(v.base.valore)}`}
                      >
                        {formatInteger(v.base.valore)}
                      </RouterLink>
                    )}
                  </td>
                )}
                {rate && (
                  <td className="rate-cell">
                    <span className="rate-bar" aria-hidden="true">
                      <span style={{ width: `${p}%` }} />
                    </span>
                    {v.base ? `${p}%` : ''}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </figure>
  );
}
