import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { GET_MEDIA_DETAIL, prefetchGraphQL, type SelectedAnime } from '@anifan/contract';
import { fakeResponse } from '@anifan/contract/testing';
import { PLACEHOLDER_IMAGE } from '../../../shared/cards/components/cover-image';
import { CatalogProvider } from '../../../shared/catalog/components/catalog-provider';
import { ERROR_MESSAGES } from '../../../shared/catalog/lib/error-messages';
import { graphqlRequest } from '../../../shared/catalog/lib/graphql-request';
import { PlatformProvider } from '../../../lib/platform-context';
import {
  createFakeGateway,
  deferred,
  embeddedExtensions,
  type FakeAnswer,
  type FakeHandler,
} from '../../../testing/fake-gateway';
import { mediaDetailAnswer } from '../../../testing/fixtures';
import { createTestPlatform } from '../../../testing/test-platform';
import { answerArrived, useStartupHandoffPerTest } from '../../../testing/startup-handoff';
import { preloadCover } from '../lib/cover-preload';
import { mediaDetailVariables } from '../lib/media-detail-variables';
import { AnimeDetail, FIRST_RENDER_CHARACTERS } from './anime-detail';

const JUJUTSU: SelectedAnime = {
  title: '呪術廻戦',
  watchersCount: 0,
  seasonYear: '',
  image: { facebookOgImageUrl: 'https://img.test/jujutsu.jpg' },
};

const gojoAndNobara: FakeHandler = () => ({
  body: mediaDetailAnswer('呪術廻戦', [
    {
      id: 1,
      native: '五条悟',
      full: 'Satoru Gojou',
      actor: { id: 10, native: '中村悠一', full: 'Yuuichi Nakamura' },
    },
    { id: 2, native: null, full: 'Nobara Kugisaki', actor: { id: 11, native: null, full: 'Asami Seto' } },
    { id: 3, native: '謎の人物', full: 'Mystery' },
  ]),
});

