import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { EFFETTI_CLIENTE, EFFETTO_CLIENTE_LABELS, type EffettoCliente } from '@compliance/shared';

/**
 * The effects of an SOS on the client (several allowed; design/compliance-domain.md §2.3): one checkbox each, the
 * ones already recorded (`recorded`) shown checked and fixed, since effects are never removed. `required` for the
 * `effetti` action (at least one new effect); `error` is the field's message from the shared check or the API.
 */
export function EffettiField({
  value,
  recorded,
  onChange,
  required,
  error,
}: {
  value: readonly EffettoCliente[];
  recorded: readonly string[];
  onChange: (value: EffettoCliente[]) => void;
  required: boolean;
  error: string | undefined;
}) {
  const toggle = (e: EffettoCliente, on: boolean) =>
    onChange(on ? [...value, e] : value.filter((v) => v !== e));
  return (
    <FormControl component="fieldset" error={Boolean(error)} required={required}>
      <FormLabel component="legend">Effetti sul cliente</FormLabel>
      <FormGroup>
        {EFFETTI_CLIENTE.map((e) => {
          const already = recorded.includes(e);
          return (
            <FormControlLabel
              key={e}
              control={
                <Checkbox
                  checked={already || value.includes(e)}
                  disabled={already}
                  onChange={(ev) => toggle(e, ev.target.checked)}
                />
              }
              label={already ? `${EFFETTO_CLIENTE_LABELS[e]} (già registrato)` : EFFETTO_CLIENTE_LABELS[e]}
            />
          );
        })}
      </FormGroup>
      <FormHelperText>
        {error ??
          'Il profilo di rischio innalzato chiede una revisione anticipata dell’adeguata verifica del cliente.'}
      </FormHelperText>
    </FormControl>
  );
}
