import { createEventBus, readStoredSelection, SELECTION_STORAGE_KEY } from './event-bus';
import type { SelectedAnime, SelectedCharacter } from './platform';

const anime: SelectedAnime = {
  title: '葬送のフリーレン',
  watchersCount: 0,
  seasonYear: '',
  image: { facebookOgImageUrl: 'https://example.com/frieren.jpg' },
};

const character: SelectedCharacter = {
  id: 1,
  name: 'フリーレン',
  image: 'https://example.com/f.jpg',
  voiceActors: '種﨑敦美',
  voiceActorsImage: 'https://example.com/va.jpg',
};

describe('createEventBus', () => {
  beforeEach(() => sessionStorage.clear());

  it('delivers the current selection and later changes to subscribers', () => {
    const bus = createEventBus(sessionStorage);
    const seen: (SelectedAnime | null)[] = [];
    const subscription = bus.selectedAnime$.subscribe((value) => seen.push(value));
    bus.selectAnime(anime);
    bus.selectAnime(null);
    subscription.unsubscribe();
    expect(seen).toEqual([null, anime, null]);
  });

  it('does not repeat an unchanged selection', () => {
    const bus = createEventBus(sessionStorage);
    const seen: unknown[] = [];
    bus.selectedCharacter$.subscribe((value) => seen.push(value));
    bus.selectCharacter(character);
    bus.selectCharacter(character);
    expect(seen).toEqual([null, character]);
  });

  it('keeps the selection across a reload through sessionStorage', () => {
    createEventBus(sessionStorage).selectAnime(anime);
    createEventBus(sessionStorage).selectCharacter(character);
    expect(createEventBus(sessionStorage).snapshot()).toEqual({
      selectedAnime: anime,
      selectedCharacter: character,
    });
  });

  it.each([
    ['not JSON', '{oops'],
    ['JSON null', 'null'],
    ['an unrelated object', '{"foo":1}'],
  ])('starts empty when storage holds %s', (_label, raw) => {
    sessionStorage.setItem(SELECTION_STORAGE_KEY, raw);
    expect(createEventBus(sessionStorage).snapshot()).toEqual({
      selectedAnime: null,
      selectedCharacter: null,
    });
  });

  it('reads a character stored with its id as decimal text (an earlier version) with the number', () => {
    sessionStorage.setItem(
      SELECTION_STORAGE_KEY,
      JSON.stringify({ selectedAnime: null, selectedCharacter: { ...character, id: '-296356092' } }),
    );
    expect(createEventBus(sessionStorage).snapshot().selectedCharacter).toEqual({
      ...character,
      id: -296356092,
    });
  });

  it.each([
    ['no id', null],
    ['its name as id', 'フリーレン'],
    ['id 0', 0],
  ])('drops a stored character with %s: nothing to file comments under', (_label, id) => {
    sessionStorage.setItem(
      SELECTION_STORAGE_KEY,
      JSON.stringify({ selectedAnime: anime, selectedCharacter: { ...character, id } }),
    );
    expect(createEventBus(sessionStorage).snapshot()).toEqual({
      selectedAnime: anime,
      selectedCharacter: null,
    });
  });

  it('still works when storage refuses writes', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    const bus = createEventBus(full);
    bus.selectAnime(anime);
    expect(bus.snapshot().selectedAnime).toEqual(anime);
  });
});

describe('readStoredSelection', () => {
  it('reads what the bus persisted, for route data that runs before the shell', () => {
    const storage = new Map<string, string>();
    const fake = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
    } as unknown as Storage;
    const anime = {
      title: '呪術廻戦',
      watchersCount: 1,
      seasonYear: 2020,
      image: { facebookOgImageUrl: '' },
    };
    createEventBus(fake).selectAnime(anime);
    expect(readStoredSelection(fake)).toEqual({ selectedAnime: anime, selectedCharacter: null });
  });

  it('is empty when nothing was stored, the value is corrupt or storage is missing', () => {
    const corrupt = { getItem: () => '{not json' } as unknown as Storage;
    const empty = { getItem: () => null } as unknown as Storage;
    for (const storage of [corrupt, empty, undefined]) {
      expect(readStoredSelection(storage)).toEqual({ selectedAnime: null, selectedCharacter: null });
    }
  });
});
