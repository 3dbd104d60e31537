import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import {
  LINEE_BUSINESS,
  LINEE_CODICI,
  LIVELLI,
  LIVELLO_LABELS,
  rischioResiduo,
  type LineaCodice,
  type Livello,
} from '@compliance/shared';
import type { LineaForm } from './draft-form.ts';
import { livelloText } from './livello-text.ts';
import { TableScroll } from './table-scroll.tsx';

interface Props {
  linee: LineaForm[];
  onChange(linee: LineaForm[]): void;
  /** The current matrix's cells: the residual level is previewed as the API will compute it. */
  celle: readonly (readonly Livello[])[] | undefined;
  /** Problems by field (`linee.{i}.{field}`), shown at their inputs. */
  errors: Record<string, string>;
}

function LevelSelect(props: {
  label: string;
  value: string;
  error?: string | undefined;
  onChange(v: string): void;
}) {
  return (
    <TextField
      select
      size="small"
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      error={Boolean(props.error)}
      helperText={props.error}
      sx={{ minWidth: 230 }}
      slotProps={{ select: { native: true }, htmlInput: { 'aria-label': props.label } }}
    >
      <option value="">Da valutare</option>
      {LIVELLI.map((l) => (
        <option key={l} value={String(l)}>
          {l} – {LIVELLO_LABELS[l]}
        </option>
      ))}
    </TextField>
  );
}

/**
 * The business lines of a draft as an editable table: weight (%), inherent risk and vulnerability (four levels),
 * the residual level previewed from the current matrix, the rationale; lines can be added from the catalogue and
 * removed. Every input is named after its line for screen readers; problems show at the input.
 */
export function LineeEditor({ linee, onChange, celle, errors }: Props) {
  const set = (i: number, patch: Partial<LineaForm>) =>
    onChange(linee.map((l, n) => (n === i ? { ...l, ...patch } : l)));
  const unused = LINEE_CODICI.filter((c) => !linee.some((l) => l.codice === c));
  const total = linee.reduce((s, l) => s + (Number(l.peso) || 0), 0);
  return (
    <>
      <TableScroll label="Linee di business da valutare">
        <Table size="small">
          <caption style={{ captionSide: 'top', textAlign: 'left', fontWeight: 600 }}>
            Linee di business (somma dei pesi: {total}%)
          </caption>
          <TableHead>
            <TableRow>
              {[
                'Linea di business',
                'Peso (%)',
                'Rischio inerente',
                'Vulnerabilità',
                'Rischio residuo',
                'Motivazione',
                'Azioni',
              ].map((h) => (
                <TableCell key={h} component="th" scope="col">
                  {h}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {linee.map((l, i) => {
              const nome = LINEE_BUSINESS[l.codice];
              const residuo = celle
                ? rischioResiduo(
                    celle,
                    Number(l.rischioInerente) as Livello,
                    Number(l.vulnerabilita) as Livello,
                  )
                : undefined;
              return (
                <TableRow key={l.codice}>
                  <TableCell component="th" scope="row">
                    {nome}
                  </TableCell>
                  <TableCell>
                    <TextField
                      size="small"
                      value={l.peso}
                      sx={{ width: 80 }}
                      onChange={(e) => set(i, { peso: e.target.value })}
                      error={Boolean(errors[`linee.${i}.peso`])}
                      helperText={errors[`linee.${i}.peso`]}
                      slotProps={{
                        htmlInput: { 'aria-label': `Peso (%) – ${nome}`, inputMode: 'numeric' },
                      }}
                    />
                  </TableCell>
                  <TableCell>
                    <LevelSelect
                      label={`Rischio inerente – ${nome}`}
                      value={l.rischioInerente}
                      error={errors[`linee.${i}.rischioInerente`]}
                      onChange={(v) => set(i, { rischioInerente: v })}
                    />
                  </TableCell>
                  <TableCell>
                    <LevelSelect
                      label={`Vulnerabilità – ${nome}`}
                      value={l.vulnerabilita}
                      error={errors[`linee.${i}.vulnerabilita`]}
                      onChange={(v) => set(i, { vulnerabilita: v })}
                    />
                  </TableCell>
                  <TableCell>{livelloText(residuo)}</TableCell>
                  <TableCell>
                    <TextField
                      size="small"
                      multiline
                      sx={{ minWidth: 240 }}
                      value={l.motivazione}
                      onChange={(e) => set(i, { motivazione: e.target.value })}
                      slotProps={{ htmlInput: { 'aria-label': `Motivazione – ${nome}` } }}
                    />
                  </TableCell>
                  <TableCell>
                    <Button size="small" onClick={() => onChange(linee.filter((_, n) => n !== i))}>
                      Rimuovi {nome}
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableScroll>
      {unused.length > 0 && (
        <TextField
          select
          size="small"
          value=""
          onChange={(e) =>
            e.target.value &&
            onChange([
              ...linee,
              {
                codice: e.target.value as LineaCodice,
                peso: '0',
                motivazione: '',
                rischioInerente: '',
                vulnerabilita: '',
              },
            ])
          }
          slotProps={{
            select: { native: true },
            htmlInput: { 'aria-label': 'Aggiungi una linea di business' },
          }}
          sx={{ mb: 2 }}
        >
          <option value="">Aggiungi una linea di business…</option>
          {unused.map((c) => (
            <option key={c} value={c}>
              {LINEE_BUSINESS[c]}
            </option>
          ))}
        </TextField>
      )}
    </>
  );
}
