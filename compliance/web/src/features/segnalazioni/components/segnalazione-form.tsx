import { useMemo, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import {
  canReadSos,
  segnalazioneNuovaErrors,
  SOSPETTO_LABELS,
  SOSPETTO_TIPI,
  WB_CANALE_LABELS,
  WB_CANALI,
  WB_CATEGORIA_LABELS,
  WB_CATEGORIE,
  type SegnalazioneRicevuta,
} from '@compliance/shared';
import { ApiRequestError, useApi } from '../../../kit/api-context.tsx';
import { FieldInput } from '../../../kit/field-input.tsx';
import type { FormValues } from '../../../kit/field-values.ts';
import { formatDate, formatEur } from '../../../kit/formats.ts';
import type { KitField } from '../../../kit/record-form.tsx';
import { useDocumentTitle } from '../../../ui/use-document-title.ts';
import {
  fileReport,
  REGISTRO_PATH,
  searchClients,
  segnalazionePath,
  useClientOperations,
} from '../api/segnalazioni-api.ts';
import { ActionError } from '../../../kit/action-outcome.tsx';

const options = <K extends string>(values: readonly K[], labels: Record<K, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/** The fields of a new report of kind `tipo`, Italian labels (the shared schemas' fields). */
function fieldsOf(tipo: 'SOS' | 'WHISTLEBLOWING', fetchApi: ReturnType<typeof useApi>): KitField[] {
  const common: KitField[] = [
    { name: 'oggetto', label: 'Oggetto', required: true },
    { name: 'descrizione', label: 'Descrizione dei motivi', required: true },
  ];
  if (tipo === 'WHISTLEBLOWING') {
    return [
      ...common,
      {
        name: 'canale',
        label: 'Canale',
        type: 'select',
        required: true,
        options: options(WB_CANALI, WB_CANALE_LABELS),
      },
      {
        name: 'categoria',
        label: 'Categoria',
        type: 'select',
        required: true,
        options: options(WB_CATEGORIE, WB_CATEGORIA_LABELS),
      },
      { name: 'segnalante', label: 'Segnalante (vuoto se anonimo)' },
      { name: 'gestori', label: 'Altri gestori (login separati da virgola)' },
      { name: 'dataRicezione', label: 'Ricevuta il', type: 'date', required: true },
    ];
  }
  return [
    ...common,
    {
      name: 'soggettoId',
      label: 'Cliente segnalato',
      type: 'lookup',
      required: true,
      lookup: { search: (text) => searchClients(fetchApi, text), labelField: 'soggettoNominativo' },
    },
    {
      name: 'tipoSospetto',
      label: 'Tipo di sospetto',
      type: 'select',
      required: true,
      options: options(SOSPETTO_TIPI, SOSPETTO_LABELS),
    },
    { name: 'codiceFenomeno', label: 'Codice fenomeno UIF (es. E08)' },
    {
      name: 'livelloRischio',
      label: 'Livello di rischio',
      type: 'select',
      options: ['1', '2', '3', '4', '5'].map((v) => ({ value: v, label: v })),
    },
    { name: 'dataRilevazione', label: 'Rilevata il', type: 'date', required: true },
  ];
}

/** The request body from the form's values: empty fields left out, numbers and lists in their API form. */
function bodyOf(
  tipo: 'SOS' | 'WHISTLEBLOWING',
  values: FormValues,
  operazioni: string[],
): Record<string, unknown> {
  const body: Record<string, unknown> = { tipo };
  for (const [key, value] of Object.entries(values)) {
    if (value === '' || value === undefined || key === 'soggettoNominativo') continue;
    body[key] = value;
  }
  if (body.livelloRischio) body.livelloRischio = Number(body.livelloRischio);
  if (tipo === 'WHISTLEBLOWING') {
    body.gestori = String(values.gestori ?? '')
      .split(/[,;\s]+/)
      .map((g) => g.trim())
      .filter(Boolean);
  } else if (operazioni.length) {
    body.operazioneIds = operazioni;
  }
  return body;
}

/**
 * `registrosegnalazioni/segnalazione/nuovo/false/pagina?tipo=SOS|WHISTLEBLOWING`: files a report. The AML
 * officer and delegate draft an SOS (linking the client's operations) or register a whistleblowing report with
 * its handlers; a branch operator files an internal report, which they will not be able to open afterwards.
 * Checked with the shared segnalazioneNuovaErrors before sending; errors are announced and shown at the fields.
 */
export function SegnalazioneForm({
  tipo,
  roles,
  from = {},
}: {
  tipo: 'SOS' | 'WHISTLEBLOWING';
  roles: string[];
  /** An SOS prefilled from a monitoring alert: its id, client (id and name) and operation. */
  from?: { alertId?: string; soggettoId?: string; cliente?: string; operazioneId?: string };
}) {
  const fetchApi = useApi();
  const navigate = useNavigate();
  const officer = canReadSos(roles);
  const kind = tipo === 'WHISTLEBLOWING' && officer ? 'WHISTLEBLOWING' : 'SOS';
  const title =
    kind === 'WHISTLEBLOWING'
      ? 'Registra una segnalazione whistleblowing'
      : officer
        ? 'Nuova SOS'
        : 'Nuova segnalazione interna';
  useDocumentTitle(title);
  const fields = useMemo(() => fieldsOf(kind, fetchApi), [kind, fetchApi]);
  const [values, setValues] = useState<FormValues>(() =>
    from.soggettoId
      ? { soggettoId: from.soggettoId, soggettoNominativo: from.cliente ?? from.soggettoId }
      : {},
  );
  const [operazioni, setOperazioni] = useState<string[]>(from.operazioneId ? [from.operazioneId] : []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [receipt, setReceipt] = useState<SegnalazioneRicevuta | null>(null);
  const ops = useClientOperations(kind === 'SOS' ? String(values.soggettoId ?? '') : '');

  const submit = useMutation({
    mutationFn: async () => {
      const body = bodyOf(kind, values, operazioni);
      if (kind === 'SOS' && from.alertId) body.alertId = from.alertId;
      const problems = segnalazioneNuovaErrors(body);
      if (problems.length) {
        throw new ApiRequestError(
          400,
          'Controlla i campi evidenziati.',
          problems.map((p) => ({ field: p.field, errorSummary: p.message })),
        );
      }
      return fileReport(fetchApi, body);
    },
    onMutate: () => setErrors({}),
    onSuccess: (r) => {
      if (r.leggibile) void navigate(segnalazionePath(r.id), { replace: true });
      else setReceipt(r);
    },
    onError: (error) => {
      if (error instanceof ApiRequestError) {
        setErrors(
          Object.fromEntries(error.causes.filter((c) => c.field).map((c) => [c.field!, c.errorSummary])),
        );
      }
    },
  });

  if (receipt) {
    return (
      <section aria-labelledby="page-title">
        <h1 id="page-title">{title}</h1>
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          Segnalazione interna n. {receipt.numero} inviata al responsabile antiriciclaggio. Per riservatezza
          non è più consultabile dal tuo profilo.
        </Alert>
        <RouterLink to={REGISTRO_PATH}>Torna al registro</RouterLink>
      </section>
    );
  }
  return (
    <section aria-labelledby="page-title" data-route="segnalazione-nuova">
      <h1 id="page-title">{title}</h1>
      {from.alertId && <p>La SOS sarà collegata all’alert di monitoraggio da cui nasce.</p>}
      {!officer && (
        <p>
          La segnalazione va al responsabile antiriciclaggio. Una volta inviata non sarà più consultabile dal
          tuo profilo.
        </p>
      )}
      <ActionError failed={submit.isError} error={submit.error} fallback="Invio non riuscito. Riprova." />
      <form
        noValidate
        aria-label={title}
        onSubmit={(e) => {
          e.preventDefault();
          submit.mutate();
        }}
      >
        <Stack spacing={1} sx={{ maxWidth: 640 }}>
          {fields.map((f) => (
            <FieldInput
              key={f.name}
              field={f}
              values={values}
              error={errors[f.name]}
              idPrefix="segnalazione"
              onChange={(name, value) => {
                setValues((v) => ({ ...v, [name]: value }));
                if (name === 'soggettoId') setOperazioni([]);
              }}
            />
          ))}
          {kind === 'SOS' && (ops.data?.length ?? 0) > 0 && (
            <fieldset>
              <legend>Operazioni collegate</legend>
              <FormGroup>
                {ops.data!.map((o) => (
                  <FormControlLabel
                    key={o.id}
                    control={
                      <Checkbox
                        checked={operazioni.includes(o.id)}
                        onChange={(e) =>
                          setOperazioni((all) =>
                            e.target.checked ? [...all, o.id] : all.filter((x) => x !== o.id),
                          )
                        }
                      />
                    }
                    label={`n. ${o.numeroOperazione} del ${formatDate(o.dataOperazione)}, ${formatEur(Number(o.importoEur) / 100)}`}
                  />
                ))}
              </FormGroup>
              {errors.operazioneIds && (
                <p className="field-error" role="alert">
                  {errors.operazioneIds}
                </p>
              )}
            </fieldset>
          )}
          <div>
            <Button type="submit" variant="contained" disabled={submit.isPending}>
              {officer ? 'Registra' : 'Invia la segnalazione'}
            </Button>
          </div>
        </Stack>
      </form>
    </section>
  );
}
