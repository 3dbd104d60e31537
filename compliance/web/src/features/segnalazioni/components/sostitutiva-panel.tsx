import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { sostitutivaErrors, type Segnalazione, type SostitutivaNuova } from '@compliance/shared';
import { ActionOutcome } from '../../../kit/action-outcome.tsx';
import { ApiRequestError, useApi } from '../../../kit/api-context.tsx';
import { createSostitutiva, SEGNALAZIONI_AREA, segnalazionePath } from '../api/segnalazioni-api.ts';

/**
 * "Crea segnalazione sostitutiva" on a transmitted SOS without a replacement (design/compliance-domain.md §1.6):
 * the reason for the correction (required) and the corrected grounds (prefilled with the original's), checked with
 * the shared sostitutivaErrors before sending (problems announced and shown at their fields); on success it opens
 * the new draft, which copies the rest of the original and links to it.
 */
export function SostitutivaPanel({ s }: { s: Segnalazione }) {
  const fetchApi = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [motivazione, setMotivazione] = useState('');
  const [descrizione, setDescrizione] = useState(s.descrizione);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const create = useMutation({
    mutationFn: async () => {
      const body: SostitutivaNuova = { version: s.version, motivazione, descrizione };
      const problems = sostitutivaErrors(body);
      if (problems.length) {
        throw new ApiRequestError(
          400,
          'Controlla i campi evidenziati.',
          problems.map((p) => ({ field: p.field, errorSummary: p.message })),
        );
      }
      return createSostitutiva(fetchApi, s.id, body);
    },
    onMutate: () => setErrors({}),
    onSuccess: (created) => {
      void queryClient.invalidateQueries({ queryKey: ['record', SEGNALAZIONI_AREA, s.id] });
      void queryClient.invalidateQueries({ queryKey: ['list', SEGNALAZIONI_AREA] });
      void navigate(segnalazionePath(created.id));
    },
    onError: (error) => {
      if (error instanceof ApiRequestError) {
        setErrors(
          Object.fromEntries(error.causes.filter((c) => c.field).map((c) => [c.field!, c.errorSummary])),
        );
      }
    },
  });

  return (
    <section className="card" aria-labelledby="sostitutiva-title">
      <h2 id="sostitutiva-title">Segnalazione sostitutiva</h2>
      <p>
        Se la segnalazione trasmessa va corretta, si prepara una sostitutiva: copia i dati e i collegamenti di
        questa, e quando viene trasmessa questa segnalazione diventa «sostituita».
      </p>
      <ActionOutcome done={null} failed={create.isError} error={create.error} />
      {!open ? (
        <Button variant="outlined" onClick={() => setOpen(true)}>
          Crea segnalazione sostitutiva
        </Button>
      ) : (
        <form
          noValidate
          aria-label="Nuova segnalazione sostitutiva"
          onSubmit={(e) => {
            e.preventDefault();
            create.mutate();
          }}
        >
          <Stack spacing={2}>
            <TextField
              id="sostitutiva-motivazione"
              label="Motivo della sostituzione"
              value={motivazione}
              onChange={(e) => setMotivazione(e.target.value)}
              error={Boolean(errors.motivazione)}
              helperText={errors.motivazione ?? 'Obbligatorio (almeno 10 caratteri).'}
              required
              multiline
              minRows={2}
              autoFocus
              fullWidth
            />
            <TextField
              id="sostitutiva-descrizione"
              label="Descrizione dei motivi (corretta)"
              value={descrizione}
              onChange={(e) => setDescrizione(e.target.value)}
              error={Boolean(errors.descrizione)}
              helperText={errors.descrizione ?? ' '}
              multiline
              minRows={3}
              fullWidth
            />
            <Stack direction="row" spacing={1}>
              <Button type="submit" variant="contained" disabled={create.isPending}>
                Crea la bozza sostitutiva
              </Button>
              <Button onClick={() => setOpen(false)}>Annulla</Button>
            </Stack>
          </Stack>
        </form>
      )}
    </section>
  );
}
