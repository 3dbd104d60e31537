import type { ApiFetch } from './api-context.tsx';

/**
 * Downloads an API file (an export) with the user's token: fetched as a Blob and saved through a temporary
 * object URL under the name the server gives in `Content-Disposition` (else `fallback`).
 */
export async function downloadFile(fetchApi: ApiFetch, path: string, fallback: string): Promise<void> {
  const response = await fetchApi(path, { headers: { accept: '*/*' } });
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback;
  const url = URL.createObjectURL(await response.blob());
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
