import { useQuery } from '@tanstack/react-query';
import type {
  Autovalutazione,
  AutovalutazioneInput,
  AutovalutazioneNuova,
  AutovalutazioneTransizione,
  ConfrontoAutovalutazioni,
  InvioBdi,
  MatriceRischio,
} from '@compliance/shared';
import { getJson, sendJson, useApi, type ApiFetch } from '../../../kit/api-context.tsx';

/** The API area (`/api/autovalutazioni`, saved views `/api/viste/autovalutazioni`). */
export const AREA = 'autovalutazioni';
const API = `/api/${AREA}`;

/** The list route (spec §2 `selfevaluations`). */
export const LIST_PATH = '/selfevaluations';

/** A self-assessment's route, spec §2 `selfevaluations/selfevaluation/{id}/{readonly}/{layout}`. */
export function detailPath(id: string, readonly = true, layout = 'pagina'): string {
  return `${LIST_PATH}/selfevaluation/${id}/${readonly}/${layout}`;
}

/** `GET /api/autovalutazioni/{id}`. */
export function useAutovalutazione(id: string) {
  const fetchApi = useApi();
  return useQuery({
    queryKey: ['record', AREA, id],
    queryFn: () => getJson<Autovalutazione>(fetchApi, `${API}/${id}`),
  });
}

/** `GET /api/autovalutazioni/{id}/confronto`: the year-over-year comparison. */
export function useConfronto(id: string, version: number | undefined) {
  const fetchApi = useApi();
  return useQuery({
    queryKey: ['confronto', AREA, id, version],
    queryFn: () => getJson<ConfrontoAutovalutazioni>(fetchApi, `${API}/${id}/confronto`),
    enabled: version !== undefined,
  });
}

/** `GET /api/autovalutazioni/matrice`, or version `versione` from the history. */
export function useMatrice(versione?: number) {
  const fetchApi = useApi();
  return useQuery({
    queryKey: ['matrice', AREA],
    queryFn: () => getJson<MatriceRischio[]>(fetchApi, `${API}/matrice/versioni`),
    select: (all) => (versione === undefined ? all[0] : all.find((m) => m.versione === versione)),
  });
}

/** `PUT /api/autovalutazioni/{id}`: saves a draft; rejects with ApiRequestError (400 causes, 409). */
export function saveDraft(fetchApi: ApiFetch, id: string, version: number, input: AutovalutazioneInput) {
  return sendJson<Autovalutazione>(fetchApi, 'PUT', `${API}/${id}`, { ...input, version });
}

/** `POST /api/autovalutazioni/{id}/transizioni`: one action of the state machine. */
export function sendTransition(fetchApi: ApiFetch, id: string, body: AutovalutazioneTransizione) {
  return sendJson<Autovalutazione>(fetchApi, 'POST', `${API}/${id}/transizioni`, body);
}

/** `POST /api/autovalutazioni/{id}/invio-bdi`: records (or corrects) the sending to Banca d'Italia. */
export function registraInvioBdi(fetchApi: ApiFetch, id: string, body: InvioBdi) {
  return sendJson<Autovalutazione>(fetchApi, 'POST', `${API}/${id}/invio-bdi`, body);
}

/** `POST /api/autovalutazioni`: a new year, blank or copied. */
export function createAutovalutazione(fetchApi: ApiFetch, body: AutovalutazioneNuova) {
  return sendJson<Autovalutazione>(fetchApi, 'POST', API, body);
}

/** `PUT /api/autovalutazioni/matrice`: a new version of the matrix (administrators). */
export function saveMatrice(fetchApi: ApiFetch, body: { nome: string; celle: number[][]; versione: number }) {
  return sendJson<MatriceRischio>(fetchApi, 'PUT', `${API}/matrice`, body);
}