function renderDetail(handler: FakeHandler = gojoAndNobara, selected: SelectedAnime | null = JUJUTSU) {
  const platform = createTestPlatform();
  platform.bus.selectAnime(selected);
  const gateway = createFakeGateway(handler);
  render(
    <MemoryRouter initialEntries={['/popularAnime/animeDetail']}>
      <Routes>
        <Route
          path="/popularAnime/animeDetail"
          element={
            <PlatformProvider platform={platform}>
              <CatalogProvider platform={platform} client={gateway.client}>
                <AnimeDetail />
              </CatalogProvider>
            </PlatformProvider>
          }
        />
        <Route path="/animeHome" element={<p>home page</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return { platform, gateway, user: userEvent.setup() };
}

describe('AnimeDetail', () => {
  afterEach(() => window.history.replaceState(null, ''));

  it('shows the selected anime: cover, title and a characters heading', async () => {
    renderDetail();
    expect(screen.getByRole('region', { name: 'アニメ詳細' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '呪術廻戦' })).toBeInTheDocument();
    const cover = screen.getByRole('img', { name: '呪術廻戦' });
    expect(cover).toHaveAttribute('src', 'https://img.test/jujutsu.jpg');
    // The page's largest paint: fetched at once and ahead of the character pictures.
    expect(cover).toHaveAttribute('loading', 'eager');
    expect(cover).toHaveAttribute('fetchpriority', 'high');
    expect(await screen.findByRole('heading', { level: 2, name: 'キャラクター' })).toBeInTheDocument();
    // AniList's english title is the romaji in capitals: one title, shown once.
    expect(await screen.findByText('Jujutsu Kaisen')).toBeInTheDocument();
    expect(screen.queryByText(/JUJUTSU KAISEN/)).not.toBeInTheDocument();
  });

  it('asks GetMediaDetail by title for 100 characters with Japanese voice actors', async () => {
    const { gateway } = renderDetail();
    await screen.findByRole('button', { name: /五条悟/ });
    const [request] = gateway.requestsFor('GetMediaDetail');
    expect(request?.variables).toEqual({ search: '呪術廻戦' });
    expect(request?.query).toContain('characters(sort: [ROLE, RELEVANCE], perPage: 100)');
    expect(request?.query).toContain('voiceActors(language: JAPANESE)');
  });

  it('lists each character with "CV: " and the voice actor, or 不明', async () => {
    renderDetail();
    const grid = await screen.findByRole('list', { name: '呪術廻戦のキャラクター' });
    const cards = within(grid).getAllByRole('button');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      '五条悟 CV: 中村悠一',
      'Nobara Kugisaki CV: Asami Seto',
      '謎の人物 CV: 不明',
    ]);
    expect(within(cards[0]!).getByText('CV: 中村悠一')).toBeVisible();
    expect(within(cards[2]!).getByText('CV: 不明')).toBeVisible();
  });

  it('publishes the clicked character with its voice actor and opens the character page', async () => {
    const { platform, user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: '五条悟 CV: 中村悠一' }));
    expect(platform.bus.snapshot().selectedCharacter).toEqual({
      id: 1,
      name: '五条悟',
      image: 'https://img.test/character-1.jpg',
      voiceActors: '中村悠一',
      voiceActorsImage: 'https://img.test/staff-10.jpg',
      animeTitle: '呪術廻戦',
    });
    expect(platform.navigation.navigate).toHaveBeenCalledWith('/popularAnime/characterDetail');
  });

  it('publishes an empty voice actor for a character without one', async () => {
    const { platform, user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: '謎の人物 CV: 不明' }));
    expect(platform.bus.snapshot().selectedCharacter).toMatchObject({
      voiceActors: '',
      voiceActorsImage: '',
    });
  });

  it('shows Loading... right under the title while the answer loads, and the characters heading with it', async () => {
    const gate = deferred<FakeAnswer>();
    renderDetail(() => gate.promise);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    // Nothing the answer pushes down is shown before it: the placeholder is replaced, nothing moves.
    expect(screen.queryByRole('heading', { name: 'キャラクター' })).not.toBeInTheDocument();
    await act(async () => gate.resolve(await gojoAndNobara({ operationName: '', variables: {}, query: '' })));
    expect(await screen.findByRole('button', { name: /五条悟/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'キャラクター' })).toBeInTheDocument();
  });

  it('draws everything the answer brings in one change (drawn after the answer is stored), so nothing shown moves', async () => {
    const gate = deferred<FakeAnswer>();
    renderDetail(() => gate.promise);
    await screen.findByRole('status');
    // What a viewer could see after each change of the page: Loading..., the heading, the subtitle.
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      const loading = screen.queryByRole('status') !== null;
      const heading = screen.queryByRole('heading', { name: 'キャラクター' }) !== null;
      const subtitle = screen.queryByText('Jujutsu Kaisen') !== null;
      seen.push(`loading ${loading}, heading ${heading}, subtitle ${subtitle}`);
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    await act(async () => gate.resolve(await gojoAndNobara({ operationName: '', variables: {}, query: '' })));
    await screen.findByRole('button', { name: /五条悟/ });
    observer.disconnect();
    expect(new Set(seen)).toEqual(new Set(['loading false, heading true, subtitle true']));
  });

  it.each([
    ['no characters', { body: mediaDetailAnswer('呪術廻戦', []) }],
    ['no such anime', { body: { data: { Media: null } } }],
  ])('shows データがありません when there are %s', async (_name, answer) => {
    renderDetail(() => answer);
    expect(await screen.findByText('データがありません')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'キャラクター' })).toBeInTheDocument();
  });

  describe('characters the offline catalogue does not hold', () => {
    const OFFLINE_LINE =
      'オフラインのアニメ情報には、よく知られた作品のキャラクターだけを収録しています' +
      '（AniList に接続しているときは、すべての作品のキャラクターを表示します）。';

    it('says under データがありません that offline only well-known works have characters, and live all', async () => {
      renderDetail(() => ({
        body: { ...mediaDetailAnswer('キルアオ', []), extensions: embeddedExtensions() },
      }));
      expect(await screen.findByText('データがありません')).toBeInTheDocument();
      expect(screen.getByText(OFFLINE_LINE)).toBeVisible();
    });

    it.each([
      ['a live answer without characters', { body: { ...mediaDetailAnswer('キルアオ', []) } }],
      [
        'an offline answer that found no anime',
        { body: { data: { Media: null }, extensions: embeddedExtensions() } },
      ],
    ])('adds no such line to %s', async (_name, answer) => {
      renderDetail(() => answer);
      expect(await screen.findByText('データがありません')).toBeInTheDocument();
      expect(screen.queryByText(OFFLINE_LINE)).not.toBeInTheDocument();
    });
  });

  it('shows an error in Japanese and retries', async () => {
    let calls = 0;
    renderDetail((request) =>
      ++calls === 1 ? { status: 503, body: 'Service Unavailable' } : gojoAndNobara(request),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ERROR_MESSAGES.upstream);
    expect(screen.getByRole('heading', { level: 2, name: 'キャラクター' })).toBeInTheDocument();
    fireEvent.click(within(alert).getByRole('button', { name: '再試行' }));
    expect(await screen.findByRole('button', { name: /五条悟/ })).toBeInTheDocument();
  });

  it('uses the placeholder cover when the anime has no image', async () => {
    renderDetail(gojoAndNobara, { ...JUJUTSU, image: { facebookOgImageUrl: '' } });
    expect(screen.getByRole('img', { name: '呪術廻戦' })).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    await screen.findByRole('button', { name: /五条悟/ });
  });

  it('shows the placeholder at once when the start-up preload of the cover has failed, without asking again', async () => {
    preloadCover(JUJUTSU.image.facebookOgImageUrl);
    document.head.querySelector('link')?.dispatchEvent(new Event('error'));
    renderDetail();
    expect(screen.getByRole('img', { name: '呪術廻戦' })).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    await screen.findByRole('button', { name: /五条悟/ });
    document.head.replaceChildren();
  });

  it('shows the cover while its start-up preload has not failed', async () => {
    preloadCover(JUJUTSU.image.facebookOgImageUrl);
    renderDetail();
    expect(screen.getByRole('img', { name: '呪術廻戦' })).toHaveAttribute(
      'src',
      JUJUTSU.image.facebookOgImageUrl,
    );
    await screen.findByRole('button', { name: /五条悟/ });
    document.head.replaceChildren();
  });

  it('follows the selection published on the bus', async () => {
    const { platform } = renderDetail();
    await screen.findByRole('button', { name: /五条悟/ });
    act(() => platform.bus.selectAnime({ ...JUJUTSU, title: '葬送のフリーレン' }));
    expect(screen.getByRole('heading', { level: 1, name: '葬送のフリーレン' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: '葬送のフリーレンのキャラクター' })).toBeInTheDocument();
  });

  it('without a selection, says so and links to the anime home', async () => {
    const { gateway, user } = renderDetail(gojoAndNobara, null);
    expect(screen.getByRole('heading', { name: 'アニメが選択されていません' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'アニメホームへ' }));
    expect(screen.getByText('home page')).toBeInTheDocument();
    expect(gateway.requests).toHaveLength(0);
  });

  describe('back button', () => {
    it('goes back, to the anime home when the page was opened directly', async () => {
      const { platform, user } = renderDetail();
      await user.click(screen.getByRole('button', { name: '戻る' }));
      await screen.findByRole('button', { name: /五条悟/ });
      expect(platform.navigation.back).toHaveBeenCalledWith('/animeHome');
      expect(platform.navigation.navigate).not.toHaveBeenCalled();
    });
  });

  describe('放送・配信 panel', () => {
    const jst = (year: number, month: number, day: number, hour: number) =>
      Date.UTC(year, month - 1, day, hour - 9) / 1000;
    const releasing: FakeHandler = () => ({
      body: mediaDetailAnswer('呪術廻戦', [], {
        format: 'TV',
        episodes: 24,
        status: 'RELEASING',
        startDate: { __typename: 'FuzzyDate', year: 2026, month: 10, day: 2 },
        endDate: { __typename: 'FuzzyDate', year: null, month: null, day: null },
        description: 'A boy swallows a cursed finger.<br>\nThen it begins.',
        genres: ['Action', 'Supernatural'],
        averageScore: 86,
        nextAiringEpisode: { __typename: 'AiringSchedule', airingAt: jst(2026, 11, 27, 23), episode: 9 },
        airingSchedule: {
          __typename: 'AiringScheduleConnection',
          nodes: [{ __typename: 'AiringSchedule', airingAt: jst(2026, 10, 2, 23), episode: 1 }],
        },
        externalLinks: [
          link(1, 'Official Site', 'https://jujutsukaisen.jp/', 'INFO', 'Japanese'),
          link(2, 'ABEMA', 'https://abema.tv/video/title/1', 'STREAMING', 'Japanese'),
          link(3, 'Netflix', 'https://www.netflix.com/title/1', 'STREAMING', null),
          link(4, 'Crunchyroll', 'https://www.crunchyroll.com/series/1', 'STREAMING', 'English'),
        ],
      }),
    });

    function link(id: number, site: string, url: string, type: string, language: string | null) {
      return { __typename: 'MediaExternalLink', id, site, url, type, language };
    }

    it('shows format, episodes, period, status, weekly slot and next episode in Japan time', async () => {
      renderDetail(releasing);
      const panel = await screen.findByRole('region', { name: '放送・配信' });
      const facts = within(panel)
        .getAllByRole('term')
        .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
      expect(facts).toEqual([
        '形式: TVアニメ',
        '話数: 全24話',
        '放送期間: 2026年10月〜',
        '状態: 放送中',
        '放送枠: 毎週金曜 23:00〜',
        '次回放送: 第9話 11月27日(金) 23:00',
        '平均スコア: 86 / 100',
        '公式サイト: 公式サイト（新しいタブで開きます）',
        '配信サービス: ABEMA（新しいタブで開きます）Netflix（新しいタブで開きます）',
        'ジャンル: アクション超常',
      ]);
      expect(within(panel).getByText(/A boy swallows a cursed finger\./)).toBeVisible();
    });

    it('opens the official site and each service for Japan in a new tab without an opener', async () => {
      renderDetail(releasing);
      const panel = await screen.findByRole('region', { name: '放送・配信' });
      const services = within(panel).getByRole('list', { name: '配信サービス' });
      const links = within(services).getAllByRole('link');
      expect(links.map((anchor) => anchor.getAttribute('href'))).toEqual([
        'https://abema.tv/video/title/1',
        'https://www.netflix.com/title/1',
      ]);
      for (const anchor of [...links, within(panel).getByRole('link', { name: /^公式サイト/ })]) {
        expect(anchor).toHaveAttribute('target', '_blank');
        expect(anchor.getAttribute('rel')).toContain('noopener');
      }
      expect(within(panel).queryByText(/Crunchyroll/)).not.toBeInTheDocument();
    });

    it('is not shown when the source knows none of it, and never says undefined', async () => {
      renderDetail();
      await screen.findByRole('button', { name: /五条悟/ });
      expect(screen.queryByRole('region', { name: '放送・配信' })).not.toBeInTheDocument();
      expect(document.body).not.toHaveTextContent(/undefined|null/);
    });

    describe('from the offline snapshot, past what it can know (published 15 May 2026)', () => {
      const PUBLISHED = '2026-05-15T06:02:16.679Z';
      // キルアオ as the gateway answers it on 26 November 2026: no next episode past the snapshot.
      const killAo: FakeHandler = () => ({
        body: {
          ...mediaDetailAnswer('キルアオ', [], {
            format: 'TV',
            status: 'RELEASING',
            startDate: { __typename: 'FuzzyDate', year: 2026, month: 4, day: 11 },
            endDate: { __typename: 'FuzzyDate', year: null, month: null, day: null },
            nextAiringEpisode: null,
            airingSchedule: {
              __typename: 'AiringScheduleConnection',
              nodes: [{ __typename: 'AiringSchedule', airingAt: jst(2026, 4, 11, 23), episode: 1 }],
            },
          }),
          extensions: embeddedExtensions('2026-spring', PUBLISHED),
        },
      });

      const factsOf = async () => {
        const panel = await screen.findByRole('region', { name: '放送・配信' });
        return within(panel)
          .getAllByRole('term')
          .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
      };

      it('says the status is as of the snapshot, and invents no next broadcast', async () => {
        renderDetail(killAo);
        expect(await factsOf()).toEqual([
          '形式: TVアニメ',
          '放送期間: 2026年4月〜',
          '状態: 放送中（2026年5月時点）',
          '放送枠: 毎週土曜 23:00〜',
        ]);
        expect(document.body).not.toHaveTextContent(/次回放送|第\d+話/);
      });

      it('still says so once the page asks for the work by its id', async () => {
        const { platform } = renderDetail(killAo);
        await screen.findByRole('region', { name: '放送・配信' });
        await waitFor(() => expect(platform.bus.snapshot().selectedAnime?.id).toBe(1));
        await act(async () => undefined);
        expect(await factsOf()).toContain('状態: 放送中（2026年5月時点）');
        expect(screen.getByText(/よく知られた作品のキャラクターだけ/)).toBeVisible();
      });

      it('leaves a settled status as it is', async () => {
        renderDetail(() => ({
          body: {
            ...mediaDetailAnswer('葬送のフリーレン', [], {
              format: 'TV',
              status: 'FINISHED',
              startDate: { __typename: 'FuzzyDate', year: 2023, month: 9, day: 29 },
              endDate: { __typename: 'FuzzyDate', year: 2024, month: 3, day: 22 },
            }),
            extensions: embeddedExtensions('2026-spring', PUBLISHED),
          },
        }));
        expect(await factsOf()).toContain('状態: 放送終了');
        expect(document.body).not.toHaveTextContent(/時点/);
      });

      it('shows a film with 公開 and its release date, not 放送期間', async () => {
        renderDetail(() => ({
          body: {
            ...mediaDetailAnswer('劇場版 空の境界 終章 空の境界', [], {
              format: 'MOVIE',
              status: 'FINISHED',
              startDate: { __typename: 'FuzzyDate', year: 2010, month: 12, day: 18 },
              endDate: { __typename: 'FuzzyDate', year: null, month: null, day: null },
            }),
            extensions: embeddedExtensions('2026-spring', PUBLISHED),
          },
        }));
        expect(await factsOf()).toEqual(['形式: 劇場版', '公開: 2010年12月18日', '状態: 公開済み']);
      });
    });

    it("asks for the fields under AniList's own names", async () => {
      const { gateway } = renderDetail(releasing);
      await screen.findByRole('region', { name: '放送・配信' });
      const query = gateway.requestsFor('GetMediaDetail')[0]?.query ?? '';
      for (const field of ['nextAiringEpisode', 'airingSchedule(page: 1, perPage: 1)', 'externalLinks']) {
        expect(query).toContain(field);
      }
    });
  });
});

