import { useMemo, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { documentoErrors } from '@compliance/shared';
import { ApiRequestError, useApi } from '../../../kit/api-context.tsx';
import { formToInput, type FormValues } from '../../../kit/field-values.ts';
import { RecordForm } from '../../../kit/record-form.tsx';
import { useDocumentTitle } from '../../../ui/use-document-title.ts';
import { documentFields } from '../api/document-fields.ts';
import {
  ARCHIVIO_PATH,
  documentoPath,
  DOCUMENTI_AREA,
  FILE_ACCEPT,
  formatBytes,
  uploadDocument,
} from '../api/documenti-api.ts';

const TITLE = 'Carica documento';

/**
 * `archiviodocumenti/documento/nuovo/…`: archives a file with its description. A native file input (keyboard
 * and screen readers work as everywhere), the kit's fields validated with the shared `documentoErrors` before
 * sending, a progress bar while the file uploads, and the API's refusals (type, size, fields) announced in an
 * alert and next to their fields. On success the document's detail opens.
 */
export function DocumentoUpload() {
  useDocumentTitle(TITLE);
  const fetchApi = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const fields = useMemo(() => documentFields(fetchApi), [fetchApi]);
  const [values, setValues] = useState<FormValues>({ tipo: 'DOC_IDENTITA', riservato: false });
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [progress, setProgress] = useState(0);
  const fileInput = useRef<HTMLInputElement>(null);

  const upload = useMutation({
    mutationFn: async () => {
      const input = formToInput(fields, values);
      const problems = documentoErrors(input).map((p) => ({ field: p.field, errorSummary: p.message }));
      if (!file) problems.unshift({ field: 'file', errorSummary: 'Scegli il file da archiviare.' });
      if (problems.length) throw new ApiRequestError(400, 'Correggi i campi evidenziati.', problems);
      setProgress(0);
      return uploadDocument(fetchApi, input, file!, setProgress);
    },
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: ['list', DOCUMENTI_AREA] });
      await navigate(documentoPath(saved.id));
    },
    onError: (error) => {
      if (!(error instanceof ApiRequestError)) return;
      const byField = Object.fromEntries(
        error.causes.filter((c) => c.field).map((c) => [c.field!, c.errorSummary]),
      );
      setErrors(byField);
      if (byField.file) fileInput.current?.focus();
    },
  });
  const failure = upload.error instanceof ApiRequestError ? upload.error : null;
  const percent = Math.round(progress * 100);

  return (
    <section aria-labelledby="page-title" data-route="documenti-upload">
      <h1 id="page-title">{TITLE}</h1>
      <p>
        <RouterLink to={ARCHIVIO_PATH}>Torna all’archivio</RouterLink>
      </p>
      {failure && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {failure.summary}
          {failure.causes.filter((c) => !c.field).map((c) => ` ${c.errorSummary}`)}
        </Alert>
      )}
      <form
        noValidate
        aria-label={TITLE}
        onSubmit={(event) => {
          event.preventDefault();
          upload.mutate();
        }}
      >
        <Box sx={{ mb: 2 }}>
          <label htmlFor="documento-file" className="file-label">
            File del documento (PDF, JPEG, PNG o TIFF)
          </label>
          <input
            ref={fileInput}
            id="documento-file"
            name="file"
            type="file"
            accept={FILE_ACCEPT}
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={errors.file ? 'documento-file-error' : 'documento-file-help'}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setErrors(({ file: _gone, ...rest }) => rest);
            }}
          />
          <p id="documento-file-help" className="field-help">
            {file ? `Scelto: ${file.name} (${formatBytes(file.size)})` : 'Nessun file scelto.'}
          </p>
          {errors.file && (
            <p id="documento-file-error" className="field-error">
              {errors.file}
            </p>
          )}
        </Box>
        <RecordForm
          fields={fields}
          values={values}
          errors={errors}
          editing
          isNew
          onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))}
        />
        {upload.isPending && (
          <Box sx={{ mt: 2 }}>
            <LinearProgress variant="determinate" value={percent} aria-label="Avanzamento del caricamento" />
            <p role="status">Caricamento in corso: {percent}%</p>
          </Box>
        )}
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button type="submit" variant="contained" disabled={upload.isPending}>
            {upload.isPending ? 'Caricamento…' : 'Carica'}
          </Button>
          <Button component={RouterLink} to={ARCHIVIO_PATH}>
            Annulla
          </Button>
        </Stack>
      </form>
    </section>
  );
}
