import { Type, type Static } from 'typebox';

/**
 * The list a dashboard figure opens: the questionnaires (`/questionari`), the clients (`/anagrafiche`) or the
 * document archive (`/archiviodocumenti`).
 */
export const ELENCHI_CRUSCOTTO = ['questionari', 'soggetti', 'documenti'] as const;
export type ElencoCruscotto = (typeof ELENCHI_CRUSCOTTO)[number];

/** A count and the list behind it: `filtri` are the list's filters (`f.<key>` without the prefix). */
export const ConteggioCruscotto = Type.Object({
  valore: Type.Integer({ minimum: 0 }),
  elenco: Type.Enum(ELENCHI_CRUSCOTTO),
  filtri: Type.Record(Type.String(), Type.String()),
});
export type ConteggioCruscotto = Static<typeof ConteggioCruscotto>;

/** One value of a figure (a state, a class, a branch, a window), optionally over a base (a rate's denominator). */
export const VoceCruscotto = Type.Intersect([
  ConteggioCruscotto,
  Type.Object({
    chiave: Type.String(),
    etichetta: Type.String(),
    /** The whole the value is part of (completion: the branch's clients), with its own list. */
    base: Type.Optional(ConteggioCruscotto),
  }),
]);
export type VoceCruscotto = Static<typeof VoceCruscotto>;

/** One figure of a dashboard: a titled group of values. */
export const FiguraCruscotto = Type.Object({
  id: Type.String(),
  titolo: Type.String(),
  descrizione: Type.String(),
  voci: Type.Array(VoceCruscotto),
});
export type FiguraCruscotto = Static<typeof FiguraCruscotto>;

/** The dashboards of the questionnaires (spec §2 `monitoraggioquestionari`, `scadenze/questionari/inscadenza`). */
export const CRUSCOTTI = ['monitoraggioquestionari', 'inscadenza'] as const;
export type CruscottoId = (typeof CRUSCOTTI)[number];

/** A dashboard as the API answers it, within the reader's view; `oggi` (yyyy-MM-dd) is the date counted from. */
export const Cruscotto = Type.Object({
  id: Type.Enum(CRUSCOTTI),
  oggi: Type.String(),
  figure: Type.Array(FiguraCruscotto),
});
export type Cruscotto = Static<typeof Cruscotto>;

/** A client's enhanced due diligence as the clients list reports it (`avRafforzata`; rules in the API). */
export const AV_RAFFORZATA_STATI = ['IN_ESSERE', 'MANCANTE_PEP', 'MANCANTE_ALTO', 'NON_RICHIESTA'] as const;
export type AvRafforzataStato = (typeof AV_RAFFORZATA_STATI)[number];
export const AV_RAFFORZATA_LABELS: Record<AvRafforzataStato, string> = {
  IN_ESSERE: 'In essere',
  MANCANTE_PEP: 'Mancante (PEP)',
  MANCANTE_ALTO: 'Mancante (rischio alto)',
  NON_RICHIESTA: 'Non richiesta',
};
