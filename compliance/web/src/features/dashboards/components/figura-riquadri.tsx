import { Link as RouterLink } from 'react-router';
import type { FiguraCruscotto } from '@compliance/shared';
import { formatInteger } from '../../../kit/formats.ts';
import { figuraPath } from '../api/get-cruscotto.ts';

/** A figure as tiles: each value with its label, the whole tile a link to the list filtered to it. */
export function FiguraRiquadri({ figura }: { figura: FiguraCruscotto }) {
  const id = `figura-${figura.id}`;
  return (
    <section className="card" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`}>
      <h2 id={`${id}-title`}>{figura.titolo}</h2>
      <p id={`${id}-desc`} className="figure-description">
        {figura.descrizione}
      </p>
      <ul className="figure-tiles">
        {figura.voci.map((v) => (
          <li key={v.chiave}>
            <RouterLink to={figuraPath(v)} className="figure-tile">
              <span>{v.etichetta}</span> <strong>{formatInteger(v.valore)}</strong>
            </RouterLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
