import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { andamento, ANDAMENTO_LABELS, type Andamento } from '@compliance/shared';
import { useConfronto } from '../api/autovalutazioni-api.ts';
import { livelloText } from './livello-text.ts';

/** An arrow for each trend, always next to its words (the arrow is hidden from screen readers). */
const ARROWS: Record<Andamento, string> = {
  MIGLIORATO: '↓',
  INVARIATO: '→',
  PEGGIORATO: '↑',
  NUOVA: '＋',
  CESSATA: '−',
  NON_VALUTATO: '·',
};

function Trend({ value }: { value: Andamento }) {
  return (
    <>
      <span aria-hidden="true">{ARROWS[value]} </span>
      {ANDAMENTO_LABELS[value]}
    </>
  );
}

/**
 * The year-over-year comparison (issue 9): per business line, last approved year's residual risk and this one's,
 * and the trend as an arrow and words (not colour alone), then the overall level. Says so when there is no earlier
 * approved year.
 */
export function ConfrontoTable({ id, version }: { id: string; version: number }) {
  const confronto = useConfronto(id, version);
  if (confronto.isPending) return <p role="status">Caricamento del confronto…</p>;
  if (confronto.isError) return <Alert severity="error">Non è stato possibile caricare il confronto.</Alert>;
  const c = confronto.data;
  const prev = c.annoPrecedente ? String(c.annoPrecedente) : 'anno precedente';
  return (
    <>
      {!c.annoPrecedente && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Nessuna autovalutazione approvata di un anno precedente con cui confrontare.
        </Alert>
      )}
      <Table size="small">
        <caption style={{ captionSide: 'top', textAlign: 'left', fontWeight: 600 }}>
          Rischio residuo {prev} e {c.anno} per linea di business
        </caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Linea di business
            </TableCell>
            <TableCell component="th" scope="col">
              Rischio residuo {prev}
            </TableCell>
            <TableCell component="th" scope="col">
              Rischio residuo {c.anno}
            </TableCell>
            <TableCell component="th" scope="col">
              Andamento
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {c.righe.map((r) => (
            <TableRow key={r.codice}>
              <TableCell component="th" scope="row">
                {r.nome}
              </TableCell>
              <TableCell>{livelloText(r.precedente)}</TableCell>
              <TableCell>{livelloText(r.attuale)}</TableCell>
              <TableCell>
                <Trend value={r.andamento} />
              </TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row">
              Complessivo
            </TableCell>
            <TableCell>{livelloText(c.complessivoPrecedente)}</TableCell>
            <TableCell>{livelloText(c.complessivoAttuale)}</TableCell>
            <TableCell>
              {c.annoPrecedente && <Trend value={andamento(c.complessivoPrecedente, c.complessivoAttuale)} />}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </>
  );
}
