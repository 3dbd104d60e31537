import { useEffect, useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { TSchema } from 'typebox';
import { fieldErrors, type FieldError } from '@compliance/shared';
import { useDocumentTitle } from '../ui/use-document-title.ts';
import { ApiRequestError, getJson, sendJson, useApi } from './api-context.tsx';
import { AuditTab } from './audit-tab.tsx';
import { formToInput, recordToForm, type FormValues } from './field-values.ts';
import { RecordForm, type KitField } from './record-form.tsx';
import { readDetailParams } from './route-params.ts';

export interface DetailScreenProps {
  /** API area: `GET|PUT /api/{area}/{id}`, `POST /api/{area}`, `GET /api/{area}/{id}/audit`. */
  area: string;
  /** Title of the record (`undefined` for a new one). */
  title(record: Record<string, string> | undefined): string;
  fields: readonly KitField[];
  schema?: TSchema;
  messages?: Record<string, string>;
  /** Validation instead of `schema`/`messages` (the shared function of entities with cross-field rules). */
  validate?(input: unknown): FieldError[];
  /** Values of a new record. */
  initial: FormValues;
  /** Input fields the form does not show but sends (e.g. `tipoPersona` from the route). */
  fixedInput?: Record<string, unknown>;
  canEdit: boolean;
  listPath: string;
  /** The detail route of a record: `{base}/{id}/{readonly}/{layout}`. */
  detailPath(id: string, readonly: boolean, layout: string): string;
  /** What an area shows of an existing record above its tabs (a document's file and its actions). */
  aside?(record: Record<string, unknown>): ReactNode;
  /**
   * Shown as one section of a larger screen (the questionnaire's identity section): an h2 titled by its own id
   * instead of the page's h1, and no link back to the list.
   */
  embedded?: boolean;
}

type Values = Record<string, string>;

/**
 * The generic detail screen, honouring the route parameters `id` (`nuovo`: a new record), `readonly`
 * (`false` opens edit mode when the role allows) and `layout` (`incorporato`: no navigation, for records opened
 * from another application). Validation runs on the shared schema before saving (the API checks again); a save
 * names the version it started from and a stale one is refused by the API with its Italian message, nothing
 * overwritten. A second tab shows the audit log of the record.
 */
export function DetailScreen(props: DetailScreenProps) {
  const { area, fields, canEdit } = props;
  const { id, readonly, layout } = readDetailParams(useParams());
  const isNew = id === 'nuovo';
  const editing = canEdit && (isNew || !readonly);
  const fetchApi = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const record = useQuery({
    queryKey: ['record', area, id],
    queryFn: () => getJson<Record<string, unknown> & { version: number }>(fetchApi, `/api/${area}/${id}`),
    enabled: !isNew,
  });
  const [values, setValues] = useState<FormValues>(props.initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [tab, setTab] = useState(0);
  const title = props.title(isNew ? undefined : (record.data as Values | undefined));
  useDocumentTitle(title);

  useEffect(() => {
    // only when the record (re)loads: `fields` is rebuilt on every render by the areas
    if (record.data) setValues(recordToForm(fields, record.data));
  }, [record.data]); // eslint-disable-line react-hooks/exhaustive-deps

  const save = useMutation({
    mutationFn: async () => {
      const input = { ...formToInput(fields, values), ...props.fixedInput };
      const problems = props.validate
        ? props.validate(input)
        : fieldErrors(props.schema!, props.messages ?? {}, input);
      if (problems.length) {
        throw new ApiRequestError(
          400,
          'Correggi i campi evidenziati.',
          problems.map((p) => ({ field: p.field, errorSummary: p.message })),
        );
      }
      return isNew
        ? sendJson<Values>(fetchApi, 'POST', `/api/${area}`, input)
        : sendJson<Values>(fetchApi, 'PUT', `/api/${area}/${id}`, {
            ...input,
            version: record.data!.version,
          });
    },
    onSuccess: async (saved) => {
      setErrors({});
      await queryClient.invalidateQueries({ queryKey: ['list', area] });
      await queryClient.invalidateQueries({ queryKey: ['record', area, saved.id] });
      await queryClient.invalidateQueries({ queryKey: ['audit', area, saved.id] });
      await navigate(props.detailPath(saved.id!, true, layout));
    },
    onError: (error) => {
      if (error instanceof ApiRequestError) {
        setErrors(
          Object.fromEntries(error.causes.filter((c) => c.field).map((c) => [c.field!, c.errorSummary])),
        );
      }
    },
  });
  const saveError = save.error instanceof ApiRequestError ? save.error : null;

  if (!isNew && record.isPending) return <p role="status">Caricamento…</p>;
  if (!isNew && record.isError) {
    const missing = record.error instanceof ApiRequestError && record.error.status === 404;
    return (
      <section aria-labelledby="page-title">
        <h1 id="page-title">{missing ? 'Record non trovato' : 'Errore'}</h1>
        <Alert severity="error">
          {missing
            ? 'Il record non esiste o non rientra nella tua visibilità.'
            : 'Non è stato possibile caricare il record.'}
        </Alert>
      </section>
    );
  }

  const titleId = props.embedded ? `${area}-section-title` : 'page-title';
  const Heading = props.embedded ? 'h2' : 'h1';
  return (
    <section aria-labelledby={titleId} data-route={`${area}-detail`}>
      <Heading id={titleId}>{title}</Heading>
      {layout === 'pagina' && !props.embedded && (
        <p>
          <RouterLink to={props.listPath}>Torna all’elenco</RouterLink>
        </p>
      )}
      {!canEdit && !readonly && <Alert severity="info">Il tuo ruolo consente solo la consultazione.</Alert>}
      {saveError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {saveError.summary}
          {saveError.status === 409 && (
            <>
              {' '}
              <Button size="small" onClick={() => window.location.reload()}>
                Ricarica
              </Button>
            </>
          )}
        </Alert>
      )}
      {!isNew && record.data && props.aside?.(record.data)}
      {!isNew && (
        <Tabs
          value={tab}
          onChange={(_e, v: number) => setTab(v)}
          aria-label={props.embedded ? `Sezioni di ${title}` : 'Sezioni del record'}
          sx={{ mb: 2 }}
        >
          <Tab label="Dati" id="tab-dati" aria-controls="panel-dati" />
          <Tab label="Cronologia modifiche" id="tab-audit" aria-controls="panel-audit" />
        </Tabs>
      )}
      <div
        role={isNew ? undefined : 'tabpanel'}
        id="panel-dati"
        aria-labelledby={isNew ? undefined : 'tab-dati'}
        hidden={tab !== 0}
      >
        <form
          noValidate
          aria-label={title}
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate();
          }}
        >
          <RecordForm
            fields={fields}
            values={values}
            errors={errors}
            editing={editing}
            isNew={isNew}
            onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))}
          />
          <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
            {editing && (
              <Button type="submit" variant="contained" disabled={save.isPending}>
                {save.isPending ? 'Salvataggio…' : 'Salva'}
              </Button>
            )}
            {editing && !isNew && (
              <Button component={RouterLink} to={props.detailPath(id, true, layout)}>
                Annulla
              </Button>
            )}
            {!editing && canEdit && (
              <Button variant="contained" component={RouterLink} to={props.detailPath(id, false, layout)}>
                Modifica
              </Button>
            )}
          </Stack>
        </form>
      </div>
      {!isNew && (
        <div role="tabpanel" id="panel-audit" aria-labelledby="tab-audit" hidden={tab !== 1}>
          {tab === 1 && (
            <AuditTab area={area} id={id} labels={Object.fromEntries(fields.map((f) => [f.name, f.label]))} />
          )}
        </div>
      )}
    </section>
  );
}
