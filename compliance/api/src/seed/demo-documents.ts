import { TIPO_DOCUMENTO_ARCHIVIO_LABELS, type DocumentoInput, type TipoDocumento } from '@compliance/shared';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { DemoDocumentClient } from './seed.repository.ts';

/** The demo bank's document kinds as the clients' records name them (demo-clients.ts) → the archive's kinds. */
const KIND_OF: Record<string, TipoDocumento> = {
  CARTA_IDENTITA: 'DOC_IDENTITA',
  PASSAPORTO: 'PASSAPORTO',
  PATENTE: 'PATENTE',
};

/**
 * Days from the seeding day to each demo identity document's expiry: a few already expired, some inside the
 * 30/60/90-day windows, the rest later, so the archive's expiry views have something to show on any day.
 */
const EXPIRY_OFFSETS = [-12, 4, 9, 17, 26, 33, 41, 52, 58, 66, 79, 88, 120, 180, 365, 700];

/** A fixed instant for the PDFs' dates, so the same client always gives the same bytes. */
const PDF_DATE = new Date(Date.UTC(2026, 0, 1));

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** A one-page PDF marked as a demo document, with `lines` of text under `title`. */
export async function demoPdf(title: string, lines: readonly string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setProducer('Suite Compliance (dati dimostrativi)');
  pdf.setCreationDate(PDF_DATE);
  pdf.setModificationDate(PDF_DATE);
  const page = pdf.addPage([595, 842]);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawText(title, { x: 56, y: 770, size: 18, font: bold });
  page.drawText('DOCUMENTO DIMOSTRATIVO - dati fittizi', {
    x: 56,
    y: 745,
    size: 10,
    font,
    color: rgb(0.6, 0, 0),
  });
  lines.forEach((line, i) => page.drawText(line, { x: 56, y: 700 - i * 20, size: 12, font }));
  return pdf.save({ useObjectStreams: false });
}

/** One demo document: its description, its PDF's name and the text the PDF carries. */
export interface DemoDocument {
  input: DocumentoInput;
  nomeFile: string;
  title: string;
  lines: string[];
}

/**
 * Demo documents: a scan of each natural person's identity document (number and issuer from the client's record,
 * expiry spread around `today` by EXPIRY_OFFSETS) and the company register extract of each legal entity.
 */
export function demoDocuments(
  people: readonly DemoDocumentClient[],
  companies: readonly DemoDocumentClient[],
  today: string,
): DemoDocument[] {
  const docs: DemoDocument[] = [];
  people.forEach((c, i) => {
    const tipo = KIND_OF[c.tipoDocumento ?? ''] ?? 'DOC_IDENTITA';
    const dataScadenza = addDays(today, EXPIRY_OFFSETS[i % EXPIRY_OFFSETS.length]!);
    const numero = c.numeroDocumento ?? `CA${String(100000 + i)}`;
    const rilasciatoDa = c.rilasciatoDa ?? 'Comune di Milano';
    docs.push({
      input: {
        tipo,
        soggettoId: c.id,
        numero,
        rilasciatoDa,
        ...(c.dataRilascio && c.dataRilascio <= dataScadenza ? { dataRilascio: c.dataRilascio } : {}),
        dataScadenza,
        riservato: false,
      },
      nomeFile: `${tipo.toLowerCase()}-${c.codiceFiscale}.pdf`,
      title: TIPO_DOCUMENTO_ARCHIVIO_LABELS[tipo],
      lines: [
        `Titolare: ${c.nominativo}`,
        `Codice fiscale: ${c.codiceFiscale}`,
        `Numero: ${numero}`,
        `Rilasciato da: ${rilasciatoDa}`,
        `Scadenza: ${dataScadenza.split('-').reverse().join('/')}`,
      ],
    });
  });
  for (const c of companies) {
    docs.push({
      input: {
        tipo: 'VISURA_CAMERALE',
        soggettoId: c.id,
        rilasciatoDa: 'Registro delle imprese',
        riservato: false,
      },
      nomeFile: `visura-${c.codiceFiscale}.pdf`,
      title: TIPO_DOCUMENTO_ARCHIVIO_LABELS.VISURA_CAMERALE,
      lines: [`Impresa: ${c.nominativo}`, `Codice fiscale: ${c.codiceFiscale}`],
    });
  }
  return docs;
}
