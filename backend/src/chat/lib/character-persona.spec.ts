import {
  characterPersonaId,
  cleanCharacterRef,
  deriveCharacterPersona,
  parseCharacterPersonaId,
} from './character-persona';
import { resolvePersona } from './resolve-persona';

describe('character personas', () => {
  it.each([
    ['character:竈門炭治郎@鬼滅の刃', { name: '竈門炭治郎', anime: '鬼滅の刃' }],
    ['character:アーニャ', { name: 'アーニャ', anime: '' }],
    ['character:Producer@THE IDOLM@STER', { name: 'Producer', anime: 'THE IDOLM@STER' }],
    ['character:  spaced   name  @ anime ', { name: 'spaced name', anime: 'anime' }],
    ['character:line\nbreak@「quoted」', { name: 'line break', anime: 'quoted' }],
  ])('parses %j', (id, expected) => {
    expect(parseCharacterPersonaId(id)).toEqual(expected);
  });

  it.each([
    ['satoru'],
    ['character:'],
    ['character:@鬼滅の刃'],
    ['character:   '],
    [`character:${'x'.repeat(61)}`],
    [`character:name@${'x'.repeat(121)}`],
    ['persona:someone'],
  ])('rejects %j', (id) => {
    expect(parseCharacterPersonaId(id)).toBeNull();
  });

  it('round-trips a name containing @ through its id', () => {
    const ref = cleanCharacterRef('a@b', 'c');
    expect(ref).toEqual({ name: 'a＠b', anime: 'c' });
    expect(parseCharacterPersonaId(characterPersonaId(ref!))).toEqual(ref);
  });

  it.each([
    [
      { name: '竈門炭治郎', anime: '鬼滅の刃' },
      'こんにちは、『鬼滅の刃』の竈門炭治郎だよ。話しかけてくれてうれしいな。なんでも聞いてね',
    ],
    [
      { name: 'アーニャ', anime: '' },
      'こんにちは、アーニャだよ。話しかけてくれてうれしいな。なんでも聞いてね',
    ],
  ])('derives a persona named after %j', (ref, greeting) => {
    const persona = deriveCharacterPersona(ref);
    expect(persona.displayName).toBe(ref.name);
    expect(persona.greeting).toBe(greeting);
    expect(persona.systemPrompt).toContain(`「${ref.name}」`);
  });

  it.each([
    [undefined, 'satoru'],
    ['satoru', 'satoru'],
    ['character:竈門炭治郎@鬼滅の刃', 'character:竈門炭治郎@鬼滅の刃'],
    ['unknown', null],
    ['character:', null],
  ])('resolvePersona(%j) → %j', (id, expected) => {
    expect(resolvePersona(id)?.id ?? null).toBe(expected);
  });
});

describe('characters the app has data for', () => {
  it.each([
    [{ name: '五条悟', anime: '呪術廻戦' }, /無下限呪術/],
    [{ name: '五条悟', anime: '劇場版 呪術廻戦 0' }, /無下限呪術/],
    [{ name: '五条悟', anime: '' }, /無下限呪術/],
    [{ name: 'フリーレン', anime: '葬送のフリーレン' }, /ヒンメル/],
  ])('%j gets its profile', (ref, fact) => {
    const facts = deriveCharacterPersona(ref)
      .profile?.facts.flatMap((f) => f.answers)
      .join('\n');
    expect(facts).toMatch(fact);
  });

  it('tells a model the same facts, and to say honestly what they do not cover', () => {
    const prompt = deriveCharacterPersona({ name: 'フリーレン', anime: '葬送のフリーレン' }).systemPrompt;
    expect(prompt).toContain('覚えてるよ。勇者ヒンメル');
    expect(prompt).toContain('知らない・言えないと正直に答える');
    expect(deriveCharacterPersona({ name: '竈門炭治郎', anime: '鬼滅の刃' }).systemPrompt).not.toContain(
      '設定',
    );
  });

  it.each([
    { name: '五条悟', anime: '別の作品' },
    { name: '五条', anime: '呪術廻戦' },
    { name: '竈門炭治郎', anime: '鬼滅の刃' },
  ])('%j does not: it keeps the generic persona', (ref) => {
    expect(deriveCharacterPersona(ref).profile).toBeUndefined();
  });
});
