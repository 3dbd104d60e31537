import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  SEGNALAZIONE_AZIONE_LABELS,
  segnalazioneTransizioneErrors,
  AZIONI_CON_EFFETTI,
  ESITO_UIF_LABELS,
  WB_ESITO_LABELS,
  type EffettoCliente,
  type Segnalazione,
  type SegnalazioneAzione,
  type SegnalazioneTransizione,
} from '@compliance/shared';
import { ApiRequestError, useApi } from '../../../kit/api-context.tsx';
import { SEGNALAZIONI_AREA, sendTransition } from '../api/segnalazioni-api.ts';
import { ActionOutcome } from '../../../kit/action-outcome.tsx';
import { EffettiField } from './effetti-field.tsx';

/**
 * The decision panel of a report: one of the actions its state allows (`s.azioni`), always with a reason, plus
 * what the action needs (the UIF protocol number and sending day to transmit an SOS, the UIF's outcome and its day,
 * the effects on the client with an SOS decision or after it, the outcome to close a
 * whistleblowing report, the new handlers to reassign it). Checked with the shared segnalazioneTransizioneErrors
 * before sending (the API checks again); problems are announced (role="alert") and shown at their fields.
 */
export function SegnalazioneActions({ s }: { s: Segnalazione }) {
  const fetchApi = useApi();
  const queryClient = useQueryClient();
  const [azione, setAzione] = useState<SegnalazioneAzione | ''>('');
  const [values, setValues] = useState<Record<string, string>>({});
  const [effetti, setEffetti] = useState<EffettoCliente[]>([]);
  const withEffects = s.tipo === 'SOS' && AZIONI_CON_EFFETTI.includes(azione);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  const set = (name: string) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));

  const act = useMutation({
    mutationFn: async () => {
      const body = JSON.parse(
        JSON.stringify({
          azione: azione || undefined,
          version: s.version,
          motivazione: values.motivazione ?? '',
          protocolloUif: azione === 'trasmetti' ? values.protocolloUif || undefined : undefined,
          dataInvioUif: azione === 'trasmetti' ? values.dataInvioUif || undefined : undefined,
          esitoUif: azione === 'esitoUif' ? values.esitoUif || undefined : undefined,
          dataEsitoUif: azione === 'esitoUif' ? values.dataEsitoUif || undefined : undefined,
          esito: azione === 'chiudi' ? values.esito || undefined : undefined,
          effetti: withEffects && (effetti.length || azione === 'effetti') ? effetti : undefined,
          gestori:
            azione === 'assegna'
              ? (values.gestori ?? '')
                  .split(/[,;\s]+/)
                  .map((g) => g.trim())
                  .filter(Boolean)
              : undefined,
        }),
      ) as SegnalazioneTransizione;
      const problems = segnalazioneTransizioneErrors(body);
      if (problems.length) {
        throw new ApiRequestError(
          400,
          'Controlla i campi evidenziati.',
          problems.map((p) => ({ field: p.field, errorSummary: p.message })),
        );
      }
      return sendTransition(fetchApi, s.id, body);
    },
    onMutate: () => {
      setErrors({});
      setDone(null);
    },
    onSuccess: (updated) => {
      queryClient.setQueryData(['record', SEGNALAZIONI_AREA, s.id], updated);
      void queryClient.invalidateQueries({ queryKey: ['audit', SEGNALAZIONI_AREA, s.id] });
      void queryClient.invalidateQueries({ queryKey: ['list', SEGNALAZIONI_AREA] });
      void queryClient.invalidateQueries({ queryKey: ['home'] });
      setDone(`Decisione registrata: ${SEGNALAZIONE_AZIONE_LABELS[azione as SegnalazioneAzione]}.`);
      setAzione('');
      setValues({});
      setEffetti([]);
    },
    onError: (error) => {
      if (error instanceof ApiRequestError) {
        setErrors(
          Object.fromEntries(error.causes.filter((c) => c.field).map((c) => [c.field!, c.errorSummary])),
        );
        // a report reassigned away from the user is no longer theirs to read
        if (error.status === 404)
          void queryClient.invalidateQueries({ queryKey: ['list', SEGNALAZIONI_AREA] });
      }
    },
  });

  if (!s.azioni.length && !done) return null;
  const choice = (name: string, label: string, labels: Record<string, string>) => (
    <FormControl error={Boolean(errors[name])} required>
      <FormLabel id={`decisione-${name}-label`}>{label}</FormLabel>
      <RadioGroup
        aria-labelledby={`decisione-${name}-label`}
        name={name}
        value={values[name] ?? ''}
        onChange={set(name)}
      >
        {Object.entries(labels).map(([value, text]) => (
          <FormControlLabel key={value} value={value} control={<Radio />} label={text} />
        ))}
      </RadioGroup>
      {errors[name] && <FormHelperText>{errors[name]}</FormHelperText>}
    </FormControl>
  );
  const text = (name: string, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      id={`decisione-${name}`}
      label={label}
      value={values[name] ?? ''}
      onChange={set(name)}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? ' '}
      required
      fullWidth
      {...extra}
    />
  );

  return (
    <section className="card" aria-labelledby="decisione-title">
      <h2 id="decisione-title">Decisione</h2>
      <ActionOutcome done={done} failed={act.isError} error={act.error} />
      {s.azioni.length > 0 && (
        <form
          noValidate
          aria-label="Decisione sulla segnalazione"
          onSubmit={(e) => {
            e.preventDefault();
            act.mutate();
          }}
        >
          <Stack spacing={2}>
            <FormControl error={Boolean(errors.azione)} required>
              <FormLabel id="decisione-azione-label">Azione</FormLabel>
              <RadioGroup
                aria-labelledby="decisione-azione-label"
                name="azione"
                value={azione}
                onChange={(e) => setAzione(e.target.value as SegnalazioneAzione)}
              >
                {s.azioni.map((a) => (
                  <FormControlLabel
                    key={a}
                    value={a}
                    control={<Radio />}
                    label={SEGNALAZIONE_AZIONE_LABELS[a]}
                  />
                ))}
              </RadioGroup>
              {errors.azione && <FormHelperText>{errors.azione}</FormHelperText>}
            </FormControl>
            {azione === 'trasmetti' && (
              <>
                {text('protocolloUif', 'Numero di protocollo UIF')}
                {text('dataInvioUif', 'Data di invio alla UIF', {
                  type: 'date',
                  slotProps: { inputLabel: { shrink: true } },
                })}
              </>
            )}
            {azione === 'esitoUif' && (
              <>
                {choice('esitoUif', 'Esito comunicato dalla UIF', ESITO_UIF_LABELS)}
                {text('dataEsitoUif', "Data dell'esito", {
                  type: 'date',
                  slotProps: { inputLabel: { shrink: true } },
                })}
              </>
            )}
            {azione === 'chiudi' && choice('esito', 'Esito', WB_ESITO_LABELS)}
            {withEffects && (
              <EffettiField
                value={effetti}
                recorded={s.effetti ?? []}
                onChange={setEffetti}
                required={azione === 'effetti'}
                error={errors.effetti}
              />
            )}
            {azione === 'assegna' && text('gestori', 'Nuovi gestori (login separati da virgola)')}
            {text('motivazione', 'Motivazione', {
              multiline: true,
              minRows: 3,
              helperText: errors.motivazione ?? 'Obbligatoria per ogni decisione (almeno 10 caratteri).',
            })}
            <div>
              <Button type="submit" variant="contained" disabled={act.isPending}>
                Registra la decisione
              </Button>
            </div>
          </Stack>
        </form>
      )}
    </section>
  );
}
