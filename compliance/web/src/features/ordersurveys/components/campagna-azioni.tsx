import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Campagna } from '@compliance/shared';
import { ApiRequestError, useApi } from '../../../kit/api-context.tsx';
import { formatInteger } from '../../../kit/formats.ts';
import { AREA, preview, sendReminder, sendTransition } from '../api/ordersurveys-api.ts';

const errorText = (e: unknown) =>
  e instanceof ApiRequestError
    ? [e.summary, ...e.causes.map((c) => c.errorSummary)].join(' ')
    : 'Operazione non riuscita.';

type Azione = 'lancia' | 'chiudi' | 'annulla' | 'sollecita';

/**
 * The AML officer's actions on a campaign: launch a draft (a confirmation names how many clients get a
 * questionnaire and a message), send a reminder to the clients not yet sent, close a running one, cancel with a
 * reason. Outcomes and errors are announced; the campaign, its clients and messages are reloaded.
 */
export function CampagnaAzioni({ c }: { c: Campagna }) {
  const fetchApi = useApi();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Azione | null>(null);
  const [motivo, setMotivo] = useState('');
  const [done, setDone] = useState('');
  const target = useMutation({
    mutationFn: () => preview(fetchApi, { tipoPersona: c.tipoPersona, filtro: c.filtro }),
  });
  const act = useMutation({
    mutationFn: async (azione: Azione) => {
      if (azione === 'sollecita') {
        const r = await sendReminder(fetchApi, c.id);
        return `Sollecito inviato a ${formatInteger(r.solleciti)} ${r.solleciti === 1 ? 'cliente' : 'clienti'}.`;
      }
      await sendTransition(fetchApi, c.id, {
        azione,
        version: c.version,
        ...(azione === 'annulla' ? { motivazione: motivo } : {}),
      });
      return { lancia: 'Campagna lanciata.', chiudi: 'Campagna chiusa.', annulla: 'Campagna annullata.' }[
        azione
      ];
    },
    onSuccess: async (message) => {
      setOpen(null);
      setDone(message);
      await queryClient.invalidateQueries({ queryKey: ['record', AREA, c.id] });
    },
  });
  const ask = (azione: Azione) => {
    act.reset();
    setDone('');
    setOpen(azione);
    if (azione === 'lancia') target.mutate();
  };
  const titles: Record<Azione, string> = {
    lancia: 'Lanciare la campagna?',
    chiudi: 'Chiudere la campagna?',
    annulla: 'Annullare la campagna?',
    sollecita: 'Inviare un sollecito?',
  };

  return (
    <section aria-labelledby="azioni-titolo">
      <h2 id="azioni-titolo">Azioni</h2>
      <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
        {c.stato === 'BOZZA' && (
          <Button variant="contained" onClick={() => ask('lancia')}>
            Lancia la campagna
          </Button>
        )}
        {c.stato === 'IN_CORSO' && (
          <>
            <Button variant="contained" onClick={() => ask('sollecita')}>
              Invia sollecito
            </Button>
            <Button variant="outlined" onClick={() => ask('chiudi')}>
              Chiudi la campagna
            </Button>
          </>
        )}
        {(c.stato === 'BOZZA' || c.stato === 'IN_CORSO') && (
          <Button variant="outlined" color="error" onClick={() => ask('annulla')}>
            Annulla la campagna
          </Button>
        )}
      </Stack>
      <div role="status" aria-live="polite">
        {done && <Alert severity="success">{done}</Alert>}
      </div>
      <Dialog open={open !== null} onClose={() => setOpen(null)} aria-labelledby="conferma-titolo">
        <DialogTitle id="conferma-titolo">{open ? titles[open] : ''}</DialogTitle>
        <DialogContent>
          {open === 'lancia' && (
            <p role="status">
              {target.isSuccess
                ? `Il filtro seleziona oggi ${formatInteger(target.data.totale)} clienti: a ciascuno sarà aperto o rinnovato il questionario e inviato un messaggio. I destinatari non cambieranno più.`
                : target.isError
                  ? 'Non è stato possibile contare i destinatari.'
                  : 'Conteggio dei destinatari…'}
            </p>
          )}
          {open === 'sollecita' && (
            <p>Il sollecito va a tutti i clienti che non hanno ancora inviato il questionario.</p>
          )}
          {open === 'chiudi' && <p>Chiusa la campagna, i solleciti automatici si fermano.</p>}
          {open === 'annulla' && (
            <TextField
              id="annulla-motivo"
              label="Motivo dell’annullamento"
              required
              multiline
              fullWidth
              value={motivo}
              onChange={(e) => setMotivo(e.target.value)}
              sx={{ mt: 1 }}
            />
          )}
          {act.isError && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {errorText(act.error)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(null)}>Annulla</Button>
          <Button variant="contained" disabled={act.isPending} onClick={() => open && act.mutate(open)}>
            Conferma
          </Button>
        </DialogActions>
      </Dialog>
    </section>
  );
}
