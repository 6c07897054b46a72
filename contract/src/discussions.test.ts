import { characterThread, episodeThread, parseThreadKey } from './discussions';

describe('thread keys', () => {
  it('names a character thread and an episode thread, and reads them back', () => {
    expect(parseThreadKey(characterThread(40882))).toEqual({ kind: 'character', characterId: 40882 });
    expect(parseThreadKey(characterThread(-296356092))).toEqual({
      kind: 'character',
      characterId: -296356092,
    });
    expect(parseThreadKey(episodeThread(113415, 3))).toEqual({
      kind: 'episode',
      mediaId: 113415,
      episode: 3,
    });
  });

  it.each([
    ['episode 0', 'episode:113415:0'],
    ['an episode past 9999', 'episode:113415:10000'],
    ['an id past 2^31-1', 'character:2147483648'],
    ['a negative work', 'episode:-1:1'],
    ['a leading zero', 'character:012'],
    ['a sign', 'character:+12'],
    ['no episode', 'episode:113415'],
    ['another kind', 'work:1'],
    ['trailing text', 'character:12 '],
  ])('refuses %s', (_case, text) => {
    expect(parseThreadKey(text)).toBeNull();
  });
});
