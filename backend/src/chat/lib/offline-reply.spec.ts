import { satoru } from '../personas/satoru.persona';
import type { ChatTurn } from './chat-turn';
import { deriveCharacterPersona } from './character-persona';
import { CURATED_TITLES } from '../../catalog';
import { createMentionFinder } from './catalog-mentions';
import { chunkText, echoOf, offlineReply, type OfflineContext } from './offline-reply';
import type { Persona } from './persona';

const noWorks = { seasonWorks: [] };
const works = { seasonWorks: ['薬屋のひとりごと', 'ダンダダン', 'チェンソーマン', '四作目'] };
const tanjiro = deriveCharacterPersona({ name: '竈門炭治郎', anime: '鬼滅の刃' });

const findMention = createMentionFinder(CURATED_TITLES);
const answer = (persona: Persona, message: string, context: OfflineContext = works) =>
  offlineReply(persona, [], message, { ...context, mention: findMention(message) });

describe('offline conversations: what the reply must mention', () => {
  it.each<[string, RegExp]>([
    ['こんにちは', /来た|こんにちは/],
    ['君は誰？', /サトル/],
    ['元気？', /絶好調|最高/],
    ['今日は疲れたよ…', /休/],
    ['最近ちょっと悲しいことがあって', /つらかった|話/],
    ['テストで満点とれて嬉しい！', /いいね/],
    ['暇だなあ', /アニメ/],
    ['今期のアニメは？', /「薬屋のひとりごと」/],
    ['好きなアニメは？', /呪術廻戦/],
    ['フリーレン好き？', /フリーレン/],
    ['アーニャってかわいいよね', /アーニャ・フォージャー/],
    ['葬送のフリーレンって面白い？', /『葬送のフリーレン』/],
    ['ありがとう', /どういたしまして|余裕/],
    ['またね', /またね|じゃあね/],
    ['量子力学について教えて', /「量子力学について教えて」/],
    ['呪術の術式ってどういう仕組み？', /「呪術の術式ってどういう仕組み」/],
  ])('サトル: %j → %s', (message, mention) => {
    const reply = answer(satoru, message);
    expect(reply).toMatch(mention);
    expect(reply).not.toMatch(/\{|\}/);
  });

  it.each<[string, RegExp]>([
    ['こんにちは', /竈門炭治郎|来てくれた/],
    ['今日は疲れたよ…', /休/],
    ['暇だなあ', /アニメ/],
    ['ダンダダン見てる？', /「ダンダダン見てる」/],
    ['鬼滅の刃の話しよう', /『鬼滅の刃』/],
  ])('a character persona (竈門炭治郎): %j → %s', (message, mention) => {
    const reply = answer(tanjiro, message);
    expect(reply).toMatch(mention);
    expect(reply).not.toMatch(/\{|\}/);
  });

  it('quotes a long message only in part', () => {
    expect(echoOf('  これはとても長いメッセージで、最後まで引用すると返事が読みにくくなります。 ')).toBe(
      'これはとても長いメッセージで、最…',
    );
  });
});

describe('offlineReply', () => {
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
