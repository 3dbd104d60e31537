import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { INTERVENTO_STATO_LABELS, LINEE_BUSINESS, type Autovalutazione } from '@compliance/shared';
import { formatDate } from '../../../kit/formats.ts';
import { livelloText } from './livello-text.ts';

const Head = ({ cols }: { cols: string[] }) => (
  <TableHead>
    <TableRow>
      {cols.map((h) => (
        <TableCell key={h} component="th" scope="col">
          {h}
        </TableCell>
      ))}
    </TableRow>
  </TableHead>
);

/** The assessed lines, read only: weight, the three levels in words, rationale. */
export function LineeTable({ a }: { a: Autovalutazione }) {
  if (!a.linee.length) return <p>Nessuna linea di business valutata.</p>;
  return (
    <Table size="small" sx={{ mb: 2 }}>
      <caption style={{ captionSide: 'top', textAlign: 'left', fontWeight: 600 }}>
        Esito per linea di business
      </caption>
      <Head
        cols={[
          'Linea di business',
          'Peso (%)',
          'Rischio inerente',
          'Vulnerabilità',
          'Rischio residuo',
          'Motivazione',
        ]}
      />
      <TableBody>
        {a.linee.map((l) => (
          <TableRow key={l.codice}>
            <TableCell component="th" scope="row">
              {l.nome}
            </TableCell>
            <TableCell>{l.peso}</TableCell>
            <TableCell>{livelloText(l.rischioInerente)}</TableCell>
            <TableCell>{livelloText(l.vulnerabilita)}</TableCell>
            <TableCell>{livelloText(l.rischioResiduo)}</TableCell>
            <TableCell>{l.motivazione ?? ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The remedial actions, read only: description, owner, due date, state, line. */
export function InterventiTable({ a }: { a: Autovalutazione }) {
  if (!a.interventi.length) return <p>Nessun intervento di mitigazione.</p>;
  return (
    <Table size="small" sx={{ mb: 2 }}>
      <caption style={{ captionSide: 'top', textAlign: 'left', fontWeight: 600 }}>
        Interventi di mitigazione
      </caption>
      <Head cols={['Intervento', 'Responsabile', 'Scadenza', 'Stato', 'Linea di business']} />
      <TableBody>
        {a.interventi.map((i) => (
          <TableRow key={i.id}>
            <TableCell component="th" scope="row">
              {i.descrizione}
            </TableCell>
            <TableCell>{i.responsabile}</TableCell>
            <TableCell>{formatDate(i.scadenza)}</TableCell>
            <TableCell>{INTERVENTO_STATO_LABELS[i.stato]}</TableCell>
            <TableCell>{i.lineaCodice ? LINEE_BUSINESS[i.lineaCodice] : 'Trasversale'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
