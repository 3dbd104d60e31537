import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  CAMPAGNA_CANALE_LABELS,
  CAMPAGNA_CANALI,
  CAMPAGNA_REVISIONE_LABELS,
  CAMPAGNA_REVISIONI,
  CLASSE_RISCHIO_LABELS,
  CLASSI_RISCHIO,
  type Campagna,
  type CampagnaCanale,
  type CampagnaNuova,
  type CampagnaRevisione,
  type ClasseRischio,
} from '@compliance/shared';
import { ApiRequestError, useApi } from '../../../kit/api-context.tsx';
import { useBranchOptions } from '../../../kit/branch-options.ts';
import { formatInteger } from '../../../kit/formats.ts';
import { AREA, detailPath, preview, saveCampagna } from '../api/ordersurveys-api.ts';

/** The form's fields as typed (numbers as text until sent). */
interface Draft {
  nome: string;
  tipoPersona: 'PF' | 'PG';
  revisione: CampagnaRevisione;
  giorni: string;
  classi: ClasseRischio[];
  dipendenze: string[];
  giorniSollecito: string;
  scadenzaRisposta: string;
  canale: CampagnaCanale;
}

function initial(c?: Campagna): Draft {
  return {
    nome: c?.nome ?? '',
    tipoPersona: c?.tipoPersona ?? 'PF',
    revisione: c?.filtro.revisione ?? 'IN_SCADENZA',
    giorni: String(c?.filtro.giorni ?? 60),
    classi: [...(c?.filtro.classiRischio ?? [])],
    dipendenze: [...(c?.filtro.dipendenzaIds ?? [])],
    giorniSollecito: String(c?.giorniSollecito ?? 7),
    scadenzaRisposta: c?.scadenzaRisposta ?? '',
    canale: c?.canale ?? 'FILIALE',
  };
}

function toBody(d: Draft): CampagnaNuova {
  return {
    nome: d.nome,
    tipoPersona: d.tipoPersona,
    filtro: {
      revisione: d.revisione,
      ...(d.revisione === 'IN_SCADENZA' ? { giorni: Number(d.giorni) } : {}),
      ...(d.classi.length ? { classiRischio: d.classi } : {}),
      ...(d.dipendenze.length ? { dipendenzaIds: d.dipendenze } : {}),
    },
    giorniSollecito: Number(d.giorniSollecito),
    ...(d.scadenzaRisposta ? { scadenzaRisposta: d.scadenzaRisposta } : {}),
    canale: d.canale,
  };
}

const errorText = (e: unknown) =>
  e instanceof ApiRequestError
    ? [e.summary, ...e.causes.map((c) => c.errorSummary)].join(' ')
    : 'Operazione non riuscita.';

/**
 * The campaign builder (AML officers): name, questionnaire kind, the channel (branch, home banking, e-mail), the
 * target filter (review window, risk classes, branches), the reminder cadence and the answer's due date; "Calcola destinatari" previews how many clients the
 * filter selects today (announced); saving creates the draft or changes it, then opens it. Errors are announced.
 */
