import { characterIdPersona, characterIdPersonaId, parseCharacterIdPersonaId } from './character-id-persona';

describe('character-id persona ids', () => {
  it.each([
    ['character-id:127691', 127691],
    ['character-id:-296356092', -296356092],
    ['character-id:2147483647', 2147483647],
    ['character-id:-2147483648', -2147483648],
  ])('reads %s as %i', (personaId, id) => {
    expect(parseCharacterIdPersonaId(personaId)).toBe(id);
    expect(characterIdPersonaId(id)).toBe(personaId);
  });

  it.each([
    'character-id:',
    'character-id:0',
    'character-id:1.5',
    'character-id:+1',
    'character-id: 1',
    'character-id:2147483648',
    'character-id:12345678901',
    'character:127691',
    'satoru',
  ])('does not read %j as an id', (personaId) => {
    expect(parseCharacterIdPersonaId(personaId)).toBeNull();
  });
});

describe('characterIdPersona', () => {
  it('keys the persona by the id and names it as given', () => {
    expect(
      characterIdPersona(127691, { name: '五条悟', anime: '呪術廻戦', voiceActor: '中村悠一' }),
    ).toMatchObject({
      id: 'character-id:127691',
      displayName: '五条悟',
      anime: '呪術廻戦',
    });
  });

  it('builds the persona from the character’s data: name, work and voice actor', () => {
    const persona = characterIdPersona(127691, { name: '五条悟', anime: '呪術廻戦', voiceActor: '中村悠一' });
    expect(persona?.systemPrompt).toContain('中村悠一');
    expect(persona?.offlineReplies.whoAreYou).toEqual([
      '{name}だよ。『{anime}』から来たんだ。アニメでは中村悠一さんが声をあててくれてるよ。よろしくね！',
    ]);
  });

  it('says nothing of a voice actor the catalogue does not know', () => {
    const persona = characterIdPersona(1, { name: 'A', anime: '', voiceActor: '' });
    expect(persona?.systemPrompt).not.toContain('声優');
    expect(persona?.offlineReplies.whoAreYou).toEqual(['{name}だよ。よろしくね！']);
  });

  it('drops a title too long for the prompt rather than the character', () => {
    expect(characterIdPersona(1, { name: 'A', anime: 'x'.repeat(121), voiceActor: '' })).toMatchObject({
      id: 'character-id:1',
      displayName: 'A',
      anime: '',
    });
  });

  it.each([[''], ['x'.repeat(61)], ['「」']])('has no persona for the unusable name %j', (name) => {
    expect(characterIdPersona(1, { name, anime: '', voiceActor: '' })).toBeNull();
  });
});
