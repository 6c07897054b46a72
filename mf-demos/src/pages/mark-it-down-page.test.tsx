import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MarkItDownPage from './mark-it-down-page';
import { testPlatform } from './test-platform';
import { encryptedXlsx, fixtureBytes } from '../features/markitdown/testing/fixtures';

const fileOf = (bytes: Uint8Array, name: string) => new File([bytes.slice().buffer], name);

// jsdom's Blob has no arrayBuffer(); FileReader gives the same bytes.
beforeAll(() => {
  if (typeof Blob.prototype.arrayBuffer !== 'function') {
    Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
      return new Promise<ArrayBuffer>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as ArrayBuffer);
        reader.onerror = () => reject(reader.error);
        reader.readAsArrayBuffer(this);
      });
    };
  }
});

async function renderPage() {
  render(<MarkItDownPage platform={testPlatform()} />);
  // The converter is a lazy chunk; wait for it.
  return screen.findByLabelText('ファイルを選ぶ');
}

it('has the heading, the formats it converts, the download prompt and the archive link', async () => {
  await renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'MarkItDown' })).toBeInTheDocument();
  expect(
    screen.getByText(
      'Excel ファイル（.xlsx、古い形式の .xls）、OpenDocument（.ods）、CSV を Markdown の表に変換できます。',
    ),
  ).toBeInTheDocument();
  expect(screen.getByText(/シートごとに「## シート名」の見出しと表を出力します。/)).toBeInTheDocument();
  expect(screen.getByText(/パスワードで保護されたファイルは変換できません。/)).toBeInTheDocument();
  expect(screen.getByText(/\.xlsx、\.xls、\.ods または \.csv ファイルをドロップ/)).toBeInTheDocument();
  expect(screen.getByText(/インストーラーをダウンロードしてください/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'markitdown.tar.gz をダウンロード' })).toHaveAttribute(
    'href',
    '/downloads/markitdown.tar.gz',
  );
  expect(screen.getByText(/ファイルはどこにもアップロードされません/)).toBeInTheDocument();
});

it('converts a picked CSV: rendered preview, raw Markdown, copy and .md download', async () => {
  const user = userEvent.setup();
  const input = await renderPage();
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  await user.upload(input, new File(['名前,メモ\n山田,"a|b\n次"\n'], '名簿.csv', { type: 'text/csv' }));

  expect(await screen.findByRole('columnheader', { name: '名前' })).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: '山田' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Markdown' }));
  const markdown = '## 名簿\n\n| 名前 | メモ |\n| --- | --- |\n| 山田 | a\\|b<br>次 |\n';
  expect(screen.getByRole('textbox', { name: '変換された Markdown' })).toHaveValue(markdown);

  await user.click(screen.getByRole('button', { name: 'コピー' }));
  expect(writeText).toHaveBeenCalledWith(markdown);
  expect(screen.getByRole('button', { name: 'コピーしました' })).toBeInTheDocument();

  const createObjectURL = jest.fn(() => 'blob:markdown');
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  const clicks: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push(this.download);
  });
  await user.click(screen.getByRole('button', { name: '.md をダウンロード' }));
  expect(clicks).toEqual(['名簿.md']);
});

it.each(['anime.xls', 'anime.ods'])(
  'converts a picked %s: a section per sheet with its table, and the Markdown headings',
  async (name) => {
    const user = userEvent.setup();
    const input = await renderPage();
    await user.upload(input, fileOf(fixtureBytes(name), name));

    const season = await screen.findByRole('region', { name: '2023秋' });
    expect(within(season).getByRole('heading', { level: 3, name: '2023秋' })).toBeInTheDocument();
    expect(within(season).getByRole('columnheader', { name: 'タイトル' })).toBeInTheDocument();
    expect(within(season).getByRole('cell', { name: '葬送のフリーレン' })).toBeInTheDocument();
    expect(within(season).getByRole('cell', { name: '2023/9/29' })).toBeInTheDocument();
    const cast = screen.getByRole('region', { name: '声優' });
    expect(within(cast).getByRole('cell', { name: '種﨑敦美' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: '空' })).getByText('空のシートです。'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Markdown' }));
    const markdown = (screen.getByRole('textbox', { name: '変換された Markdown' }) as HTMLTextAreaElement)
      .value;
    expect(markdown.startsWith('## 2023秋\n\n| タイトル | 話数 | 放送開始 | 満足度 | メモ |\n')).toBe(true);
    expect(markdown).toContain('\n## 声優\n\n| キャラクター | 声優 | 備考 |\n');
  },
);

it.each([
  ['a file that is not a spreadsheet', new File(['hello'], 'notes.txt'), 'スプレッドシートではありません'],
  ['a corrupt workbook', new File(['not a zip'], 'broken.xlsx'), 'ファイルが壊れているため読み込めません'],
  [
    'a corrupt .xls',
    fileOf(fixtureBytes('anime.xls').slice(0, 3000), 'broken.xls'),
    'ファイルが壊れているため読み込めません',
  ],
  [
    'a password-protected .xls',
    fileOf(fixtureBytes('encrypted.xls'), 'secret.xls'),
    'パスワードで保護されたファイルは変換できません',
  ],
  [
    'a password-protected .ods',
    fileOf(fixtureBytes('encrypted.ods'), 'secret.ods'),
    'パスワードで保護されたファイルは変換できません',
  ],
  [
    'a password-protected .xlsx',
    fileOf(encryptedXlsx(), 'secret.xlsx'),
    'パスワードで保護されたファイルは変換できません',
  ],
  ['an empty file', new File([], 'empty.ods'), 'ファイルが空です'],
])('explains %s inline', async (_label, file, message) => {
  const user = userEvent.setup({ applyAccept: false });
  const input = await renderPage();
  await user.upload(input, file);
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
});

it('refuses a file over 50 MB without reading it', async () => {
  const user = userEvent.setup();
  const input = await renderPage();
  const file = new File(['x'], 'big.csv');
  Object.defineProperty(file, 'size', { value: 50 * 1024 * 1024 + 1 });
  const read = jest.spyOn(file, 'arrayBuffer');
  await user.upload(input, file);
  expect(await screen.findByRole('alert')).toHaveTextContent('ファイルが大きすぎます（上限 50 MB）');
  expect(read).not.toHaveBeenCalled();
});
