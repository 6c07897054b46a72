/** @jest-environment node */
import {
  ANIME_MARKDOWN,
  animeWorkbook,
  compoundFile,
  encryptedXlsx,
  fixtureBytes,
  salesWorkbook,
  sheetJsBytes,
  workbookBytes,
} from '../testing/fixtures';
import { convertToMarkdown, detectKind, MAX_FILE_BYTES, readSpreadsheet } from './convert';

const text = (value: string) => new Uint8Array(Buffer.from(value, 'utf8'));

describe('convertToMarkdown on a generated workbook', () => {
  it('writes every sheet by the rules (display formats, formulas, merges, escapes, trimming)', async () => {
    const { markdown, tables } = await convertToMarkdown('sales.xlsx', await salesWorkbook());
    expect(tables.map((table) => table.name)).toEqual(['売上', '結合', '空']);
    expect(markdown).toBe(
      [
        '## 売上',
        '',
        '| 品名 | 数量 | 単価 | 日付 | 備考 |',
        '| --- | --- | --- | --- | --- |',
        '| りんご\\|青森 | 1,200 | ¥98.50 | 2025年4月1日 | 一行目<br>二行目 |',
        '| みかん | 30 | 120 | 2025/12/24 09:05 |  |',
        '| 合計 | 1,230 |  |  | TRUE |',
        '',
        '## 結合',
        '',
        '| 期間 | 結果 |  |',
        '| --- | --- | --- |',
        '| 上期 | 12.5% | A |',
        '| 下期 | 1 |  |',
        '|  | 2 |  |',
        '',
        '## 空',
        '',
      ].join('\n'),
    );
  });

  it('converts only the sheet asked for', async () => {
    const { markdown } = await convertToMarkdown('sales.xlsx', await salesWorkbook(), { sheet: '結合' });
    expect(markdown.startsWith('## 結合\n')).toBe(true);
    expect(markdown).not.toContain('## 売上');
  });

  it('names the available sheets when the one asked for is missing', async () => {
    await expect(
      convertToMarkdown('sales.xlsx', await salesWorkbook(), { sheet: 'なし' }),
    ).rejects.toMatchObject({
      code: 'sheet/not_found',
      detail: 'なし (売上, 結合, 空)',
    });
  });

  it('shows a formula without a cached result as empty', async () => {
    const bytes = await workbookBytes((workbook) => {
      const sheet = workbook.addWorksheet('式');
      sheet.addRow(['式', '値']);
      sheet.addRow([{ formula: 'A1&B1' }, 1]);
    });
    const { markdown } = await convertToMarkdown('f.xlsx', bytes);
    expect(markdown).toContain('|  | 1 |');
  });

  it('shows error results as Excel does', async () => {
    const bytes = await workbookBytes((workbook) => {
      const sheet = workbook.addWorksheet('S');
      sheet.addRow(['x']);
      sheet.addRow([{ formula: '1/0', result: { error: '#DIV/0!' } }]);
    });
    expect((await convertToMarkdown('e.xlsx', bytes)).markdown).toContain('| #DIV/0! |');
  });
});

describe('legacy .xls and .ods, as LibreOffice Calc saves them', () => {
  it.each(['anime.xls', 'anime.ods'])(
    '%s: one heading per sheet, then its table (Japanese text, empty cells, dates, merges)',
    async (name) => {
      const { markdown, tables } = await convertToMarkdown(name, fixtureBytes(name));
      expect(tables.map((table) => table.name)).toEqual(['2023秋', '声優', '空']);
      expect(markdown).toBe(ANIME_MARKDOWN);
    },
  );

  it('converts the .xlsx those files were saved from to the same Markdown', async () => {
    expect((await convertToMarkdown('anime.xlsx', await animeWorkbook())).markdown).toBe(ANIME_MARKDOWN);
  });

  it.each(['anime.xls', 'anime.ods'])('%s: converts only the --sheet asked for', async (name) => {
    const { markdown } = await convertToMarkdown(name, fixtureBytes(name), { sheet: '声優' });
    expect(markdown).toBe(
      ANIME_MARKDOWN.slice(ANIME_MARKDOWN.indexOf('## 声優'), ANIME_MARKDOWN.indexOf('## 空') - 1),
    );
  });

  it.each([
    ['anime.xls', 'download', 'xls'],
    ['anime.ods', 'download.bin', 'ods'],
  ])('recognises %s by its content, whatever its name', (fixture, name, kind) => {
    expect(detectKind(name, fixtureBytes(fixture))).toBe(kind);
  });
});

