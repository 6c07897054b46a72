import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MarkItDownPage from './mark-it-down-page';
import { testPlatform } from './test-platform';

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

it('has the heading, the Excel → Markdown text, the download prompt and the archive link', async () => {
  await renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'MarkItDown' })).toBeInTheDocument();
  expect(
    screen.getByText(/Excel ファイル（\.xlsx）や CSV を Markdown の表に変換できます。/),
  ).toBeInTheDocument();
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

it.each([
  ['a file that is not a spreadsheet', new File(['hello'], 'notes.txt'), 'スプレッドシートではありません'],
  [
    'an old .xls',
    new File([new Uint8Array([0xd0, 0xcf, 0x11, 0xe0])], 'old.xls'),
    '古い .xls 形式には対応していません',
  ],
  ['a corrupt workbook', new File(['not a zip'], 'broken.xlsx'), 'ファイルが壊れているため読み込めません'],
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
