// The converter's entry point shared by the page and the CLI: bytes + file name → sheet tables and Markdown.
import { decodeCsvText, parseCsv } from './csv';
import { MarkItDownError } from './errors';
import { tablesToMarkdown, trimTable, type SheetTable } from './markdown';
import { readWorkbook, type WorkbookKind } from './workbook';

export const MAX_FILE_BYTES = 50 * 1024 * 1024;

export type SpreadsheetKind = WorkbookKind | 'csv';

export interface Conversion {
  tables: SheetTable[];
  markdown: string;
}

export interface ConvertOptions {
  /** Only this sheet (a workbook's); ignored for CSV, which has one. */
  sheet?: string;
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** An ODF package's first entry, stored uncompressed: `mimetype` holding this type. */
const ODS_MIMETYPE = 'application/vnd.oasis.opendocument.spreadsheet';
const WORKBOOK_EXTENSIONS = ['.xlsx', '.xlsm', '.xls', '.ods'];

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

/** A BIFF2–BIFF5 workbook saved as a bare stream (no OLE2 container) starts with its BOF record. */
function isBareBiff(bytes: Uint8Array): boolean {
  return bytes[0] === 0x09 && [0x00, 0x02, 0x04, 0x08].includes(bytes[1] ?? -1) && bytes[3] === 0x00;
}

const extensionOf = (fileName: string) => /\.[^./\\]+$/.exec(fileName.toLowerCase())?.[0] ?? '';

/**
 * Decides by content first (an OLE2 container is a legacy .xls, or an encrypted Office file; a ZIP holding
 * `xl/workbook` is an .xlsx; one whose `mimetype` is ODF's spreadsheet type is an .ods), then by the extension.
 */
export function detectKind(fileName: string, bytes: Uint8Array): SpreadsheetKind {
  const extension = extensionOf(fileName);
  if (bytes.length === 0 && (WORKBOOK_EXTENSIONS.includes(extension) || extension === '.csv')) {
    throw new MarkItDownError('file/empty');
  }
  if (startsWith(bytes, OLE_MAGIC) || isBareBiff(bytes)) return 'xls';
  if (startsWith(bytes, ZIP_MAGIC)) {
    // Entry names and ODF's mimetype are stored uncompressed in the ZIP, so a byte search finds them.
    if (containsAscii(bytes, 'xl/workbook')) return 'xlsx';
    if (containsAscii(bytes, ODS_MIMETYPE)) return 'ods';
    throw new MarkItDownError(WORKBOOK_EXTENSIONS.includes(extension) ? 'file/corrupt' : 'file/unsupported');
  }
  if (WORKBOOK_EXTENSIONS.includes(extension)) throw new MarkItDownError('file/corrupt');
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
  // An OLE2 file that is no workbook (a Word document, say) is only corrupt if it claims to be a spreadsheet.
  const unreadable = new MarkItDownError(
    kind === 'xls' && !WORKBOOK_EXTENSIONS.includes(extensionOf(fileName))
      ? 'file/unsupported'
      : 'file/corrupt',
  );
  return { kind, tables: await readWorkbook(kind, bytes, unreadable) };
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
  if (all.every((sheet) => trimTable(sheet.rows).length === 0)) throw new MarkItDownError('file/empty');
  const tables = options.sheet && kind !== 'csv' ? all.filter((sheet) => sheet.name === options.sheet) : all;
  if (tables.length === 0) {
    throw new MarkItDownError(
      'sheet/not_found',
      `${options.sheet ?? ''} (${all.map((sheet) => sheet.name).join(', ')})`,
    );
  }
  return { tables, markdown: tablesToMarkdown(tables) };
}
