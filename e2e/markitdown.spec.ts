// Browser tests for the MarkItDown page: converting an uploaded workbook in the page and the archive download.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { expect } from '@playwright/test';
import { test } from './support/test';

async function salesWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('売上');
  sheet.addRow(['品名', '数量', '日付']);
  sheet.addRow(['りんご|青森', 1200, new Date(Date.UTC(2025, 3, 1))]);
  sheet.addRow(['合計', { formula: 'B2', result: 1200 }, null]);
  sheet.getCell('B2').numFmt = '#,##0';
  sheet.getCell('B3').numFmt = '#,##0';
  sheet.getCell('C2').numFmt = 'yyyy/m/d';
  workbook.addWorksheet('空');
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const EXPECTED_MARKDOWN = [
  '## 売上',
  '',
  '| 品名 | 数量 | 日付 |',
  '| --- | --- | --- |',
  '| りんご\\|青森 | 1,200 | 2025/4/1 |',
  '| 合計 | 1,200 |  |',
  '',
  '## 空',
  '',
].join('\n');

/** Saved by LibreOffice Calc (see the fixtures' README): legacy Excel 97–2003 and OpenDocument. */
const FIXTURES = path.join(__dirname, '..', 'mf-demos', 'src', 'features', 'markitdown', 'fixtures');

const ANIME_MARKDOWN = [
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

/** The parser's lazy chunk (webpackChunkName "sheetjs"). */
const SHEETJS_CHUNK = /\/sheetjs\.[0-9a-f]+\.js$/;

test.beforeEach(async ({ page }) => {
  await page.goto('/#/markItDown');
  await expect(page.getByRole('heading', { level: 1, name: 'MarkItDown' })).toBeVisible();
});

test('converts an uploaded workbook in the browser and downloads the Markdown', async ({ page }) => {
  await expect(page.getByText('ファイルはどこにもアップロードされません', { exact: false })).toBeVisible();
  await page.getByLabel('ファイルを選ぶ').setInputFiles({
    name: 'sales.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await salesWorkbook(),
  });
  await expect(page.getByRole('columnheader', { name: '品名' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'りんご|青森' })).toBeVisible();

  await page.getByRole('button', { name: 'Markdown' }).click();
  await expect(page.getByRole('textbox', { name: '変換された Markdown' })).toHaveValue(EXPECTED_MARKDOWN);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '.md をダウンロード' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('sales.md');
  const path = await download.path();
  expect(await readFile(path, 'utf8')).toBe(EXPECTED_MARKDOWN);
});

for (const name of ['anime.xls', 'anime.ods']) {
  test(`converts an uploaded ${name}: a ## heading per sheet, then its table`, async ({ page }) => {
    await page.getByLabel('ファイルを選ぶ').setInputFiles(path.join(FIXTURES, name));
    const season = page.getByRole('region', { name: '2023秋' });
    await expect(season.getByRole('heading', { level: 3, name: '2023秋' })).toBeVisible();
    await expect(season.getByRole('columnheader', { name: 'タイトル' })).toBeVisible();
    await expect(season.getByRole('cell', { name: '葬送のフリーレン' })).toBeVisible();
    await expect(season.getByRole('cell', { name: '95.5%' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: '声優' }).getByRole('cell', { name: '種﨑敦美' }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Markdown' }).click();
    await expect(page.getByRole('textbox', { name: '変換された Markdown' })).toHaveValue(ANIME_MARKDOWN);
  });
}

test('downloads the spreadsheet parser only once a workbook is chosen', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.reload();
  await expect(page.getByLabel('ファイルを選ぶ')).toBeAttached();
  expect(requested.filter((url) => SHEETJS_CHUNK.test(url))).toEqual([]);

  await page.getByLabel('ファイルを選ぶ').setInputFiles(path.join(FIXTURES, 'anime.xls'));
  await expect(page.getByRole('heading', { level: 3, name: '2023秋' })).toBeVisible();
  expect(requested.filter((url) => SHEETJS_CHUNK.test(url))).toHaveLength(1);
});

test('explains a password-protected workbook inline', async ({ page }) => {
  await page.getByLabel('ファイルを選ぶ').setInputFiles(path.join(FIXTURES, 'encrypted.xls'));
  await expect(page.getByRole('alert')).toContainText('パスワードで保護されたファイルは変換できません');
});

test('explains a file that is not a spreadsheet inline', async ({ page }) => {
  await page
    .getByLabel('ファイルを選ぶ')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByRole('alert')).toContainText('スプレッドシートではありません');
});

test('the archive link answers 200 with a gzip archive', async ({ page }) => {
  const link = page.getByRole('link', { name: 'markitdown.tar.gz をダウンロード' });
  await expect(link).toHaveAttribute('href', '/downloads/markitdown.tar.gz');
  const response = await page.request.get('/downloads/markitdown.tar.gz');
  expect(response.status()).toBe(200);
  const body = await response.body();
  expect([body[0], body[1]]).toEqual([0x1f, 0x8b]);

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('markitdown.tar.gz');
});
