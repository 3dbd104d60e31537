import { useEffect, type ComponentType } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { QUESTIONARIO_COMPILATORI, type Questionario } from '@compliance/shared';
import { ApiRequestError, useApi } from '../../../kit/api-context.tsx';
import { AuditTab } from '../../../kit/audit-tab.tsx';
import { downloadFile } from '../../../kit/download.ts';
import { formatDate } from '../../../kit/formats.ts';
import { readDetailParams } from '../../../kit/route-params.ts';
import { useRoles } from '../../../kit/use-roles.ts';
import { useDocumentTitle } from '../../../ui/use-document-title.ts';
import {
  QUESTIONARI_AREA,
  QUESTIONARI_PATH,
  questionarioPath,
  useModello,
  useSubmission,
} from '../api/questionari-api.ts';
import { ClientSubmissions } from './client-submissions.tsx';
import { QuestionarioActions } from './questionario-actions.tsx';
import { RevisioneRichiesta } from './revisione-richiesta.tsx';
import { QuestionarioForm } from './questionario-form.tsx';
import { sectionAnchor } from './questionario-sections.tsx';

/** The identity section the app composes in (the anagrafica feature's personal-data form). */
export type IdentitySection = ComponentType<{
  embedded?: boolean;
  detailPath?(id: string, readonly: boolean, layout: string): string;
}>;

interface Props {
  Identity: IdentitySection;
  /**
   * `anagrafica`: the `inserimentodatianagrafici` route, focused on the identity record (its h1) with the client's
   * questionnaires below; otherwise the questionnaire route, whose h1 is the submission.
   */
  focus?: 'anagrafica';
}

const FILL_ROLES = QUESTIONARIO_COMPILATORI as readonly string[];
const IDENTITY_ANCHOR = 'sezione-anagrafica';

/**
 * `questionari/questionario/{id}/{readonly}/{layout}/{tipopersona}/{submission}[/verificato]` and
 * `inserimentodatianagrafici/{id}/{readonly}/{layout}/{tipopersona}`: one screen (spec §2) — a section index, the
 * client's identity record first (the anagrafica form, composed in by the app), then the questionnaire's sections,
 * its outcome and its workflow. `submission` is a number or `nuova`; `readonly=false` opens edit mode where the
 * role and the state allow; `/verificato` opens the verified, signed-off version (read only, with its hash).
 * Keyboard: the index links move focus to their section.
 */
