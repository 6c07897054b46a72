import { satoru } from '../personas/satoru.persona';
import type { ChatTurn } from './chat-turn';
import { deriveCharacterPersona } from './character-persona';
import type { Intent } from './intents';
import { chunkText, offlineReply } from './offline-reply';
import type { Persona } from './persona';

const noWorks = { seasonWorks: [] };
const works = { seasonWorks: ['薬屋のひとりごと', 'ダンダダン', 'チェンソーマン', '四作目'] };
const tanjiro = deriveCharacterPersona({ name: '竈門炭治郎', anime: '鬼滅の刃' });

function linesOf(persona: Persona, key: keyof Persona['offlineReplies'], context = noWorks): string[] {
  return persona.offlineReplies[key].map((line) =>
    line
      .replace('{name}', persona.displayName)
      .replace('{anime}', persona.anime)
      .replace(
        '{works}',
        context.seasonWorks
          .slice(0, 3)
          .map((t) => `「${t}」`)
          .join('、'),
      ),
  );
}

describe('offlineReply', () => {
  it.each<[string, Intent]>([
    ['こんにちは', 'greeting'],
    ['君は誰？', 'whoAreYou'],
    ['好きなアニメは？', 'favoriteAnime'],
    ['元気？', 'feelings'],
    ['ありがとう', 'thanks'],
    ['またね', 'goodbye'],
    ['量子力学について教えて', 'other'],
  ])('サトル answers %j with a %s line', (message, intent) => {
    expect(linesOf(satoru, intent)).toContain(offlineReply(satoru, [], message, noWorks));
  });

  it.each<[string, Intent]>([
    ['こんにちは', 'greeting'],
    ['君は誰？', 'whoAreYou'],
    ['好きなアニメは？', 'favoriteAnime'],
    ['ありがとう', 'thanks'],
    ['なんでもない話', 'other'],
  ])(
    'a derived persona answers %j with a %s line naming itself where it introduces itself',
    (message, intent) => {
      const reply = offlineReply(tanjiro, [], message, noWorks);
      expect(linesOf(tanjiro, intent)).toContain(reply);
      expect(reply).not.toMatch(/\{|\}/);
    },
  );

  it('names the character and its anime when asked who it is', () => {
    expect(offlineReply(tanjiro, [], '誰？', noWorks)).toBe(
      '竈門炭治郎だよ。『鬼滅の刃』から来たんだ。よろしくね！',
    );
  });

  it.each([
    [satoru, works, /「薬屋のひとりごと」、「ダンダダン」、「チェンソーマン」/],
    [tanjiro, works, /「薬屋のひとりごと」、「ダンダダン」、「チェンソーマン」/],
    [satoru, noWorks, /アニメホームの「今期のアニメ」タブ/],
  ])(
    'answers this season with the catalogue titles, or points to the anime home without them',
    (persona, context, pattern) => {
      const reply = offlineReply(persona, [], '今期のアニメは？', context);
      expect(reply).toMatch(pattern);
      expect(reply).not.toContain('四作目');
    },
  );

  it('is deterministic for the same conversation', () => {
    const history: ChatTurn[] = [
      { role: 'assistant', content: satoru.greeting },
      { role: 'user', content: 'こんにちは' },
    ];
    const first = offlineReply(satoru, history, 'なにか話して', noWorks);
    for (let i = 0; i < 5; i += 1) expect(offlineReply(satoru, history, 'なにか話して', noWorks)).toBe(first);
  });

  it('treats width and kana differences as the same conversation', () => {
    expect(offlineReply(satoru, [], 'ｺﾝﾆﾁﾊ', noWorks)).toBe(offlineReply(satoru, [], 'こんにちは', noWorks));
  });

  it('does not repeat its previous line word for word', () => {
    const first = offlineReply(satoru, [], 'ねえねえ', noWorks);
    const history: ChatTurn[] = [
      { role: 'user', content: 'ねえねえ' },
      { role: 'assistant', content: first },
    ];
    const seen = new Set<string>();
    for (const message of ['ねえねえ', 'それで？', 'ふーん', 'ほかには', 'もっと']) {
      seen.add(offlineReply(satoru, history, message, noWorks));
    }
    expect(seen.has(first)).toBe(false);
  });

  it('does not expand placeholders found inside titles', () => {
    const reply = offlineReply(satoru, [], '今期のアニメは？', { seasonWorks: ['{name}の物語'] });
    expect(reply).toContain('「{name}の物語」');
  });
});

describe('chunkText', () => {
  it.each([
    ['', []],
    ['やあ', ['やあ']],
    ['やあ、僕はサトル', ['やあ、', '僕はサ', 'トル']],
    ['😀😀😀😀', ['😀😀😀', '😀']],
  ])('%j → %j', (text, chunks) => {
    expect(chunkText(text)).toEqual(chunks);
    expect(chunkText(text).join('')).toBe(text);
  });
});
