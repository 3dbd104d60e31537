import {
  INTERVENTO_STATO_LABELS,
  LIVELLO_LABELS,
  LINEE_BUSINESS,
  type Autovalutazione,
  type Livello,
} from '@compliance/shared';
import { createPdfWriter, pdfDate as date } from '../kit/pdf-document.ts';

const level = (l: Livello | undefined) => (l ? `${l} - ${LIVELLO_LABELS[l]}` : '—');

/**
 * The PDF of an approved self-assessment (design/compliance-domain.md §1.7 and §4; A4, Helvetica, via the kit's
 * pdf-document.ts): year, approval (who, when, board minute), matrix version and deadline for Banca d'Italia, the
 * overall residual risk and judgement, then per business line its weight, rationale, inherent risk, vulnerability
 * and residual risk, then the remedial actions with owner, due date and state. Title and subject in the metadata.
 */
export async function autovalutazionePdf(a: Autovalutazione): Promise<Uint8Array> {
  const title = `Autovalutazione antiriciclaggio ${a.anno}`;
  const pdf = await createPdfWriter({ title, subject: 'Autovalutazione dei rischi di riciclaggio' });
  const { write } = pdf;
  write(title, { size: 15, bold: true });
  pdf.gap(4);
  write(
    `Approvata da ${a.approvataDa ?? '—'} il ${a.dataApprovazione ? date(a.dataApprovazione) : '—'}` +
      (a.riferimentoDelibera ? ` · Delibera: ${a.riferimentoDelibera}` : ''),
  );
  write(
    `Inviata in approvazione da ${a.inviataDa ?? '—'} · Matrice del rischio residuo versione ${a.matriceVersione} · Invio a Banca d'Italia entro il ${date(a.scadenzaInvio)}`,
  );
  write(`Rischio residuo complessivo: ${level(a.rischioResiduoComplessivo)}`, { bold: true });
  if (a.giudizioComplessivo) write(`Giudizio complessivo: ${a.giudizioComplessivo}`);
  pdf.gap(8);
  write('Linee di business', { size: 12, bold: true });
  for (const l of a.linee) {
    write(`${LINEE_BUSINESS[l.codice]} (peso ${l.peso}%)`, { bold: true, indent: 8 });
    if (l.motivazione) write(`Motivazione: ${l.motivazione}`, { indent: 16 });
    write(
      `Rischio inerente: ${level(l.rischioInerente)} · Vulnerabilità: ${level(l.vulnerabilita)} · Rischio residuo: ${level(l.rischioResiduo)}`,
      { indent: 16 },
    );
  }
  pdf.gap(8);
  write('Interventi correttivi', { size: 12, bold: true });
  if (!a.interventi.length) write('Nessun intervento.', { indent: 8 });
  for (const i of a.interventi) {
    write(i.descrizione, { bold: true, indent: 8 });
    write(
      `Responsabile: ${i.responsabile} · Scadenza: ${date(i.scadenza)} · Stato: ${INTERVENTO_STATO_LABELS[i.stato]}` +
        (i.lineaCodice ? ` · Linea: ${LINEE_BUSINESS[i.lineaCodice]}` : ''),
      { indent: 16 },
    );
  }
  return pdf.save();
}
