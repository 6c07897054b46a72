// Test-only: builds the spreadsheets the converter tests read, with exceljs, so no binary fixture is committed.
import ExcelJS from 'exceljs';

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
