import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { GET_WORKS, getWorksVariables, prefetchGraphQL } from '@anifan/contract';
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
import { animeWorksAnswer, charactersAnswer, worksAnswer } from '../../../testing/fixtures';
import { createTestPlatform } from '../../../testing/test-platform';
import { answerArrived, useStartupHandoffPerTest } from '../../../testing/startup-handoff';
import { useAnimeSearch } from '../hooks/use-anime-search';
import { AnimeHome } from './anime-home';
import { AnimeSearchProvider } from './anime-search-provider';

/** 21 November 2026: this season 2026-fall, next 2027-winter, N-season fallback 2026-winter. */
const NOW = new Date(2026, 10, 21, 12);

const defaultHandler: FakeHandler = (request) => {
  const search = request.variables.search as string | undefined;
  switch (request.operationName) {
    case 'GetWorks':
      return { body: worksAnswer([`${(request.variables.seasons as string[])[0]} のアニメA`, 'のアニメB']) };
    case 'GetAnimeWorks':
      return { body: animeWorksAnswer(search ? [search, `${search} 第2期`] : ['人気作品']) };
    case 'GetCharacters':
      return {
        body: charactersAnswer([
          {
            id: 127691,
            native: '五条悟',
            full: 'Satoru Gojou',
            anime: '呪術廻戦',
            actor: { id: 95513, native: '中村悠一', full: 'Yuuichi Nakamura' },
          },
        ]),
      };
    default:
      return { status: 400, body: { errors: [{ message: 'unknown operation' }] } };
  }
};

function AnimeListProbe() {
  const { animeList } = useAnimeSearch();
  return <output aria-label="animeList">{animeList.map((item) => item.title).join('|')}</output>;
}

/** The router's location, and its Back and Forward, as the browser would offer them. */
function LocationProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="location">{`${location.pathname}${location.search}`}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        probe back
      </button>
      <button type="button" onClick={() => void navigate(1)}>
        probe forward
      </button>
    </>
  );
}

function renderHome(handler: FakeHandler = defaultHandler, url = '/animeHome') {
  const platform = createTestPlatform();
  const gateway = createFakeGateway(handler);
  render(
    <MemoryRouter initialEntries={[url]}>
      <PlatformProvider platform={platform}>
        <CatalogProvider platform={platform} client={gateway.client}>
          <AnimeSearchProvider>
            <AnimeHome now={NOW} />
            <AnimeListProbe />
          </AnimeSearchProvider>
        </CatalogProvider>
      </PlatformProvider>
      <LocationProbe />
    </MemoryRouter>,
  );
  return { platform, gateway, user: userEvent.setup() };
}

const shownLocation = () => screen.getByRole('status', { name: 'location' }).textContent;

const searchBox = () => screen.getByRole('searchbox', { name: 'アニメを検索' });
const panel = () => screen.getByRole('tabpanel');

