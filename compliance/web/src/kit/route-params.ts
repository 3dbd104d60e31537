/** The documented detail route parameters (compliance/web/README.md), read with their defaults. */
export interface DetailParams {
  /** A record id, or `nuovo` for a new record. */
  id: string;
  /** `true` (default) opens read mode; `false` opens edit mode when the role allows. */
  readonly: boolean;
  /** `pagina` (default): inside the navigation; `incorporato`: without it (opened from another application). */
  layout: 'pagina' | 'incorporato';
  /** `PF` natural person or `PG` legal entity: selects a form's sections (areas with parties). */
  tipopersona?: 'PF' | 'PG';
}

/** Reads the detail parameters from the route's params; unknown values fall back to the defaults. */
export function readDetailParams(params: Record<string, string | undefined>): DetailParams {
  const tipo = params.tipopersona?.toUpperCase();
  return {
    id: params.id ?? 'nuovo',
    readonly: params.readonly !== 'false',
    layout: params.layout === 'incorporato' ? 'incorporato' : 'pagina',
    ...(tipo === 'PF' || tipo === 'PG' ? { tipopersona: tipo } : {}),
  };
}
