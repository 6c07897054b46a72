import { SELECTION_STORAGE_KEY } from '@anifan/contract';
import { imagePreloads, installTestStartup } from '@anifan/contract/testing';
import { preloadCharacterPortrait } from './preload-portrait';

const PORTRAIT = 'https://s4.anilist.co/file/anilistcdn/character/large/gojo.png';
const gojo = {
  id: 127691,
  name: '五条悟',
  image: PORTRAIT,
  voiceActors: '中村悠一',
  voiceActorsImage: '',
  animeTitle: '呪術廻戦',
};

const select = (character: unknown) =>
  sessionStorage.setItem(
    SELECTION_STORAGE_KEY,
    JSON.stringify({ selectedAnime: null, selectedCharacter: character }),
  );

afterEach(() => {
  delete window.__ANIFAN_STARTUP__;
  sessionStorage.clear();
  document.head.replaceChildren();
});

describe('preloadCharacterPortrait', () => {
  it("preloads the selected character's portrait at high priority", () => {
    installTestStartup();
    select(gojo);
    preloadCharacterPortrait(document, sessionStorage, '#/popularAnime/characterDetail');
    expect(imagePreloads()).toEqual([[PORTRAIT, 'high']]);
  });

  it('preloads a portrait the catalogue serves itself, against the page', () => {
    installTestStartup();
    select({ ...gojo, image: '/api/catalog/images/person.svg' });
    preloadCharacterPortrait(document, sessionStorage, '#/popularAnime/characterDetail');
    expect(imagePreloads()).toEqual([
      [new URL('/api/catalog/images/person.svg', document.baseURI).href, 'high'],
    ]);
  });

  it("preloads it when the address names the selected character, and the linked one's is unknown yet", () => {
    installTestStartup();
    select(gojo);
    preloadCharacterPortrait(document, sessionStorage, '#/popularAnime/characterDetail?id=127691');
    expect(imagePreloads()).toEqual([[PORTRAIT, 'high']]);
    document.head.replaceChildren();
    preloadCharacterPortrait(document, sessionStorage, '#/popularAnime/characterDetail?id=40882');
    preloadCharacterPortrait(document, sessionStorage, '#/popularAnime/characterDetail?id=abc');
    expect(imagePreloads()).toEqual([]);
  });

  it.each([
    ['no selection', null],
    ['a character without an id', { ...gojo, id: undefined }],
    ['no portrait (the page shows its placeholder)', { ...gojo, image: '' }],
    ['a portrait that is no web address', { ...gojo, image: 'javascript:alert(1)' }],
  ])('preloads nothing for %s', (_label, character) => {
    installTestStartup();
    select(character);
    preloadCharacterPortrait(document, sessionStorage, '#/popularAnime/characterDetail');
    expect(imagePreloads()).toEqual([]);
  });

  it('preloads nothing for a corrupt stored selection', () => {
    installTestStartup();
    sessionStorage.setItem(SELECTION_STORAGE_KEY, '{');
    preloadCharacterPortrait(document, sessionStorage, '#/popularAnime/characterDetail');
    expect(imagePreloads()).toEqual([]);
  });

  it('does nothing outside the shell (the standalone page has no start-up handoff)', () => {
    select(gojo);
    preloadCharacterPortrait(document, sessionStorage, '#/popularAnime/characterDetail');
    expect(imagePreloads()).toEqual([]);
  });
});
