// Character personas keyed by the character's canonical id: one persona per character whichever page
// opened the chat, named as the catalogue names it, from the snapshot or from AniList.
import { startFakeAniList } from '../catalog/testing/fake-anilist';
import type { FakeGraphQLServer } from '../catalog/testing/fake-graphql-server';
import type { TestApp } from '../testing';
import { createChatTestApp } from './testing/chat-test-app';
import { parseSse, streamedText } from './testing/sse-client';

const generous = { rateLimit: { limit: 10_000, windowMs: 60_000 } };

const persona = async (app: TestApp, query: Record<string, string>) => {
  const response = await fetch(`${app.url}/api/chat/persona?${new URLSearchParams(query)}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

const chat = async (app: TestApp, personaId: string, message = '誰？') => {
  const response = await fetch(`${app.url}/api/chat/stream`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ message, personaId }),
    signal: AbortSignal.timeout(5000),
  });
  const text = await response.text();
  return {
    status: response.status,
    text,
    json: response.status >= 400 ? (JSON.parse(text) as unknown) : null,
  };
};

describe('character personas by id, from the snapshot', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createChatTestApp({}, generous);
  });
  afterAll(() => app.close());

  it('names the character as the catalogue does, whatever the opening page called it', async () => {
    const fromWorkPage = await persona(app, {
      characterId: '127691',
      character: '五条悟',
      anime: '呪術廻戦',
    });
    const fromSearch = await persona(app, { characterId: '127691', character: 'Satoru Gojou', anime: '' });
    expect(fromWorkPage).toEqual({
      status: 200,
      body: {
        id: 'character-id:127691',
        displayName: '五条悟',
        anime: '呪術廻戦',
        greeting: 'こんにちは、『呪術廻戦』の五条悟だよ。話しかけてくれてうれしいな。なんでも聞いてね',
        mode: 'offline',
      },
    });
    expect(fromSearch).toEqual(fromWorkPage);
  });

  it('knows a curated character without an AniList id by its negative key', async () => {
    expect((await persona(app, { characterId: '-296356092' })).body).toMatchObject({
      id: 'character-id:-296356092',
      displayName: '江戸川コナン',
      anime: '名探偵コナン',
    });
  });

  it('chats as the character its persona id names', async () => {
    const answer = await chat(app, 'character-id:138100');
    expect(answer.status).toBe(200);
    expect(streamedText(parseSse(answer.text))).toBe(
      'アーニャ・フォージャーだよ。『SPY×FAMILY』から来たんだ。アニメでは種﨑敦美さんが声をあててくれてるよ。よろしくね！',
    );
  });

  it.each([
    ['127691', '五条悟について教えて', /^僕のこと？五条悟。/],
    ['127691', '無量空処って何？', /^無量空処は僕の領域展開。/],
    ['127691', '好きな食べ物は？', /^甘いものに目がない/],
    ['176754', 'ヒンメルのこと覚えてる？', /^覚えてるよ。勇者ヒンメル/],
  ])('character-id:%s answers %j in the first person, from its data', async (id, message, expected) => {
    const answer = await chat(app, `character-id:${id}`, message);
    expect(answer.status).toBe(200);
    expect(streamedText(parseSse(answer.text))).toMatch(expected);
  });

  it('says honestly that it cannot answer a question beyond its data, without quoting it', async () => {
    const text = streamedText(
      parseSse((await chat(app, 'character-id:127691', '明日の天気はどうなる？')).text),
    );
    expect(text).toMatch(/分からない|答えられない|知らない/);
    expect(text).not.toContain('天気');
  });

  it('falls back to the name the page showed for an id the catalogue does not know', async () => {
    expect(
      (await persona(app, { characterId: '999999', character: '誰か', anime: '作品' })).body,
    ).toMatchObject({
      id: 'character:誰か@作品',
      displayName: '誰か',
    });
  });

  it('refuses an id nobody knows with 400 chat/unknown_persona, on the persona and the chat', async () => {
    expect(await persona(app, { characterId: '999999' })).toEqual({
      status: 400,
      body: { error: { code: 'chat/unknown_persona', message: expect.any(String) } },
    });
    expect(await chat(app, 'character-id:999999')).toMatchObject({
      status: 400,
      json: { error: { code: 'chat/unknown_persona', message: expect.any(String) } },
    });
  });

  it.each(['abc', '0', '1.5', '-', '2147483648', '-2147483649', '12345678901'])(
    'refuses characterId=%s with 400 request/invalid, and as a persona id with chat/unknown_persona',
    async (id) => {
      expect(await persona(app, { characterId: id, character: '五条悟' })).toEqual({
        status: 400,
        body: { error: { code: 'request/invalid', message: expect.any(String) } },
      });
      expect(await chat(app, `character-id:${id}`)).toMatchObject({
        status: 400,
        json: { error: { code: 'chat/unknown_persona', message: expect.any(String) } },
      });
    },
  );
});

describe('character personas by id, from AniList', () => {
  let anilist: FakeGraphQLServer;
  let app: TestApp;

  beforeAll(async () => {
    anilist = await startFakeAniList();
    app = await createChatTestApp({ CATALOG_SOURCE: 'live', ANILIST_URL: anilist.url }, generous);
  });
  afterAll(async () => {
    await app.close();
    await anilist.close();
  });

  it('asks AniList who the id is, and knows curated keys without asking', async () => {
    expect((await persona(app, { characterId: '138100' })).body).toMatchObject({
      id: 'character-id:138100',
      displayName: 'アーニャ・フォージャー',
      anime: 'SPY×FAMILY',
    });
    expect((await persona(app, { characterId: '-296356092' })).body).toMatchObject({
      displayName: '江戸川コナン',
    });
    expect(anilist.requests.map((r) => [r.operationName, r.variables])).toEqual([
      ['ChatCharacter', { id: 138100 }],
    ]);
  });

  it('takes AniList’s 404 for an id it does not have as an unknown character', async () => {
    expect((await persona(app, { characterId: '424242' })).body).toEqual({
      error: { code: 'chat/unknown_persona', message: expect.any(String) },
    });
  });

  it('answers 503 while AniList cannot say who the id is, unless the page gave a name', async () => {
    anilist.behave({ kind: 'status', status: 500, body: 'oops' });
    expect(await persona(app, { characterId: '127212' })).toEqual({
      status: 503,
      body: { error: { code: 'service/unavailable', message: expect.any(String) } },
    });
    expect(
      await persona(app, { characterId: '127212', character: '虎杖悠仁', anime: '呪術廻戦' }),
    ).toMatchObject({
      status: 200,
      body: { id: 'character:虎杖悠仁@呪術廻戦', displayName: '虎杖悠仁' },
    });
    expect(await chat(app, 'character-id:127212')).toMatchObject({
      status: 503,
      json: { error: { code: 'service/unavailable', message: expect.any(String) } },
    });
  });
});
