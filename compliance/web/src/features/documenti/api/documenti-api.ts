import {
  DOCUMENT_MIME_TYPES,
  TIPI_DOCUMENTO_ARCHIVIO,
  TIPO_DOCUMENTO_ARCHIVIO_LABELS,
  type Documento,
  type Page,
} from '@compliance/shared';
import { getJson, type ApiFetch } from '../../../kit/api-context.tsx';

/** The API area of the document archive (`/api/documenti`). */
export const DOCUMENTI_AREA = 'documenti';

/** The archive's list route (spec §2 `archiviodocumenti`). */
export const ARCHIVIO_PATH = '/archiviodocumenti';

/**
 * A document's route, `archiviodocumenti/documento/{id}/{readonly}/{layout}` (`nuovo`: the upload form). Not a
 * route of spec §2, which lists the archive only; it follows the other details' parameters.
 */
export function documentoPath(id: string, readonly = true, layout = 'pagina'): string {
  return `${ARCHIVIO_PATH}/documento/${id}/${readonly}/${layout}`;
}

export const TIPO_OPTIONS = TIPI_DOCUMENTO_ARCHIVIO.map((value) => ({
  value,
  label: TIPO_DOCUMENTO_ARCHIVIO_LABELS[value],
}));

/** What the file chooser offers: the types the API accepts (it recognises them from the bytes). */
export const FILE_ACCEPT = [...DOCUMENT_MIME_TYPES, '.pdf', '.jpg', '.jpeg', '.png', '.tif', '.tiff'].join(
  ',',
);

/** A size in bytes as Italians read it (`1,5 MB`, `820 kB`, `12 byte`). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} byte`;
  if (bytes < 1024 * 1024)
    return `${(bytes / 1024).toLocaleString('it-IT', { maximumFractionDigits: 0 })} kB`;
  return `${(bytes / (1024 * 1024)).toLocaleString('it-IT', { maximumFractionDigits: 1 })} MB`;
}

/** `yyyy-MM-dd` of the day `days` after today (local time). */
export function dayFromToday(days: number, today = new Date()): string {
  const d = new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/**
 * Clients whose name or tax code contains `text` (`GET /api/soggetti`, first 20 by name), as options for the
 * document's client field. Reads the clients API directly: features never import each other.
 */
export async function searchClients(
  fetchApi: ApiFetch,
  text: string,
): Promise<Array<{ value: string; label: string }>> {
  const query = new URLSearchParams({ sort: 'nominativo', pageSize: '20' });
  if (text.trim()) query.set('q', text.trim());
  const page = await getJson<Page<{ id: string; nominativo: string; codiceFiscale: string }>>(
    fetchApi,
    `/api/soggetti?${query}`,
  );
  return page.items.map((s) => ({ value: s.id, label: `${s.nominativo} (${s.codiceFiscale})` }));
}

/**
 * Uploads a document (`POST /api/documenti`, multipart/form-data: the description's fields, then `file`),
 * reporting progress (0–1). Resolves the archived document; rejects with the API's ApiRequestError.
 */
export async function uploadDocument(
  fetchApi: ApiFetch,
  input: Record<string, unknown>,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<Documento> {
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined && value !== null && value !== '') form.append(key, String(value));
  }
  form.append('file', file, file.name);
  const response = await fetchApi(`/api/${DOCUMENTI_AREA}`, {
    method: 'POST',
    body: form,
    onUploadProgress: onProgress,
  });
  return (await response.json()) as Documento;
}
