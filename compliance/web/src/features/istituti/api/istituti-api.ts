import { STATI_ISTITUTO, TIPI_INTERMEDIARIO, TIPO_INTERMEDIARIO_LABELS } from '@compliance/shared';

/** The API area of institutions (`/api/istituti`). */
export const ISTITUTI_AREA = 'istituti';

export const TIPO_OPTIONS = TIPI_INTERMEDIARIO.map((value) => ({
  value,
  label: TIPO_INTERMEDIARIO_LABELS[value],
}));
export const STATO_OPTIONS = STATI_ISTITUTO.map((value) => ({
  value,
  label: value === 'ATTIVO' ? 'Attivo' : 'Cessato',
}));

/** The detail route of an institution (spec §2: `istituti/istituto/{id}/{readonly}/{layout}`). */
export function istitutoPath(id: string, readonly = true, layout = 'pagina'): string {
  return `/istituti/istituto/${id}/${readonly}/${layout}`;
}
