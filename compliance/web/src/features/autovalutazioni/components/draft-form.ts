import type { Autovalutazione, AutovalutazioneInput, LineaCodice, Livello } from '@compliance/shared';

/** A business line as the editor holds it (text inputs). */
export interface LineaForm {
  codice: LineaCodice;
  peso: string;
  motivazione: string;
  rischioInerente: string;
  vulnerabilita: string;
}

/** A remedial action as the editor holds it. */
export interface InterventoForm {
  id?: string;
  descrizione: string;
  responsabile: string;
  scadenza: string;
  stato: string;
  lineaCodice: string;
}

/** The whole draft as the editor holds it. */
export interface DraftForm {
  linee: LineaForm[];
  interventi: InterventoForm[];
  giudizioComplessivo: string;
}

/** The editor's state for a stored self-assessment. */
export function toForm(a: Autovalutazione): DraftForm {
  return {
    linee: a.linee.map((l) => ({
      codice: l.codice,
      peso: String(l.peso),
      motivazione: l.motivazione ?? '',
      rischioInerente: l.rischioInerente ? String(l.rischioInerente) : '',
      vulnerabilita: l.vulnerabilita ? String(l.vulnerabilita) : '',
    })),
    interventi: a.interventi.map((i) => ({
      id: i.id,
      descrizione: i.descrizione,
      responsabile: i.responsabile,
      scadenza: i.scadenza,
      stato: i.stato,
      lineaCodice: i.lineaCodice ?? '',
    })),
    giudizioComplessivo: a.giudizioComplessivo ?? '',
  };
}

const level = (text: string) => (text ? (Number(text) as Livello) : undefined);
const weight = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** The request body for the editor's state (empty texts left out; the shared checks name what is wrong). */
export function toInput(form: DraftForm): AutovalutazioneInput {
  return JSON.parse(
    JSON.stringify({
      linee: form.linee.map((l) => ({
        codice: l.codice,
        peso: weight(l.peso),
        motivazione: l.motivazione.trim() || undefined,
        rischioInerente: level(l.rischioInerente),
        vulnerabilita: level(l.vulnerabilita),
      })),
      interventi: form.interventi.map((i) => ({
        id: i.id,
        descrizione: i.descrizione.trim(),
        responsabile: i.responsabile.trim(),
        scadenza: i.scadenza,
        stato: i.stato,
        lineaCodice: i.lineaCodice || undefined,
      })),
      giudizioComplessivo: form.giudizioComplessivo.trim() || undefined,
    }),
  ) as AutovalutazioneInput;
}