describe('AnimeDetail マイリスト', () => {
  const episodes =
    (media: Record<string, unknown>): FakeHandler =>
    (request) =>
      request.operationName === 'GetMediaEpisodes'
        ? { body: { data: { Media: { __typename: 'Media', ...media } } } }
        : gojoAndNobara(request);
  const finishedWithSlots = (total: number) => ({
    id: 1,
    episodes: null,
    status: 'FINISHED',
    format: 'TV',
    airingSchedule: {
      __typename: 'AiringScheduleConnection',
      pageInfo: { __typename: 'PageInfo', total },
    },
  });

  beforeEach(() => localStorage.clear());

  it("offers the work's status and the episodes the catalogue knows, and marks up to an episode", async () => {
    const { gateway, user } = renderDetail(episodes(finishedWithSlots(24)));
    const panel = await screen.findByRole('region', { name: 'マイリスト' });
    expect(within(panel).getByRole('group', { name: '『呪術廻戦』の視聴状況' })).toBeInTheDocument();
    expect(await within(panel).findAllByRole('checkbox')).toHaveLength(24);
    expect(gateway.requestsFor('GetMediaEpisodes')[0]?.variables).toEqual({ id: 1 });
    await user.click(within(panel).getByRole('button', { name: '第3話：ここまで見た' }));
    expect(within(panel).getByRole('button', { name: '見てる' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(panel).getByRole('checkbox', { name: '第3話' })).toBeChecked();
  });

  it('lists the known episodes under エピソード, after the characters, each thread veiled until seen', async () => {
    const { user } = renderDetail(episodes({ ...finishedWithSlots(0), episodes: 12 }));
    const section = await screen.findByRole('region', { name: 'エピソード' });
    expect(within(section).getByText('全12話')).toBeInTheDocument();
    expect(within(section).getAllByRole('listitem')).toHaveLength(12);
    const characters = screen.getByRole('list', { name: '呪術廻戦のキャラクター' });
    expect(characters.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: '第1話の感想' }));
    expect(await within(section).findByText('第1話をまだ見ていません')).toBeInTheDocument();
  });

  it('offers no episodes to mark when the catalogue knows none', async () => {
    renderDetail(episodes({ ...finishedWithSlots(0), status: 'NOT_YET_RELEASED' }));
    const panel = await screen.findByRole('region', { name: 'マイリスト' });
    expect(await within(panel).findByText('この作品の話数はまだわかっていません。')).toBeInTheDocument();
    expect(within(panel).queryByRole('checkbox')).not.toBeInTheDocument();
  });
});

