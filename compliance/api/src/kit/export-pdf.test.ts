import { inflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { PDFDocument, PDFRawStream, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { collectForPdf, listPdf } from './export-pdf.ts';
import type { ListColumn } from './list-definition.ts';

const columns: ListColumn[] = [
  { key: 'data', label: 'Data', sql: sql`x`, format: 'date' },
  { key: 'cliente', label: 'Cliente', sql: sql`x` },
  { key: 'importo', label: 'Importo', sql: sql`x`, format: 'amount' },
];

const winAnsi = new TextDecoder('windows-1252');

/** The text drawn on each page: pdf-lib writes each string as a hex operand of `Tj` in a deflated stream. */
async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().map((page) => {
    const contents = page.node.Contents();
    const refs =
      contents && 'asArray' in contents ? contents.asArray() : [page.node.get(PDFName.of('Contents'))];
    let text = '';
    for (const ref of refs) {
      const stream = pdf.context.lookup(ref) as PDFRawStream;
      const raw = Buffer.from(stream.getContents());
      const ops = stream.dict.get(PDFName.of('Filter'))
        ? inflateSync(raw).toString('latin1')
        : raw.toString('latin1');
      for (const m of ops.matchAll(/<([0-9A-Fa-f]*)> Tj/g))
        text += `${winAnsi.decode(Buffer.from(m[1]!, 'hex'))}\n`;
    }
    return text;
  });
}

describe('listPdf (printable list view)', () => {
  it('prints the title, the filters, the labels and the cells formatted as in CSV, with page numbers', async () => {
    const bytes = await listPdf(
      { title: 'Operazioni', filters: 'Cerca: rossi', printedAt: new Date('2026-11-26T10:00:00Z') },
      columns,
      [{ data: '2026-03-05', cliente: 'Mario Rossi', importo: '1234.5' }],
    );
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe('Operazioni');
    const [text] = await pageTexts(bytes);
    expect(text).toContain('Operazioni · 1 riga · stampato il 26/11/2026');
    expect(text).toContain('Filtri: Cerca: rossi');
    for (const cell of [
      'Data',
      'Cliente',
      'Importo',
      '05/03/2026',
      'Mario Rossi',
      '1.234,50',
      'Pagina 1 di 1',
    ]) {
      expect(text).toContain(cell);
    }
  });

  it('repeats the header on every page, numbers the pages and cuts long cells with an ellipsis', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => ({
      data: '2026-01-01',
      cliente: i === 0 ? 'X'.repeat(400) : `Cliente ${i}`,
      importo: String(i),
    }));
    const texts = await pageTexts(
      await listPdf({ title: 'Soggetti', filters: '', printedAt: new Date() }, columns, rows),
    );
    expect(texts.length).toBeGreaterThan(1);
    texts.forEach((t, i) => {
      expect(t).toContain('Cliente\n');
      expect(t).toContain(`Pagina ${i + 1} di ${texts.length}`);
      expect(t).not.toContain('Filtri:');
    });
    expect(texts[0]).toMatch(/X+…/);
    expect(texts[0]).not.toContain('X'.repeat(400));
    expect(texts.join('')).toContain('Cliente 119');
  });

  it('says so when the filters match nothing', async () => {
    const [text] = await pageTexts(
      await listPdf({ title: 'Documenti', filters: 'Stato: X', printedAt: new Date() }, columns, []),
    );
    expect(text).toContain('Nessun risultato con questi filtri.');
    expect(text).toContain('Documenti · 0 righe');
  });
});

describe('collectForPdf', () => {
  const source = async function* (n: number) {
    for (let i = 0; i < n; i++) yield { i };
  };
  it('holds up to the cap and answers null past it', async () => {
    expect(await collectForPdf(source(3), 3)).toHaveLength(3);
    expect(await collectForPdf(source(4), 3)).toBeNull();
  });
});
