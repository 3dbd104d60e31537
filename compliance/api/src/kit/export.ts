import { PassThrough, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import { italianAmount, italianDate } from './formats.ts';
import type { ListColumn } from './list-definition.ts';

/** A cell as written in CSV and PDF: dates dd/MM/yyyy, amounts `1.234,56` (cents divided by 100), nulls empty. */
export function cellText(column: ListColumn, value: unknown): string {
  if (column.format === 'date') return italianDate(value);
  if (column.format === 'amount') return italianAmount(value);
  if (column.format === 'cents')
    return value === null || value === undefined ? '' : italianAmount(Number(value) / 100);
  return value === null || value === undefined ? '' : String(value);
}

/**
 * CSV of `rows` as a stream: UTF-8 with a BOM and `;` as separator (what Excel expects in an Italian locale), a
 * header of the columns' Italian labels, dates as dd/MM/yyyy and amounts as `1.234,56`. Rows are pulled from
 * `rows` as the client reads, so the whole set is never held in memory.
 */
export function csvStream(
  columns: readonly ListColumn[],
  rows: AsyncIterable<Record<string, unknown>>,
): Readable {
  const stringifier = stringify({
    bom: true,
    delimiter: ';',
    header: true,
    columns: columns.map((c) => c.label),
  });
  const source = Readable.from(
    (async function* () {
      for await (const row of rows) yield columns.map((c) => cellText(c, row[c.key]));
    })(),
  );
  source.on('error', (err) => stringifier.destroy(err));
  return source.pipe(stringifier);
}

/**
 * XLSX of `rows` as a stream, written by ExcelJS's streaming writer (each row is committed and flushed as it
 * comes): one sheet, bold header, dates as real dates shown dd/mm/yyyy, amounts as numbers shown `#.##0,00 €`.
 */
export function xlsxStream(
  sheetName: string,
  columns: readonly ListColumn[],
  rows: AsyncIterable<Record<string, unknown>>,
): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = columns.map((c) => ({
    header: c.label,
    key: c.key,
    width: Math.max(12, c.label.length + 2),
    ...(c.format === 'date' ? { style: { numFmt: 'dd/mm/yyyy' } } : {}),
    ...(c.format === 'amount' || c.format === 'cents' ? { style: { numFmt: '#,##0.00 "€"' } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  void (async () => {
    for await (const row of rows) {
      const values: Record<string, unknown> = {};
      for (const c of columns) {
        const v = row[c.key];
        if (v === null || v === undefined) continue;
        if (c.format === 'date') values[c.key] = new Date(`${String(v).slice(0, 10)}T00:00:00Z`);
        else if (c.format === 'amount') values[c.key] = Number(v);
        else if (c.format === 'cents') values[c.key] = Number(v) / 100;
        else values[c.key] = String(v);
      }
      sheet.addRow(values).commit();
    }
    sheet.commit();
    await workbook.commit();
  })().catch((err: unknown) => out.destroy(err as Error));
  return out;
}
