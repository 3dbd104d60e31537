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
import { formatDate, formatInteger } from '../../../kit/formats.ts';
import { AREA, preview, sendReminder, sendTransition } from '../api/ordersurveys-api.ts';

const errorText = (e: unknown) =>
  e instanceof ApiRequestError
    ? [e.summary, ...e.causes.map((c) => c.errorSummary)].join(' ')
    : 'Operazione non riuscita.';

type Azione = 'lancia' | 'programma' | 'riporta_in_bozza' | 'chiudi' | 'annulla' | 'sollecita';

const DONE: Record<Exclude<Azione, 'sollecita'>, string> = {
  lancia: 'Campagna lanciata.',
  programma: 'Invio programmato.',
  riporta_in_bozza: 'La campagna è tornata in bozza.',
  chiudi: 'Campagna conclusa.',
  annulla: 'Campagna annullata.',
};

/**
 * The AML officer's actions on a campaign: launch a draft or a scheduled one now (a confirmation names how many
 * clients get a questionnaire and a message), schedule the sending for a future date or change it, take a
 * scheduled one back to draft, send a reminder to the clients not yet sent, close a running one, cancel with a
 * reason. Outcomes and errors are announced; the campaign, its clients and messages are reloaded.
 */
export function CampagnaAzioni({ c }: { c: Campagna }) {
  const fetchApi = useApi();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Azione | null>(null);
  const [motivo, setMotivo] = useState('');
  const [dataInvio, setDataInvio] = useState(c.dataInvio ?? '');
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
        ...(azione === 'programma' ? { dataInvio } : {}),
      });
      return azione === 'programma'
        ? `${DONE.programma} La campagna partirà il ${formatDate(dataInvio)}.`
        : DONE[azione];
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
    lancia: c.stato === 'PROGRAMMATA' ? 'Inviare ora la campagna?' : 'Lanciare la campagna?',
    programma: c.stato === 'PROGRAMMATA' ? 'Cambiare la data d’invio?' : 'Programmare l’invio?',
    riporta_in_bozza: 'Riportare la campagna in bozza?',
    chiudi: 'Concludere la campagna?',
    annulla: 'Annullare la campagna?',
    sollecita: 'Inviare un sollecito?',
  };

  return (
    <section aria-labelledby="azioni-titolo">
      <h2 id="azioni-titolo">Azioni</h2>
      <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
        {c.stato === 'BOZZA' && (
          <>
            <Button variant="contained" onClick={() => ask('lancia')}>
              Lancia la campagna
            </Button>
            <Button variant="outlined" onClick={() => ask('programma')}>
              Programma l’invio
            </Button>
          </>
        )}
        {c.stato === 'PROGRAMMATA' && (
          <>
            <Button variant="contained" onClick={() => ask('lancia')}>
              Invia ora
            </Button>
            <Button variant="outlined" onClick={() => ask('programma')}>
              Cambia la data d’invio
            </Button>
            <Button variant="outlined" onClick={() => ask('riporta_in_bozza')}>
              Riporta in bozza
            </Button>
          </>
        )}
        {c.stato === 'IN_CORSO' && (
          <>
            <Button variant="contained" onClick={() => ask('sollecita')}>
              Invia sollecito
            </Button>
            <Button variant="outlined" onClick={() => ask('chiudi')}>
              Concludi la campagna
            </Button>
          </>
        )}
        {(c.stato === 'BOZZA' || c.stato === 'PROGRAMMATA' || c.stato === 'IN_CORSO') && (
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
          {open === 'chiudi' && <p>Conclusa la campagna, i solleciti automatici si fermano.</p>}
          {open === 'programma' && (
            <>
              <p>
                La campagna partirà da sola nella data scelta: in quel giorno i destinatari saranno calcolati
                con il filtro e riceveranno il questionario. Fino ad allora si può cambiare la data o
                riportarla in bozza.
              </p>
              <TextField
                id="programma-data"
                type="date"
                label="Data d’invio"
                required
                value={dataInvio}
                onChange={(e) => setDataInvio(e.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
                sx={{ mt: 1 }}
              />
            </>
          )}
          {open === 'riporta_in_bozza' && <p>L’invio programmato viene annullato; il filtro resta.</p>}
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
