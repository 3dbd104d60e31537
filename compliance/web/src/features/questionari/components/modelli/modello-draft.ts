import {
  modelloErrors,
  type Domanda,
  type ModelloDefinizione,
  type Sezione,
  type TipoRisposta,
} from '@compliance/shared';

/** Answer types whose question lists options. */
export const CON_OPZIONI: readonly TipoRisposta[] = ['scelta', 'sceltaMultipla'];

const ID = /^[a-z][a-zA-Z0-9]{0,39}$/;

/** A fresh id not yet used in `def` (`prefix` + the first free number). */
export function freeId(def: ModelloDefinizione, prefix: string): string {
  const used = new Set(def.sezioni.flatMap((s) => [s.id, ...s.domande.map((d) => d.id)]));
  let n = 1;
  while (used.has(`${prefix}${n}`)) n += 1;
  return `${prefix}${n}`;
}

/** A new required text question with a free id. */
export const nuovaDomanda = (def: ModelloDefinizione): Domanda => ({
  id: freeId(def, 'domanda'),
  testo: '',
  tipo: 'testo',
  obbligatoria: true,
});

/** A new section holding one new question. */
export function nuovaSezione(def: ModelloDefinizione): Sezione {
  return { id: freeId(def, 'sezione'), titolo: '', domande: [nuovaDomanda(def)] };
}

/** `def` with section `si` replaced by `fn(section)`. */
export const withSezione = (def: ModelloDefinizione, si: number, fn: (s: Sezione) => Sezione) => ({
  ...def,
  sezioni: def.sezioni.map((s, i) => (i === si ? fn(s) : s)),
});

/** `def` with question `di` of section `si` replaced by `fn(question)`. */
export const withDomanda = (def: ModelloDefinizione, si: number, di: number, fn: (d: Domanda) => Domanda) =>
  withSezione(def, si, (s) => ({ ...s, domande: s.domande.map((d, i) => (i === di ? fn(d) : d)) }));

/**
 * A question after its type changed: options appear (two empty ones) for choice types and go for the others;
 * yes/no points go when it is no longer yes/no.
 */
export function conTipo(d: Domanda, tipo: TipoRisposta): Domanda {
  const { opzioni, puntiSi, classeMinimaSi, fasce, ...rest } = d;
  const next: Domanda = { ...rest, tipo };
  if (CON_OPZIONI.includes(tipo)) {
    next.opzioni = opzioni ?? [
      { valore: '', etichetta: '' },
      { valore: '', etichetta: '' },
    ];
  }
  if (tipo === 'sino') {
    if (puntiSi !== undefined) next.puntiSi = puntiSi;
    if (classeMinimaSi) next.classeMinimaSi = classeMinimaSi;
  }
  if ((tipo === 'numero' || tipo === 'importo') && fasce) next.fasce = fasce;
  return next;
}

/** The questions before question `di` of section `si` (a condition may only refer to those). */
export function domandePrecedenti(def: ModelloDefinizione, si: number, di: number): Domanda[] {
  return def.sezioni.flatMap((s, i) => (i < si ? s.domande : i === si ? s.domande.slice(0, di) : []));
}

/**
 * Every problem of a template being edited, in Italian and naming where it is (section and question by position
 * and id): empty texts, malformed ids, choice questions with fewer than two complete options, conditions without
 * values, then the API's own structural checks (modelloErrors: repeated ids, conditions on a later question,
 * thresholds out of order). Empty when the template can be published.
 */
export function modelloEditorErrors(def: ModelloDefinizione): string[] {
  const errors: string[] = [];
  if (!def.titolo.trim()) errors.push('Il titolo del modello è obbligatorio.');
  def.sezioni.forEach((s, si) => {
    const where = `Sezione ${si + 1}`;
    if (!s.titolo.trim()) errors.push(`${where}: il titolo è obbligatorio.`);
    if (!ID.test(s.id)) errors.push(`${where}: l’identificativo «${s.id}» non è valido.`);
    if (!s.domande.length) errors.push(`${where}: serve almeno una domanda.`);
    s.domande.forEach((d, di) => {
      const q = `${where}, domanda ${di + 1} (${d.id})`;
      if (!ID.test(d.id))
        errors.push(`${q}: l’identificativo va scritto in lettere e cifre, iniziando con una minuscola.`);
      if (!d.testo.trim()) errors.push(`${q}: il testo è obbligatorio.`);
      if (CON_OPZIONI.includes(d.tipo)) {
        const opzioni = d.opzioni ?? [];
        if (opzioni.length < 2) errors.push(`${q}: servono almeno due opzioni.`);
        if (opzioni.some((o) => !o.valore.trim() || !o.etichetta.trim()))
          errors.push(`${q}: ogni opzione ha un valore e un’etichetta.`);
        if (new Set(opzioni.map((o) => o.valore)).size !== opzioni.length)
          errors.push(`${q}: i valori delle opzioni devono essere diversi.`);
      }
      if (d.condizione && !d.condizione.valori.length)
        errors.push(`${q}: la condizione indica almeno un valore.`);
    });
  });
  if (!def.sezioni.length) errors.push('Serve almeno una sezione.');
  return [...errors, ...modelloErrors(def).map((e) => e.message)];
}
