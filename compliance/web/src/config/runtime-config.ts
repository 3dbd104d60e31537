/** Runtime configuration served by the suite API at `GET /config.json` (no secrets). */
export interface RuntimeConfig {
  /** IdP base URL, no trailing slash. */
  idpUrl: string;
  issuer: string;
  clientId: string;
  redirectUri: string;
  postLogoutRedirectUri: string;
  supportEmail: string;
  supportPhone: string;
}

const KEYS = [
  'idpUrl',
  'issuer',
  'clientId',
  'redirectUri',
  'postLogoutRedirectUri',
  'supportEmail',
  'supportPhone',
] as const;

/** Validates the body of /config.json; throws an Error naming the missing or invalid keys. */
export function parseRuntimeConfig(body: unknown): RuntimeConfig {
  const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const bad = KEYS.filter((key) => typeof record[key] !== 'string' || record[key] === '');
  if (bad.length > 0) throw new Error(`Invalid /config.json: ${bad.join(', ')}`);
  const config = Object.fromEntries(
    KEYS.map((key) => [key, record[key] as string]),
  ) as unknown as RuntimeConfig;
  return { ...config, idpUrl: config.idpUrl.replace(/\/+$/, '') };
}

/** Fetches and validates `/config.json`. */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl('/config.json', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /config.json failed with ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
