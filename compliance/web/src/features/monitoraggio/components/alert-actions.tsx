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
  ALERT_ESITI,
  ALERT_ESITO_LABELS,
  alertTransizioneErrors,
  type AlertAzione,
  type AlertMonitoraggio,
  type AlertTransizione,
} from '@compliance/shared';
import { ApiRequestError, useApi } from '../../../kit/api-context.tsx';
import { ALERT_AREA, sendTransition } from '../api/monitoraggio-api.ts';
import { ActionOutcome } from '../../../kit/action-outcome.tsx';

const DONE: Record<AlertAzione, string> = {
  prendi: 'Alert preso in carico.',
  rilascia: 'Alert rilasciato: torna tra i nuovi.',
  chiudi: 'Alert chiuso.',
  riapri: 'Alert riaperto.',
};

/**
 * The evaluation panel of an alert (state machine in @compliance/shared ALERT_AZIONI): take it (new, or a
 * colleague's in progress), give it back or close it with an outcome and a mandatory rationale (its assignee), reopen
 * a closed one with a rationale. The request is checked with the shared `alertTransizioneErrors` before it is
 * sent (the API checks again); problems are announced (role="alert") and shown at their fields.
 */
export function AlertActions({ alert, login }: { alert: AlertMonitoraggio; login: string | undefined }) {
  const fetchApi = useApi();
  const queryClient = useQueryClient();
  const [esito, setEsito] = useState('');
  const [motivazione, setMotivazione] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  const mine = Boolean(login) && alert.assegnatario?.toLowerCase() === login?.toLowerCase();

  const act = useMutation({
    mutationFn: async (azione: AlertAzione) => {
      const body: Record<string, unknown> = { azione, version: alert.version };
      if (azione === 'chiudi') body.esito = esito || undefined;
      if (azione === 'chiudi' || azione === 'riapri') body.motivazione = motivazione;
      const clean = JSON.parse(JSON.stringify(body)) as AlertTransizione;
      const problems = alertTransizioneErrors(clean);
      if (problems.length) {
        throw new ApiRequestError(
          400,
          'Controlla i campi evidenziati.',
          problems.map((p) => ({ field: p.field, errorSummary: p.message })),
        );
      }
      return { azione, alert: await sendTransition(fetchApi, alert.id, clean) };
    },
    onMutate: () => {
      setErrors({});
      setDone(null);
    },
    onSuccess: ({ azione, alert: updated }) => {
      queryClient.setQueryData(['record', ALERT_AREA, alert.id], updated);
      void queryClient.invalidateQueries({ queryKey: ['audit', ALERT_AREA, alert.id] });
      void queryClient.invalidateQueries({ queryKey: ['list', ALERT_AREA] });
      void queryClient.invalidateQueries({ queryKey: ['alert-cruscotto'] });
      void queryClient.invalidateQueries({ queryKey: ['home'] });
      setEsito('');
      setMotivazione('');
      setDone(DONE[azione]);
    },
    onError: (error) => {
      if (error instanceof ApiRequestError) {
        setErrors(
          Object.fromEntries(error.causes.filter((c) => c.field).map((c) => [c.field!, c.errorSummary])),
        );
      }
    },
  });

  const needsWhy = alert.stato === 'CHIUSO' || (alert.stato === 'IN_LAVORAZIONE' && mine);
  const rationale = (
    <TextField
      id="alert-motivazione"
      label="Motivazione"
      required
      multiline
      minRows={3}
      value={motivazione}
      onChange={(e) => setMotivazione(e.target.value)}
      error={Boolean(errors.motivazione)}
      helperText={errors.motivazione ?? 'Obbligatoria: spiega la valutazione (almeno 10 caratteri).'}
      fullWidth
    />
  );

  return (
    <section className="card" aria-labelledby="valutazione-title">
      <h2 id="valutazione-title">Valutazione</h2>
      <ActionOutcome done={done} failed={act.isError} error={act.error} />
      <form
        noValidate
        aria-label="Valutazione dell'alert"
        onSubmit={(e) => {
          e.preventDefault();
          act.mutate(alert.stato === 'CHIUSO' ? 'riapri' : 'chiudi');
        }}
      >
        <Stack spacing={2}>
          {alert.stato === 'IN_LAVORAZIONE' && mine && (
            <FormControl error={Boolean(errors.esito)} required>
              <FormLabel id="alert-esito-label">Esito</FormLabel>
              <RadioGroup
                aria-labelledby="alert-esito-label"
                name="esito"
                value={esito}
                onChange={(e) => setEsito(e.target.value)}
              >
                {ALERT_ESITI.map((e) => (
                  <FormControlLabel key={e} value={e} control={<Radio />} label={ALERT_ESITO_LABELS[e]} />
                ))}
              </RadioGroup>
              {errors.esito && <FormHelperText>{errors.esito}</FormHelperText>}
            </FormControl>
          )}
          {needsWhy && rationale}
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {(alert.stato === 'NUOVO' || (alert.stato === 'IN_LAVORAZIONE' && !mine)) && (
              <Button variant="contained" disabled={act.isPending} onClick={() => act.mutate('prendi')}>
                {alert.stato === 'NUOVO' ? 'Prendi in carico' : 'Subentra nella lavorazione'}
              </Button>
            )}
            {alert.stato === 'IN_LAVORAZIONE' && mine && (
              <>
                <Button type="submit" variant="contained" disabled={act.isPending}>
                  Chiudi alert
                </Button>
                <Button variant="outlined" disabled={act.isPending} onClick={() => act.mutate('rilascia')}>
                  Rilascia
                </Button>
              </>
            )}
            {alert.stato === 'CHIUSO' && (
              <Button type="submit" variant="outlined" disabled={act.isPending}>
                Riapri alert
              </Button>
            )}
          </Stack>
        </Stack>
      </form>
    </section>
  );
}
