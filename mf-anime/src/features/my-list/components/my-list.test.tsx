// マイリスト as a fan sees it: tabs with counts, sorts, the title filter, 「次に見る」 (aired, coming, not
// known), the works' loading and errors, the guest's and the empty states.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ROUTES, type ListWork } from '@anifan/contract';
import { CatalogProvider } from '../../../shared/catalog/components/catalog-provider';
import { ERROR_MESSAGES } from '../../../shared/catalog/lib/error-messages';
import { GUEST_LIST_STORAGE_KEY } from '../../../shared/my-list/lib/guest-backend';
import type { ListEntry, ListStatus } from '../../../shared/my-list';
import { PlatformProvider } from '../../../lib/platform-context';
import {
  createFakeGateway,
  deferred,
  embeddedExtensions,
  type FakeAnswer,
  type FakeHandler,
} from '../../../testing/fake-gateway';
import { createTestPlatform } from '../../../testing/test-platform';
import { FIRST_ROWS, MyList } from './my-list';

/** Tuesday 24 November 2026, 12:00 in Japan. */
const NOW = new Date('2026-11-24T03:00:00Z');
/** Friday 27 November 2026, 23:00 in Japan. */
const FRIDAY_23 = Date.UTC(2026, 10, 27, 14) / 1000;

const entry = (mediaId: number, status: ListStatus, progress: number, updatedAt: number): ListEntry => ({
  mediaId,
  status,
  progress,
  repeat: 0,
  scoreRaw: 0,
  notes: null,
  private: false,
  startedAt: null,
  completedAt: null,
  updatedAt,
});

const work = (id: number, native: string, romaji: string, fields: Partial<ListWork> = {}) => ({
  __typename: 'Media',
  id,
  title: { __typename: 'MediaTitle', native, romaji },
  coverImage: { __typename: 'MediaCoverImage', large: `https://img.test/${id}.jpg` },
  format: 'TV',
  episodes: null,
  status: 'RELEASING',
  nextAiringEpisode: null,
  ...fields,
});

const airing = (episode: number, airingAt: number) => ({ __typename: 'AiringSchedule', episode, airingAt });

const WORKS = [
  work(113415, '呪術廻戦', 'Jujutsu Kaisen', { status: 'FINISHED', episodes: 24 }),
  work(154587, '葬送のフリーレン', 'Sousou no Frieren', { nextAiringEpisode: airing(5, FRIDAY_23) }),
  work(21, 'ONE PIECE', 'ONE PIECE'),
  work(101, 'ぼっち・ざ・ろっく！', 'Bocchi the Rock!', { status: 'FINISHED' }),
  work(102, '薬屋のひとりごと', 'Kusuriya no Hitorigoto'),
  work(103, '負けヒロインが多すぎる！', 'Make Heroine ga Oosugiru!', { status: 'FINISHED' }),
];

const LIST = [
  entry(113415, 'CURRENT', 3, 1_000),
  entry(154587, 'CURRENT', 4, 3_000),
  entry(21, 'REPEATING', 7, 2_000),
  entry(101, 'PLANNING', 0, 4_000),
  entry(102, 'PLANNING', 0, 5_000),
  entry(103, 'COMPLETED', 12, 6_000),
];

const worksAnswer = (ids: unknown, extensions?: unknown): FakeAnswer => ({
  body: {
    data: {
      Page: {
        __typename: 'Page',
        media: WORKS.filter((w) => (ids as number[]).includes(w.id)),
      },
    },
    ...(extensions ? { extensions } : {}),
  },
});

const catalogue: FakeHandler = (request) => worksAnswer(request.variables.ids);

function renderMyList(
  list: ListEntry[] = LIST,
  handler: FakeHandler = catalogue,
  { platform = createTestPlatform(), gateway = createFakeGateway(handler) } = {},
) {
  localStorage.clear();
  if (list.length > 0) localStorage.setItem(GUEST_LIST_STORAGE_KEY, JSON.stringify(list));
  const { unmount } = render(
    <MemoryRouter initialEntries={['/myList']}>
      <PlatformProvider platform={platform}>
        <CatalogProvider platform={platform} client={gateway.client}>
          <MyList now={NOW} />
        </CatalogProvider>
      </PlatformProvider>
    </MemoryRouter>,
  );
  return { platform, gateway, unmount, user: userEvent.setup() };
}

