// マイリストのインポート and エクスポート: a MyAnimeList file previewed (dryRun) then applied, files refused
// before sending and by the server with a Japanese message, downloads as XML and JSON.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type MediaListImportResult } from '@anifan/contract';
import { createTestPlatform, signedIn } from '@anifan/contract/testing';
import { PlatformProvider } from '../../../lib/platform-context';
import { FILE_MESSAGES, REQUEST_MESSAGES } from '../lib/import-messages';
import { ImportExport } from './import-export';

const PREVIEW: MediaListImportResult = {
  dryRun: true,
  added: 2,
  updated: 1,
  unchanged: 4,
  unknown: [{ malId: 99999999, title: 'Some Unknown Show' }],
  skipped: [
    { malId: 1535, title: 'Death Note', field: 'my_comments', reason: 'invalid_bytes' },
    { malId: null, title: 'Broken', reason: 'no_id' },
  ],
  invalidByteSequences: 1,
};

const malFile = (name = 'animelist_1700000000_-_123.xml.gz', bytes = 200) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/gzip' });

async function renderPanel(api: (path: string, request: { body?: unknown }) => Promise<unknown>) {
  const server = jest.fn(api);
  const platform = createTestPlatform({ auth: signedIn(), api: server });
  render(
    <PlatformProvider platform={platform}>
      <ImportExport signedIn />
    </PlatformProvider>,
  );
  // The panels are a chunk of their own, shown once loaded.
  await screen.findByRole('heading', { name: 'インポート' });
  return { server, user: userEvent.setup({ applyAccept: false }) };
}

const fileInput = () => screen.getByLabelText('MyAnimeList のエクスポートファイルを選ぶ');

