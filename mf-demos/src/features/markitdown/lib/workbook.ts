// Reads a workbook (.xlsx, legacy .xls, .ods) with SheetJS into display-text tables, one per sheet.
import type { CellObject, WorkBook, WorkSheet } from '@e965/xlsx';
import { MarkItDownError } from './errors';
import type { SheetTable } from './markdown';
import { formatDisplayValue } from './number-format';

/** `xls` is any OLE2 container: a BIFF workbook, or an encrypted Office Open XML file (which is no ZIP). */
export type WorkbookKind = 'xlsx' | 'xls' | 'ods';

type SheetJs = typeof import('@e965/xlsx');

/** The days between the 1900 and the 1904 date systems' epochs. */
const DATE_1904_OFFSET = 1462;

/** SheetJS's raw-deflate decoder, from its bundled container library (typed `any` upstream). */
interface Inflater {
  utils: { _inflateRaw(data: Uint8Array, size: number): ArrayLike<number> };
}

/** SheetJS reports odd but readable records with console.error; the CLI's stderr is for real errors only. */
function quietly<T>(read: () => T): T {
  const { error, warn, log } = console;
  const silent = () => undefined;
  Object.assign(console, { error: silent, warn: silent, log: silent });
  try {
    return read();
  } finally {
    Object.assign(console, { error, warn, log });
  }
}

const PASSWORD_MESSAGE = /password|encrypt/i;

/** One stored file of a ZIP, found through the central directory and inflated, or null. */
function zipEntry(XLSX: SheetJs, bytes: Uint8Array, name: string): Uint8Array | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = bytes.length - 22;
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) end -= 1;
  if (end < 0) return null;
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  for (let i = 0; i < count && at + 46 <= bytes.length && view.getUint32(at, true) === 0x02014b50; i += 1) {
    const nameLength = view.getUint16(at + 28, true);
    const entryName = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    if (entryName === name) {
      const method = view.getUint16(at + 10, true);
      const compressed = view.getUint32(at + 20, true);
      const local = view.getUint32(at + 42, true);
      const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
      const data = bytes.subarray(start, start + compressed);
      if (method === 0) return data;
      const size = view.getUint32(at + 24, true);
      return Uint8Array.from((XLSX.CFB as Inflater).utils._inflateRaw(data, size));
    }
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return null;
}

/** An encrypted .ods is a ZIP whose (plain) manifest describes the encryption of the entries it cannot inflate. */
function isEncryptedOds(XLSX: SheetJs, bytes: Uint8Array): boolean {
  try {
    const manifest = zipEntry(XLSX, bytes, 'META-INF/manifest.xml');
    return manifest !== null && new TextDecoder().decode(manifest).includes('encryption-data');
  } catch {
    return false;
  }
}

function parse(XLSX: SheetJs, kind: WorkbookKind, bytes: Uint8Array, corrupt: MarkItDownError): WorkBook {
  let workbook: WorkBook;
  try {
    workbook = quietly(() =>
      XLSX.read(bytes, { type: 'array', dense: true, cellNF: true, cellHTML: false, cellDates: false }),
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (PASSWORD_MESSAGE.test(message) || (kind === 'ods' && isEncryptedOds(XLSX, bytes))) {
      throw new MarkItDownError('file/encrypted');
    }
    throw corrupt;
  }
  if (workbook.SheetNames.length === 0) throw corrupt;
  return workbook;
}

/** The cells a merge covers, other than its top-left master, as `row:col` keys. */
function coveredCells(sheet: WorkSheet): Set<string> {
  const covered = new Set<string>();
  for (const { s, e } of sheet['!merges'] ?? []) {
    for (let row = s.r; row <= e.r; row += 1) {
      for (let col = s.c; col <= e.c; col += 1) {
        if (row !== s.r || col !== s.c) covered.add(`${row}:${col}`);
      }
    }
  }
  return covered;
}

function cellText(XLSX: SheetJs, cell: CellObject, kind: WorkbookKind, date1904: boolean): string {
  switch (cell.t) {
    case 'z':
      return '';
    case 's':
      return typeof cell.v === 'string' ? cell.v : String(cell.v ?? '');
    case 'e':
      return cell.w ?? '';
    case 'b':
      return formatDisplayValue(Boolean(cell.v), undefined);
    default:
      break;
  }
  // An .ods file stores each cell's text as the spreadsheet displayed it; SheetJS's translation of ODF number
  // styles into Excel formats is lossy, so that text is the faithful one.
  if (kind === 'ods' && cell.w !== undefined) return cell.w;
  if (typeof cell.v !== 'number') return cell.w ?? '';
  const format = typeof cell.z === 'string' ? cell.z : undefined;
  const isDate = format !== undefined && (XLSX.SSF as { is_date(format: string): boolean }).is_date(format);
  return formatDisplayValue(date1904 && isDate ? cell.v + DATE_1904_OFFSET : cell.v, format);
}

function readSheet(XLSX: SheetJs, sheet: WorkSheet, kind: WorkbookKind, date1904: boolean): string[][] {
  const data = (sheet['!data'] ?? []) as (CellObject | null | undefined)[][];
  const covered = coveredCells(sheet);
  return Array.from(data, (row, rowIndex) =>
    Array.from(row ?? [], (cell, colIndex) =>
      cell && !covered.has(`${rowIndex}:${colIndex}`) ? cellText(XLSX, cell, kind, date1904) : '',
    ),
  );
}

/** Every sheet in workbook order, hidden ones included, as markitdown does. */
export async function readWorkbook(
  kind: WorkbookKind,
  bytes: Uint8Array,
  corrupt: MarkItDownError = new MarkItDownError('file/corrupt'),
): Promise<SheetTable[]> {
  // Loaded on demand so the page downloads the parser only when a workbook is actually converted.
  const XLSX = await import(/* webpackChunkName: "sheetjs" */ '@e965/xlsx');
  const workbook = parse(XLSX, kind, bytes, corrupt);
  const date1904 = Boolean(workbook.Workbook?.WBProps?.date1904);
  return workbook.SheetNames.map((name) => {
    const sheet = workbook.Sheets[name];
    return { name, rows: sheet ? readSheet(XLSX, sheet, kind, date1904) : [] };
  });
}
