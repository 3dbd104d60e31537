import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  CLASSE_RISCHIO_LABELS,
  QUESTIONARIO_STATO_LABELS,
  REGIME_ADEGUATA_VERIFICA,
  valutaQuestionario,
  type ModelloQuestionario,
  type Questionario,
} from '@compliance/shared';
import { ApiRequestError, useApi } from '../../../kit/api-context.tsx';
import { StatusBadge, type BadgeTone } from '../../../kit/status-badge.tsx';
import { CLASSE_OPTIONS, createSubmission, saveSubmission } from '../api/questionari-api.ts';
import { toForm, toRisposte, type FormAnswer } from './answer-inputs.tsx';
import { QuestionarioSections } from './questionario-sections.tsx';
import { ActionError } from '../../../kit/action-outcome.tsx';

const STATE_TONE: Record<Questionario['stato'], BadgeTone> = {
  BOZZA: 'neutral',
  COMPILATO: 'info',
  INVIATO: 'info',
  IN_VERIFICA: 'warning',
  VERIFICATO: 'success',
  RESPINTO: 'error',
  SCADUTO: 'error',
};

interface Props {
  soggettoId: string;
  modello: ModelloQuestionario;
  /** Undefined for a new submission. */
  q: Questionario | undefined;
  editing: boolean;
  /** After a save: the saved questionnaire (the screen navigates to it). */
  onSaved(q: Questionario): void;
}

/**
 * The answers of a submission on its template version, with the live score and class (the shared scoring, the API
 * computes again), and in a draft the override of the class with its reason. Saving a new one creates it (its
 * number follows the client's last), an existing draft is saved with its version (a stale save is refused with
 * the API's message). Field errors appear under their question and the summary is announced.
 */
export function QuestionarioForm({ soggettoId, modello, q, editing, onSaved }: Props) {
  const def = modello.definizione;
  const fetchApi = useApi();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<Record<string, FormAnswer>>(() => (q ? toForm(def, q.risposte) : {}));
  const [classe, setClasse] = useState<string>(q?.classeOverride ?? '');
  const [motivazione, setMotivazione] = useState(q?.motivazioneOverride ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (q) {
      setForm(toForm(def, q.risposte));
      setClasse(q.classeOverride ?? '');
      setMotivazione(q.motivazioneOverride ?? '');
    }
  }, [q, def]);

  const live = valutaQuestionario(def, toRisposte(def, form));
  const save = useMutation({
    mutationFn: async () => {
      const risposte = toRisposte(def, form);
      const problems = valutaQuestionario(def, risposte).errori;
      if (problems.length) {
        throw new ApiRequestError(
          400,
          'Correggi le risposte evidenziate.',
          problems.map((p) => ({ field: p.field, errorSummary: p.message })),
        );
      }
      if (!q) return createSubmission(fetchApi, soggettoId, risposte);
      return saveSubmission(fetchApi, q, {
        risposte,
        ...(classe ? { classeOverride: classe, motivazioneOverride: motivazione } : {}),
      });
    },
    onSuccess: async (saved) => {
      setErrors({});
      await queryClient.invalidateQueries({ queryKey: ['list', 'questionari'] });
      await queryClient.invalidateQueries({ queryKey: ['questionario', soggettoId] });
      onSaved(saved);
    },
    onError: (error) => {
      if (error instanceof ApiRequestError) {
        setErrors(
          Object.fromEntries(error.causes.filter((c) => c.field).map((c) => [c.field!, c.errorSummary])),
        );
      }
    },
  });
  const classeFinale =
    q && !editing ? q.classeFinale : ((classe || live.classe) as Questionario['classeFinale']);

  return (
    <form
      noValidate
      aria-labelledby="questionario-titolo"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <h2 id="questionario-titolo">
        {def.titolo} (modello versione {modello.versione})
      </h2>
      <dl className="params" aria-label="Esito del questionario">
        {q && (
          <div>
            <dt>Stato</dt>
            <dd>
              <StatusBadge label={QUESTIONARIO_STATO_LABELS[q.stato]} tone={STATE_TONE[q.stato]} />
            </dd>
          </div>
        )}
        <div>
          <dt>Punteggio</dt>
          <dd>{q && !editing ? q.punteggio : live.punteggio}</dd>
        </div>
        <div>
          <dt>Classe calcolata</dt>
          <dd>{CLASSE_RISCHIO_LABELS[q && !editing ? q.classeCalcolata : live.classe]}</dd>
        </div>
        <div>
          <dt>Classe finale</dt>
          <dd>
            {CLASSE_RISCHIO_LABELS[classeFinale]} (adeguata verifica{' '}
            {REGIME_ADEGUATA_VERIFICA[classeFinale].toLowerCase()})
          </dd>
        </div>
        {q?.motivazioneOverride && !editing && (
          <div>
            <dt>Motivazione della classe</dt>
            <dd>{q.motivazioneOverride}</dd>
          </div>
        )}
        {q?.autore && (
          <div>
            <dt>Compilato da</dt>
            <dd>{q.autore}</dd>
          </div>
        )}
        {q?.motivazioneRespinto && (
          <div>
            <dt>Motivo del respingimento</dt>
            <dd>{q.motivazioneRespinto}</dd>
          </div>
        )}
      </dl>
      <ActionError failed={save.isError} error={save.error} fallback="Salvataggio non riuscito. Riprova." />
      <QuestionarioSections
        def={def}
        form={form}
        editing={editing}
        errors={errors}
        onChange={(id, value) => setForm((f) => ({ ...f, [id]: value }))}
      />
      {editing && q && (
        <section aria-labelledby="override-titolo">
          <h3 id="override-titolo">Classe di rischio</h3>
          <Stack spacing={2} sx={{ maxWidth: 640, mb: 2 }}>
            <TextField
              select
              id="classe-override"
              label="Classe finale (se diversa dalla calcolata)"
              value={classe}
              onChange={(e) => setClasse(e.target.value)}
            >
              <MenuItem value="">Come calcolata</MenuItem>
              {CLASSE_OPTIONS.map((o) => (
                <MenuItem key={o.value} value={o.value}>
                  {o.label}
                </MenuItem>
              ))}
            </TextField>
            {classe && (
              <TextField
                id="motivazione-override"
                label="Motivazione della modifica della classe *"
                multiline
                minRows={2}
                value={motivazione}
                onChange={(e) => setMotivazione(e.target.value)}
                error={Boolean(errors.motivazioneOverride)}
                helperText={errors.motivazioneOverride ?? 'Obbligatoria: resta nel registro delle modifiche.'}
              />
            )}
          </Stack>
        </section>
      )}
      {editing && (
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {save.isPending ? 'Salvataggio…' : 'Salva il questionario'}
        </Button>
      )}
    </form>
  );
}
