import {
  CLASSE_RISCHIO_LABELS,
  domandaVisibile,
  QUESTIONARIO_STATO_LABELS,
  REGIME_ADEGUATA_VERIFICA,
  TIPI_RISPOSTA_MODULI,
  type ModelloDefinizione,
  type Questionario,
} from '@compliance/shared';
import { createPdfWriter, pdfDate as date } from '../kit/pdf-document.ts';

/**
 * The PDF of a submission (A4, Helvetica): header with client, number, template version, state, scoring, final
 * class and CDD regime, override and its reason, verification (who, when, review date, SHA-256 sign-off), then
 * every section with its visible questions and answers in Italian. Title and subject in the metadata.
 */
export async function questionarioPdf(q: Questionario, def: ModelloDefinizione): Promise<Uint8Array> {
  const title = `Questionario n. ${q.numero} - ${q.soggettoNominativo}`;
  const pdf = await createPdfWriter({ title, subject: def.titolo });
  const write = pdf.write;

  write(def.titolo, { size: 15, bold: true });
  pdf.gap(4);
  write(title, { size: 12, bold: true });
  write(
    `Tipo persona: ${q.tipoPersona} · Dipendenza: ${q.dipendenzaDenominazione} · Modello versione ${q.modelloVersione}`,
  );
  write(`Stato: ${QUESTIONARIO_STATO_LABELS[q.stato]} · Compilato da: ${q.autore} il ${date(q.createdAt)}`);
  write(
    `Punteggio: ${q.punteggio} · Classe calcolata: ${CLASSE_RISCHIO_LABELS[q.classeCalcolata]} · Classe finale: ${CLASSE_RISCHIO_LABELS[q.classeFinale]} · Adeguata verifica ${REGIME_ADEGUATA_VERIFICA[q.classeFinale].toLowerCase()}`,
    { bold: true },
  );
  if (q.classeOverride) write(`Motivazione della modifica della classe: ${q.motivazioneOverride ?? ''}`);
  if (q.verificatore && q.dataVerifica) {
    write(
      `Verificato da: ${q.verificatore} il ${date(q.dataVerifica)} · Prossima revisione: ${date(q.dataRevisione!)}`,
    );
    write(`Impronta SHA-256 della versione verificata: ${q.impronta ?? ''}`, { size: 8 });
  }
  if (q.motivazioneRespinto) write(`Motivo del respingimento: ${q.motivazioneRespinto}`);
  for (const s of def.sezioni) {
    pdf.gap(8);
    write(s.titolo, { size: 12, bold: true });
    for (const d of s.domande) {
      if (!domandaVisibile(d, q.risposte)) continue;
      const v = q.risposte[d.id];
      write(d.testo, { bold: true, indent: 8 });
      write(v === undefined ? '—' : TIPI_RISPOSTA_MODULI[d.tipo].testo(v, d), { indent: 16 });
    }
  }
  return pdf.save();
}
