// Reads an .xlsx workbook with exceljs into display-text tables (formulas as cached results, merged cells per rule).
import type { Cell, CellValue, Worksheet } from 'exceljs';
import { MarkItDownError } from './errors';
import type { SheetTable } from './markdown';
import { formatDisplayValue, type DisplayValue } from './number-format';

// exceljs's ValueType.Merge: the cells a merge covers, other than its top-left master.
const MERGE_VALUE_TYPE = 1;

function isDate(value: unknown): value is Date {
  return Object.prototype.toString.call(value) === '[object Date]';
}

function unwrap(value: CellValue | undefined): DisplayValue {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object' || isDate(value)) return value;
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('error' in value) return value.error;
  if ('formula' in value || 'sharedFormula' in value) {
    // Formulas show their cached result; a workbook saved without one shows nothing, as Excel would before recalculating.
    return unwrap((value as { result?: CellValue }).result);
  }
  if ('hyperlink' in value) {
    const text = (value as { text?: unknown }).text;
    if (typeof text === 'string') return text;
    return unwrap(text as CellValue);
  }
  return null;
}

/**
 * Merged cells: the value appears once, in the merge's top-left cell; the other cells it covers are empty,
 * as the sheet shows them.
 */
export function cellText(cell: Cell): string {
  if (cell.type === MERGE_VALUE_TYPE && cell.master.address !== cell.address) return '';
  return formatDisplayValue(unwrap(cell.value), cell.numFmt);
}

function readSheet(sheet: Worksheet): string[][] {
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, colNumber) => {
      cells[colNumber - 1] = cellText(cell);
    });
    rows[rowNumber - 1] = Array.from(cells, (cell) => cell ?? '');
  });
  return Array.from(rows, (row) => row ?? []);
}

export async function readXlsx(bytes: Uint8Array): Promise<SheetTable[]> {
  // Loaded on demand so the page downloads the parser only when a workbook is actually converted.
  const module = await import('exceljs');
  // CommonJS seen through `import()`: webpack, esbuild and Jest all put module.exports on `default`.
  const ExcelJS = module.default ?? module;
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs hands the bytes to JSZip, which takes a Uint8Array as well as a Node Buffer.
    await workbook.xlsx.load(bytes as unknown as Parameters<typeof workbook.xlsx.load>[0]);
  } catch {
    throw new MarkItDownError('file/corrupt');
  }
  return workbook.worksheets.map((sheet) => ({ name: sheet.name, rows: readSheet(sheet) }));
}
