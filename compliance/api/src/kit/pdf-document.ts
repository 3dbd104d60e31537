import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

const MARGIN = 56;
const WIDTH = 595.28;
const HEIGHT = 841.89;

/** Text the standard fonts can draw (WinAnsi): other characters become `?`. */
export const printable = (text: string) => text.replace(/[^\u0020-\u007e\u00a0-\u00ff€«»—–’‘“”…•]/g, '?');

/** `yyyy-MM-dd…` → `dd/MM/yyyy`. */
export const pdfDate = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');

/** How one paragraph is drawn: size in points (default 10), bold, left indent in points. */
export interface WriteOptions {
  size?: number;
  bold?: boolean;
  indent?: number;
}

/** A text-only A4 document being written top to bottom. */
export interface PdfWriter {
  /** Draws `text` word-wrapped to the margin, adding pages as needed. */
  write: (text: string, options?: WriteOptions) => void;
  /** Vertical space in points. */
  gap: (points: number) => void;
  /** The finished PDF's bytes. */
  save: () => Promise<Uint8Array>;
}

/**
 * A text-only A4 PDF in Helvetica (56 pt margins, line height 1.4 × size) with Italian metadata (title, subject,
 * language it-IT, creator "Suite Compliance"): the shared layout of the suite's printable records (questionari,
 * autovalutazioni). Characters outside WinAnsi print as `?`.
 */
export async function createPdfWriter(meta: { title: string; subject: string }): Promise<PdfWriter> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(printable(meta.title));
  pdf.setSubject(printable(meta.subject));
  pdf.setLanguage('it-IT');
  pdf.setCreator('Suite Compliance');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const boldFont = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = pdf.addPage([WIDTH, HEIGHT]);
  let y = HEIGHT - MARGIN;

  const wrap = (text: string, f: PDFFont, size: number, max: number) => {
    const lines: string[] = [];
    let line = '';
    for (const w of printable(text).split(/\s+/)) {
      const next = line ? `${line} ${w}` : w;
      if (f.widthOfTextAtSize(next, size) > max && line) {
        lines.push(line);
        line = w;
      } else line = next;
    }
    lines.push(line);
    return lines;
  };

  return {
    write(text, options = {}) {
      const size = options.size ?? 10;
      const f = options.bold ? boldFont : font;
      const x = MARGIN + (options.indent ?? 0);
      for (const l of wrap(text, f, size, WIDTH - MARGIN - x)) {
        if (y < MARGIN + size) {
          page = pdf.addPage([WIDTH, HEIGHT]);
          y = HEIGHT - MARGIN;
        }
        page.drawText(l, { x, y, size, font: f });
        y -= size * 1.4;
      }
    },
    gap(points) {
      y -= points;
    },
    save: () => pdf.save(),
  };
}
