import { satoru } from '../personas/satoru.persona';
import type { ChatTurn } from './chat-turn';
import { deriveCharacterPersona } from './character-persona';
import { CURATED_TITLES } from '../../catalog';
import { createMentionFinder } from './catalog-mentions';
import { characterIdPersona } from './character-id-persona';
import { chunkText, offlineReply, type OfflineContext } from './offline-reply';
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
    ['量子力学について教えて', /分から|答えられない|知らない/],
    ['呪術の術式ってどういう仕組み？', /無下限呪術/],
  ])('サトル: %j → %s', (message, mention) => {
    const reply = answer(satoru, message);
    expect(reply).toMatch(mention);
    expect(reply).not.toMatch(/\{|\}/);
  });

  it.each<[string, RegExp]>([
    ['こんにちは', /竈門炭治郎|来てくれた/],
    ['今日は疲れたよ…', /休/],
    ['暇だなあ', /アニメ/],
    ['ダンダダン見てる？', /分からない|答えられない/],
    ['鬼滅の刃の話しよう', /『鬼滅の刃』/],
  ])('a character persona (竈門炭治郎): %j → %s', (message, mention) => {
    const reply = answer(tanjiro, message);
    expect(reply).toMatch(mention);
    expect(reply).not.toMatch(/\{|\}/);
  });
});

describe('questions about the persona itself, answered in the first person from its data', () => {
  const gojo = characterIdPersona(127691, { name: '五条悟', anime: '呪術廻戦', voiceActor: '中村悠一' })!;
  const frieren = characterIdPersona(176754, {
    name: 'フリーレン',
    anime: '葬送のフリーレン',
    voiceActor: '種﨑敦美',
  })!;

  it.each<[string, string, Persona, RegExp]>([
    ['五条悟', '五条悟について教えて', gojo, /^僕のこと？五条悟。.*最強/],
    ['五条悟', '君のことを教えて', gojo, /^僕のこと？五条悟。/],
    ['五条悟', '無量空処って何？', gojo, /^無量空処は僕の領域展開。/],
    ['五条悟', '君の術式は？', gojo, /^僕の術式は無下限呪術。/],
    ['五条悟', '好きな食べ物は？', gojo, /^甘いものに目がない/],
    ['五条悟', '嫌いな食べ物は？', gojo, /お酒/],
    ['五条悟', '虎杖くんってどんな子？', gojo, /^悠仁は僕の教え子。/],
    ['五条悟', '呪術廻戦ってどんな作品？', gojo, /^『呪術廻戦』は、僕たち呪術師が/],
    ['フリーレン', 'ヒンメルのこと覚えてる？', frieren, /^覚えてるよ。勇者ヒンメル/],
    ['フリーレン', 'フリーレンってどんな人？', frieren, /^私？フリーレン。エルフの魔法使い/],
    ['フリーレン', 'フェルンってどんな子？', frieren, /^フェルンは私の弟子。/],
    ['フリーレン', 'どんな魔法が使えるの？', frieren, /魔法を集めるのが趣味/],
    ['フリーレン', '好きな食べ物は？', frieren, /考えたことないな/],
    ['サトル', '五条悟について教えて', satoru, /^僕のこと？サトルだよ。モデルは『呪術廻戦』の五条悟/],
    ['サトル', '無量空処って何？', satoru, /^無量空処は僕の領域展開。/],
    ['サトル', '好きな食べ物は？', satoru, /^甘いものに目がない/],
  ])('%s: %j', (_name, message, persona, expected) => {
    const reply = answer(persona, message);
    expect(reply).toMatch(expected);
    expect(reply).not.toContain(message.replace(/[？?]$/, ''));
  });

  it.each<[string, string, Persona]>([
    ['五条悟', '明日の天気はどうなる？', gojo],
    ['フリーレン', '明日の天気はどうなる？', frieren],
    ['サトル', '量子力学について教えて', satoru],
    ['竈門炭治郎', '好きな食べ物は？', tanjiro],
  ])(
    '%s says honestly, in character, that it cannot answer %j, without quoting it',
    (_name, message, persona) => {
      const reply = answer(persona, message);
      expect(persona.offlineReplies.cannotAnswer).toContain(reply);
      expect(reply).toMatch(/分から|答えられない|知らない/);
      expect(reply).not.toMatch(/天気|量子力学|食べ物/);
    },
  );

  it('says so in its own voice: 五条悟 and フリーレン have their own lines, not the generic ones', () => {
    for (const persona of [gojo, frieren]) {
      const reply = answer(persona, '明日の天気はどうなる？');
      expect(persona.offlineReplies.cannotAnswer).toContain(reply);
      expect(tanjiro.offlineReplies.cannotAnswer).not.toContain(reply);
    }
    expect(answer(gojo, '明日の天気はどうなる？')).not.toBe(answer(frieren, '明日の天気はどうなる？'));
  });

  it('answers a statement it has nothing to say to without quoting it back', () => {
    for (const persona of [satoru, gojo, frieren, tanjiro]) {
      const reply = answer(persona, '今日はラーメンを食べに行った');
      expect(persona.offlineReplies.other).toContain(reply);
      expect(reply).not.toContain('ラーメン');
    }
  });

  it('is greeted by name rather than asked about itself', () => {
    expect(satoru.offlineReplies.greeting).toContain(answer(satoru, 'こんにちは、サトル'));
    expect(gojo.offlineReplies.greeting).toContain(answer(gojo, 'こんにちは、五条先生'));
    expect(answer(gojo, 'こんにちは、無量空処って何？')).toMatch(/^無量空処は僕の領域展開。/);
  });

  it('says it cannot tell what a character it has no data on is like, instead of changing the subject', () => {
    const reply = answer(satoru, 'ヒンメルってどんな人だった？');
    expect(satoru.offlineReplies.cannotAnswer).toContain(reply);
    expect(reply).not.toContain('推し');
    expect(answer(satoru, 'ヒンメル好き？')).toMatch(/^ヒンメルの話？|^ヒンメルか、/);
  });

  it('keeps the generic persona for a character the app has no data for', () => {
    expect(tanjiro.profile).toBeUndefined();
    expect(answer(tanjiro, '竈門炭治郎について教えて')).toBe(
      'わたしのこと？竈門炭治郎だよ。『鬼滅の刃』から来たんだ。くわしいことはうまく話せないんだけど、よかったら君のことも教えてね。',
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
