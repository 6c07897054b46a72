// Test-only: the spreadsheets the converter tests read. Workbooks are built here (exceljs for .xlsx, SheetJS for
// .xls/.ods variations); files only another program can write (LibreOffice, encryption) are committed in ../fixtures.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';

export const FIXTURES_DIR = path.join(__dirname, '..', 'fixtures');

/** A committed fixture file (see ../fixtures/README.md for how each was made). */
export function fixtureBytes(name: string): Uint8Array {
  return new Uint8Array(readFileSync(path.join(FIXTURES_DIR, name)));
}

export async function workbookBytes(build: (workbook: ExcelJS.Workbook) => void): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  build(workbook);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** Several sheets covering every rule: Japanese text, pipes, newlines, merges, dates, formulas, an empty sheet. */
export function salesWorkbook(): Promise<Uint8Array> {
  return workbookBytes((workbook) => {
    const sales = workbook.addWorksheet('売上');
    sales.addRow(['品名', '数量', '単価', '日付', '備考']);
    sales.addRow(['りんご|青森', 1200, 98.5, new Date(Date.UTC(2025, 3, 1)), '一行目\n二行目']);
    sales.addRow(['みかん', 30, 120, new Date(Date.UTC(2025, 11, 24, 9, 5)), null]);
    sales.addRow([
      '合計',
      { formula: 'SUM(B2:B3)', result: 1230 },
      null,
      null,
      { formula: 'B4>1000', result: true },
    ]);
    sales.getCell('B2').numFmt = '#,##0';
    sales.getCell('C2').numFmt = '¥#,##0.00';
    sales.getCell('D2').numFmt = 'yyyy"年"m"月"d"日"';
    sales.getCell('D3').numFmt = 'yyyy/mm/dd hh:mm';
    sales.getCell('B4').numFmt = '#,##0';
    // A trailing blank row and column that only carry formatting: dropped from the output.
    sales.getCell('G8').numFmt = '0.00';
    sales.getCell('G8').value = '';

    const merged = workbook.addWorksheet('結合');
    merged.getCell('A1').value = '期間';
    merged.getCell('B1').value = '結果';
    merged.mergeCells('B1:C1');
    merged.getCell('A2').value = '上期';
    merged.getCell('B2').value = 0.125;
    merged.getCell('B2').numFmt = '0.0%';
    merged.getCell('C2').value = 'A';
    merged.mergeCells('A3:A4');
    merged.getCell('A3').value = '下期';
    merged.getCell('B3').value = 1;
    merged.getCell('B4').value = 2;

    workbook.addWorksheet('空');
  });
}

/** The workbook LibreOffice re-saved as fixtures/anime.xls and anime.ods: all three convert alike. */
export function animeWorkbook(): Promise<Uint8Array> {
  return workbookBytes((workbook) => {
    const season = workbook.addWorksheet('2023秋');
    season.addRow(['タイトル', '話数', '放送開始', '満足度', 'メモ']);
    season.addRow(['葬送のフリーレン', 28, new Date(Date.UTC(2023, 8, 29)), 0.955, null]);
    season.addRow(['薬屋のひとりごと', 24, new Date(Date.UTC(2023, 9, 22)), null, '猫猫|壬氏']);
    season.addRow(['合計', { formula: 'SUM(B2:B3)', result: 52 }, null, null, '一行目\n二行目']);
    season.getCell('C2').numFmt = 'yyyy/m/d';
    season.getCell('C3').numFmt = 'yyyy/m/d';
    season.getCell('D2').numFmt = '0.0%';
    const cast = workbook.addWorksheet('声優');
    cast.getCell('A1').value = 'キャラクター';
    cast.getCell('B1').value = '声優';
    cast.getCell('C1').value = '備考';
    cast.getCell('A2').value = 'フリーレン';
    cast.getCell('B2').value = '種﨑敦美';
    cast.getCell('A3').value = '猫猫';
    cast.getCell('B3').value = '悠木碧';
    cast.mergeCells('C2:C3');
    cast.getCell('C2').value = '主演';
    workbook.addWorksheet('空');
  });
}

/** What every format of the anime workbook converts to. */
export const ANIME_MARKDOWN = [
  '## 2023秋',
  '',
  '| タイトル | 話数 | 放送開始 | 満足度 | メモ |',
  '| --- | --- | --- | --- | --- |',
  '| 葬送のフリーレン | 28 | 2023/9/29 | 95.5% |  |',
  '| 薬屋のひとりごと | 24 | 2023/10/22 |  | 猫猫\\|壬氏 |',
  '| 合計 | 52 |  |  | 一行目<br>二行目 |',
  '',
  '## 声優',
  '',
  '| キャラクター | 声優 | 備考 |',
  '| --- | --- | --- |',
  '| フリーレン | 種﨑敦美 | 主演 |',
  '| 猫猫 | 悠木碧 |  |',
  '',
  '## 空',
  '',
].join('\n');

/** A workbook written by SheetJS as legacy .xls (BIFF8) or .ods, from arrays of rows per sheet. */
export function sheetJsBytes(
  bookType: 'xls' | 'ods',
  sheets: Record<string, (string | number | boolean | null | { t: 'n'; v: number; z: string })[][]>,
  options: { date1904?: boolean } = {},
): Uint8Array {
  const workbook = XLSX.utils.book_new();
  for (const [name, rows] of Object.entries(sheets)) {
    XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), name);
  }
  if (options.date1904) workbook.Workbook = { ...workbook.Workbook, WBProps: { date1904: true } };
  const written: unknown = XLSX.write(workbook, {
    type: 'array',
    bookType: bookType === 'xls' ? 'biff8' : 'ods',
  });
  return new Uint8Array(written as ArrayBuffer);
}

/** An OLE2 compound file holding the given streams (names as Office writes them), e.g. an encrypted package. */
export function compoundFile(streams: Record<string, Uint8Array>): Uint8Array {
  const cfb = XLSX.CFB as {
    utils: { cfb_new(): unknown; cfb_add(container: unknown, name: string, content: Uint8Array): void };
    write(container: unknown, options: { type: 'array' }): ArrayBuffer | number[];
  };
  const container = cfb.utils.cfb_new();
  for (const [name, content] of Object.entries(streams)) cfb.utils.cfb_add(container, name, content);
  return Uint8Array.from(cfb.write(container, { type: 'array' }) as ArrayLike<number>);
}

/**
 * How Office stores a password-protected .xlsx: not a ZIP but an OLE2 file with an `EncryptionInfo` and an
 * `EncryptedPackage` stream. The streams' bytes here are placeholders (no tool here writes real ones), which is
 * all a reader sees before it would need the password.
 */
export function encryptedXlsx(): Uint8Array {
  return compoundFile({
    '/EncryptionInfo': new Uint8Array([0x04, 0x00, 0x04, 0x00, 0x40, 0x00, 0x00, 0x00]),
    '/EncryptedPackage': new Uint8Array(64).fill(0x5a),
  });
}
