import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { isApprovata, type AutovalutazioneStato } from '@compliance/shared';
import { ApiRequestError, getJson, useApi } from '../../../kit/api-context.tsx';
import { createAutovalutazione, detailPath } from '../api/autovalutazioni-api.ts';
import { ActionError } from '../../../kit/action-outcome.tsx';

/**
 * Starts a new year's self-assessment: the year (default: the current one) and, when there is an approved (or
 * already sent to Banca d'Italia) one of an earlier year, it starts as a copy of the latest (lines, scores, open actions), as the annual exercise does.
 * Opens the new draft in edit mode. Errors (the year exists) are announced.
 */
export function NuovaAutovalutazione() {
  const fetchApi = useApi();
  const navigate = useNavigate();
  const [anno, setAnno] = useState(String(new Date().getFullYear()));
  const create = useMutation({
    mutationFn: async () => {
      const year = Number(anno);
      const last = await getJson<{ items: Array<{ id: string; anno: string; stato: AutovalutazioneStato }> }>(
        fetchApi,
        `/api/autovalutazioni?sort=anno&order=desc&pageSize=50`,
      );
      const source = last.items.find((i) => isApprovata(i.stato) && Number(i.anno) < year);
      return createAutovalutazione(fetchApi, { anno: year, ...(source ? { copiaDa: source.id } : {}) });
    },
    onSuccess: (created) => void navigate(detailPath(created.id, false)),
  });
  const error = create.error instanceof ApiRequestError ? create.error : null;
  return (
    <form
      aria-label="Nuova autovalutazione"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        create.mutate();
      }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', mb: 2 }}>
        <TextField
          id="nuova-anno"
          label="Anno"
          size="small"
          value={anno}
          onChange={(e) => setAnno(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
          error={Boolean(error)}
        />
        <Button type="submit" variant="contained" disabled={create.isPending}>
          Nuova autovalutazione
        </Button>
      </Stack>
      <ActionError failed={create.isError} error={create.error} fallback="Operazione non riuscita." />
    </form>
  );
}