describe('AnimeHome', () => {
  it('opens on 今期のアニメ among the five tabs and lists this season by rank', async () => {
    const { gateway } = renderHome();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '今期のアニメ',
      '来期のアニメ',
      'N期のアニメ',
      'アニメ作品',
      'キャラクター',
    ]);
    expect(screen.getByRole('tab', { name: '今期のアニメ' })).toHaveAttribute('aria-selected', 'true');
    expect(
      await within(panel()).findByRole('button', { name: '1位 2026-fall のアニメA' }),
    ).toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: '2位 のアニメB' })).toBeInTheDocument();
    expect(within(panel()).getByRole('img', { name: '2026-fall のアニメA' })).toHaveAttribute(
      'src',
      'https://img.test/0.jpg',
    );
    expect(gateway.requestsFor('GetWorks')[0]?.variables).toEqual({ seasons: ['2026-fall'], first: 50 });
  });

  it('sends operationName, variables and query, and nothing else, by POST', async () => {
    const { gateway } = renderHome();
    await within(panel()).findByRole('button', { name: /^1位/ });
    const [request] = gateway.requests;
    expect(Object.keys(request ?? {}).sort()).toEqual(['operationName', 'query', 'variables']);
    expect(request?.query).toContain('query GetWorks($seasons: [String!], $first: Int)');
    expect(request?.query).toContain('orderBy: {field: WATCHERS_COUNT, direction: DESC}');
  });

  it.each([
    ['来期のアニメ', { seasons: ['2027-winter'], first: 50 }],
    ['N期のアニメ', { seasons: ['2026-winter'], first: 10 }],
  ])('%s asks GetWorks for %j', async (tabName, variables) => {
    const { gateway, user } = renderHome();
    await user.click(screen.getByRole('tab', { name: tabName }));
    await within(panel()).findByRole('button', { name: /^1位/ });
    expect(gateway.requestsFor('GetWorks').map((request) => request.variables)).toContainEqual(variables);
  });

  it('shows the N-season hint and a search hint', async () => {
    const { user } = renderHome();
    await user.click(screen.getByRole('tab', { name: 'N期のアニメ' }));
    expect(panel()).toHaveTextContent('N期のアニメ情報がここに表示されます');
    expect(panel()).toHaveTextContent('「3年前 秋」');
    expect(panel()).toHaveTextContent('「2024年 秋」');
  });

  it.each([
    ['アニメ作品', 'アニメ作品を、人気の高い順に表示します'],
    ['キャラクター', 'キャラクターを、お気に入り登録の多い順に表示します'],
  ])('%s starts with an intro line', async (tabName, intro) => {
    const { user } = renderHome();
    await user.click(screen.getByRole('tab', { name: tabName }));
    expect(panel()).toHaveTextContent(intro);
    await within(panel()).findByRole('button', { name: /^1位/ });
  });

  it('keeps season lists cache-first but fetches works again on every visit (network-only)', async () => {
    const { gateway, user } = renderHome();
    await within(panel()).findByRole('button', { name: /^1位/ });
    await user.click(screen.getByRole('tab', { name: 'アニメ作品' }));
    await within(panel()).findByRole('button', { name: '1位 人気作品' });
    await user.click(screen.getByRole('tab', { name: '今期のアニメ' }));
    await within(panel()).findByRole('button', { name: /^1位/ });
    await user.click(screen.getByRole('tab', { name: 'アニメ作品' }));
    await within(panel()).findByRole('button', { name: '1位 人気作品' });
    await waitFor(() => expect(gateway.requestsFor('GetAnimeWorks')).toHaveLength(2));
    expect(gateway.requestsFor('GetWorks')).toHaveLength(1);
    expect(gateway.requestsFor('GetAnimeWorks')[0]?.variables).toEqual({});
  });

  describe('search', () => {
    it('submits with Enter and refetches the works list with the text', async () => {
      const { gateway, user } = renderHome();
      await user.click(screen.getByRole('tab', { name: 'アニメ作品' }));
      await within(panel()).findByRole('button', { name: '1位 人気作品' });
      await user.type(searchBox(), '呪術廻戦{Enter}');
      expect(await within(panel()).findByRole('button', { name: '1位 呪術廻戦' })).toBeInTheDocument();
      expect(within(panel()).getByRole('button', { name: '2位 呪術廻戦 第2期' })).toBeInTheDocument();
      expect(gateway.requestsFor('GetAnimeWorks').at(-1)?.variables).toEqual({ search: '呪術廻戦' });
    });

    it('submits with the search button and refetches the characters list', async () => {
      const { gateway, user } = renderHome();
      await user.click(screen.getByRole('tab', { name: 'キャラクター' }));
      await within(panel()).findByRole('button', { name: '1位 五条悟' });
      await user.type(searchBox(), '五条');
      await user.click(screen.getByRole('button', { name: '検索' }));
      await waitFor(() => expect(gateway.requestsFor('GetCharacters')).toHaveLength(2));
      expect(gateway.requestsFor('GetCharacters')[1]?.variables).toEqual({ search: '五条' });
    });

    it('fetches again when the same text is submitted again (network-only lists)', async () => {
      const { gateway, user } = renderHome();
      await user.click(screen.getByRole('tab', { name: 'アニメ作品' }));
      await user.type(searchBox(), '呪術廻戦{Enter}');
      await within(panel()).findByRole('button', { name: '1位 呪術廻戦' });
      await user.click(screen.getByRole('button', { name: '検索' }));
      await within(panel()).findByRole('button', { name: '1位 呪術廻戦' });
      expect(
        gateway.requestsFor('GetAnimeWorks').filter((request) => request.variables.search === '呪術廻戦'),
      ).toHaveLength(2);
    });

    it('parses the text for the N-season list', async () => {
      const { gateway, user } = renderHome();
      await user.click(screen.getByRole('tab', { name: 'N期のアニメ' }));
      await user.type(searchBox(), '3年前 秋{Enter}');
      expect(
        await within(panel()).findByRole('button', { name: '1位 2023-autumn のアニメA' }),
      ).toBeInTheDocument();
      expect(gateway.requestsFor('GetWorks').at(-1)?.variables).toEqual({
        seasons: ['2023-autumn'],
        first: 10,
      });
      expect(panel()).toHaveTextContent('2023年秋のアニメ');
    });

    it.each([
      ['2024年春', '2024-spring'],
      ['2025 冬', '2025-winter'],
      ['去年の秋', '2025-autumn'],
      ['2023', '2023-winter'],
    ])('reads %j as people type it for the N-season list (%s)', async (text, season) => {
      const { gateway, user } = renderHome();
      await user.click(screen.getByRole('tab', { name: 'N期のアニメ' }));
      await user.type(searchBox(), `${text}{Enter}`);
      expect(
        await within(panel()).findByRole('button', { name: `1位 ${season} のアニメA` }),
      ).toBeInTheDocument();
      expect(gateway.requestsFor('GetWorks').at(-1)?.variables).toEqual({ seasons: [season], first: 10 });
    });

    it.each([
      ['isComposing', { key: 'Enter', isComposing: true }],
      ['keyCode 229', { key: 'Enter', keyCode: 229 }],
    ])('ignores Enter during IME composition (%s)', async (_name, init) => {
      const { gateway, user } = renderHome();
      await user.click(screen.getByRole('tab', { name: 'アニメ作品' }));
      await within(panel()).findByRole('button', { name: '1位 人気作品' });
      fireEvent.change(searchBox(), { target: { value: 'じゅじゅつ' } });
      const notPrevented = fireEvent.keyDown(searchBox(), init);
      expect(notPrevented).toBe(false);
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(gateway.requestsFor('GetAnimeWorks')).toHaveLength(1);
      fireEvent.keyDown(searchBox(), { key: 'Enter' });
      await within(panel()).findByRole('button', { name: '1位 じゅじゅつ' });
      expect(gateway.requestsFor('GetAnimeWorks')).toHaveLength(2);
    });

    it('replaces the shared animeList with each loaded list', async () => {
      const { user } = renderHome();
      await within(panel()).findByRole('button', { name: /^1位/ });
      expect(screen.getByRole('status', { name: 'animeList' })).toHaveTextContent(
        '2026-fall のアニメA|のアニメB',
      );
      await user.click(screen.getByRole('tab', { name: 'アニメ作品' }));
      await user.type(searchBox(), '呪術廻戦{Enter}');
      await within(panel()).findByRole('button', { name: '1位 呪術廻戦' });
      expect(screen.getByRole('status', { name: 'animeList' })).toHaveTextContent('呪術廻戦|呪術廻戦 第2期');
    });
  });

  describe('the search and the tab in the URL (Back, Forward and a reload keep them)', () => {
    it('writes the submitted text and the tab into the URL, a new search as a new history entry', async () => {
      const { user } = renderHome();
      expect(shownLocation()).toBe('/animeHome');
      await user.type(searchBox(), '呪術廻戦{Enter}');
      expect(shownLocation()).toBe(`/animeHome?q=${encodeURIComponent('呪術廻戦')}`);
      await user.click(screen.getByRole('tab', { name: 'アニメ作品' }));
      expect(shownLocation()).toBe(`/animeHome?q=${encodeURIComponent('呪術廻戦')}&tab=works`);
      await within(panel()).findByRole('button', { name: '1位 呪術廻戦' });

      // The tab replaced its entry; the search made one: Back goes to the home before the search.
      await user.click(screen.getByRole('button', { name: 'probe back' }));
      expect(shownLocation()).toBe('/animeHome');
      expect(searchBox()).toHaveValue('');
      expect(screen.getByRole('tab', { name: '今期のアニメ' })).toHaveAttribute('aria-selected', 'true');
      await within(panel()).findByRole('button', { name: '1位 2026-fall のアニメA' });

      await user.click(screen.getByRole('button', { name: 'probe forward' }));
      expect(searchBox()).toHaveValue('呪術廻戦');
      expect(screen.getByRole('tab', { name: 'アニメ作品' })).toHaveAttribute('aria-selected', 'true');
      expect(await within(panel()).findByRole('button', { name: '1位 呪術廻戦' })).toBeInTheDocument();
    });

    it('opens on the search and the tab its URL names', async () => {
      const { gateway } = renderHome(defaultHandler, `/animeHome?q=${encodeURIComponent('五条')}&tab=works`);
      expect(searchBox()).toHaveValue('五条');
      expect(screen.getByRole('tab', { name: 'アニメ作品' })).toHaveAttribute('aria-selected', 'true');
      expect(await within(panel()).findByRole('button', { name: '1位 五条' })).toBeInTheDocument();
      expect(gateway.requestsFor('GetAnimeWorks')[0]?.variables).toEqual({ search: '五条' });
      expect(gateway.requestsFor('GetWorks')).toHaveLength(0);
    });

    it('opens on the first tab when the URL names no known tab', async () => {
      renderHome(defaultHandler, '/animeHome?tab=nope');
      expect(screen.getByRole('tab', { name: '今期のアニメ' })).toHaveAttribute('aria-selected', 'true');
      expect(await within(panel()).findByRole('button', { name: /^1位/ })).toBeInTheDocument();
    });
  });

  describe('selecting a card', () => {
    it('publishes a season item as it is and opens the anime detail', async () => {
      const { platform, user } = renderHome();
      await user.click(await within(panel()).findByRole('button', { name: '1位 2026-fall のアニメA' }));
      expect(platform.bus.snapshot().selectedAnime).toEqual({
        title: '2026-fall のアニメA',
        watchersCount: 1000,
        seasonYear: 2026,
        image: { facebookOgImageUrl: 'https://img.test/0.jpg' },
      });
      expect(platform.navigation.navigate).toHaveBeenCalledWith('/popularAnime/animeDetail');
    });

    it('publishes a works card as a selected anime with no watchers or season', async () => {
      const { platform, user } = renderHome();
      await user.click(screen.getByRole('tab', { name: 'アニメ作品' }));
      await user.click(await within(panel()).findByRole('button', { name: '1位 人気作品' }));
      expect(platform.bus.snapshot().selectedAnime).toEqual({
        title: '人気作品',
        watchersCount: 0,
        seasonYear: '',
        image: { facebookOgImageUrl: 'https://img.test/cover-0.jpg' },
      });
      expect(platform.navigation.navigate).toHaveBeenCalledWith('/popularAnime/animeDetail');
    });

    it('publishes a character with its first anime and its voice actor there, and opens the character page', async () => {
      const { platform, user } = renderHome();
      await user.click(screen.getByRole('tab', { name: 'キャラクター' }));
      await user.click(await within(panel()).findByRole('button', { name: '1位 五条悟' }));
      expect(platform.bus.snapshot().selectedCharacter).toEqual({
        id: 127691,
        name: '五条悟',
        image: 'https://img.test/character-127691.jpg',
        voiceActors: '中村悠一',
        voiceActorsImage: 'https://img.test/staff-95513.jpg',
        animeTitle: '呪術廻戦',
      });
      expect(platform.navigation.navigate).toHaveBeenCalledWith('/popularAnime/characterDetail');
    });

    it('publishes no voice actor when the gateway knows none, and asks for the Japanese ones', async () => {
      const { platform, gateway, user } = renderHome((request) =>
        request.operationName === 'GetCharacters'
          ? { body: charactersAnswer([{ id: -296356092, native: '江戸川コナン', full: 'Conan Edogawa' }]) }
          : defaultHandler(request),
      );
      await user.click(screen.getByRole('tab', { name: 'キャラクター' }));
      await user.click(await within(panel()).findByRole('button', { name: '1位 江戸川コナン' }));
      expect(platform.bus.snapshot().selectedCharacter).toMatchObject({
        id: -296356092,
        voiceActors: '',
        voiceActorsImage: '',
        animeTitle: '',
      });
      expect(gateway.requestsFor('GetCharacters')[0]?.query).toContain('voiceActors(language: JAPANESE)');
    });

    it('falls back to the full name when a character has no native name', async () => {
      const { user } = renderHome((request) =>
        request.operationName === 'GetCharacters'
          ? { body: charactersAnswer([{ id: 9, native: null, full: 'Satoru Gojou' }]) }
          : defaultHandler(request),
      );
      await user.click(screen.getByRole('tab', { name: 'キャラクター' }));
      expect(await within(panel()).findByRole('button', { name: '1位 Satoru Gojou' })).toBeInTheDocument();
    });

    it('can be used with the keyboard alone', async () => {
      const { platform, user } = renderHome();
      await within(panel()).findByRole('button', { name: /^1位/ });
      screen.getByRole('tab', { name: '今期のアニメ' }).focus();
      await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
      expect(screen.getByRole('tab', { name: 'アニメ作品' })).toHaveFocus();
      const card = await within(panel()).findByRole('button', { name: '1位 人気作品' });
      await user.tab();
      expect(panel()).toHaveFocus();
      await user.tab();
      expect(card).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(platform.bus.snapshot().selectedAnime?.title).toBe('人気作品');
    });
  });

  describe('cover images', () => {
    it('uses the placeholder when a cover fails to load, and keeps a fixed-size, lazy image', async () => {
      renderHome((request) =>
        request.operationName === 'GetWorks'
          ? { body: worksAnswer(['A', 'B', 'C', 'D', 'E'], [null]) }
          : defaultHandler(request),
      );
      const missing = await within(panel()).findByRole('img', { name: 'A' });
      expect(missing).toHaveAttribute('src', PLACEHOLDER_IMAGE);
      const broken = within(panel()).getByRole('img', { name: 'B' });
      expect(broken).toHaveAttribute('src', 'https://img.test/1.jpg');
      fireEvent.error(broken);
      expect(broken).toHaveAttribute('src', PLACEHOLDER_IMAGE);
      const below = within(panel()).getByRole('img', { name: 'E' });
      expect(below).toHaveAttribute('loading', 'lazy');
      expect(below).toHaveAttribute('width');
      expect(below).toHaveAttribute('height');
    });
  });

  describe('the order a season list names', () => {
    it('says 視聴者数順 when the answer has watcher counts', async () => {
      renderHome();
      await within(panel()).findByRole('button', { name: /^1位/ });
      expect(panel()).toHaveTextContent('2026年秋のアニメ（視聴者数順）');
    });

    it("names the snapshot's signal when every watchersCount is 0 (offline)", async () => {
      renderHome(() => {
        const body = worksAnswer(['A', 'B']);
        body.data.searchWorks.edges.forEach((edge) => (edge.node.watchersCount = 0));
        return { body: { ...body, extensions: embeddedExtensions() } };
      });
      await within(panel()).findByRole('button', { name: '1位 A' });
      expect(panel()).toHaveTextContent('2026年秋のアニメ（視聴者数の記録がないため、掲載サイトの多い順）');
      expect(panel()).not.toHaveTextContent('視聴者数順');
    });
  });

  describe('states', () => {
    it('shows Loading... until the answer arrives', async () => {
      const gate = deferred<FakeAnswer>();
      renderHome(() => gate.promise);
      expect(await within(panel()).findByRole('status')).toHaveTextContent('Loading...');
      gate.resolve({ body: worksAnswer(['A']) });
      expect(await within(panel()).findByRole('button', { name: '1位 A' })).toBeInTheDocument();
      expect(within(panel()).queryByText('Loading...')).not.toBeInTheDocument();
    });

    it('shows データがありません for an empty list from a live source, without a snapshot hint', async () => {
      renderHome(() => ({ body: { ...worksAnswer([]), extensions: { catalog: { source: 'live' } } } }));
      expect(await within(panel()).findByText('データがありません')).toBeInTheDocument();
      expect(within(panel()).queryByRole('button')).not.toBeInTheDocument();
    });

    it("names the snapshot's newest season when the offline data ends before the season asked for", async () => {
      const { gateway, user } = renderHome((request) => {
        const season = (request.variables.seasons as string[] | undefined)?.[0];
        return season === '2026-spring'
          ? { body: { ...worksAnswer(['春のアニメ']), extensions: embeddedExtensions() } }
          : { body: { ...worksAnswer([]), extensions: embeddedExtensions() } };
      });
      expect(await within(panel()).findByText('データがありません')).toBeInTheDocument();
      expect(panel()).toHaveTextContent('オフラインのアニメ情報は2026年春までを収録しています。');
      await user.click(within(panel()).getByRole('button', { name: '2026年春のアニメを見る' }));
      expect(screen.getByRole('tab', { name: 'N期のアニメ' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('tab', { name: 'N期のアニメ' })).toHaveFocus();
      expect(searchBox()).toHaveValue('春');
      expect(await within(panel()).findByRole('button', { name: '1位 春のアニメ' })).toBeInTheDocument();
      expect(gateway.requestsFor('GetWorks').at(-1)?.variables).toEqual({
        seasons: ['2026-spring'],
        first: 10,
      });
    });

    it('gives no snapshot hint when the empty season is inside the snapshot', async () => {
      const { user } = renderHome(() => ({ body: { ...worksAnswer([]), extensions: embeddedExtensions() } }));
      await user.click(screen.getByRole('tab', { name: 'N期のアニメ' }));
      await user.type(searchBox(), '3年前 夏{Enter}');
      expect(await within(panel()).findByText('データがありません')).toBeInTheDocument();
      expect(within(panel()).queryByText(/オフライン/)).not.toBeInTheDocument();
    });

    it.each([
      [
        'a server error',
        { status: 500, body: { error: { code: 'x', message: 'x' } } },
        ERROR_MESSAGES.server,
      ],
      [
        'rate limiting',
        { status: 429, body: { error: { code: 'x', message: 'x' } } },
        ERROR_MESSAGES.rateLimited,
      ],
      [
        'a GraphQL error',
        { body: { data: null, errors: [{ message: 'x', extensions: { code: 'BAD_USER_INPUT' } }] } },
        ERROR_MESSAGES.badRequest,
      ],
    ])('shows %s in Japanese with a retry that works', async (_name, failure, message) => {
      let calls = 0;
      renderHome((request) => (++calls === 1 ? failure : defaultHandler(request)));
      const alert = await within(panel()).findByRole('alert');
      expect(alert).toHaveTextContent(message);
      fireEvent.click(within(alert).getByRole('button', { name: '再試行' }));
      expect(
        await within(panel()).findByRole('button', { name: '1位 2026-fall のアニメA' }),
      ).toBeInTheDocument();
    });

    it('says the server cannot be reached when the request fails', async () => {
      renderHome(() => {
        throw new TypeError('Failed to fetch');
      });
      expect(await within(panel()).findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.network);
    });
  });
});

