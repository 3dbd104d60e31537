import { useQuery } from '@tanstack/react-query';
import {
  CLASSE_RISCHIO_LABELS,
  CLASSI_RISCHIO,
  QUESTIONARIO_STATI,
  QUESTIONARIO_STATO_LABELS,
  type ModelloQuestionario,
  type Questionario,
  type QuestionarioTransizione,
  type RevisioneRichiesta,
  type Risposta,
} from '@compliance/shared';
import { getJson, sendJson, useApi, type ApiFetch } from '../../../kit/api-context.tsx';

/** The API area (`/api/questionari`, saved views `/api/viste/questionari`). */
export const QUESTIONARI_AREA = 'questionari';
export const QUESTIONARI_PATH = '/questionari';

/**
 * A submission's route (spec §2): `questionari/questionario/{id}/{readonly}/{layout}/{tipopersona}/{submission}`
 * with `id` the client, `submission` its number or `nuova`, and `/verificato` for the verified version.
 */
export function questionarioPath(
  soggettoId: string,
  tipo: 'PF' | 'PG',
  submission: number | string,
  options: { readonly?: boolean; layout?: string; verified?: boolean } = {},
): string {
  const base = `${QUESTIONARI_PATH}/questionario/${soggettoId}/${options.readonly ?? true}/${options.layout ?? 'pagina'}/${tipo}/${submission}`;
  return options.verified ? `${base}/verificato` : base;
}

/** The list filtered by `filters` (API filter keys without `f.`). */
export function listPath(filters: Record<string, string>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) params.set(`f.${key}`, value);
  const query = params.toString();
  return query ? `${QUESTIONARI_PATH}?${query}` : QUESTIONARI_PATH;
}

const options = <K extends string>(values: readonly K[], labels: Record<K, string>) =>
  values.map((value) => ({ value, label: labels[value] }));
export const STATO_OPTIONS = options(QUESTIONARIO_STATI, QUESTIONARIO_STATO_LABELS);
export const CLASSE_OPTIONS = options(CLASSI_RISCHIO, CLASSE_RISCHIO_LABELS);

/** `GET /api/questionari/cliente/{soggettoId}/{numero}` (disabled for `nuova`). */
export function useSubmission(soggettoId: string, submission: string) {
  const fetchApi = useApi();
  return useQuery({
    queryKey: ['questionario', soggettoId, submission],
    queryFn: () =>
      getJson<Questionario>(fetchApi, `/api/${QUESTIONARI_AREA}/cliente/${soggettoId}/${submission}`),
    enabled: submission !== 'nuova' && soggettoId !== 'nuovo',
  });
}

/** The template of a submission (`modelloId`), else the current one of `tipo`. */
export function useModello(tipo: 'PF' | 'PG', modelloId: string | undefined, enabled: boolean) {
  const fetchApi = useApi();
  const path = modelloId
    ? `/api/${QUESTIONARI_AREA}/modelli/${modelloId}`
    : `/api/${QUESTIONARI_AREA}/modelli/corrente/${tipo}`;
  return useQuery({
    queryKey: ['questionario-modello', modelloId ?? tipo],
    queryFn: () => getJson<ModelloQuestionario>(fetchApi, path),
    enabled,
    staleTime: 60_000,
  });
}

/** `POST /api/questionari`: a new draft. */
export const createSubmission = (
  fetchApi: ApiFetch,
  soggettoId: string,
  risposte: Record<string, Risposta>,
) => sendJson<Questionario>(fetchApi, 'POST', `/api/${QUESTIONARI_AREA}`, { soggettoId, risposte });

/** `PUT /api/questionari/{id}`: a draft's answers and class override. */
export const saveSubmission = (
  fetchApi: ApiFetch,
  q: Questionario,
  body: { risposte: Record<string, Risposta>; classeOverride?: string; motivazioneOverride?: string },
) =>
  sendJson<Questionario>(fetchApi, 'PUT', `/api/${QUESTIONARI_AREA}/${q.id}`, {
    ...body,
    version: q.version,
  });

/** `POST /api/questionari/{id}/transizioni`. */
export const sendTransition = (fetchApi: ApiFetch, id: string, body: QuestionarioTransizione) =>
  sendJson<Questionario>(fetchApi, 'POST', `/api/${QUESTIONARI_AREA}/${id}/transizioni`, body);

/** `GET /api/questionari/{id}/revisioni`: the open early-review requests marking a verified questionnaire. */
export function useRevisioni(id: string, enabled: boolean) {
  const fetchApi = useApi();
  return useQuery({
    queryKey: ['questionario-revisioni', id],
    queryFn: () => getJson<RevisioneRichiesta[]>(fetchApi, `/api/${QUESTIONARI_AREA}/${id}/revisioni`),
    enabled,
  });
}