export function CampagnaForm({ campagna }: { campagna?: Campagna }) {
  const fetchApi = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const branches = useBranchOptions();
  const [d, setD] = useState<Draft>(() => initial(campagna));
  const set = (patch: Partial<Draft>) => setD((prev) => ({ ...prev, ...patch }));
  const count = useMutation({
    mutationFn: () => {
      const body = toBody(d);
      return preview(fetchApi, { tipoPersona: body.tipoPersona, filtro: body.filtro });
    },
  });
  const save = useMutation({
    mutationFn: () =>
      saveCampagna(
        fetchApi,
        toBody(d),
        campagna ? { id: campagna.id, version: campagna.version } : undefined,
      ),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: ['record', AREA, saved.id] });
      void navigate(detailPath(saved.id));
    },
  });
  const toggle = <T,>(list: T[], value: T) =>
    list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

  return (
    <form
      aria-label={campagna ? 'Modifica campagna' : 'Nuova campagna'}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <Stack spacing={2} sx={{ maxWidth: 640, mb: 2 }}>
        <TextField
          id="campagna-nome"
          label="Nome della campagna"
          required
          value={d.nome}
          onChange={(e) => set({ nome: e.target.value })}
        />
        <TextField
          id="campagna-tipo"
          select
          label="Questionario"
          value={d.tipoPersona}
          onChange={(e) => set({ tipoPersona: e.target.value as 'PF' | 'PG' })}
        >
          <MenuItem value="PF">Persone fisiche (PF)</MenuItem>
          <MenuItem value="PG">Persone giuridiche (PG)</MenuItem>
        </TextField>
        <TextField
          id="campagna-canale"
          select
          label="Canale"
          value={d.canale}
          onChange={(e) => set({ canale: e.target.value as CampagnaCanale })}
        >
          {CAMPAGNA_CANALI.map((k) => (
            <MenuItem key={k} value={k}>
              {CAMPAGNA_CANALE_LABELS[k]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          id="campagna-revisione"
          select
          label="Clienti per revisione"
          value={d.revisione}
          onChange={(e) => set({ revisione: e.target.value as CampagnaRevisione })}
        >
          {CAMPAGNA_REVISIONI.map((r) => (
            <MenuItem key={r} value={r}>
              {CAMPAGNA_REVISIONE_LABELS[r]}
            </MenuItem>
          ))}
        </TextField>
        {d.revisione === 'IN_SCADENZA' && (
          <TextField
            id="campagna-giorni"
            label="Revisione in scadenza entro (giorni)"
            value={d.giorni}
            onChange={(e) => set({ giorni: e.target.value })}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        )}
        <fieldset>
          <legend>Classi di rischio (nessuna: tutte)</legend>
          <FormGroup row>
            {CLASSI_RISCHIO.map((c) => (
              <FormControlLabel
                key={c}
                control={
                  <Checkbox
                    checked={d.classi.includes(c)}
                    onChange={() => set({ classi: toggle(d.classi, c) })}
                  />
                }
                label={CLASSE_RISCHIO_LABELS[c]}
              />
            ))}
          </FormGroup>
        </fieldset>
        <TextField
          id="campagna-dipendenze"
          select
          label="Dipendenze (nessuna: tutte)"
          value={d.dipendenze}
          onChange={(e) => {
            const v = e.target.value as unknown;
            set({ dipendenze: typeof v === 'string' ? v.split(',') : (v as string[]) });
          }}
          slotProps={{ select: { multiple: true } }}
        >
          {branches.map((b) => (
            <MenuItem key={b.value} value={b.value}>
              {b.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          id="campagna-solleciti"
          label="Sollecito automatico ogni (giorni)"
          value={d.giorniSollecito}
          onChange={(e) => set({ giorniSollecito: e.target.value })}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField
          id="campagna-scadenza"
          type="date"
          label="Risposta entro"
          value={d.scadenzaRisposta}
          onChange={(e) => set({ scadenzaRisposta: e.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
        <Button variant="outlined" onClick={() => count.mutate()} disabled={count.isPending}>
          Calcola destinatari
        </Button>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {campagna?.stato === 'PROGRAMMATA'
            ? 'Salva le modifiche'
            : campagna
              ? 'Salva la bozza'
              : 'Crea la bozza'}
        </Button>
      </Stack>
      <div role="status" aria-live="polite">
        {count.isSuccess && (
          <p data-testid="anteprima-totale">
            Il filtro seleziona oggi {formatInteger(count.data.totale)}{' '}
            {count.data.totale === 1 ? 'cliente' : 'clienti'}
            {count.data.clienti.length
              ? `, tra cui ${count.data.clienti
                  .slice(0, 5)
                  .map((c) => c.nominativo)
                  .join(', ')}.`
              : '.'}
          </p>
        )}
      </div>
      {(count.isError || save.isError) && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {errorText(save.error ?? count.error)}
        </Alert>
      )}
    </form>
  );
}
