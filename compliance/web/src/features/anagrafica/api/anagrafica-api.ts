import {
  FORMA_GIURIDICA_LABELS,
  FORME_GIURIDICHE,
  TIPI_DOCUMENTO,
  TIPO_DOCUMENTO_LABELS,
} from '@compliance/shared';

/** The API area of clients (`/api/soggetti`). */
export const SOGGETTI_AREA = 'soggetti';

/**
 * The personal-data form of a client (spec §2: `inserimentodatianagrafici/{id}/{readonly}/{layout}/{tipopersona}`).
 */
export function anagraficaPath(
  id: string,
  readonly = true,
  layout = 'pagina',
  tipo: 'PF' | 'PG' = 'PF',
): string {
  return `/inserimentodatianagrafici/${id}/${readonly}/${layout}/${tipo}`;
}

export const TIPO_PERSONA_OPTIONS = [
  { value: 'PF', label: 'Persona fisica' },
  { value: 'PG', label: 'Persona giuridica' },
];
export const DOCUMENTO_OPTIONS = TIPI_DOCUMENTO.map((value) => ({
  value,
  label: TIPO_DOCUMENTO_LABELS[value],
}));
export const FORMA_OPTIONS = FORME_GIURIDICHE.map((value) => ({
  value,
  label: FORMA_GIURIDICA_LABELS[value],
}));
export const SESSO_OPTIONS = [
  { value: 'F', label: 'Femmina' },
  { value: 'M', label: 'Maschio' },
];
