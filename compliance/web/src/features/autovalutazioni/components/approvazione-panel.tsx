import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  canApproveAutovalutazioni,
  canEditAutovalutazioni,
  isApprovata,
  type Autovalutazione,
  type AutovalutazioneAzione,
} from '@compliance/shared';
import { ApiRequestError, useApi } from '../../../kit/api-context.tsx';
import { sendTransition } from '../api/autovalutazioni-api.ts';
import { useRefresh } from './draft-editor.tsx';
import { ActionOutcome } from '../../../kit/action-outcome.tsx';

const DONE: Record<AutovalutazioneAzione, string> = {
  invia: 'Autovalutazione inviata in approvazione.',
  approva: 'Autovalutazione approvata: da ora non è più modificabile.',
  riporta_in_bozza: 'Autovalutazione riportata in bozza.',
};

/**
 * The approval panel: editors send a draft for approval (the API refuses an incomplete one, naming each gap); the
 * AML officer approves a submitted one (with the board minute reference) or sends it back with a reason. The
 * outcome is announced (status / alert).
 */
export function ApprovazionePanel({ a, roles }: { a: Autovalutazione; roles: readonly string[] }) {
  const fetchApi = useApi();
  const refresh = useRefresh();
  const [delibera, setDelibera] = useState('');
  const [motivazione, setMotivazione] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const act = useMutation({
    mutationFn: (azione: AutovalutazioneAzione) =>
      sendTransition(fetchApi, a.id, {
        azione,
        version: a.version,
        ...(azione === 'approva' && delibera.trim() ? { riferimentoDelibera: delibera.trim() } : {}),
        ...(azione === 'riporta_in_bozza' ? { motivazione } : {}),
      }).then((updated) => ({ azione, updated })),
    onMutate: () => setDone(null),
    onSuccess: ({ azione, updated }) => {
      setDone(DONE[azione]);
      refresh(updated);
    },
  });
  const failure = act.error instanceof ApiRequestError ? act.error : null;
  const approver = canApproveAutovalutazioni(roles);
  if (isApprovata(a.stato) || !canEditAutovalutazioni(roles))
    return done ? <Alert role="status">{done}</Alert> : null;
  return (
    <section className="card" aria-labelledby="approvazione-title">
      <h2 id="approvazione-title">Approvazione</h2>
      <ActionOutcome done={done} failed={act.isError} error={act.error} />
      {a.stato === 'BOZZA' && (
        <Button variant="contained" disabled={act.isPending} onClick={() => act.mutate('invia')}>
          Invia in approvazione
        </Button>
      )}
      {a.stato === 'IN_APPROVAZIONE' && !approver && (
        <p>In attesa dell’approvazione del responsabile antiriciclaggio.</p>
      )}
      {a.stato === 'IN_APPROVAZIONE' && approver && (
        <Stack spacing={2}>
          <TextField
            id="riferimento-delibera"
            label="Riferimento alla delibera (facoltativo)"
            value={delibera}
            onChange={(e) => setDelibera(e.target.value)}
          />
          <div>
            <Button variant="contained" disabled={act.isPending} onClick={() => act.mutate('approva')}>
              Approva
            </Button>
          </div>
          <TextField
            id="motivazione-ritorno"
            label="Motivo del ritorno in bozza"
            multiline
            minRows={2}
            value={motivazione}
            onChange={(e) => setMotivazione(e.target.value)}
            error={Boolean(failure?.causes.some((c) => c.field === 'motivazione'))}
            helperText="Obbligatorio per riportarla in bozza (almeno 10 caratteri)."
          />
          <div>
            <Button
              variant="outlined"
              disabled={act.isPending}
              onClick={() => act.mutate('riporta_in_bozza')}
            >
              Riporta in bozza
            </Button>
          </div>
        </Stack>
      )}
    </section>
  );
}