describe("AnimeDetail drawn from the route data script's answer", () => {
  const gojoAnswer = async () => {
    const { body } = await gojoAndNobara({ operationName: '', variables: {}, query: '' });
    return fakeResponse(200, JSON.stringify(body));
  };
  const prefetch = (fetchImpl: typeof fetch) =>
    prefetchGraphQL(graphqlRequest(GET_MEDIA_DETAIL, mediaDetailVariables('呪術廻戦')), fetchImpl);

  useStartupHandoffPerTest();

  it('shows the characters at its first render, without Loading... or a request of its own', async () => {
    prefetch(gojoAnswer);
    await answerArrived();
    const { gateway } = renderDetail();
    expect(screen.getByRole('button', { name: /五条悟/ })).toBeInTheDocument();
    expect(screen.getByText('Jujutsu Kaisen')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    await answerArrived();
    expect(gateway.requestsFor('GetMediaDetail')).toEqual([]);
  });

  it('draws every character when the answer holds more than its first render draws', async () => {
    const many = Array.from({ length: FIRST_RENDER_CHARACTERS + 18 }, (_, index) => ({
      id: index + 1,
      native: `キャラ${index + 1}`,
      full: `Chara ${index + 1}`,
    }));
    prefetch(async () => fakeResponse(200, JSON.stringify(mediaDetailAnswer('呪術廻戦', many))));
    await answerArrived();
    const { gateway } = renderDetail();
    expect(screen.getByRole('button', { name: /^キャラ1 / })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: '呪術廻戦のキャラクター' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(many.length));
    expect(within(list).getByRole('button', { name: /^キャラ30 / })).toBeInTheDocument();
    expect(gateway.requestsFor('GetMediaDetail')).toEqual([]);
  });

  it('says an offline answer is offline at its first render and once Apollo Client has it, asking nothing', async () => {
    const kiruao = { ...mediaDetailAnswer('キルアオ', []), extensions: embeddedExtensions() };
    prefetchGraphQL(graphqlRequest(GET_MEDIA_DETAIL, mediaDetailVariables('キルアオ')), async () =>
      fakeResponse(200, JSON.stringify(kiruao)),
    );
    await answerArrived();
    const { gateway, platform } = renderDetail(gojoAndNobara, { ...JUJUTSU, title: 'キルアオ' });
    expect(screen.getByText(/よく知られた作品のキャラクターだけを収録しています/)).toBeVisible();
    // The answer handed to Apollo Client (its id then goes to the selection), the page says the same.
    await waitFor(() => expect(platform.bus.snapshot().selectedAnime?.id).toBe(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.getByText('データがありません')).toBeInTheDocument();
    expect(screen.getByText(/よく知られた作品のキャラクターだけを収録しています/)).toBeVisible();
    expect(gateway.requestsFor('GetMediaDetail')).toEqual([]);
  });

  it('waits for an answer still on its way instead of asking again', async () => {
    let answer: (response: Response) => void = () => undefined;
    prefetch(() => new Promise((resolve) => (answer = resolve)));
    const { gateway } = renderDetail();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    answer(await gojoAnswer());
    expect(await screen.findByRole('button', { name: /五条悟/ })).toBeInTheDocument();
    expect(gateway.requestsFor('GetMediaDetail')).toEqual([]);
  });

  it('asks the gateway when the prefetch got no answer', async () => {
    prefetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await answerArrived();
    const { gateway } = renderDetail();
    expect(await screen.findByRole('button', { name: /五条悟/ })).toBeInTheDocument();
    expect(gateway.requestsFor('GetMediaDetail')).toHaveLength(1);
  });

  it("shows the prefetch's error answer in Japanese, as its own, and retries", async () => {
    prefetch(async () => fakeResponse(200, JSON.stringify({ data: null, errors: [{ message: 'down' }] })));
    await answerArrived();
    const { gateway } = renderDetail();
    const alert = await screen.findByRole('alert');
    expect(gateway.requests).toEqual([]);
    fireEvent.click(within(alert).getByRole('button', { name: '再試行' }));
    expect(await screen.findByRole('button', { name: /五条悟/ })).toBeInTheDocument();
    expect(gateway.requestsFor('GetMediaDetail')).toHaveLength(1);
  });
});

describe('AnimeDetail with the work id in its address', () => {
  const JUJUTSU_ID = 113415;
  const jujutsuById: FakeHandler = () => {
    const body = gojoAndNobara({ operationName: 'GetMediaDetail', variables: {}, query: '' }) as FakeAnswer;
    const media = (body.body as ReturnType<typeof mediaDetailAnswer>).data.Media;
    return {
      body: {
        data: {
          Media: {
            ...media,
            id: JUJUTSU_ID,
            coverImage: { __typename: 'MediaCoverImage', large: 'https://img.test/anilist-cover.jpg' },
          },
        },
      },
    };
  };

  function Address() {
    const location = useLocation();
    return <output aria-label="address">{location.pathname + location.search}</output>;
  }

  function renderAt(path: string, handler: FakeHandler, selected: SelectedAnime | null = null) {
    const platform = createTestPlatform();
    platform.bus.selectAnime(selected);
    const gateway = createFakeGateway(handler);
    render(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/popularAnime/animeDetail"
            element={
              <PlatformProvider platform={platform}>
                <CatalogProvider platform={platform} client={gateway.client}>
                  <AnimeDetail />
                  <Address />
                </CatalogProvider>
              </PlatformProvider>
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    return { platform, gateway };
  }

  const address = () => screen.getByRole('status', { name: 'address' }).textContent;

  it('puts the id in the address once the answer tells it, and remembers it in the selection without asking again', async () => {
    const { platform, gateway } = renderAt('/popularAnime/animeDetail', jujutsuById, JUJUTSU);
    await screen.findByRole('button', { name: /五条悟/ });
    await waitFor(() => expect(address()).toBe(`/popularAnime/animeDetail?id=${JUJUTSU_ID}`));
    expect(platform.bus.snapshot().selectedAnime).toEqual({ ...JUJUTSU, id: JUJUTSU_ID });
    expect(gateway.requestsFor('GetMediaDetail').map((request) => request.variables)).toEqual([
      { search: '呪術廻戦' },
    ]);
    expect(screen.getByRole('heading', { level: 1, name: '呪術廻戦' })).toBeInTheDocument();
  });

  it('opens the episode the address names (episode=4), veiled until seen, and keeps it in the address', async () => {
    localStorage.clear();
    const withEpisodes: FakeHandler = (request) =>
      request.operationName === 'GetMediaEpisodes'
        ? {
            body: {
              data: {
                Media: {
                  __typename: 'Media',
                  id: JUJUTSU_ID,
                  episodes: 24,
                  status: 'FINISHED',
                  format: 'TV',
                  airingSchedule: {
                    __typename: 'AiringScheduleConnection',
                    pageInfo: { __typename: 'PageInfo', total: 0 },
                  },
                },
              },
            },
          }
        : jujutsuById(request);
    renderAt(`/popularAnime/animeDetail?id=${JUJUTSU_ID}&episode=4`, withEpisodes);
    const section = await screen.findByRole('region', { name: 'エピソード' });
    expect(await within(section).findByText('第4話をまだ見ていません')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: '第4話の感想' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(address()).toBe(`/popularAnime/animeDetail?id=${JUJUTSU_ID}&episode=4`);
    // The address follows the thread the visitor closes or opens.
    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: '閉じる' }));
    expect(address()).toBe(`/popularAnime/animeDetail?id=${JUJUTSU_ID}`);
    await user.click(within(section).getByRole('button', { name: '第7話の感想' }));
    expect(address()).toBe(`/popularAnime/animeDetail?id=${JUJUTSU_ID}&episode=7`);
    expect(await within(section).findByText('第7話をまだ見ていません')).toBeInTheDocument();
  });

  it('keeps what the gateway said of the answer (offline) once the page asks by id', async () => {
    renderAt(
      '/popularAnime/animeDetail',
      () => ({
        body: { ...mediaDetailAnswer('キルアオ', []), extensions: embeddedExtensions() },
      }),
      { ...JUJUTSU, title: 'キルアオ' },
    );
    expect(await screen.findByText('データがありません')).toBeInTheDocument();
    await waitFor(() => expect(address()).toBe('/popularAnime/animeDetail?id=1'));
    expect(screen.getByText(/よく知られた作品のキャラクターだけを収録しています/)).toBeVisible();
  });

  it('names the work for the document title', async () => {
    const { platform } = renderAt('/popularAnime/animeDetail', jujutsuById, JUJUTSU);
    await screen.findByRole('button', { name: /五条悟/ });
    expect(platform.navigation.setPageName).toHaveBeenLastCalledWith('呪術廻戦');
  });

  it('follows a work published after the address named another, and the address follows too', async () => {
    const FRIEREN_ID = 154587;
    const handler: FakeHandler = (request) => {
      if (request.variables.search !== '葬送のフリーレン') return jujutsuById(request);
      const body = mediaDetailAnswer('葬送のフリーレン', []);
      return { body: { data: { Media: { ...body.data.Media, id: FRIEREN_ID } } } };
    };
    const { platform } = renderAt(`/popularAnime/animeDetail?id=${JUJUTSU_ID}`, handler, {
      ...JUJUTSU,
      id: JUJUTSU_ID,
    });
    await screen.findByRole('button', { name: /五条悟/ });
    act(() => platform.bus.selectAnime({ ...JUJUTSU, title: '葬送のフリーレン' }));
    expect(screen.getByRole('heading', { level: 1, name: '葬送のフリーレン' })).toBeInTheDocument();
    await waitFor(() => expect(address()).toBe(`/popularAnime/animeDetail?id=${FRIEREN_ID}`));
    expect(screen.getByRole('heading', { level: 1, name: '葬送のフリーレン' })).toBeInTheDocument();
  });

  it('opened from a link without a selection, loads the work by id and shows it as a card would', async () => {
    const { platform, gateway } = renderAt(`/popularAnime/animeDetail?id=${JUJUTSU_ID}`, jujutsuById);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: '呪術廻戦' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '呪術廻戦' })).toHaveAttribute(
      'src',
      'https://img.test/anilist-cover.jpg',
    );
    expect(await screen.findByRole('button', { name: '五条悟 CV: 中村悠一' })).toBeInTheDocument();
    expect(gateway.requestsFor('GetMediaDetail').map((request) => request.variables)).toEqual([
      { id: JUJUTSU_ID },
    ]);
    expect(platform.bus.snapshot().selectedAnime).toEqual({
      title: '呪術廻戦',
      watchersCount: 0,
      seasonYear: '',
      image: { facebookOgImageUrl: 'https://img.test/anilist-cover.jpg' },
      id: JUJUTSU_ID,
    });
    expect(platform.navigation.setPageName).toHaveBeenLastCalledWith('呪術廻戦');
    expect(address()).toBe(`/popularAnime/animeDetail?id=${JUJUTSU_ID}`);
  });

  it('shows the linked work, not another work selected in this tab', async () => {
    const other: SelectedAnime = { ...JUJUTSU, title: '葬送のフリーレン', id: 154587 };
    const { gateway } = renderAt(`/popularAnime/animeDetail?id=${JUJUTSU_ID}`, jujutsuById, other);
    expect(await screen.findByRole('heading', { level: 1, name: '呪術廻戦' })).toBeInTheDocument();
    expect(screen.queryByText('葬送のフリーレン')).not.toBeInTheDocument();
    expect(gateway.requestsFor('GetMediaDetail').map((request) => request.variables)).toEqual([
      { id: JUJUTSU_ID },
    ]);
  });

  it('shows the selection as today when it is the linked work (a reload)', async () => {
    const { gateway } = renderAt(`/popularAnime/animeDetail?id=${JUJUTSU_ID}`, jujutsuById, {
      ...JUJUTSU,
      id: JUJUTSU_ID,
    });
    expect(screen.getByRole('heading', { level: 1, name: '呪術廻戦' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '呪術廻戦' })).toHaveAttribute(
      'src',
      'https://img.test/jujutsu.jpg',
    );
    await screen.findByRole('button', { name: /五条悟/ });
    expect(gateway.requestsFor('GetMediaDetail')).toHaveLength(1);
  });

  it.each(['abc', '0', '-3', '1.5', '99999999999', ''])(
    'says a malformed id %j names no work, without asking',
    (id) => {
      const { gateway, platform } = renderAt(`/popularAnime/animeDetail?id=${id}`, jujutsuById, JUJUTSU);
      expect(screen.getByRole('heading', { level: 1, name: 'アニメが見つかりません' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'アニメホームへ' })).toHaveAttribute('href', '/animeHome');
      expect(gateway.requests).toHaveLength(0);
      expect(platform.navigation.setPageName).not.toHaveBeenCalled();
    },
  );

  it('says an id the catalogue does not know names no work', async () => {
    const { platform } = renderAt('/popularAnime/animeDetail?id=999', () => ({
      body: { data: { Media: null } },
    }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'アニメが見つかりません' }),
    ).toBeInTheDocument();
    expect(platform.bus.snapshot().selectedAnime).toBeNull();
    expect(address()).toBe('/popularAnime/animeDetail?id=999');
  });

  it('shows a failed lookup by id in Japanese and retries', async () => {
    let calls = 0;
    renderAt(`/popularAnime/animeDetail?id=${JUJUTSU_ID}`, (request) =>
      ++calls === 1 ? { status: 503, body: 'Service Unavailable' } : jujutsuById(request),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ERROR_MESSAGES.upstream);
    fireEvent.click(within(alert).getByRole('button', { name: '再試行' }));
    expect(await screen.findByRole('heading', { level: 1, name: '呪術廻戦' })).toBeInTheDocument();
  });
});
