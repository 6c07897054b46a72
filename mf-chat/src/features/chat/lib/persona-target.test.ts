import {
  characterTarget,
  fallbackPersona,
  inputPlaceholder,
  personaQuery,
  type PersonaTarget,
} from './persona-target';

const tanjiro: PersonaTarget = { kind: 'character', name: '竈門炭治郎', anime: '鬼滅の刃' };

describe('persona targets', () => {
  it.each<[PersonaTarget, string]>([
    [{ kind: 'default' }, ''],
    [tanjiro, `?character=${encodeURIComponent('竈門炭治郎')}&anime=${encodeURIComponent('鬼滅の刃')}`],
    [{ kind: 'character', name: 'A&B', anime: '' }, '?character=A%26B'],
  ])('query for %j is %j', (target, query) => {
    expect(personaQuery(target)).toBe(query);
  });

  it.each([
    ['サトル', 'サトルに話しかけよう...'],
    ['竈門炭治郎', '竈門炭治郎に話しかけよう...'],
  ])('placeholder for %s', (name, placeholder) => {
    expect(inputPlaceholder(name)).toBe(placeholder);
  });

  it('builds the target from a selected character', () => {
    expect(
      characterTarget({
        id: 1,
        name: '竈門炭治郎',
        image: '',
        voiceActors: '',
        voiceActorsImage: '',
        animeTitle: '鬼滅の刃',
      }),
    ).toEqual(tanjiro);
    expect(characterTarget({ id: 1, name: 'X', image: '', voiceActors: '', voiceActorsImage: '' })).toEqual({
      kind: 'character',
      name: 'X',
      anime: '',
    });
  });

  it.each<[PersonaTarget, string, string]>([
    [{ kind: 'default' }, 'satoru', 'サトル'],
    [tanjiro, 'character:竈門炭治郎@鬼滅の刃', '竈門炭治郎'],
    [{ kind: 'character', name: 'a@b', anime: '' }, 'character:a＠b', 'a@b'],
  ])('falls back to a local description of %j', (target, id, displayName) => {
    expect(fallbackPersona(target, 'offline')).toMatchObject({ id, displayName, mode: 'offline' });
  });
});