describe("AnimeHome drawn from the route data script's answer", () => {
  const thisSeason = getWorksVariables('2026-fall', 50);

  useStartupHandoffPerTest();

  it("shows this season's list at its first render, without Loading... or a request of its own", async () => {
    const body = worksAnswer(['葬送のフリーレン']);
    prefetchGraphQL(graphqlRequest(GET_WORKS, thisSeason), async () =>
      fakeResponse(200, JSON.stringify(body)),
    );
    await answerArrived();
    const { gateway } = renderHome();
    expect(within(panel()).getByRole('button', { name: '1位 葬送のフリーレン' })).toBeInTheDocument();
    expect(within(panel()).queryByText('Loading...')).not.toBeInTheDocument();
    await answerArrived();
    expect(gateway.requestsFor('GetWorks')).toEqual([]);
  });

  it("keeps the answer's snapshot hint", async () => {
    const body = { ...worksAnswer([]), extensions: embeddedExtensions() };
    prefetchGraphQL(graphqlRequest(GET_WORKS, thisSeason), async () =>
      fakeResponse(200, JSON.stringify(body)),
    );
    await answerArrived();
    const { gateway } = renderHome();
    expect(within(panel()).getByText('データがありません')).toBeInTheDocument();
    expect(panel()).toHaveTextContent('オフラインのアニメ情報は2026年春までを収録しています。');
    expect(gateway.requestsFor('GetWorks')).toEqual([]);
  });

  it('asks the gateway for a season the route data did not prefetch', async () => {
    const body = worksAnswer(['来期のアニメ']);
    prefetchGraphQL(graphqlRequest(GET_WORKS, getWorksVariables('2027-winter', 50)), async () =>
      fakeResponse(200, JSON.stringify(body)),
    );
    await answerArrived();
    const { gateway } = renderHome();
    expect(await within(panel()).findByRole('button', { name: /^1位 2026-fall/ })).toBeInTheDocument();
    expect(gateway.requestsFor('GetWorks').map((request) => request.variables)).toEqual([thisSeason]);
  });
});
