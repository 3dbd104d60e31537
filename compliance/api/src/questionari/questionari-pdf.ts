import {
  CLASSE_RISCHIO_LABELS,
  domandaVisibile,
  QUESTIONARIO_STATO_LABELS,
  REGIME_ADEGUATA_VERIFICA,
  TIPI_RISPOSTA_MODULI,
  type ModelloDefinizione,
  type Questionario,
} from '@compliance/shared';
import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

const MARGIN = 56;
const WIDTH = 595.28;
const HEIGHT = 841.89;

/** Text the standard fonts can draw (WinAnsi): other characters become `?`. */
const printable = (text: string) => text.replace(/[^\u0020-\u007e\u00a0-\u00ff€«»—–’‘“”…•]/g, '?');

const date = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');

/**
 * The PDF of a submission (A4, Helvetica): header with client, number, template version, state, scoring, final
 * class and CDD regime, override and its reason, verification (who, when, review date, SHA-256 sign-off), then
 * every section with its visible questions and answers in Italian. Title and subject in the metadata.
 */
export async function questionarioPdf(q: Questionario, def: ModelloDefinizione): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const title = `Questionario n. ${q.numero} - ${q.soggettoNominativo}`;
  pdf.setTitle(printable(title));
  pdf.setSubject(printable(def.titolo));
  pdf.setLanguage('it-IT');
  pdf.setCreator('Suite Compliance');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = pdf.addPage([WIDTH, HEIGHT]);
  let y = HEIGHT - MARGIN;

  const write = (text: string, options: { size?: number; f?: PDFFont; indent?: number } = {}) => {
    const size = options.size ?? 10;
    const f = options.f ?? font;
    const x = MARGIN + (options.indent ?? 0);
    const max = WIDTH - MARGIN - x;
    const words = printable(text).split(/\s+/);
    let line = '';
    const lines: string[] = [];
    for (const w of words) {
      const next = line ? `${line} ${w}` : w;
      if (f.widthOfTextAtSize(next, size) > max && line) {
        lines.push(line);
        line = w;
      } else line = next;
    }
    lines.push(line);
    for (const l of lines) {
      if (y < MARGIN + size) {
        page = pdf.addPage([WIDTH, HEIGHT]);
        y = HEIGHT - MARGIN;
      }
      page.drawText(l, { x, y, size, font: f });
      y -= size * 1.4;
    }
  };

  write(def.titolo, { size: 15, f: bold });
  y -= 4;
  write(title, { size: 12, f: bold });
  write(
    `Tipo persona: ${q.tipoPersona} · Dipendenza: ${q.dipendenzaDenominazione} · Modello versione ${q.modelloVersione}`,
  );
  write(`Stato: ${QUESTIONARIO_STATO_LABELS[q.stato]} · Compilato da: ${q.autore} il ${date(q.createdAt)}`);
  write(
    `Punteggio: ${q.punteggio} · Classe calcolata: ${CLASSE_RISCHIO_LABELS[q.classeCalcolata]} · Classe finale: ${CLASSE_RISCHIO_LABELS[q.classeFinale]} · Adeguata verifica ${REGIME_ADEGUATA_VERIFICA[q.classeFinale].toLowerCase()}`,
    { f: bold },
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
    y -= 8;
    write(s.titolo, { size: 12, f: bold });
    for (const d of s.domande) {
      if (!domandaVisibile(d, q.risposte)) continue;
      const v = q.risposte[d.id];
      write(d.testo, { f: bold, indent: 8 });
      write(v === undefined ? '—' : TIPI_RISPOSTA_MODULI[d.tipo].testo(v, d), { indent: 16 });
    }
  }
  return pdf.save();
}
