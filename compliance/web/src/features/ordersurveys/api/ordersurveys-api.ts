import { useQuery } from '@tanstack/react-query';
import type {
  Campagna,
  CampagnaAnteprima,
  CampagnaAnteprimaRichiesta,
  CampagnaNuova,
  CampagnaTransizione,
  MessaggioOutbox,
  Page,
} from '@compliance/shared';
import { getJson, sendJson, useApi, type ApiFetch } from '../../../kit/api-context.tsx';

/** The API area (`/api/ordersurveys`, saved views `/api/viste/ordersurveys`). */
export const AREA = 'ordersurveys';
const API = `/api/${AREA}`;

/** The list route (spec §2 `ordersurveys`). */
export const LIST_PATH = '/ordersurveys';

/** A campaign's route, spec §2 `ordersurveys/ordersurvey/{id}/{readonly}/{layout}` (`nuovo`: a new campaign). */
export function detailPath(id: string, readonly = true, layout = 'pagina'): string {
  return `${LIST_PATH}/ordersurvey/${id}/${readonly}/${layout}`;
}

/** `GET /api/ordersurveys/{id}`: the campaign with its progress in the reader's view. */
export function useCampagna(id: string) {
  const fetchApi = useApi();
  return useQuery({
    queryKey: ['record', AREA, id],
    queryFn: () => getJson<Campagna>(fetchApi, `${API}/${id}`),
    enabled: id !== 'nuovo',
  });
}

/** `GET /api/ordersurveys/{id}/messaggi`: its invitations and reminders, newest first. */
export function useMessaggi(id: string, version: number | undefined) {
  const fetchApi = useApi();
  return useQuery({
    queryKey: ['messaggi', AREA, id, version],
    queryFn: () => getJson<MessaggioOutbox[]>(fetchApi, `${API}/${id}/messaggi`),
    enabled: version !== undefined,
  });
}

/** One client of a campaign as the clients list returns it (every column as text). */
export type ClienteRiga = Record<string, string | undefined>;

/** The clients filter of a campaign's progress that is not a questionnaire state: no answer by the deadline. */
export const IN_RITARDO = 'IN_RITARDO';

const clientiFilter = (stato: string) =>
  stato === IN_RITARDO ? '&f.inRitardo=S%C3%AC' : stato ? `&f.stato=${stato}` : '';

/**
 * `GET /api/ordersurveys/clienti?f.campagnaId=`: a page of the campaign's clients, by questionnaire state, or
 * those who have not answered by the reply deadline (`stato` IN_RITARDO: `f.inRitardo=Sì`).
 */
export function useClienti(id: string, stato: string, page: number, version: number | undefined) {
  const fetchApi = useApi();
  return useQuery({
    queryKey: ['list', 'ordersurveys-clienti', id, stato, page, version],
    queryFn: () =>
      getJson<Page<ClienteRiga>>(
        fetchApi,
        `${API}/clienti?f.campagnaId=${id}${clientiFilter(stato)}&page=${page}&pageSize=20`,
      ),
    enabled: version !== undefined,
  });
}

/** `POST /api/ordersurveys/anteprima`: how many clients a filter selects now. */
export function preview(fetchApi: ApiFetch, body: CampagnaAnteprimaRichiesta) {
  return sendJson<CampagnaAnteprima>(fetchApi, 'POST', `${API}/anteprima`, body);
}

/** `POST /api/ordersurveys` (a new draft) or `PUT /api/ordersurveys/{id}` at `version`. */
export function saveCampagna(
  fetchApi: ApiFetch,
  body: CampagnaNuova,
  existing?: { id: string; version: number },
) {
  return existing
    ? sendJson<Campagna>(fetchApi, 'PUT', `${API}/${existing.id}`, { ...body, version: existing.version })
    : sendJson<Campagna>(fetchApi, 'POST', API, body);
}

/** `POST /api/ordersurveys/{id}/transizioni`: launch, close or cancel. */
export function sendTransition(fetchApi: ApiFetch, id: string, body: CampagnaTransizione) {
  return sendJson<Campagna>(fetchApi, 'POST', `${API}/${id}/transizioni`, body);
}

/** `POST /api/ordersurveys/{id}/solleciti`: reminds every client not yet sent. */
export function sendReminder(fetchApi: ApiFetch, id: string) {
  return sendJson<{ solleciti: number }>(fetchApi, 'POST', `${API}/${id}/solleciti`, {});
}