describe('legacy .xls and .ods written by SheetJS', () => {
  const sheets = {
    作品: [
      ['タイトル', '話数', '完結'],
      ['ぼっち・ざ・ろっく！', 12, true],
      ['', null, false],
      ['推しの子', 11, null],
    ],
    メモ: [['A', null, 'C']],
  };
  const expected = [
    '## 作品',
    '',
    '| タイトル | 話数 | 完結 |',
    '| --- | --- | --- |',
    '| ぼっち・ざ・ろっく！ | 12 | TRUE |',
    '|  |  | FALSE |',
    '| 推しの子 | 11 |  |',
    '',
    '## メモ',
    '',
    '| A |  | C |',
    '| --- | --- | --- |',
    '',
  ].join('\n');

  it.each(['xls', 'ods'] as const)('.%s with several sheets and empty cells', async (bookType) => {
    const { markdown } = await convertToMarkdown(`anime.${bookType}`, sheetJsBytes(bookType, sheets));
    expect(markdown).toBe(expected);
  });

  it('reads dates of a workbook in the 1904 date system', async () => {
    const date = { t: 'n', v: 0, z: 'yyyy/m/d' } as const;
    const bytes = sheetJsBytes('xls', { S: [['日付'], [date]] }, { date1904: true });
    expect(await readSpreadsheet('mac.xls', bytes)).toEqual([{ name: 'S', rows: [['日付'], ['1904/1/1']] }]);
  });
});

describe('CSV', () => {
  it('becomes one sheet named after the file', async () => {
    const { markdown } = await convertToMarkdown('dir/名簿.csv', text('名前,メモ\n山田,"a|b\n次の行"\n'));
    expect(markdown).toBe('## 名簿\n\n| 名前 | メモ |\n| --- | --- |\n| 山田 | a\\|b<br>次の行 |\n');
  });

  it('ignores --sheet, having only one sheet', async () => {
    const { tables } = await convertToMarkdown('a.csv', text('x\n1'), { sheet: 'other' });
    expect(tables).toHaveLength(1);
  });
});

describe('bad input', () => {
  it.each([
    ['a PNG', 'image.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]), 'file/unsupported'],
    ['a text file', 'notes.txt', text('hello'), 'file/unsupported'],
    ['binary named .csv', 'data.csv', new Uint8Array([0x00, 0x01, 0x02]), 'file/unsupported'],
    [
      'a cut-off OLE2 header named .xls',
      'old.xls',
      new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1]),
      'file/corrupt',
    ],
    ['text named .xlsx', 'fake.xlsx', text('not a zip'), 'file/corrupt'],
    [
      'a ZIP that is no workbook',
      'archive.zip',
      new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0]),
      'file/unsupported',
    ],
  ])('rejects %s', async (_label, name, bytes, code) => {
    await expect(readSpreadsheet(name, bytes)).rejects.toMatchObject({ code });
  });

  it('rejects a truncated workbook as corrupt', async () => {
    const bytes = await salesWorkbook();
    await expect(
      readSpreadsheet('cut.xlsx', bytes.slice(0, Math.floor(bytes.length / 2))),
    ).rejects.toMatchObject({
      code: 'file/corrupt',
    });
  });

  it.each([
    ['a password-protected .xls (LibreOffice, RC4)', 'secret.xls', fixtureBytes('encrypted.xls')],
    ['a password-protected .ods (LibreOffice)', 'secret.ods', fixtureBytes('encrypted.ods')],
    ['a password-protected .xlsx (Office encrypted package)', 'secret.xlsx', encryptedXlsx()],
  ])('rejects %s as encrypted', async (_label, name, bytes) => {
    await expect(readSpreadsheet(name, bytes)).rejects.toMatchObject({ code: 'file/encrypted' });
  });

  it.each(['anime.xls', 'anime.ods'])('rejects a truncated %s as corrupt', async (name) => {
    const bytes = fixtureBytes(name);
    await expect(readSpreadsheet(name, bytes.slice(0, Math.floor(bytes.length / 2)))).rejects.toMatchObject({
      code: 'file/corrupt',
    });
  });

  it.each([
    ['named .xls', 'report.xls', 'file/corrupt'],
    ['with another name', 'letter.doc', 'file/unsupported'],
  ])('rejects an OLE2 file that holds no workbook %s', async (_label, name, code) => {
    const bytes = compoundFile({ '/WordDocument': new Uint8Array(512) });
    await expect(readSpreadsheet(name, bytes)).rejects.toMatchObject({ code });
  });

  it.each(['empty.xls', 'empty.xlsx', 'empty.ods', 'empty.csv'])(
    'rejects a 0-byte %s as empty',
    async (name) => {
      await expect(readSpreadsheet(name, new Uint8Array(0))).rejects.toMatchObject({ code: 'file/empty' });
    },
  );

  it.each(['xls', 'ods'] as const)('rejects a .%s whose sheets hold no data as empty', async (bookType) => {
    const bytes = sheetJsBytes(bookType, { Sheet1: [], Sheet2: [[null, '']] });
    await expect(convertToMarkdown(`blank.${bookType}`, bytes)).rejects.toMatchObject({ code: 'file/empty' });
  });

  it('rejects anything over 50 MB before parsing it', async () => {
    await expect(readSpreadsheet('big.csv', new Uint8Array(MAX_FILE_BYTES + 1))).rejects.toMatchObject({
      code: 'file/too_large',
    });
  });

  it('recognises a workbook by its content even with another extension', async () => {
    expect(detectKind('download', await salesWorkbook())).toBe('xlsx');
  });
});
