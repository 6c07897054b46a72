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
import { GUEST_LIST_STORAGE_KEY } from '../../../shared/my-list/lib/guest-backend';
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

/** The offline snapshot, ending with 2026-spring: only that season has works. */
const springOnly: FakeHandler = (request) => {
  if (request.operationName !== 'GetWorks') return defaultHandler(request);
  const season = (request.variables.seasons as string[] | undefined)?.[0];
  return season === '2026-spring'
    ? { body: { ...worksAnswer(['春のアニメ', '春のアニメ2']), extensions: embeddedExtensions() } }
    : { body: { ...worksAnswer([]), extensions: embeddedExtensions() } };
};

const shownLocation = () => screen.getByRole('status', { name: 'location' }).textContent;
/** The location's path and its parameters, in any order. */
const shownParams = (): Record<string, string | undefined> => {
  const [path, search] = (shownLocation() ?? '').split('?');
  return { path, ...Object.fromEntries(new URLSearchParams(search)) };
};

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

    it('gives each works card its マイリスト control, which changes the status without opening the work', async () => {
      localStorage.clear();
      const { platform, user } = renderHome();
      await user.click(screen.getByRole('tab', { name: 'アニメ作品' }));
      await user.click(
        await within(panel()).findByRole('button', { name: '『人気作品』をマイリストに追加' }),
      );
      await user.click(screen.getByRole('menuitemradio', { name: '見てる' }));
      expect(within(panel()).getByRole('button', { name: '『人気作品』のマイリスト：見てる' })).toHaveFocus();
      expect(platform.navigation.navigate).not.toHaveBeenCalled();
      expect(platform.bus.snapshot().selectedAnime).toBeNull();
      localStorage.clear();
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

  describe('the マイリスト control on season cards (issue #29)', () => {
    /** 作品A and 作品B have MyAnimeList ids the catalogue knows, 作品C one it does not, 作品D none. */
    const withIds: FakeHandler = (request) => {
      if (request.operationName === 'GetWorks')
        return {
          body: worksAnswer(['作品A', '作品B', '作品C', '作品D'], [], ['40748', '41587', '99999', null]),
        };
      if (request.operationName === 'GetSeasonWorkIds')
        return {
          body: {
            data: {
              Page: {
                __typename: 'Page',
                media: [
                  { __typename: 'Media', id: 113415, idMal: 40748 },
                  { __typename: 'Media', id: 124845, idMal: 41587 },
                  { __typename: 'Media', id: 1_000_300_001, idMal: 41587 },
                ],
              },
            },
          },
        };
      return defaultHandler(request);
    };
    const guestList = () =>
      JSON.parse(localStorage.getItem(GUEST_LIST_STORAGE_KEY) ?? '[]') as Array<{
        mediaId: number;
        status: string;
      }>;

    beforeEach(() => localStorage.clear());
    afterEach(() => localStorage.clear());

    it('gives a card whose work has an AniList id the control; a pick puts the work on the guest list', async () => {
      const { platform, gateway, user } = renderHome(withIds);
      await user.click(await within(panel()).findByRole('button', { name: '『作品A』をマイリストに追加' }));
      await user.click(screen.getByRole('menuitemradio', { name: '見たい' }));
      expect(within(panel()).getByRole('button', { name: '『作品A』のマイリスト：見たい' })).toHaveFocus();
      expect(guestList()).toEqual([expect.objectContaining({ mediaId: 113415, status: 'PLANNING' })]);
      expect(platform.navigation.navigate).not.toHaveBeenCalled();
      // The MyAnimeList ids of the list, once, in its order; the cards themselves came first.
      expect(gateway.requestsFor('GetSeasonWorkIds').map((request) => request.variables)).toEqual([
        { malIds: [40748, 41587, 99999] },
      ]);
    });

    it("gives a MyAnimeList id listed twice AniList's own (the lower) id", async () => {
      const { user } = renderHome(withIds);
      await user.click(await within(panel()).findByRole('button', { name: '『作品B』をマイリストに追加' }));
      await user.click(screen.getByRole('menuitemradio', { name: '見たい' }));
      expect(guestList()).toEqual([expect.objectContaining({ mediaId: 124845 })]);
    });

    it('gives no control to a work without a MyAnimeList id or with one the catalogue does not know', async () => {
      renderHome(withIds);
      await within(panel()).findByRole('button', { name: '『作品A』をマイリストに追加' });
      expect(within(panel()).getByRole('button', { name: '3位 作品C' })).toBeInTheDocument();
      expect(within(panel()).getByRole('button', { name: '4位 作品D' })).toBeInTheDocument();
      expect(within(panel()).getAllByRole('button', { name: /マイリスト/ })).toHaveLength(2);
    });

    it('opens the work by its id from a card whose id is known, so the detail shows the same entry', async () => {
      const { platform, user } = renderHome(withIds);
      await within(panel()).findByRole('button', { name: '『作品A』をマイリストに追加' });
      await user.click(within(panel()).getByRole('button', { name: '1位 作品A' }));
      expect(platform.bus.snapshot().selectedAnime).toEqual(
        expect.objectContaining({ title: '作品A', id: 113415 }),
      );
    });

    it('leaves every card without the control, and working, when the ids cannot be had', async () => {
      const failing: FakeHandler = (request) =>
        request.operationName === 'GetSeasonWorkIds'
          ? { status: 500, body: { errors: [{ message: 'down' }] } }
          : withIds(request);
      const { platform, gateway, user } = renderHome(failing);
      await within(panel()).findByRole('button', { name: '1位 作品A' });
      await waitFor(() => expect(gateway.requestsFor('GetSeasonWorkIds')).toHaveLength(1));
      expect(within(panel()).queryByRole('button', { name: /マイリスト/ })).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
      await user.click(within(panel()).getByRole('button', { name: '1位 作品A' }));
      expect(platform.bus.snapshot().selectedAnime).not.toHaveProperty('id');
    });

    it('asks for no ids when no work of the list has a MyAnimeList id', async () => {
      const { gateway } = renderHome();
      await within(panel()).findByRole('button', { name: '1位 2026-fall のアニメA' });
      expect(gateway.requestsFor('GetSeasonWorkIds')).toHaveLength(0);
      expect(within(panel()).queryByRole('button', { name: /マイリスト/ })).toBeNull();
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
      const { gateway, user } = renderHome(springOnly);
      expect(await within(panel()).findByText('データがありません')).toBeInTheDocument();
      expect(panel()).toHaveTextContent('オフラインのアニメ情報は2026年春までを収録しています。');
      await user.click(within(panel()).getByRole('button', { name: '2026年春のアニメを見る' }));
      expect(screen.getByRole('tab', { name: 'N期のアニメ' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('tab', { name: 'N期のアニメ' })).toHaveFocus();
      expect(searchBox()).toHaveValue('');
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

describe('AnimeHome: where a search landed (issue #28)', () => {
  const summary = () => within(panel()).getByText(/の検索結果:/);

  it.each(['今期のアニメ', '来期のアニメ'])(
    'after a search on %s, names the tabs with results and their counts, each a link to its tab',
    async (tabName) => {
      const { gateway, user } = renderHome((request) =>
        request.operationName === 'GetAnimeWorks'
          ? { body: animeWorksAnswer(['呪術廻戦', '呪術廻戦 第2期', '劇場版 呪術廻戦 0']) }
          : defaultHandler(request),
      );
      await user.click(screen.getByRole('tab', { name: tabName }));
      await user.type(searchBox(), '呪術廻戦{Enter}');
      await waitFor(() =>
        expect(summary()).toHaveTextContent('「呪術廻戦」の検索結果: アニメ作品 3件・キャラクター 1件'),
      );
      expect(within(panel()).getByRole('button', { name: /^1位 20\d\d-/ })).toBeInTheDocument();

      await user.click(within(summary()).getByRole('link', { name: 'アニメ作品 3件' }));
      expect(screen.getByRole('tab', { name: 'アニメ作品' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('tab', { name: 'アニメ作品' })).toHaveFocus();
      expect(shownParams()).toEqual({ path: '/animeHome', q: '呪術廻戦', tab: 'works' });
      expect(
        await within(panel()).findByRole('button', { name: '3位 劇場版 呪術廻戦 0' }),
      ).toBeInTheDocument();
      expect(within(panel()).getAllByRole('button', { name: /位 / })).toHaveLength(3);
      expect(gateway.requestsFor('GetAnimeWorks').at(-1)?.variables).toEqual({ search: '呪術廻戦' });

      // A tab change, as the tabs make it: Back goes to before the search.
      await user.click(screen.getByRole('button', { name: 'probe back' }));
      expect(shownParams().q).toBeUndefined();
    },
  );

  it('links to the characters tab with its count', async () => {
    const { user } = renderHome();
    await user.type(searchBox(), '五条{Enter}');
    const link = await within(panel()).findByRole('link', { name: 'キャラクター 1件' });
    await user.click(link);
    expect(screen.getByRole('tab', { name: 'キャラクター' })).toHaveAttribute('aria-selected', 'true');
    expect(await within(panel()).findByRole('button', { name: '1位 五条悟' })).toBeInTheDocument();
  });

  it('names N期 and its season first for a season search made on 今期', async () => {
    const { user } = renderHome();
    await user.type(searchBox(), '2024年 秋{Enter}');
    await waitFor(() =>
      expect(summary()).toHaveTextContent(
        '「2024年 秋」の検索結果: N期のアニメ（2024年秋） 2件・アニメ作品 2件・キャラクター 1件',
      ),
    );
    await user.click(within(summary()).getByRole('link', { name: 'N期のアニメ（2024年秋） 2件' }));
    expect(screen.getByRole('tab', { name: 'N期のアニメ' })).toHaveAttribute('aria-selected', 'true');
    expect(
      await within(panel()).findByRole('button', { name: '1位 2024-autumn のアニメA' }),
    ).toBeInTheDocument();
  });

  it('shows the summary on N期 for a title search, whose season only comes from the month', async () => {
    const { user } = renderHome();
    await user.click(screen.getByRole('tab', { name: 'N期のアニメ' }));
    await user.type(searchBox(), '呪術廻戦{Enter}');
    await waitFor(() =>
      expect(summary()).toHaveTextContent('「呪術廻戦」の検索結果: アニメ作品 2件・キャラクター 1件'),
    );
    expect(within(summary()).queryByRole('link', { name: /N期/ })).not.toBeInTheDocument();
    await user.clear(searchBox());
    await user.type(searchBox(), '3年前 秋{Enter}');
    await within(panel()).findByRole('button', { name: '1位 2023-autumn のアニメA' });
    expect(within(panel()).queryByText(/の検索結果:/)).not.toBeInTheDocument();
  });

  it('says nothing without a search text, and nothing on the works and characters tabs', async () => {
    const { user } = renderHome();
    await within(panel()).findByRole('button', { name: /^1位/ });
    expect(within(panel()).queryByText(/の検索結果:/)).not.toBeInTheDocument();
    await user.type(searchBox(), '呪術廻戦{Enter}');
    await within(panel()).findByText(/の検索結果:/);
    for (const name of ['アニメ作品', 'キャラクター']) {
      await user.click(screen.getByRole('tab', { name }));
      await within(panel()).findByRole('button', { name: /^1位/ });
      expect(within(panel()).queryByText(/の検索結果:/)).not.toBeInTheDocument();
    }
  });

  it('says it is counting while the lists load, and leaves a failed list without a count', async () => {
    const gate = deferred<FakeAnswer>();
    const { user } = renderHome((request) => {
      if (request.operationName === 'GetAnimeWorks' && request.variables.search) return gate.promise;
      if (request.operationName === 'GetCharacters' && request.variables.search)
        return { status: 503, body: { error: { code: 'x', message: 'x' } } };
      return defaultHandler(request);
    });
    await user.type(searchBox(), '呪術廻戦{Enter}');
    expect(
      await within(panel()).findByRole('link', { name: 'アニメ作品（件数を確認中）' }),
    ).toBeInTheDocument();
    expect(await within(panel()).findByRole('link', { name: 'キャラクター' })).toBeInTheDocument();
    gate.resolve({ body: animeWorksAnswer([]) });
    expect(await within(panel()).findByRole('link', { name: 'アニメ作品 0件' })).toBeInTheDocument();
  });

  it('counts again when the same text is submitted again', async () => {
    const { gateway, user } = renderHome();
    await user.type(searchBox(), '呪術廻戦{Enter}');
    await within(panel()).findByRole('link', { name: 'アニメ作品 2件' });
    await user.click(screen.getByRole('button', { name: '検索' }));
    await waitFor(() => expect(gateway.requestsFor('GetAnimeWorks')).toHaveLength(2));
  });
});

describe('AnimeHome: the N期 season without the search box (issue #28)', () => {
  it('folds the N期 hint once a season search shows a season, and keeps it up for a title search', async () => {
    const { user } = renderHome();
    await user.click(screen.getByRole('tab', { name: 'N期のアニメ' }));
    expect(within(panel()).getByText(/N期のアニメ情報がここに表示されます/)).toBeVisible();
    await user.type(searchBox(), '3年前 秋{Enter}');
    await within(panel()).findByRole('button', { name: '1位 2023-autumn のアニメA' });
    const hint = within(panel()).getByText(/N期のアニメ情報がここに表示されます/);
    expect(hint).not.toBeVisible();
    await user.click(within(panel()).getByText('時期の指定のしかた'));
    expect(hint).toBeVisible();
    expect(panel()).toHaveTextContent('「2024年 秋」');

    await user.clear(searchBox());
    await user.type(searchBox(), '呪術廻戦{Enter}');
    expect(await within(panel()).findByText(/N期のアニメ情報がここに表示されます/)).toBeVisible();
    expect(within(panel()).queryByText('時期の指定のしかた')).not.toBeInTheDocument();
  });

  it('shows the newest covered season in N期 without writing its season word into the search box', async () => {
    const { gateway, user } = renderHome(springOnly);
    await user.type(searchBox(), 'ハル{Enter}');
    await within(panel()).findByText('データがありません');
    await user.click(within(panel()).getByRole('button', { name: '2026年春のアニメを見る' }));
    expect(screen.getByRole('tab', { name: 'N期のアニメ' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'N期のアニメ' })).toHaveFocus();
    expect(searchBox()).toHaveValue('ハル');
    expect(shownParams()).toEqual({ path: '/animeHome', q: 'ハル', tab: 'nSeason', season: '2026-spring' });
    expect(await within(panel()).findByRole('button', { name: '1位 春のアニメ' })).toBeInTheDocument();
    expect(within(panel()).getByText(/N期のアニメ情報がここに表示されます/)).not.toBeVisible();

    // The works tab still searches for what was typed, not for 春.
    await user.click(screen.getByRole('tab', { name: 'アニメ作品' }));
    await within(panel()).findByRole('button', { name: '1位 ハル' });
    expect(gateway.requestsFor('GetAnimeWorks').map((request) => request.variables.search)).not.toContain(
      '春',
    );
    // The chosen season stays with the tabs, and Back returns to the list the button was on.
    await user.click(screen.getByRole('tab', { name: 'N期のアニメ' }));
    expect(await within(panel()).findByRole('button', { name: '1位 春のアニメ' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'probe back' }));
    expect(screen.getByRole('tab', { name: '今期のアニメ' })).toHaveAttribute('aria-selected', 'true');
  });

  it('lets the search text decide the N期 season again after a new search', async () => {
    const { gateway, user } = renderHome(springOnly, '/animeHome?tab=nSeason&season=2026-spring');
    expect(await within(panel()).findByRole('button', { name: '1位 春のアニメ' })).toBeInTheDocument();
    await user.type(searchBox(), '3年前 秋{Enter}');
    await waitFor(() =>
      expect(gateway.requestsFor('GetWorks').at(-1)?.variables).toEqual({
        seasons: ['2023-autumn'],
        first: 10,
      }),
    );
    expect(shownParams()).toEqual({ path: '/animeHome', q: '3年前 秋', tab: 'nSeason' });
  });

  it('lets the same text submitted again decide it too', async () => {
    const { user } = renderHome(springOnly, '/animeHome?tab=nSeason&season=2026-spring');
    await within(panel()).findByRole('button', { name: '1位 春のアニメ' });
    await user.click(screen.getByRole('button', { name: '検索' }));
    expect(shownLocation()).toBe('/animeHome?tab=nSeason');
    expect(await within(panel()).findByText('データがありません')).toBeInTheDocument();
  });
});

describe('AnimeHome: never only empty offline (issue #28)', () => {
  it.each([
    ['今期のアニメ', '2026年秋'],
    ['来期のアニメ', '2027年冬'],
  ])(
    '%s beyond the snapshot keeps the explanation and lists the newest covered season below it, titled as such',
    async (tabName) => {
      const { gateway, user } = renderHome(springOnly);
      await user.click(screen.getByRole('tab', { name: tabName }));
      expect(await within(panel()).findByText('データがありません')).toBeInTheDocument();
      expect(panel()).toHaveTextContent('オフラインのアニメ情報は2026年春までを収録しています。');
      expect(
        await within(panel()).findByRole('heading', {
          name: '収録されている最新の時期: 2026年春のアニメ（視聴者数順）',
        }),
      ).toBeInTheDocument();
      const list = within(panel()).getByRole('list', { name: '2026年春のアニメ' });
      expect(within(list).getByRole('button', { name: '1位 春のアニメ' })).toBeInTheDocument();
      expect(gateway.requestsFor('GetWorks').map((request) => request.variables)).toContainEqual({
        seasons: ['2026-spring'],
        first: 50,
      });
      await waitFor(() =>
        expect(screen.getByRole('status', { name: 'animeList' })).toHaveTextContent('春のアニメ|春のアニメ2'),
      );
    },
  );

  it('opens the detail of a work in that list', async () => {
    const { platform, user } = renderHome(springOnly);
    await user.click(await within(panel()).findByRole('button', { name: '2位 春のアニメ2' }));
    expect(platform.bus.snapshot().selectedAnime?.title).toBe('春のアニメ2');
    expect(platform.navigation.navigate).toHaveBeenCalledWith('/popularAnime/animeDetail');
  });

  it('adds nothing under an empty season inside the snapshot, nor under an empty live list', async () => {
    const { user } = renderHome((request) =>
      request.operationName === 'GetWorks'
        ? { body: { ...worksAnswer([]), extensions: { catalog: { source: 'live' } } } }
        : defaultHandler(request),
    );
    expect(await within(panel()).findByText('データがありません')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '来期のアニメ' }));
    expect(await within(panel()).findByText('データがありません')).toBeInTheDocument();
    expect(within(panel()).queryByRole('heading')).not.toBeInTheDocument();
  });
});

describe('AnimeHome: もっと見る under the N期 list (issue #28)', () => {
  const titles = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, index) => `作品${from + index}`);
  const pageAnswer = (names: string[], endCursor: string | null, hasNextPage: boolean) => {
    const body = worksAnswer(names);
    return {
      body: {
        data: {
          searchWorks: {
            ...body.data.searchWorks,
            pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor },
          },
        },
      },
    };
  };
  /** A season of 60 works: GetWorks gives the first 10, GetSeasonWorksPage pages of 50. */
  const sixty: FakeHandler = (request) => {
    if (request.operationName === 'GetWorks') return { body: worksAnswer(titles(1, 10)) };
    if (request.operationName === 'GetSeasonWorksPage')
      return request.variables.after === null
        ? pageAnswer(titles(1, 50), 'c50', true)
        : pageAnswer(titles(51, 60), 'c60', false);
    return defaultHandler(request);
  };

  async function openNSeason(handler: FakeHandler) {
    const rendered = renderHome(handler);
    await rendered.user.click(screen.getByRole('tab', { name: 'N期のアニメ' }));
    await within(panel()).findByRole('button', { name: '1位 作品1' });
    return rendered;
  }

  it('keeps the first 10 works, and もっと見る lists the rest of the season after them, ranked on', async () => {
    const { gateway, user } = await openNSeason(sixty);
    const firstTen = within(panel()).getByRole('list', { name: '2026年冬のアニメ' });
    expect(within(firstTen).getAllByRole('listitem')).toHaveLength(10);
    await user.click(within(panel()).getByRole('button', { name: 'もっと見る' }));

    const rest = await within(panel()).findByRole('list', { name: '2026年冬のアニメ（11位から）' });
    expect(within(rest).getAllByRole('listitem')).toHaveLength(50);
    expect(within(rest).getByRole('button', { name: '11位 作品11' })).toHaveFocus();
    expect(within(rest).getByRole('button', { name: '60位 作品60' })).toBeInTheDocument();
    expect(within(firstTen).getAllByRole('listitem')).toHaveLength(10);
    expect(within(panel()).queryByRole('button', { name: 'もっと見る' })).not.toBeInTheDocument();
    expect(gateway.requestsFor('GetSeasonWorksPage').map((request) => request.variables)).toEqual([
      { seasons: ['2026-winter'], first: 50, after: null },
      { seasons: ['2026-winter'], first: 50, after: 'c50' },
    ]);
    expect(gateway.requestsFor('GetSeasonWorksPage')[0]?.query).toContain(
      'orderBy: {field: WATCHERS_COUNT, direction: DESC}',
    );
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'animeList' }).textContent?.split('|')).toHaveLength(60),
    );
  });

  it('offers no もっと見る when the season has fewer works than the list holds', async () => {
    await openNSeason((request) =>
      request.operationName === 'GetWorks' ? { body: worksAnswer(titles(1, 9)) } : defaultHandler(request),
    );
    expect(within(panel()).queryByRole('button', { name: 'もっと見る' })).not.toBeInTheDocument();
  });

  it('gives the cards もっと見る adds their マイリスト controls too, asking 50 MyAnimeList ids a request', async () => {
    /** 作品n has MyAnimeList id 5000 + n, and AniList id 9000 + n. */
    const malIds = (names: string[]) => names.map((name) => String(5000 + Number(name.slice(2))));
    const withIds = (names: string[]) => worksAnswer(names, [], malIds(names));
    const { gateway, user } = await openNSeason((request) => {
      if (request.operationName === 'GetWorks') return { body: withIds(titles(1, 10)) };
      if (request.operationName === 'GetSeasonWorksPage') {
        const first = request.variables.after === null;
        const names = first ? titles(1, 50) : titles(51, 60);
        return {
          body: {
            data: {
              searchWorks: {
                ...withIds(names).data.searchWorks,
                pageInfo: { __typename: 'PageInfo', hasNextPage: first, endCursor: first ? 'c50' : 'c60' },
              },
            },
          },
        };
      }
      if (request.operationName === 'GetSeasonWorkIds') {
        const asked = request.variables.malIds as number[];
        const media = asked.map((mal) => ({ __typename: 'Media', id: mal + 4000, idMal: mal }));
        return { body: { data: { Page: { __typename: 'Page', media } } } };
      }
      return defaultHandler(request);
    });
    await within(panel()).findByRole('button', { name: '『作品10』をマイリストに追加' });
    const before = gateway.requestsFor('GetSeasonWorkIds').length;
    await user.click(within(panel()).getByRole('button', { name: 'もっと見る' }));
    const rest = await within(panel()).findByRole('list', { name: '2026年冬のアニメ（11位から）' });
    expect(
      await within(rest).findByRole('button', { name: '『作品60』をマイリストに追加' }),
    ).toBeInTheDocument();
    expect(within(rest).getAllByRole('button', { name: /をマイリストに追加$/ })).toHaveLength(50);
    const asked = gateway
      .requestsFor('GetSeasonWorkIds')
      .slice(before)
      .map((request) => request.variables.malIds as number[]);
    expect(asked.map((ids) => ids.length)).toEqual([50, 10]);
    expect(asked[1]).toEqual(Array.from({ length: 10 }, (_, index) => 5051 + index));
  });

  it('says so when the 10 works were the whole season', async () => {
    const { user } = await openNSeason((request) =>
      request.operationName === 'GetSeasonWorksPage'
        ? pageAnswer(titles(1, 10), 'c10', false)
        : sixty(request),
    );
    await user.click(within(panel()).getByRole('button', { name: 'もっと見る' }));
    const end = await within(panel()).findByText('2026年冬のアニメは、この10件で全部です。');
    expect(end.parentElement).toHaveFocus();
  });

  it('shows Loading... while reading, then an error with a retry that works', async () => {
    const gate = deferred<FakeAnswer>();
    let calls = 0;
    const { user } = await openNSeason((request) => {
      if (request.operationName !== 'GetSeasonWorksPage') return sixty(request);
      calls += 1;
      return calls === 1 ? gate.promise : sixty(request);
    });
    const more = within(panel()).getByRole('button', { name: 'もっと見る' });
    await user.click(more);
    expect(await within(panel()).findByText('Loading...')).toBeInTheDocument();
    expect(more).toHaveAttribute('aria-disabled', 'true');
    expect(more).toHaveFocus();
    await user.click(more);
    expect(calls).toBe(1);
    gate.resolve({ status: 500, body: { error: { code: 'x', message: 'x' } } });
    const alert = await within(panel()).findByRole('alert');
    expect(alert).toHaveTextContent(ERROR_MESSAGES.server);
    await user.click(within(alert).getByRole('button', { name: '再試行' }));
    expect(await within(panel()).findByRole('button', { name: '60位 作品60' })).toBeInTheDocument();
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

  it('shows that list again after another tab, still without asking for it', async () => {
    const body = worksAnswer(['葬送のフリーレン']);
    prefetchGraphQL(graphqlRequest(GET_WORKS, thisSeason), async () =>
      fakeResponse(200, JSON.stringify(body)),
    );
    await answerArrived();
    const { gateway, user } = renderHome();
    await user.click(screen.getByRole('tab', { name: '来期のアニメ' }));
    expect(await within(panel()).findByRole('button', { name: /^1位 2027-winter/ })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '今期のアニメ' }));
    expect(within(panel()).getByRole('button', { name: '1位 葬送のフリーレン' })).toBeInTheDocument();
    expect(within(panel()).queryByText('Loading...')).not.toBeInTheDocument();
    expect(gateway.requestsFor('GetWorks').map((request) => request.variables)).toEqual([
      getWorksVariables('2027-winter', 50),
    ]);
  });

  it("keeps the answer's snapshot hint, and asks only for the newest covered season listed below it", async () => {
    const body = { ...worksAnswer([]), extensions: embeddedExtensions() };
    prefetchGraphQL(graphqlRequest(GET_WORKS, thisSeason), async () =>
      fakeResponse(200, JSON.stringify(body)),
    );
    await answerArrived();
    const { gateway } = renderHome(springOnly);
    expect(within(panel()).getByText('データがありません')).toBeInTheDocument();
    expect(panel()).toHaveTextContent('オフラインのアニメ情報は2026年春までを収録しています。');
    expect(await within(panel()).findByRole('button', { name: '1位 春のアニメ' })).toBeInTheDocument();
    expect(gateway.requestsFor('GetWorks').map((request) => request.variables)).toEqual([
      getWorksVariables('2026-spring', 50),
    ]);
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