export function QuestionarioScreen({ Identity, focus }: Props) {
  const params = useParams();
  const { id, readonly, layout, tipopersona } = readDetailParams(params);
  const tipo = tipopersona ?? 'PF';
  const submission = focus === 'anagrafica' ? undefined : (params.submission ?? 'nuova');
  const verified = params.verified === 'verificato';
  const roles = useRoles() ?? [];
  const login = useLoginFromRoles();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const fetchApi = useApi();
  const q = useSubmission(id, submission ?? 'nuova');
  const isNewSubmission = submission === 'nuova';
  const modello = useModello(
    tipo,
    q.data?.modelloId,
    Boolean(submission) && id !== 'nuovo' && (isNewSubmission || Boolean(q.data)),
  );
  const title = focus
    ? 'Dati anagrafici'
    : q.data
      ? `Questionario n. ${q.data.numero} di ${q.data.soggettoNominativo}${verified ? ' (versione verificata)' : ''}`
      : isNewSubmission
        ? 'Nuovo questionario'
        : 'Questionario';
  useDocumentTitle(focus ? 'Dati anagrafici' : title);

  useEffect(() => {
    if (focus) document.getElementById(IDENTITY_ANCHOR)?.focus();
  }, [focus]);

  const canFill = roles.some((r) => FILL_ROLES.includes(r));
  const signedOff = q.data?.stato === 'VERIFICATO' || q.data?.stato === 'SCADUTO';
  const editing = canFill && !readonly && !verified && (isNewSubmission || q.data?.stato === 'BOZZA');
  const path = (sub: number | string, opts: { readonly?: boolean; verified?: boolean } = {}) =>
    questionarioPath(id, tipo, sub, { layout, ...opts });
  const onSaved = (saved: Questionario) => {
    void queryClient.setQueryData(['questionario', id, String(saved.numero)], saved);
    void navigate(path(saved.numero, { readonly: true }));
  };

  const identity = (
    <div id={IDENTITY_ANCHOR} tabIndex={-1}>
      <Identity
        embedded={!focus}
        {...(focus
          ? {}
          : {
              detailPath: (cid: string, ro: boolean, lay: string) =>
                questionarioPath(cid, tipo, submission!, { readonly: ro, layout: lay }),
            })}
      />
    </div>
  );
  if (focus) {
    return (
      <>
        {identity}
        {id !== 'nuovo' && <ClientSubmissions soggettoId={id} tipo={tipo} layout={layout} />}
      </>
    );
  }

  const missing = q.isError && q.error instanceof ApiRequestError && q.error.status === 404;
  return (
    <section aria-labelledby="page-title" data-route="questionario">
      <h1 id="page-title">{title}</h1>
      {layout === 'pagina' && (
        <p>
          <RouterLink to={QUESTIONARI_PATH}>Torna all’elenco dei questionari</RouterLink>
        </p>
      )}
      {!canFill && !readonly && <Alert severity="info">Il tuo ruolo consente solo la consultazione.</Alert>}
      {verified && q.data && !signedOff && (
        <Alert severity="warning" role="alert">
          Questo questionario non è ancora verificato: non esiste una versione firmata.
        </Alert>
      )}
      {verified && q.data && signedOff && (
        <Alert severity="success">
          Versione verificata da {q.data.verificatore} il {formatDate(q.data.dataVerifica)}, definitiva e non
          modificabile. Prossima revisione entro il {formatDate(q.data.dataRevisione)}. Impronta SHA-256:{' '}
          <code>{q.data.impronta}</code>
        </Alert>
      )}
      {q.data && signedOff && <RevisioneRichiesta questionarioId={q.data.id} />}
      <nav aria-label="Indice delle sezioni">
        <ol className="section-index">
          <li>
            <a href={`#${IDENTITY_ANCHOR}`}>Dati anagrafici</a>
          </li>
          {modello.data?.definizione.sezioni.map((s) => (
            <li key={s.id}>
              <a href={`#${sectionAnchor(s.id)}`}>{s.titolo}</a>
            </li>
          ))}
          {q.data && (
            <li>
              <a href="#cronologia-titolo">Cronologia modifiche</a>
            </li>
          )}
        </ol>
      </nav>
      {identity}
      {id === 'nuovo' ? (
        <Alert severity="info">Salva prima i dati anagrafici del cliente, poi compila il questionario.</Alert>
      ) : missing ? (
        <Alert severity="error" role="alert">
          Questionario non trovato, o non visibile con il tuo profilo.
        </Alert>
      ) : (q.isPending && !isNewSubmission) || modello.isPending ? (
        <p role="status">Caricamento del questionario…</p>
      ) : modello.isError || q.isError ? (
        <Alert severity="error" role="alert">
          Non è stato possibile caricare il questionario.
        </Alert>
      ) : (
        <>
          <QuestionarioForm
            soggettoId={id}
            modello={modello.data!}
            q={q.data}
            editing={editing}
            onSaved={onSaved}
          />
          {q.data &&
            !readonly &&
            !editing &&
            !verified &&
            !signedOff &&
            canFill &&
            q.data.stato !== 'BOZZA' && <p>Le risposte si modificano solo in bozza.</p>}
          {q.data && (
            <Stack direction="row" spacing={1} useFlexGap sx={{ my: 2, flexWrap: 'wrap' }}>
              {readonly && canFill && q.data.stato === 'BOZZA' && (
                <Button
                  variant="contained"
                  component={RouterLink}
                  to={path(q.data.numero, { readonly: false })}
                >
                  Modifica le risposte
                </Button>
              )}
              {signedOff && !verified && (
                <Button component={RouterLink} to={path(q.data.numero, { verified: true })}>
                  Apri la versione verificata
                </Button>
              )}
              <Button
                onClick={() =>
                  void downloadFile(
                    fetchApi,
                    `/api/${QUESTIONARI_AREA}/${q.data!.id}/pdf`,
                    'questionario.pdf',
                  )
                }
              >
                Scarica il PDF
              </Button>
            </Stack>
          )}
          {q.data && !verified && (
            <QuestionarioActions
              q={q.data}
              roles={roles}
              canFill={canFill}
              login={login}
              onDone={(updated) => {
                queryClient.setQueryData(['questionario', id, String(updated.numero)], updated);
              }}
            />
          )}
          {q.data && (
            <section aria-labelledby="cronologia-titolo">
              <h2 id="cronologia-titolo">Cronologia modifiche</h2>
              <AuditTab area={QUESTIONARI_AREA} id={q.data.id} labels={AUDIT_LABELS} />
            </section>
          )}
        </>
      )}
    </section>
  );
}

const AUDIT_LABELS: Record<string, string> = {
  stato: 'Stato',
  risposte: 'Risposte',
  punteggio: 'Punteggio',
  classeCalcolata: 'Classe calcolata',
  classeOverride: 'Classe modificata',
  motivazioneOverride: 'Motivazione della classe',
  classeFinale: 'Classe finale',
  verificatore: 'Verificatore',
  dataRevisione: 'Revisione entro',
  motivazioneRespinto: 'Motivo del respingimento',
};

/** The signed-in user's login (`GET /api/me` `sub`, the same query as useRoles). */
function useLoginFromRoles(): string | undefined {
  const client = useQueryClient();
  return (client.getQueryData(['me']) as { sub?: string } | undefined)?.sub;
}
