import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { ApiRequestError, useApi } from '../../../kit/api-context.tsx';
import { downloadFile } from '../../../kit/download.ts';
import { formatDate } from '../../../kit/formats.ts';
import { ARCHIVIO_PATH, DOCUMENTI_AREA, formatBytes } from '../api/documenti-api.ts';

/**
 * A document's file on its detail: name, format, size, SHA-256, acquisition and uploader; "Scarica" (the API
 * checks the SHA-256 before sending; a refusal is announced) and, for those who may, "Elimina" after a
 * confirmation dialog.
 */
export function DocumentoFile({
  record,
  canDelete,
}: {
  record: Record<string, unknown>;
  canDelete: boolean;
}) {
  const fetchApi = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const id = String(record.id);
  const name = String(record.nomeFile);
  const download = useMutation({
    mutationFn: () => downloadFile(fetchApi, `/api/${DOCUMENTI_AREA}/${id}/file`, name),
  });
  const remove = useMutation({
    mutationFn: () => fetchApi(`/api/${DOCUMENTI_AREA}/${id}`, { method: 'DELETE' }),
    onSuccess: async () => {
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: ['list', DOCUMENTI_AREA] });
      await navigate(ARCHIVIO_PATH, { state: { message: `Documento ${name} eliminato.` } });
    },
  });
  const failure = [download.error, remove.error].find((e) => e instanceof ApiRequestError) as
    ApiRequestError | undefined;

  return (
    <section aria-labelledby="file-title" className="card">
      <h2 id="file-title">File</h2>
      <dl className="record-fields">
        <div>
          <dt>Nome</dt>
          <dd>{name}</dd>
        </div>
        <div>
          <dt>Formato</dt>
          <dd>{String(record.contentType)}</dd>
        </div>
        <div>
          <dt>Dimensione</dt>
          <dd>{formatBytes(Number(record.dimensione))}</dd>
        </div>
        <div>
          <dt>Acquisito il</dt>
          <dd>{formatDate(String(record.dataAcquisizione).slice(0, 10))}</dd>
        </div>
        <div>
          <dt>Caricato da</dt>
          <dd>{String(record.caricatoDa)}</dd>
        </div>
        <div>
          <dt>Impronta SHA-256</dt>
          <dd className="hash" data-testid="sha256">
            {String(record.sha256)}
          </dd>
        </div>
      </dl>
      {failure && (
        <Alert severity="error" role="alert" sx={{ my: 1 }}>
          {failure.summary}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button variant="outlined" onClick={() => download.mutate()} disabled={download.isPending}>
          {download.isPending ? 'Download in corso…' : 'Scarica'}
        </Button>
        {canDelete && (
          <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
            Elimina
          </Button>
        )}
      </Stack>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        aria-labelledby="delete-title"
        aria-describedby="delete-text"
      >
        <DialogTitle id="delete-title">Eliminare il documento?</DialogTitle>
        <DialogContent>
          <DialogContentText id="delete-text">
            Il file {name} sarà rimosso dall’archivio. Il registro delle modifiche conserva la descrizione e
            l’impronta SHA-256.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} autoFocus>
            Annulla
          </Button>
          <Button color="error" onClick={() => remove.mutate()} disabled={remove.isPending}>
            Elimina definitivamente
          </Button>
        </DialogActions>
      </Dialog>
    </section>
  );
}
