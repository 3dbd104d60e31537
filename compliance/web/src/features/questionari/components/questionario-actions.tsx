import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  MOTIVAZIONE_QUESTIONARIO_MIN,
  QUESTIONARIO_VERIFICATORI,
  type ClasseRischio,
  type Questionario,
  type QuestionarioAzione,
} from '@compliance/shared';
import { useApi } from '../../../kit/api-context.tsx';
import { CLASSE_OPTIONS, sendTransition } from '../api/questionari-api.ts';
import { ActionError } from '../../../kit/action-outcome.tsx';

/** The buttons of each action, in the state machine's order (QuestionarioAzione). */
const LABELS: Record<QuestionarioAzione, string> = {
  compila: 'Segna come compilato',
  invia: 'Invia per la verifica',
  prendi: 'Prendi in verifica',
  verifica: 'Verifica e firma',
  respingi: 'Respingi',
  riapri: 'Riporta in bozza',
};

/** The actions a state offers to a filler and to a verifier (the API has the last word). */
const BY_STATE: Partial<
  Record<Questionario['stato'], { filler: QuestionarioAzione[]; verifier: QuestionarioAzione[] }>
> = {
  BOZZA: { filler: ['compila'], verifier: [] },
  COMPILATO: { filler: ['invia', 'riapri'], verifier: [] },
  INVIATO: { filler: [], verifier: ['prendi', 'verifica', 'respingi'] },
  IN_VERIFICA: { filler: [], verifier: ['verifica', 'respingi'] },
  RESPINTO: { filler: ['riapri'], verifier: [] },
};

interface Props {
  q: Questionario;
  roles: readonly string[];
  canFill: boolean;
  login: string | undefined;
  /** Called with the questionnaire after an action (the screen reloads it). */
  onDone(q: Questionario): void;
}

/**
 * The workflow panel of a questionnaire: the actions its state allows the user, a reason for rejecting, and at
 * verification an optional class override with its reason. The author is told they cannot verify (the API refuses
 * it with 403 too). Errors are announced (role="alert") with the API's Italian message and causes.
 */
export function QuestionarioActions({ q, roles, canFill, login, onDone }: Props) {
  const fetchApi = useApi();
  const queryClient = useQueryClient();
  const [motivazione, setMotivazione] = useState('');
  const [classe, setClasse] = useState<ClasseRischio | ''>('');
  const verifier = roles.some((r) => (QUESTIONARIO_VERIFICATORI as readonly string[]).includes(r));
  const author = login !== undefined && login.toLowerCase() === q.autore.toLowerCase();
  const offer = BY_STATE[q.stato];
  const actions = [...(canFill ? (offer?.filler ?? []) : []), ...(verifier ? (offer?.verifier ?? []) : [])];
  const run = useMutation({
    mutationFn: (azione: QuestionarioAzione) =>
      sendTransition(fetchApi, q.id, {
        azione,
        version: q.version,
        ...(motivazione.trim() && (azione === 'respingi' || (azione === 'verifica' && classe))
          ? { motivazione: motivazione.trim() }
          : {}),
        ...(azione === 'verifica' && classe ? { classeOverride: classe } : {}),
      }),
    onSuccess: async (updated) => {
      setMotivazione('');
      setClasse('');
      await queryClient.invalidateQueries({ queryKey: ['list', 'questionari'] });
      await queryClient.invalidateQueries({ queryKey: ['audit', 'questionari', q.id] });
      onDone(updated);
    },
  });
  if (!actions.length) return null;
  const verifying = actions.includes('verifica') || actions.includes('respingi');
  return (
    <section aria-labelledby="azioni-titolo" className="questionario-azioni">
      <h2 id="azioni-titolo">Lavorazione</h2>
      {verifying && author && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Hai compilato tu questo questionario: la verifica spetta a un’altra persona.
        </Alert>
      )}
      {verifying && (
        <Stack spacing={2} sx={{ mb: 2, maxWidth: 640 }}>
          <TextField
            select
            id="classe-verifica"
            label="Classe di rischio finale (se diversa dalla calcolata)"
            value={classe}
            onChange={(e) => setClasse(e.target.value as ClasseRischio | '')}
          >
            <MenuItem value="">Come calcolata</MenuItem>
            {CLASSE_OPTIONS.map((o) => (
              <MenuItem key={o.value} value={o.value}>
                {o.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            id="motivazione-verifica"
            label="Motivazione"
            multiline
            minRows={2}
            value={motivazione}
            onChange={(e) => setMotivazione(e.target.value)}
            helperText={`Obbligatoria per respingere o per cambiare la classe (almeno ${MOTIVAZIONE_QUESTIONARIO_MIN} caratteri).`}
          />
        </Stack>
      )}
      <ActionError failed={run.isError} error={run.error} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {actions.map((azione) => (
          <Button
            key={azione}
            variant={
              azione === 'verifica' || azione === 'invia' || azione === 'compila' ? 'contained' : 'outlined'
            }
            disabled={run.isPending}
            onClick={() => run.mutate(azione)}
          >
            {LABELS[azione]}
          </Button>
        ))}
      </Stack>
    </section>
  );
}
