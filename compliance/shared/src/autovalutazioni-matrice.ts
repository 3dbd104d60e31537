import { Type, type Static } from 'typebox';

/**
 * The four-level scale of the AML self-assessment (design/compliance-domain.md §1.7: Banca d'Italia, Parte
 * Settima; CNDCEC Regola Tecnica 1): 1 non significativo … 4 molto significativo, no zero. Inherent risk,
 * vulnerability and residual risk all use it.
 */
export const LIVELLI = [1, 2, 3, 4] as const;
export type Livello = (typeof LIVELLI)[number];
export const LIVELLO_LABELS: Record<Livello, string> = {
  1: 'Non significativo',
  2: 'Poco significativo',
  3: 'Abbastanza significativo',
  4: 'Molto significativo',
};

export const LivelloSchema = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4)]);

/**
 * The residual-risk matrix: `celle[inerente - 1][vulnerabilita - 1]` is the residual level. Kept as data,
 * edited by administrators, every edit a new version (`versione` 1, 2, …); a self-assessment records the version
 * it was computed with.
 */
export const MatriceRischio = Type.Object({
  versione: Type.Integer({ minimum: 1 }),
  nome: Type.String(),
  celle: Type.Array(Type.Array(LivelloSchema, { minItems: 4, maxItems: 4 }), { minItems: 4, maxItems: 4 }),
  creataDa: Type.String(),
  /** ISO 8601 instant. */
  creataIl: Type.String(),
});
export type MatriceRischio = Static<typeof MatriceRischio>;

/** `PUT /api/autovalutazioni/matrice`: the new cells and name, and the version they replace (stale → 409). */
export const MatriceInput = Type.Object(
  {
    nome: Type.String({ minLength: 3, maxLength: 120 }),
    celle: Type.Array(Type.Array(LivelloSchema, { minItems: 4, maxItems: 4 }), {
      minItems: 4,
      maxItems: 4,
    }),
    versione: Type.Integer({ minimum: 1 }),
  },
  { additionalProperties: false },
);
export type MatriceInput = Static<typeof MatriceInput>;

export const MATRICE_MESSAGES: Record<string, string> = {
  nome: 'Il nome della matrice va da 3 a 120 caratteri.',
  celle: 'La matrice ha 4 righe (rischio inerente) di 4 celle (vulnerabilità), ognuna un livello da 1 a 4.',
  versione: 'Manca la versione della matrice che si sta modificando.',
};

/**
 * The provisional matrix the suite starts with (domain doc §1.7, a placeholder until the Banca d'Italia cells are
 * verified): residual = max(1, min(4, round(0.4 × inerente + 0.6 × vulnerabilità))).
 */
export const MATRICE_PROVVISORIA: Livello[][] = LIVELLI.map((i) =>
  LIVELLI.map((v) => Math.max(1, Math.min(4, Math.round(0.4 * i + 0.6 * v))) as Livello),
);

/** The residual level of a business line from `celle` (undefined until both scores are given). */
export function rischioResiduo(
  celle: readonly (readonly Livello[])[],
  inerente: Livello | undefined,
  vulnerabilita: Livello | undefined,
): Livello | undefined {
  if (!inerente || !vulnerabilita) return undefined;
  return celle[inerente - 1]![vulnerabilita - 1];
}

/**
 * The overall residual risk: the residual levels weighted by each line's `peso` (%), rounded to the nearest level
 * (halves up); a plain mean when no weight is given. Undefined while any line lacks its residual level, or with no
 * line at all.
 */
export function rischioComplessivo(
  linee: ReadonlyArray<{ peso: number; rischioResiduo?: Livello | undefined }>,
): Livello | undefined {
  if (!linee.length || linee.some((l) => !l.rischioResiduo)) return undefined;
  const pesi = linee.reduce((s, l) => s + l.peso, 0);
  const media = pesi
    ? linee.reduce((s, l) => s + l.peso * l.rischioResiduo!, 0) / pesi
    : linee.reduce((s, l) => s + l.rischioResiduo!, 0) / linee.length;
  return Math.max(1, Math.min(4, Math.round(media))) as Livello;
}

/** Year-over-year trend of a line's residual risk (issue 9 comparison), named in words (not colour alone). */
export const ANDAMENTI = [
  'MIGLIORATO',
  'INVARIATO',
  'PEGGIORATO',
  'NUOVA',
  'CESSATA',
  'NON_VALUTATO',
] as const;
export type Andamento = (typeof ANDAMENTI)[number];
export const ANDAMENTO_LABELS: Record<Andamento, string> = {
  MIGLIORATO: 'In miglioramento',
  INVARIATO: 'Invariato',
  PEGGIORATO: 'In peggioramento',
  NUOVA: 'Linea nuova',
  CESSATA: 'Linea non più valutata',
  NON_VALUTATO: 'Non ancora valutato',
};

/** The trend from last year's residual level to this year's (lower residual risk is an improvement). */
export function andamento(
  precedente: Livello | undefined,
  attuale: Livello | undefined,
  esiste = true,
): Andamento {
  if (!esiste) return 'CESSATA';
  if (precedente === undefined) return 'NUOVA';
  if (attuale === undefined) return 'NON_VALUTATO';
  if (attuale < precedente) return 'MIGLIORATO';
  return attuale > precedente ? 'PEGGIORATO' : 'INVARIATO';
}
