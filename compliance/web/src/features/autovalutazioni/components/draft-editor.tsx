import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { autovalutazioneErrors, type Autovalutazione } from '@compliance/shared';
import { ApiRequestError, useApi } from '../../../kit/api-context.tsx';
import { AREA, saveDraft, useMatrice } from '../api/autovalutazioni-api.ts';
import { toForm, toInput, type DraftForm } from './draft-form.ts';
import { InterventiEditor } from './interventi-editor.tsx';
import { LineeEditor } from './linee-editor.tsx';
import { ActionError } from '../../../kit/action-outcome.tsx';

/** Refreshes what a change to self-assessment `a` affects: the record, its audit, comparison, the list, Home. */
export function useRefresh() {
  const queryClient = useQueryClient();
  return (a: Autovalutazione) => {
    queryClient.setQueryData(['record', AREA, a.id], a);
    for (const key of [['audit', AREA, a.id], ['confronto', AREA, a.id], ['list', AREA], ['home']]) {
      void queryClient.invalidateQueries({ queryKey: key });
    }
  };
}

/**
 * The draft's editor (edit mode, drafts only): business lines with their scores (the residual level previewed from
 * the current matrix), remedial actions and the overall judgement; "Salva bozza" checks with the shared rules, then
 * saves with the version read (a colleague's newer save is reported, nothing is lost silently). Problems are
 * announced (role="alert") and shown at their fields. After a save the form shows what was stored (new actions get
 * their ids).
 */
export function DraftEditor({ a }: { a: Autovalutazione }) {
  const fetchApi = useApi();
  const refresh = useRefresh();
  const matrice = useMatrice();
  const [form, setForm] = useState<DraftForm>(() => toForm(a));
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: async () => {
      const input = toInput(form);
      const problems = autovalutazioneErrors(input);
      if (problems.length) {
        throw new ApiRequestError(
          400,
          'Controlla i campi evidenziati.',
          problems.map((p) => ({ field: p.field, errorSummary: p.message })),
        );
      }
      return saveDraft(fetchApi, a.id, a.version, input);
    },
    onMutate: () => setSaved(false),
    onSuccess: (updated) => {
      setSaved(true);
      setForm(toForm(updated));
      refresh(updated);
    },
  });
  const failure = save.error instanceof ApiRequestError ? save.error : null;
  const errors = Object.fromEntries(
    (failure?.causes ?? []).filter((c) => c.field).map((c) => [c.field!, c.errorSummary]),
  );
  return (
    <form
      aria-label={`Modifica dell'autovalutazione ${a.anno}`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      {saved && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          Bozza salvata.
        </Alert>
      )}
      <ActionError failed={save.isError} error={save.error} fallback="Salvataggio non riuscito. Riprova." />
      <h2>Linee di business</h2>
      <LineeEditor
        linee={form.linee}
        onChange={(linee) => setForm({ ...form, linee })}
        celle={matrice.data?.celle}
        errors={errors}
      />
      <h2>Interventi di mitigazione</h2>
      <InterventiEditor
        interventi={form.interventi}
        onChange={(interventi) => setForm({ ...form, interventi })}
        linee={form.linee.map((l) => l.codice)}
        errors={errors}
      />
      <h2>Esito complessivo</h2>
      <TextField
        id="giudizio-complessivo"
        label="Giudizio complessivo"
        multiline
        minRows={3}
        fullWidth
        value={form.giudizioComplessivo}
        onChange={(e) => setForm({ ...form, giudizioComplessivo: e.target.value })}
        error={Boolean(errors.giudizioComplessivo)}
        helperText={
          errors.giudizioComplessivo ?? 'Obbligatorio per l’invio in approvazione (almeno 10 caratteri).'
        }
        sx={{ mb: 2 }}
      />
      <Button type="submit" variant="contained" disabled={save.isPending}>
        Salva bozza
      </Button>
    </form>
  );
}
