import { useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ModelloDefinizione, ModelloQuestionario } from '@compliance/shared';
import { useApi } from '../../../../kit/api-context.tsx';
import { ActionError } from '../../../../kit/action-outcome.tsx';
import { publishModello } from '../../api/questionari-api.ts';
import { modelloEditorErrors, nuovaSezione } from './modello-draft.ts';
import { ModelloPreview } from './modello-preview.tsx';
import { SezioneEditor } from './sezione-editor.tsx';

const SOGLIE = ['BASSO', 'MEDIO', 'ALTO'] as const;

/**
 * The editor of a new version of the `base` template (its kind, starting from its content): title, class
 * thresholds, sections and questions (SezioneEditor), a preview (ModelloPreview) and "Pubblica", which checks the
 * template (modelloEditorErrors; the problems are listed in an alert that takes the focus and is announced) and
 * publishes it through `POST /api/questionari/modelli`: it becomes the current version, submissions keep theirs.
 * `onPublished` receives the new version.
 */
export function ModelloEditor({
  base,
  onPublished,
}: {
  base: ModelloQuestionario;
  onPublished(m: ModelloQuestionario): void;
}) {
  const fetchApi = useApi();
  const queryClient = useQueryClient();
  const [def, setDef] = useState<ModelloDefinizione>(base.definizione);
  const [problems, setProblems] = useState<string[]>([]);
  const [preview, setPreview] = useState(false);
  const problemsRef = useRef<HTMLDivElement>(null);
  const publish = useMutation({
    mutationFn: () => publishModello(fetchApi, base.tipoPersona, def),
    onSuccess: (m) => {
      void queryClient.invalidateQueries({ queryKey: ['questionario-modelli'] });
      void queryClient.invalidateQueries({ queryKey: ['questionario-modello', base.tipoPersona] });
      onPublished(m);
    },
  });
  const onPublish = () => {
    const found = modelloEditorErrors(def);
    setProblems(found);
    if (found.length) {
      setTimeout(() => problemsRef.current?.focus(), 0);
      return;
    }
    publish.mutate();
  };

  return (
    <form
      aria-labelledby="editor-titolo"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onPublish();
      }}
    >
      <h2 id="editor-titolo">
        Nuova versione del modello {base.tipoPersona} (dalla versione {base.versione})
      </h2>
      {problems.length > 0 && (
        <Alert severity="error" role="alert" ref={problemsRef} tabIndex={-1} sx={{ mb: 2 }}>
          Il modello non si può pubblicare:
          <ul>
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </Alert>
      )}
      <ActionError failed={publish.isError} error={publish.error} />
      <TextField
        id="modello-titolo"
        label="Titolo del modello"
        value={def.titolo}
        onChange={(e) => setDef({ ...def, titolo: e.target.value })}
        fullWidth
        sx={{ mb: 2 }}
      />
      <fieldset className="modello-soglie">
        <legend>Soglie di punteggio delle classi di rischio (sotto BASSO: irrilevante)</legend>
        <div className="modello-riga">
          {SOGLIE.map((k) => (
            <TextField
              key={k}
              id={`soglia-${k}`}
              label={`Soglia ${k}`}
              value={String(def.soglie[k])}
              onChange={(e) =>
                setDef({
                  ...def,
                  soglie: { ...def.soglie, [k]: Math.max(0, Math.trunc(Number(e.target.value)) || 0) },
                })
              }
              size="small"
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          ))}
        </div>
      </fieldset>
      {def.sezioni.map((_, si) => (
        <SezioneEditor key={si} def={def} si={si} onChange={setDef} />
      ))}
      <Stack direction="row" spacing={1} useFlexGap sx={{ my: 2, flexWrap: 'wrap' }}>
        <Button onClick={() => setDef({ ...def, sezioni: [...def.sezioni, nuovaSezione(def)] })}>
          Aggiungi una sezione
        </Button>
        <Button
          onClick={() => setPreview((p) => !p)}
          aria-expanded={preview}
          aria-controls="modello-anteprima"
        >
          {preview ? 'Chiudi l’anteprima' : 'Anteprima'}
        </Button>
        <Button type="submit" variant="contained" disabled={publish.isPending}>
          Pubblica
        </Button>
      </Stack>
      <div id="modello-anteprima">{preview && <ModelloPreview def={def} />}</div>
    </form>
  );
}
