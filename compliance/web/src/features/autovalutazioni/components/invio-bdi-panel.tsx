import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { canApproveAutovalutazioni, isApprovata, oggiRoma, type Autovalutazione } from '@compliance/shared';
import { ActionOutcome } from '../../../kit/action-outcome.tsx';
import { ApiRequestError, useApi } from '../../../kit/api-context.tsx';
import { formatDate } from '../../../kit/formats.ts';
import { registraInvioBdi } from '../api/autovalutazioni-api.ts';
import { useRefresh } from './draft-editor.tsx';

/**
 * The sending to Banca d'Italia (design/compliance-domain.md §1.7, §4.1): once approved, the deadline (30 April of
 * the following year) and whether it is late; the AML officer records ("Registra invio a Banca d'Italia") the day
 * it was sent and its protocol or reference (`POST /api/autovalutazioni/{id}/invio-bdi`), and can correct them.
 * The outcome and field errors are announced. Renders nothing before approval.
 */
export function InvioBdiPanel({ a, roles }: { a: Autovalutazione; roles: readonly string[] }) {
  const fetchApi = useApi();
  const refresh = useRefresh();
  const [dataInvio, setDataInvio] = useState(a.dataInvioBdi ?? oggiRoma(new Date()));
  const [protocollo, setProtocollo] = useState(a.protocolloBdi ?? '');
  const [done, setDone] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => registraInvioBdi(fetchApi, a.id, { version: a.version, dataInvio, protocollo }),
    onMutate: () => setDone(null),
    onSuccess: (updated) => {
      setDone(
        `Invio a Banca d’Italia registrato: ${formatDate(updated.dataInvioBdi)}, protocollo ${updated.protocolloBdi}.`,
      );
      refresh(updated);
    },
  });
  if (!isApprovata(a.stato)) return null;
  const failure = save.error instanceof ApiRequestError ? save.error : null;
  const fieldError = (field: string) => Boolean(failure?.causes.some((c) => c.field === field));
  const sent = a.stato === 'INVIATA_BDI';
  return (
    <section className="card" aria-labelledby="invio-bdi-title">
      <h2 id="invio-bdi-title">Invio a Banca d’Italia</h2>
      {a.invioInRitardo ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {sent
            ? `Inviata il ${formatDate(a.dataInvioBdi)}, dopo la scadenza del ${formatDate(a.scadenzaInvio)}.`
            : `Scadenza del ${formatDate(a.scadenzaInvio)} superata: l’autovalutazione non risulta ancora inviata.`}
        </Alert>
      ) : (
        <p>
          {sent
            ? `Inviata il ${formatDate(a.dataInvioBdi)} (protocollo ${a.protocolloBdi}), entro la scadenza del ${formatDate(a.scadenzaInvio)}.`
            : `Da inviare entro il ${formatDate(a.scadenzaInvio)}.`}
        </p>
      )}
      <ActionOutcome done={done} failed={save.isError} error={save.error} />
      {canApproveAutovalutazioni(roles) && (
        <form
          aria-label="Registra invio a Banca d’Italia"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate();
          }}
        >
          <Stack spacing={2} sx={{ maxWidth: 480 }}>
            <TextField
              id="invio-bdi-data"
              type="date"
              label="Data d’invio"
              required
              value={dataInvio}
              onChange={(e) => setDataInvio(e.target.value)}
              error={fieldError('dataInvio')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              id="invio-bdi-protocollo"
              label="Protocollo o riferimento dell’invio"
              required
              value={protocollo}
              onChange={(e) => setProtocollo(e.target.value)}
              error={fieldError('protocollo')}
            />
            <div>
              <Button type="submit" variant="contained" disabled={save.isPending}>
                {sent ? 'Correggi i dati d’invio' : 'Registra invio a Banca d’Italia'}
              </Button>
            </div>
          </Stack>
        </form>
      )}
    </section>
  );
}
