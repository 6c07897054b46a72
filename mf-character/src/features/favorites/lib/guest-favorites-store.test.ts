import {
  FAVORITE_CHARACTERS_KEY,
  GUEST_FAVORITES_KEY,
  readGuestFavorites,
  recallCharacter,
  rememberCharacter,
} from './guest-favorites-store';

const GOJO = {
  id: 127691,
  name: '五条悟',
  image: 'https://img.example/gojo.png',
  voiceActors: '中村悠一',
  voiceActorsImage: 'https://img.example/nakamura.png',
  animeTitle: '呪術廻戦',
};

beforeEach(() => localStorage.clear());

describe('guest favorites kept by an earlier build', () => {
  it('reads a favorite filed under the id as text with the number, and drops one filed under a name', () => {
    localStorage.setItem(
      GUEST_FAVORITES_KEY,
      JSON.stringify([
        { characterId: '127691', name: '五条悟', image: null, createdAt: '2026-01-01T00:00:00Z' },
        { characterId: '虎杖悠仁', name: '虎杖悠仁', image: null, createdAt: '2026-01-02T00:00:00Z' },
        { characterId: -296356092, name: '江戸川コナン', image: null, createdAt: '2026-01-03T00:00:00Z' },
        { characterId: '0', name: 'ゼロ', image: null, createdAt: '2026-01-04T00:00:00Z' },
      ]),
    );
    expect(readGuestFavorites(localStorage)).toEqual([
      { characterId: 127691, name: '五条悟', image: null, createdAt: '2026-01-01T00:00:00Z' },
      { characterId: -296356092, name: '江戸川コナン', image: null, createdAt: '2026-01-03T00:00:00Z' },
    ]);
  });

  it('reopens a remembered character with the favorite’s id as the number', () => {
    localStorage.setItem(FAVORITE_CHARACTERS_KEY, JSON.stringify({ '127691': { ...GOJO, id: '127691' } }));
    const item = { characterId: 127691, name: '五条悟', image: null, createdAt: '2026-01-01T00:00:00Z' };
    expect(recallCharacter(localStorage, item)).toEqual(GOJO);
  });
});

describe('remembered characters', () => {
  it('recalls the whole character (voice actor included) a favorite was added with', () => {
    rememberCharacter(localStorage, GOJO.id, GOJO);
    const item = { characterId: GOJO.id, name: '五条悟', image: null, createdAt: '2026-01-01T00:00:00Z' };
    expect(recallCharacter(localStorage, item)).toEqual(GOJO);
  });

  it('falls back to what the list knows of a character it does not remember', () => {
    const item = { characterId: 77, name: 'フリーレン', image: null, createdAt: '2026-01-01T00:00:00Z' };
    expect(recallCharacter(localStorage, item)).toEqual({
      id: 77,
      name: 'フリーレン',
      image: '',
      voiceActors: '',
      voiceActorsImage: '',
    });
  });
});
