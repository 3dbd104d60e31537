import { useQuery } from '@tanstack/react-query';
import {
  AGEING_BUCKETS,
  AGEING_LABELS,
  ALERT_ESITI,
  ALERT_ESITO_LABELS,
  ALERT_STATI,
  ALERT_STATO_LABELS,
  ALERT_TIPI,
  ALERT_TIPO_LABELS,
  CLASSE_RISCHIO_LABELS,
  CLASSI_RISCHIO,
  type AlertCruscotto,
  type AlertMonitoraggio,
  type AlertTransizione,
} from '@compliance/shared';
import { getJson, sendJson, useApi, type ApiFetch } from '../../../kit/api-context.tsx';

/** The API area of the alert queue (`/api/alert`, saved views `/api/viste/alert`). */
export const ALERT_AREA = 'alert';

/** The queue's route (spec §2 `monitoraggiooperazioni`) and its dashboard. */
export const MONITORAGGIO_PATH = '/monitoraggiooperazioni';
export const CRUSCOTTO_PATH = `${MONITORAGGIO_PATH}/cruscotto`;

/**
 * An alert's route, `monitoraggiooperazioni/alert/{id}/{readonly}/{layout}` (`readonly=false`: the evaluation
 * panel, for those who evaluate). Not a route of spec §2; it follows the other details' parameters.
 */
export function alertPath(id: string, readonly = true, layout = 'pagina'): string {
  return `${MONITORAGGIO_PATH}/alert/${id}/${readonly}/${layout}`;
}

/** The queue filtered by `filters` (API filter keys without the `f.` prefix). */
export function queuePath(filters: Record<string, string>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) params.set(`f.${key}`, value);
  const query = params.toString();
  return query ? `${MONITORAGGIO_PATH}?${query}` : MONITORAGGIO_PATH;
}

const options = <K extends string>(values: readonly K[], labels: Record<K, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

export const STATO_OPTIONS = options(ALERT_STATI, ALERT_STATO_LABELS);
export const TIPO_OPTIONS = options(ALERT_TIPI, ALERT_TIPO_LABELS);
export const ESITO_OPTIONS = options(ALERT_ESITI, ALERT_ESITO_LABELS);
export const CLASSE_OPTIONS = options(CLASSI_RISCHIO, CLASSE_RISCHIO_LABELS);
export const AGEING_OPTIONS = options(AGEING_BUCKETS, AGEING_LABELS);

/** `GET /api/alert/{id}`. */
export function useAlert(id: string) {
  const fetchApi = useApi();
  return useQuery({
    queryKey: ['record', ALERT_AREA, id],
    queryFn: () => getJson<AlertMonitoraggio>(fetchApi, `/api/${ALERT_AREA}/${id}`),
  });
}

/** `GET /api/alert/cruscotto`: the dashboard figures within the user's view; operations of `mese` (yyyy-MM, default this month). */
export function useCruscotto(mese?: string) {
  const fetchApi = useApi();
  const query = mese ? `?mese=${encodeURIComponent(mese)}` : '';
  return useQuery({
    queryKey: ['alert-cruscotto', mese ?? ''],
    queryFn: () => getJson<AlertCruscotto>(fetchApi, `/api/${ALERT_AREA}/cruscotto${query}`),
  });
}

/** The signed-in user's login (`GET /api/me` `sub`): who an alert is assigned to. Same query key as useRoles. */
export function useLogin(): string | undefined {
  const fetchApi = useApi();
  const me = useQuery({
    queryKey: ['me'],
    queryFn: () => getJson<{ sub: string; roles: string[] }>(fetchApi, '/api/me'),
    staleTime: 60_000,
  });
  return me.data?.sub;
}

/**
 * `POST /api/alert/{id}/transizioni`: one action of the state machine. Resolves the updated alert; rejects with
 * the API's ApiRequestError (400 with field causes, 403, 409 stale or refused transition).
 */
export function sendTransition(
  fetchApi: ApiFetch,
  id: string,
  body: AlertTransizione,
): Promise<AlertMonitoraggio> {
  return sendJson<AlertMonitoraggio>(fetchApi, 'POST', `/api/${ALERT_AREA}/${id}/transizioni`, body);
}