const rowTitles = () =>
  within(screen.getByRole('tabpanel'))
    .queryAllByRole('button')
    .map((row) => row.querySelector('span span')?.textContent);

const upNextItems = () =>
  within(screen.getByRole('region', { name: '次に見る' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

afterEach(() => localStorage.clear());

describe('MyList', () => {
  it('shows each status tab with its count, 見てる first with a rewatch in it, asking the catalogue for the works once', async () => {
    const { gateway } = renderMyList();
    expect(screen.getByRole('heading', { level: 1, name: 'マイリスト' })).toBeInTheDocument();
    expect(
      (await screen.findAllByRole('tab')).map((tab) => [tab.textContent, tab.getAttribute('aria-selected')]),
    ).toEqual([
      ['見てる 3', 'true'],
      ['見たい 2', 'false'],
      ['見た 1', 'false'],
      ['一時中断 0', 'false'],
      ['視聴中止 0', 'false'],
    ]);
    expect(rowTitles()).toEqual(['葬送のフリーレン', 'ONE PIECE', '呪術廻戦']);
    expect(screen.getByRole('button', { name: /ONE PIECE 再視聴中・7話まで/ })).toBeInTheDocument();
    expect(gateway.requestsFor('GetListWorks').map((request) => request.variables)).toEqual([
      { ids: [21, 101, 102, 103, 113415, 154587] },
    ]);
  });

  it('switches tabs by click and by arrow keys, and says when a tab is empty', async () => {
    const { user } = renderMyList();
    await user.click(await screen.findByRole('tab', { name: '見たい 2' }));
    expect(rowTitles()).toEqual(['薬屋のひとりごと', 'ぼっち・ざ・ろっく！']);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '見た 1' })).toHaveFocus();
    expect(rowTitles()).toEqual(['負けヒロインが多すぎる！']);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('一時中断の作品はありません');
  });

  it('sorts by last update, title or next broadcast, and filters by title', async () => {
    const { user } = renderMyList();
    await screen.findAllByRole('tab');
    const sort = screen.getByRole('combobox', { name: '並び順' });
    await user.selectOptions(sort, 'タイトル');
    expect(rowTitles()).toEqual(['ONE PIECE', '呪術廻戦', '葬送のフリーレン']);
    await user.selectOptions(sort, '次回放送');
    expect(rowTitles()).toEqual(['葬送のフリーレン', 'ONE PIECE', '呪術廻戦']);
    await user.selectOptions(sort, '更新日');
    expect(rowTitles()).toEqual(['葬送のフリーレン', 'ONE PIECE', '呪術廻戦']);

    const filter = screen.getByRole('searchbox', { name: 'タイトルで絞り込む' });
    await user.type(filter, 'jujutsu');
    expect(rowTitles()).toEqual(['呪術廻戦']);
    await user.clear(filter);
    await user.type(filter, 'ハイキュー');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('「ハイキュー」に合う見てるの作品はありません');
  });

  it('lists 次に見る: an aired episode, a coming one with its broadcast in Japan time, and one whose broadcast is not known', async () => {
    renderMyList();
    await screen.findAllByRole('tab');
    expect(upNextItems()).toEqual([
      '呪術廻戦第4話 放送済み',
      '葬送のフリーレン第5話 11月27日(金) 23:00〜',
      'ONE PIECE第8話 放送日時の情報がありません',
    ]);
  });

  it('says, from the offline catalogue, up to when it knows broadcasts', async () => {
    renderMyList(LIST, (request) =>
      worksAnswer(request.variables.ids, embeddedExtensions('2026-spring', '2026-05-15T00:00:00Z')),
    );
    expect(await screen.findByText(/オフラインのアニメ情報は2026年5月時点のものです。/)).toBeInTheDocument();
  });

  it('opens the anime detail of a row with the work selected', async () => {
    const { platform, user } = renderMyList();
    await user.click(await screen.findByRole('button', { name: /^呪術廻戦 3 \/ 24話/ }));
    expect(platform.bus.snapshot().selectedAnime).toEqual({
      id: 113415,
      title: '呪術廻戦',
      watchersCount: 0,
      seasonYear: '',
      image: { facebookOgImageUrl: 'https://img.test/113415.jpg' },
    });
    expect(platform.navigation.navigate).toHaveBeenCalledWith(ROUTES.animeDetail);
  });

  it('shows Loading... while the works load, then the list', async () => {
    const answer = deferred<FakeAnswer>();
    renderMyList(LIST, () => answer.promise);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    answer.resolve(worksAnswer(LIST.map((e) => e.mediaId)));
    expect(await screen.findByRole('tab', { name: '見てる 3' })).toBeInTheDocument();
  });

  it('keeps the list by id when the works cannot be read, with the error and 再試行', async () => {
    let fail = true;
    const { user, gateway } = renderMyList(LIST, (request) =>
      fail ? { status: 503, body: { errors: [{ message: 'busy' }] } } : catalogue(request),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.upstream);
    expect(rowTitles()).toEqual(['作品ID 154587', '作品ID 21', '作品ID 113415']);
    fail = false;
    await user.click(screen.getByRole('button', { name: '再試行' }));
    expect(await screen.findByRole('button', { name: /^呪術廻戦 3 \/ 24話/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(gateway.requestsFor('GetListWorks')).toHaveLength(2);
  });

  it('says an empty list is empty, how to fill it, and asks the catalogue nothing', async () => {
    const { gateway, user, platform } = renderMyList([]);
    expect(await screen.findByText('マイリストはまだ空です。')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'アニメを探す' }));
    expect(platform.navigation.navigate).toHaveBeenCalledWith(ROUTES.animeHome);
    expect(gateway.requests).toEqual([]);
  });

  it("tells a guest the list is this browser's and that import and export need signing in", async () => {
    renderMyList();
    expect(
      await screen.findByText(/ゲストのマイリストはこのブラウザに保存されています。/),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(/MyAnimeList からのインポートとエクスポートは、サインインすると使えます。/),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('MyAnimeList のエクスポートファイルを選ぶ')).not.toBeInTheDocument();
    // A guest's list is nobody else's to see: no 公開 switch.
    expect(screen.queryByRole('switch', { name: 'マイリストを公開する' })).not.toBeInTheDocument();
  });

  it('asks nothing again when the fan comes back to the list in the same visit', async () => {
    const first = renderMyList();
    expect(await screen.findByRole('tab', { name: '見てる 3' })).toBeInTheDocument();
    first.unmount();
    renderMyList(LIST, catalogue, first);
    expect(await screen.findByRole('button', { name: /^呪術廻戦 3 \/ 24話/ })).toBeInTheDocument();
    expect(first.gateway.requestsFor('GetListWorks')).toHaveLength(1);
  });

  it('shows a long list a screenful first, then every row, with counts, filter and 次に見る over all of it', async () => {
    const many = Array.from({ length: FIRST_ROWS * 3 }, (_, i) => entry(1000 + i, 'CURRENT', 1, i));
    const { user } = renderMyList([...many, entry(101, 'PLANNING', 0, 0)]);
    expect(await screen.findByRole('tab', { name: `見てる ${many.length}` })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '見たい 1' })).toBeInTheDocument();
    expect(rowTitles().slice(0, 2)).toEqual([
      `作品ID ${1000 + many.length - 1}`,
      `作品ID ${1000 + many.length - 2}`,
    ]);
    await waitFor(() => expect(rowTitles()).toHaveLength(many.length));
    await waitFor(() => expect(upNextItems()).toHaveLength(many.length));
    // The oldest entry, last of the tab, is found by the filter.
    await user.type(screen.getByRole('searchbox', { name: 'タイトルで絞り込む' }), '作品ID 1000');
    expect(rowTitles()).toEqual(['作品ID 1000']);
  });
});