describe('ImportExport', () => {
  it('previews a MyAnimeList file (dryRun), lists unknown and skipped entries, then applies it', async () => {
    const file = malFile();
    const { server, user } = await renderPanel(async (path) =>
      path.includes('dryRun=true') ? PREVIEW : { ...PREVIEW, dryRun: false },
    );
    await user.upload(fileInput(), file);
    const preview = await screen.findByRole('heading', { name: `「${file.name}」を取り込むと` });
    const box = preview.parentElement as HTMLElement;
    expect(box).toHaveTextContent('追加 2件・更新 1件・変更なし 4件');
    expect(within(box).getByText('AniFan の作品に見つからない 1件（取り込みません）')).toBeInTheDocument();
    expect(within(box).getByText('Some Unknown Show（MyAnimeList ID 99999999）')).toBeInTheDocument();
    expect(within(box).getByText('読み込めなかった項目 2件')).toBeInTheDocument();
    expect(box).toHaveTextContent('Death Note（my_comments）: 文字化けしていた文字を「�」に置き換えます');
    expect(box).toHaveTextContent('Broken: MyAnimeList の ID がないため読み込みません');
    expect(box).toHaveTextContent('UTF-8 として読めない部分が 1か所');
    expect(server).toHaveBeenCalledTimes(1);
    expect(server).toHaveBeenLastCalledWith(
      '/list/import?format=mal&dryRun=true',
      expect.objectContaining({ method: 'POST', body: file }),
    );

    await user.click(screen.getByRole('button', { name: 'この内容でインポート' }));
    expect(
      await screen.findByText('インポートしました: 追加 2件・更新 1件・変更なし 4件'),
    ).toBeInTheDocument();
    expect(server).toHaveBeenLastCalledWith(
      '/list/import?format=mal&dryRun=false',
      expect.objectContaining({ method: 'POST', body: file }),
    );
  });

  it('changes nothing when the preview is cancelled', async () => {
    const { server, user } = await renderPanel(async () => PREVIEW);
    await user.upload(fileInput(), malFile());
    await user.click(await screen.findByRole('button', { name: 'キャンセル' }));
    expect(screen.queryByRole('button', { name: 'この内容でインポート' })).not.toBeInTheDocument();
    expect(server).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a file that is not XML', malFile('animelist.zip'), FILE_MESSAGES.wrongType],
    ['a file over 5 MB', malFile('animelist.xml', 5 * 1024 * 1024 + 1), FILE_MESSAGES.tooLarge],
    ['an empty file', malFile('animelist.xml', 0), FILE_MESSAGES.empty],
  ])('refuses %s before sending it, in Japanese', async (_case, file, message) => {
    const { server, user } = await renderPanel(async () => PREVIEW);
    await user.upload(fileInput(), file);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(server).not.toHaveBeenCalled();
  });

  it.each([
    [
      'a malformed file: the server’s message',
      new ApiError(
        422,
        'list/import_malformed',
        'gzip ファイルが壊れています。もう一度ダウンロードしてください。',
      ),
      'gzip ファイルが壊れています。もう一度ダウンロードしてください。',
    ],
    [
      'another XML: the server’s message',
      new ApiError(422, 'list/import_not_mal', 'MyAnimeList のエクスポートファイルではありません。'),
      'MyAnimeList のエクスポートファイルではありません。',
    ],
    ['an expired sign-in', new ApiError(401, 'auth/invalid_token', 'Invalid token'), REQUEST_MESSAGES.signIn],
    [
      'no connection',
      new ApiError(0, 'network/unreachable', 'サーバーに接続できませんでした'),
      REQUEST_MESSAGES.network,
    ],
    [
      'a server failure',
      new ApiError(500, 'internal/error', 'Internal error'),
      REQUEST_MESSAGES.importFailed,
    ],
  ])('says what went wrong with the preview: %s', async (_case, error, message) => {
    const { user } = await renderPanel(async () => {
      throw error;
    });
    await user.upload(fileInput(), malFile());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: 'この内容でインポート' })).not.toBeInTheDocument();
  });

  it('says so when applying fails after the preview', async () => {
    const { user } = await renderPanel(async (path) => {
      if (path.includes('dryRun=true')) return PREVIEW;
      throw new ApiError(429, 'rate_limit/exceeded', 'Too many requests');
    });
    await user.upload(fileInput(), malFile());
    await user.click(await screen.findByRole('button', { name: 'この内容でインポート' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REQUEST_MESSAGES.rateLimited);
  });

  describe('export', () => {
    const saved: { name: string; blob: Blob }[] = [];
    const read = (blob: Blob) =>
      new Promise<string>((done) => {
        const reader = new FileReader();
        reader.onload = () => done(String(reader.result));
        reader.readAsText(blob);
      });
    beforeEach(() => {
      saved.length = 0;
      Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:test'), revokeObjectURL: jest.fn() });
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        const blob = (URL.createObjectURL as jest.Mock).mock.calls.at(-1)?.[0] as Blob;
        saved.push({ name: this.download, blob });
      });
    });
    afterEach(() => jest.restoreAllMocks());

    it('downloads the list as MyAnimeList XML and as JSON, named by the day in Japan', async () => {
      const xml = '<?xml version="1.0"?><myanimelist><myinfo/></myanimelist>';
      const json = { user: { id: 1, name: 'fan' }, scoreFormat: 'POINT_100', entries: [] };
      const { server, user } = await renderPanel(async (path) => (path.includes('format=mal') ? xml : json));
      await user.click(screen.getByRole('button', { name: 'MyAnimeList 形式（XML）でダウンロード' }));
      await user.click(screen.getByRole('button', { name: 'JSON でダウンロード' }));
      await waitFor(() => expect(saved).toHaveLength(2));
      expect(server.mock.calls.map(([path]) => path)).toEqual([
        '/list/export?format=mal',
        '/list/export?format=json',
      ]);
      const files = await Promise.all(
        saved.map(async ({ name, blob }) => ({ name, type: blob.type, text: await read(blob) })),
      );
      expect(files).toEqual([
        { name: expect.stringMatching(/^anifan-mylist-\d{8}\.xml$/), type: 'application/xml', text: xml },
        {
          name: expect.stringMatching(/^anifan-mylist-\d{8}\.json$/),
          type: 'application/json',
          text: JSON.stringify(json, null, 2),
        },
      ]);
    });

    it('says so when the export fails', async () => {
      const { user } = await renderPanel(async () => {
        throw new ApiError(503, 'catalog/not_ready', 'not ready');
      });
      await user.click(screen.getByRole('button', { name: 'JSON でダウンロード' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(REQUEST_MESSAGES.exportFailed);
    });
  });
});
