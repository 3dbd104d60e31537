import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { LIVELLI, type LineaValutata, type Livello } from '@compliance/shared';
import { StatusBadge } from '../../../kit/status-badge.tsx';
import { LIVELLO_TONES, livelloText } from './livello-text.ts';
import { TableScroll } from './table-scroll.tsx';

/**
 * The residual-risk matrix as an accessible table (issue 9, the domain doc's heat-map): rows are inherent-risk
 * levels, columns vulnerability levels (header cells with scope), each cell the residual level in words and the
 * business lines that fall there by name. Colour only repeats what the words say.
 */
export function MatriceTable({
  celle,
  linee = [],
  caption,
}: {
  celle: readonly (readonly Livello[])[];
  linee?: readonly LineaValutata[];
  caption: string;
}) {
  return (
    <TableScroll label={caption}>
      <Table size="small" sx={{ '& td, & th': { border: '1px solid #6b6b6b' } }}>
        <caption style={{ captionSide: 'top', textAlign: 'left', fontWeight: 600 }}>{caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Rischio inerente ↓ / Vulnerabilità →
            </TableCell>
            {LIVELLI.map((v) => (
              <TableCell key={v} component="th" scope="col">
                Vulnerabilità {livelloText(v)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {LIVELLI.map((i) => (
            <TableRow key={i}>
              <TableCell component="th" scope="row">
                Rischio inerente {livelloText(i)}
              </TableCell>
              {LIVELLI.map((v) => {
                const residuo = celle[i - 1]![v - 1]!;
                const here = linee.filter((l) => l.rischioInerente === i && l.vulnerabilita === v);
                return (
                  <TableCell key={v}>
                    <StatusBadge label={livelloText(residuo)} tone={LIVELLO_TONES[residuo]} />
                    {here.length > 0 && (
                      <ul
                        aria-label="Linee di business in questa cella"
                        style={{ margin: '4px 0 0', paddingLeft: 18 }}
                      >
                        {here.map((l) => (
                          <li key={l.codice}>{l.nome}</li>
                        ))}
                      </ul>
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}
