import { endpointPath } from '@anifan/contract';
import {
  characterTarget,
  fallbackPersona,
  inputPlaceholder,
  personaQuery,
  targetKey,
  type PersonaTarget,
} from './persona-target';

const tanjiro: PersonaTarget = { kind: 'character', id: 126071, name: '竈門炭治郎', anime: '鬼滅の刃' };
const gojo: PersonaTarget = { kind: 'character', id: 127691, name: '五条悟', anime: '呪術廻戦' };

describe('persona targets', () => {
  it.each<[PersonaTarget, string]>([
    [{ kind: 'default' }, '/chat/persona'],
    [
      tanjiro,
      `/chat/persona?characterId=126071&character=${encodeURIComponent('竈門炭治郎')}&anime=${encodeURIComponent('鬼滅の刃')}`,
    ],
    [{ kind: 'character', id: 1, name: 'A&B', anime: '' }, '/chat/persona?characterId=1&character=A%26B'],
    [
      gojo,
      `/chat/persona?characterId=127691&character=${encodeURIComponent('五条悟')}&anime=${encodeURIComponent('呪術廻戦')}`,
    ],
    [
      { kind: 'character', id: -296356092, name: 'コナン', anime: '' },
      `/chat/persona?characterId=-296356092&character=${encodeURIComponent('コナン')}`,
    ],
  ])('query for %j asks %j', (target, path) => {
    expect(endpointPath('persona', { query: personaQuery(target) })).toBe(path);
  });

  it.each<[PersonaTarget, string]>([
    [{ kind: 'default' }, 'default'],
    [tanjiro, 'character-id:126071'],
    [gojo, 'character-id:127691'],
    [{ ...gojo, id: -296356092 }, 'character-id:-296356092'],
    [{ ...gojo, name: 'Satoru Gojou', anime: '' }, 'character-id:127691'],
  ])('conversation key of %j is %s', (target, key) => {
    expect(targetKey(target)).toBe(key);
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
        id: 126071,
        name: '竈門炭治郎',
        image: '',
        voiceActors: '',
        voiceActorsImage: '',
        animeTitle: '鬼滅の刃',
      }),
    ).toEqual(tanjiro);
    expect(characterTarget({ id: 1, name: 'X', image: '', voiceActors: '', voiceActorsImage: '' })).toEqual({
      kind: 'character',
      id: 1,
      name: 'X',
      anime: '',
    });
  });

  it.each<[PersonaTarget, string, string]>([
    [{ kind: 'default' }, 'satoru', 'サトル'],
    [tanjiro, 'character:竈門炭治郎@鬼滅の刃', '竈門炭治郎'],
    [{ kind: 'character', id: 1, name: 'a@b', anime: '' }, 'character:a＠b', 'a@b'],
    [gojo, 'character:五条悟@呪術廻戦', '五条悟'],
  ])('falls back to a local description of %j', (target, id, displayName) => {
    expect(fallbackPersona(target, 'offline')).toMatchObject({ id, displayName, mode: 'offline' });
  });
});
