import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { cellText } from './export.ts';
import type { ListColumn } from './list-definition.ts';
import { printable } from './pdf-document.ts';

/** Most rows a printed list holds; a larger filtered set is refused (CSV and XLSX have no such limit). */
export const PDF_ROW_CAP = 5000;

// A4 landscape, in points.
const WIDTH = 841.89;
const HEIGHT = 595.28;
const MARGIN = 32;
const SIZE = 7.5;
const LINE = SIZE * 1.6;
const PAD = 3;
/** Widest a column may claim before the columns are fitted to the page (points). */
const MAX_COLUMN = 220;
/** Rows measured to size the columns. */
const SAMPLE = 200;

/** Up to `cap` rows of `rows` in an array; null when there are more (the caller refuses the print). */
export async function collectForPdf(
  rows: AsyncIterable<Record<string, unknown>>,
  cap = PDF_ROW_CAP,
): Promise<Record<string, unknown>[] | null> {
  const held: Record<string, unknown>[] = [];
  for await (const row of rows) {
    if (held.length === cap) return null;
    held.push(row);
  }
  return held;
}

/** What the printout says about itself: title, when, and the filters that made the set. */
export interface ListPdfMeta {
  title: string;
  /** e.g. `Cerca: rossi · Stato: APERTA`; empty when the list is unfiltered. */
  filters: string;
  printedAt: Date;
}

/** `text` cut to `width` points with an ellipsis. */
function fit(text: string, font: PDFFont, width: number): string {
  if (font.widthOfTextAtSize(text, SIZE) <= width) return text;
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (font.widthOfTextAtSize(`${text.slice(0, mid)}…`, SIZE) <= width) lo = mid;
    else hi = mid - 1;
  }
  return `${text.slice(0, lo)}…`;
}

/** Column widths (points) that fill the page: each column's widest sampled text, capped, then scaled to fit. */
function columnWidths(
  columns: readonly ListColumn[],
  cells: string[][],
  font: PDFFont,
  bold: PDFFont,
): number[] {
  const wanted = columns.map((c, i) => {
    let w = bold.widthOfTextAtSize(printable(c.label), SIZE);
    for (const row of cells.slice(0, SAMPLE)) w = Math.max(w, font.widthOfTextAtSize(row[i]!, SIZE));
    return Math.min(MAX_COLUMN, w + 2 * PAD);
  });
  const total = wanted.reduce((a, b) => a + b, 0);
  const scale = (WIDTH - 2 * MARGIN) / total;
  return wanted.map((w) => w * scale);
}

/**
 * The filtered view of a list as a printable PDF (spec compliance-domain.md §5 "export … plus print or PDF"): A4
 * landscape, Helvetica 7.5 pt, the columns' Italian labels as a header repeated on every page, dates dd/MM/yyyy and
 * amounts `1.234,56` as in CSV, cells cut with an ellipsis to their column, and on every page the title, the
 * filters, the print date and "Pagina N di M". `rows` must hold at most PDF_ROW_CAP rows (the caller checks).
 * Characters outside WinAnsi print as `?`.
 */
export async function listPdf(
  meta: ListPdfMeta,
  columns: readonly ListColumn[],
  rows: readonly Record<string, unknown>[],
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(printable(meta.title));
  pdf.setLanguage('it-IT');
  pdf.setCreator('Suite Compliance');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const cells = rows.map((row) => columns.map((c) => printable(cellText(c, row[c.key]))));
  const widths = columnWidths(columns, cells, font, bold);
  const printed = meta.printedAt.toISOString().slice(0, 10).split('-').reverse().join('/');
  const heading = `${meta.title} · ${rows.length} ${rows.length === 1 ? 'riga' : 'righe'} · stampato il ${printed}`;

  let page: PDFPage;
  let y = 0;
  const drawRow = (texts: readonly string[], f: PDFFont, shade: boolean) => {
    if (shade) {
      page.drawRectangle({
        x: MARGIN,
        y: y - PAD,
        width: WIDTH - 2 * MARGIN,
        height: LINE,
        color: rgb(0.93, 0.93, 0.93),
      });
    }
    let x = MARGIN;
    texts.forEach((text, i) => {
      page.drawText(fit(text, f, widths[i]! - 2 * PAD), { x: x + PAD, y, size: SIZE, font: f });
      x += widths[i]!;
    });
    y -= LINE;
  };
  const newPage = () => {
    page = pdf.addPage([WIDTH, HEIGHT]);
    y = HEIGHT - MARGIN;
    page.drawText(printable(heading), { x: MARGIN, y, size: 10, font: bold });
    y -= 14;
    if (meta.filters) {
      page.drawText(fit(printable(`Filtri: ${meta.filters}`), font, WIDTH - 2 * MARGIN), {
        x: MARGIN,
        y,
        size: SIZE,
        font,
      });
      y -= LINE;
    }
    y -= 4;
    drawRow(
      columns.map((c) => printable(c.label)),
      bold,
      true,
    );
  };

  newPage();
  for (const row of cells) {
    if (y < MARGIN + LINE) newPage();
    drawRow(row, font, false);
  }
  if (cells.length === 0)
    page!.drawText('Nessun risultato con questi filtri.', { x: MARGIN + PAD, y, size: SIZE, font });

  const pages = pdf.getPages();
  pages.forEach((p, i) => {
    const label = `Pagina ${i + 1} di ${pages.length}`;
    p.drawText(label, {
      x: WIDTH - MARGIN - font.widthOfTextAtSize(label, SIZE),
      y: MARGIN / 2,
      size: SIZE,
      font,
    });
  });
  return pdf.save();
}
