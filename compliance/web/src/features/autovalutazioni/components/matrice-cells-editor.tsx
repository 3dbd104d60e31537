import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { LIVELLI, LIVELLO_LABELS } from '@compliance/shared';
import { livelloText } from './livello-text.ts';
import { TableScroll } from './table-scroll.tsx';

/**
 * The 16 cells of the matrix as a table of selects: rows inherent risk, columns vulnerability (header cells with
 * scope), each select named after its row and column for screen readers.
 */
export function MatriceCellsEditor({
  celle,
  onChange,
}: {
  celle: number[][];
  onChange(celle: number[][]): void;
}) {
  return (
    <TableScroll label="Celle della nuova versione">
      <Table size="small">
        <caption style={{ captionSide: 'top', textAlign: 'left', fontWeight: 600 }}>
          Rischio residuo per rischio inerente (righe) e vulnerabilità (colonne)
        </caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Rischio inerente ↓ / Vulnerabilità →
            </TableCell>
            {LIVELLI.map((v) => (
              <TableCell key={v} component="th" scope="col">
                {livelloText(v)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {LIVELLI.map((i) => (
            <TableRow key={i}>
              <TableCell component="th" scope="row">
                {livelloText(i)}
              </TableCell>
              {LIVELLI.map((v) => (
                <TableCell key={v}>
                  <TextField
                    select
                    size="small"
                    value={String(celle[i - 1]![v - 1])}
                    onChange={(e) =>
                      onChange(
                        celle.map((row, r) =>
                          row.map((x, c) => (r === i - 1 && c === v - 1 ? Number(e.target.value) : x)),
                        ),
                      )
                    }
                    slotProps={{
                      select: { native: true },
                      htmlInput: { 'aria-label': `Residuo con rischio inerente ${i} e vulnerabilità ${v}` },
                    }}
                  >
                    {LIVELLI.map((l) => (
                      <option key={l} value={String(l)}>
                        {l} – {LIVELLO_LABELS[l]}
                      </option>
                    ))}
                  </TextField>
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}
