// The converter's entry point shared by the page and the CLI: bytes + file name → sheet tables and Markdown.
import { decodeCsvText, parseCsv } from './csv';
import { MarkItDownError } from './errors';
import { tablesToMarkdown, type SheetTable } from './markdown';
import { readXlsx } from './xlsx';

export const MAX_FILE_BYTES = 50 * 1024 * 1024;

export type SpreadsheetKind = 'xlsx' | 'csv';

export interface Conversion {
  tables: SheetTable[];
  markdown: string;
}

export interface ConvertOptions {
  /** Only this sheet (xlsx); ignored for CSV, which has one. */
  sheet?: string;
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0];

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((byte, i) => bytes[i] === byte);

function containsAscii(bytes: Uint8Array, text: string): boolean {
  const needle = Array.from(text, (ch) => ch.charCodeAt(0));
  outer: for (let i = 0; i <= bytes.length - needle.length; i += 1) {
    for (let j = 0; j < needle.length; j += 1) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

export function assertSize(size: number): void {
  if (size > MAX_FILE_BYTES)
    throw new MarkItDownError('file/too_large', `${(size / 1024 / 1024).toFixed(1)} MB`);
}

/** Decides by content first (a workbook is a ZIP holding `xl/workbook.xml`), then by the extension. */
export function detectKind(fileName: string, bytes: Uint8Array): SpreadsheetKind {
  const extension = /\.[^./\\]+$/.exec(fileName.toLowerCase())?.[0] ?? '';
  if (startsWith(bytes, OLE_MAGIC) || extension === '.xls') throw new MarkItDownError('file/legacy_xls');
  if (startsWith(bytes, ZIP_MAGIC)) {
    // Entry names are stored uncompressed in the ZIP headers, so a byte search finds them.
    if (containsAscii(bytes, 'xl/workbook')) return 'xlsx';
    throw new MarkItDownError(extension === '.xlsx' ? 'file/corrupt' : 'file/unsupported');
  }
  if (extension === '.xlsx' || extension === '.xlsm') throw new MarkItDownError('file/corrupt');
  if (extension === '.csv') return 'csv';
  throw new MarkItDownError('file/unsupported');
}

function baseName(fileName: string): string {
  return (fileName.split(/[/\\]/).pop() ?? fileName).replace(/\.[^.]+$/, '');
}

async function read(
  fileName: string,
  bytes: Uint8Array,
): Promise<{ kind: SpreadsheetKind; tables: SheetTable[] }> {
  assertSize(bytes.byteLength);
  const kind = detectKind(fileName, bytes);
  if (kind === 'csv') {
    return { kind, tables: [{ name: baseName(fileName), rows: parseCsv(decodeCsvText(bytes)) }] };
  }
  return { kind, tables: await readXlsx(bytes) };
}

export async function readSpreadsheet(fileName: string, bytes: Uint8Array): Promise<SheetTable[]> {
  return (await read(fileName, bytes)).tables;
}

export async function convertToMarkdown(
  fileName: string,
  bytes: Uint8Array,
  options: ConvertOptions = {},
): Promise<Conversion> {
  const { kind, tables: all } = await read(fileName, bytes);
  const tables = options.sheet && kind === 'xlsx' ? all.filter((sheet) => sheet.name === options.sheet) : all;
  if (tables.length === 0) {
    throw new MarkItDownError(
      'sheet/not_found',
      `${options.sheet ?? ''} (${all.map((sheet) => sheet.name).join(', ')})`,
    );
  }
  return { tables, markdown: tablesToMarkdown(tables) };
}
