import {
  defaultRuntimeConfig,
  GET_MEDIA_DETAIL,
  SELECTION_STORAGE_KEY,
  takePrefetchedGraphQL,
} from '@anifan/contract';
import { fakeResponse, imagePreloads, installTestStartup } from '@anifan/contract/testing';
import { graphqlRequest } from '../../../shared/catalog/lib/graphql-request';
import { mediaDetailVariables } from './media-detail-variables';
import { prefetchAnimeDetail, storedSelectedAnime } from './prefetch-anime-detail';

const config = { ...defaultRuntimeConfig('http://127.0.0.1:8080'), graphqlUrl: '/graphql' };
const COVER = 'https://lain.bgm.tv/pic/cover/l/jujutsu.jpg';
const jujutsu = {
  title: '呪術廻戦',
  watchersCount: 100,
  seasonYear: 2020,
  image: { facebookOgImageUrl: COVER },
};

const select = (value: unknown) => sessionStorage.setItem(SELECTION_STORAGE_KEY, JSON.stringify(value));

afterEach(() => {
  delete window.__ANIFAN_STARTUP__;
  sessionStorage.clear();
  document.head.replaceChildren();
});

describe('prefetchAnimeDetail', () => {
  it("requests the selected anime's detail for the page to take over, and preloads its cover at high priority", async () => {
    installTestStartup(config);
    select({ selectedAnime: jujutsu, selectedCharacter: null });
    const body = { data: { Media: null } };
    const fetchSpy = jest.fn(async () => fakeResponse(200, JSON.stringify(body)));
    prefetchAnimeDetail(document, fetchSpy);
    const response = await takePrefetchedGraphQL('GetMediaDetail', mediaDetailVariables('呪術廻戦'));
    await expect(response?.json()).resolves.toEqual(body);
    expect(fetchSpy).toHaveBeenCalledWith(
      '/graphql',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify(graphqlRequest(GET_MEDIA_DETAIL, mediaDetailVariables('呪術廻戦'))),
      }),
    );
    expect(imagePreloads()).toEqual([[COVER, 'high']]);
  });

  it('preloads no cover when the anime has none (the page shows its placeholder)', () => {
    installTestStartup(config);
    select({ selectedAnime: { ...jujutsu, image: { facebookOgImageUrl: '' } }, selectedCharacter: null });
    prefetchAnimeDetail(
      document,
      jest.fn(async () => fakeResponse(200, '{}')),
    );
    expect(imagePreloads()).toEqual([]);
  });

  it.each([
    ['no selection', null],
    ['no anime selected', { selectedAnime: null, selectedCharacter: null }],
    ['an anime without a title', { selectedAnime: { ...jujutsu, title: '' } }],
    ['a value that is not JSON', 'not json'],
  ])('does nothing with %s (the page shows what it shows without a selection)', (_case, stored) => {
    installTestStartup(config);
    if (typeof stored === 'string') sessionStorage.setItem(SELECTION_STORAGE_KEY, stored);
    else if (stored) select(stored);
    const fetchSpy = jest.fn();
    prefetchAnimeDetail(document, fetchSpy);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(imagePreloads()).toEqual([]);
  });

  it('does nothing without the shell (a standalone remote)', () => {
    select({ selectedAnime: jujutsu, selectedCharacter: null });
    const fetchSpy = jest.fn();
    prefetchAnimeDetail(document, fetchSpy);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(imagePreloads()).toEqual([]);
  });
});

describe('prefetchAnimeDetail with the work id in the address', () => {
  const answered = () => jest.fn(async () => fakeResponse(200, JSON.stringify({ data: { Media: null } })));

  it('requests the linked work by id when the selection is another work or none, with no cover to preload', async () => {
    installTestStartup(config);
    select({ selectedAnime: { ...jujutsu, title: '葬送のフリーレン', id: 154587 }, selectedCharacter: null });
    const fetchSpy = answered();
    prefetchAnimeDetail(document, fetchSpy, sessionStorage, '#/popularAnime/animeDetail?id=113415');
    expect(await takePrefetchedGraphQL('GetMediaDetail', { id: 113415 })).not.toBeNull();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(imagePreloads()).toEqual([]);
  });

  it('requests the selection by its id when it is the linked work (a reload)', async () => {
    installTestStartup(config);
    select({ selectedAnime: { ...jujutsu, id: 113415 }, selectedCharacter: null });
    prefetchAnimeDetail(document, answered(), sessionStorage, '#/popularAnime/animeDetail?id=113415');
    expect(await takePrefetchedGraphQL('GetMediaDetail', { id: 113415 })).not.toBeNull();
    expect(imagePreloads()).toEqual([[COVER, 'high']]);
  });

  it('requests nothing for a malformed id', () => {
    installTestStartup(config);
    select({ selectedAnime: jujutsu, selectedCharacter: null });
    const fetchSpy = answered();
    prefetchAnimeDetail(document, fetchSpy, sessionStorage, '#/popularAnime/animeDetail?id=abc');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('storedSelectedAnime', () => {
  it('reads the anime the bus persisted', () => {
    select({ selectedAnime: jujutsu, selectedCharacter: null });
    expect(storedSelectedAnime()).toEqual(jujutsu);
  });

  it('is null when storage cannot be read', () => {
    const storage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    expect(storedSelectedAnime(storage)).toBeNull();
  });
});
