import { useQuery } from '@tanstack/react-query';
import {
  ESITI_UIF,
  ESITO_UIF_LABELS,
  SEGNALAZIONE_STATI,
  SEGNALAZIONE_STATO_LABELS,
  SEGNALAZIONE_TIPI,
  SEGNALAZIONE_TIPO_LABELS,
  TIPI_INVIO,
  TIPO_INVIO_LABELS,
  type Segnalazione,
  type SegnalazioneCollegamento,
  type SegnalazioneRicevuta,
  type SegnalazioneTransizione,
  type SostitutivaNuova,
} from '@compliance/shared';
import { getJson, sendJson, useApi, type ApiFetch } from '../../../kit/api-context.tsx';

/** The API area of the register (`/api/segnalazioni`, saved views `/api/viste/segnalazioni`). */
export const SEGNALAZIONI_AREA = 'segnalazioni';

/** The register's route (spec §2 `registrosegnalazioni`, unguarded: the API decides what anyone sees). */
export const REGISTRO_PATH = '/registrosegnalazioni';

/** A report's route, `registrosegnalazioni/segnalazione/{id}/{readonly}/{layout}` (spec §2). */
export function segnalazionePath(id: string, readonly = true, layout = 'pagina'): string {
  return `${REGISTRO_PATH}/segnalazione/${id}/${readonly}/${layout}`;
}

/** The filing form of a kind (`id` = `nuovo`, the kind in the query string). */
export const newReportPath = (tipo: 'SOS' | 'WHISTLEBLOWING') =>
  `${segnalazionePath('nuovo', false)}?tipo=${tipo}`;

/** The register filtered by `filters` (API filter keys without the `f.` prefix). */
export function registerPath(filters: Record<string, string>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) params.set(`f.${key}`, value);
  const query = params.toString();
  return query ? `${REGISTRO_PATH}?${query}` : REGISTRO_PATH;
}

const options = <K extends string>(values: readonly K[], labels: Record<K, string>) =>
  values.map((value) => ({ value, label: labels[value] }));
export const TIPO_OPTIONS = options(SEGNALAZIONE_TIPI, SEGNALAZIONE_TIPO_LABELS);
export const STATO_OPTIONS = options(SEGNALAZIONE_STATI, SEGNALAZIONE_STATO_LABELS);
export const ESITO_UIF_OPTIONS = options(ESITI_UIF, ESITO_UIF_LABELS);
export const TIPO_INVIO_OPTIONS = options(TIPI_INVIO, TIPO_INVIO_LABELS);

/** `GET /api/me`: who is signed in (same key as the kit's useRoles); 401 without a session. */
export function useMe() {
  const fetchApi = useApi();
  return useQuery({
    queryKey: ['me'],
    queryFn: () => getJson<{ sub: string; roles: string[] }>(fetchApi, '/api/me'),
    staleTime: 60_000,
    retry: false,
  });
}

/** `GET /api/segnalazioni/{id}` (each read is recorded in the audit log by the API). */
export function useSegnalazione(id: string) {
  const fetchApi = useApi();
  return useQuery({
    queryKey: ['record', SEGNALAZIONI_AREA, id],
    queryFn: () => getJson<Segnalazione>(fetchApi, `/api/${SEGNALAZIONI_AREA}/${id}`),
    retry: false,
  });
}

/** `POST /api/segnalazioni/{id}/transizioni`: resolves the updated report; rejects with ApiRequestError. */
export function sendTransition(
  fetchApi: ApiFetch,
  id: string,
  body: SegnalazioneTransizione,
): Promise<Segnalazione> {
  return sendJson<Segnalazione>(fetchApi, 'POST', `/api/${SEGNALAZIONI_AREA}/${id}/transizioni`, body);
}

/** `POST /api/segnalazioni/{id}/sostitutiva`: drafts the replacement of a transmitted SOS; resolves its number. */
export function createSostitutiva(
  fetchApi: ApiFetch,
  id: string,
  body: SostitutivaNuova,
): Promise<SegnalazioneRicevuta> {
  return sendJson<SegnalazioneRicevuta>(
    fetchApi,
    'POST',
    `/api/${SEGNALAZIONI_AREA}/${id}/sostitutiva`,
    body,
  );
}

/** `POST /api/segnalazioni`: files a report; resolves its number and whether the filer may open it. */
export function fileReport(fetchApi: ApiFetch, body: unknown): Promise<SegnalazioneRicevuta> {
  return sendJson<SegnalazioneRicevuta>(fetchApi, 'POST', `/api/${SEGNALAZIONI_AREA}`, body);
}

/** Clients matching `text` (name or tax code), for the reported-client lookup. */
export async function searchClients(fetchApi: ApiFetch, text: string) {
  const query = new URLSearchParams({ sort: 'nominativo', pageSize: '20' });
  if (text.trim()) query.set('q', text.trim());
  const page = await getJson<{ items: Array<{ id: string; nominativo: string; codiceFiscale: string }> }>(
    fetchApi,
    `/api/soggetti?${query}`,
  );
  return page.items.map((s) => ({ value: s.id, label: `${s.nominativo} (${s.codiceFiscale})` }));
}

/** The latest operations of client `soggettoId` (at most 50), for linking them to an SOS. */
export function useClientOperations(soggettoId: string) {
  const fetchApi = useApi();
  return useQuery({
    queryKey: ['segnalazioni-operazioni', soggettoId],
    enabled: Boolean(soggettoId),
    queryFn: async () =>
      (
        await getJson<{
          items: Array<{ id: string; numeroOperazione: string; dataOperazione: string; importoEur: string }>;
        }>(fetchApi, `/api/operazioni?f.soggettoId=${soggettoId}&pageSize=50&sort=dataOperazione&order=desc`)
      ).items,
  });
}

/** `POST /api/segnalazioni/{id}/collegamenti`: links or unlinks one client or operation of an SOS. */
export function sendCollegamento(
  fetchApi: ApiFetch,
  id: string,
  body: SegnalazioneCollegamento,
): Promise<Segnalazione> {
  return sendJson<Segnalazione>(fetchApi, 'POST', `/api/${SEGNALAZIONI_AREA}/${id}/collegamenti`, body);
}
