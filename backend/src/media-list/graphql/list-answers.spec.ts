// ListAnswers over stand-ins of the list revisions and the catalogue: an answer is given back only to
// its caller and only while every revision and catalogue answer it read still holds.
import type { CatalogService, GatewayResponse } from '../../catalog';
import type { ChangeMark, MediaListCache } from '../media-list-cache';
import { ListAnswerSources, ListAnswers } from './list-answers';

function setUp() {
  const revisions = new Map<number, number>();
  let coherent = true;
  let changes = 0;
  const cache = {
    mark: (): ChangeMark | null => (coherent ? { round: 0, changes } : null),
    revision: (id: number, since?: ChangeMark): string | null => {
      if (!coherent) return null;
      const at = revisions.get(id) ?? 0;
      return since && at > since.changes ? null : `0:${at}`;
    },
  };
  const etags = new Map<string, string>();
  const catalog = {
    keptAnswer: (text: string) => {
      const etag = etags.get(text);
      return etag ? { status: 200, body: '{}', headers: { ETag: etag } } : undefined;
    },
  };
  const answers = new ListAnswers(cache as unknown as MediaListCache, catalog as unknown as CatalogService);
  return {
    answers,
    etags,
    change: (id: number) => revisions.set(id, ++changes),
    setCoherent: (value: boolean) => (coherent = value),
  };
}

const response = (body: string): GatewayResponse => ({ status: 200, body, headers: {} });
const request = {
  query: '{ MediaListCollection(userId: 1) { lists { name } } }',
  variables: {},
  operationName: null,
};

function sources(users: number[], catalogue: [string, string | undefined][] = []): ListAnswerSources {
  const read = new ListAnswerSources();
  for (const id of users) read.readUser(id);
  for (const [text, etag] of catalogue) read.readCatalogue(text, etag);
  return read;
}

describe('ListAnswers', () => {
  it('gives an answer back to its caller only, with its ETag', () => {
    const { answers } = setUp();
    const key = answers.requestKey(request);
    const kept = answers.keep('aoi', key, response('{"data":1}'), sources([1]), answers.start());
    expect(kept.headers['ETag']).toMatch(/^W\/"/);
    expect(answers.holds(key)).toBe(true);
    expect(answers.get('aoi', key)).toBe(kept);
    expect(answers.get('ren', key)).toBeUndefined();
    expect(answers.get(null, key)).toBeUndefined();
  });

  it('drops an answer once a user it read changes', () => {
    const { answers, change } = setUp();
    const key = answers.requestKey(request);
    answers.keep('aoi', key, response('{"data":1}'), sources([1, 2]), answers.start());
    change(3);
    expect(answers.get('aoi', key)).toBeDefined();
    change(2);
    expect(answers.get('aoi', key)).toBeUndefined();
    expect(answers.holds(key)).toBe(false);
  });

  it('drops an answer once a catalogue answer it read is no longer the same', () => {
    const { answers, etags } = setUp();
    const key = answers.requestKey(request);
    etags.set('page1', 'W/"a"');
    answers.keep('aoi', key, response('{"data":1}'), sources([1], [['page1', 'W/"a"']]), answers.start());
    expect(answers.get('aoi', key)).toBeDefined();
    etags.set('page1', 'W/"b"');
    expect(answers.get('aoi', key)).toBeUndefined();
  });

  it('keeps nothing it could not check later, nor what changed while it was built', () => {
    const { answers, change, setCoherent } = setUp();
    const key = answers.requestKey(request);
    answers.keep('aoi', key, response('{}'), sources([1], [['live', undefined]]), answers.start());
    const mark = answers.start();
    change(1);
    answers.keep('ren', key, response('{}'), sources([1]), mark);
    setCoherent(false);
    answers.keep('kai', key, response('{}'), sources([1]), answers.start());
    setCoherent(true);
    expect(answers.holds(key)).toBe(false);
    for (const uid of ['aoi', 'ren', 'kai']) expect(answers.get(uid, key)).toBeUndefined();
  });

  it('a request is held while any caller’s answer to it is kept', () => {
    const { answers, change } = setUp();
    const key = answers.requestKey(request);
    answers.keep('aoi', key, response('{}'), sources([1]), answers.start());
    answers.keep('aoi', key, response('{}'), sources([1]), answers.start());
    answers.keep('ren', key, response('{}'), sources([2]), answers.start());
    change(1);
    expect(answers.get('aoi', key)).toBeUndefined();
    expect(answers.holds(key)).toBe(true);
    change(2);
    expect(answers.get('ren', key)).toBeUndefined();
    expect(answers.holds(key)).toBe(false);
  });

  describe('once', () => {
    /** A build the test finishes: `keep` decides whether its answer is kept (a list with errors is not). */
    function builds(answers: ListAnswers, key: string) {
      const started: { uid: string; finish: (keep: boolean) => void; fail: () => void }[] = [];
      const build = (uid: string) => () =>
        new Promise<GatewayResponse>((resolve, reject) => {
          const mark = answers.start();
          started.push({
            uid,
            finish: (keep) =>
              resolve(
                keep
                  ? answers.keep(uid, key, response(`{"by":"${uid}"}`), sources([1]), mark)
                  : response('{"errors":[]}'),
              ),
            fail: () => reject(new Error('refused')),
          });
        });
      return { started, build };
    }

    it('builds the answer once for a caller’s requests at the same time, and gives each the kept answer', async () => {
      const { answers } = setUp();
      const key = answers.requestKey(request);
      const { started, build } = builds(answers, key);
      const asked = Array.from({ length: 50 }, () => answers.once('aoi', key, build('aoi')));
      await Promise.resolve();
      expect(started).toHaveLength(1);
      started[0]!.finish(true);
      const answered = await Promise.all(asked);
      expect(new Set(answered.map((answer) => answer.body))).toEqual(new Set(['{"by":"aoi"}']));
      expect(started).toHaveLength(1);
    });

    it('never shares a build between callers', async () => {
      const { answers } = setUp();
      const key = answers.requestKey(request);
      const { started, build } = builds(answers, key);
      const asked = [answers.once('aoi', key, build('aoi')), answers.once('ren', key, build('ren'))];
      await Promise.resolve();
      expect(started.map((run) => run.uid)).toEqual(['aoi', 'ren']);
      for (const run of started) run.finish(true);
      expect((await Promise.all(asked)).map((answer) => answer.body)).toEqual([
        '{"by":"aoi"}',
        '{"by":"ren"}',
      ]);
    });

    it('builds again, one at a time, when the answer waited for was not kept or its build failed', async () => {
      const { answers } = setUp();
      const key = answers.requestKey(request);
      const { started, build } = builds(answers, key);
      const asked = Array.from({ length: 3 }, () => answers.once('aoi', key, build('aoi')));
      const settle = () => new Promise((resolve) => setImmediate(resolve));
      await Promise.resolve();
      started[0]!.finish(false);
      expect((await asked[0])!.body).toBe('{"errors":[]}');
      await settle();
      expect(started).toHaveLength(2);
      started[1]!.fail();
      await expect(asked[1]).rejects.toThrow('refused');
      await settle();
      expect(started).toHaveLength(3);
      started[2]!.finish(true);
      expect((await asked[2])!.body).toBe('{"by":"aoi"}');
    });

    it('does not give a waiting request an answer a change made stale while it was built', async () => {
      const { answers, change } = setUp();
      const key = answers.requestKey(request);
      const { started, build } = builds(answers, key);
      const first = answers.once('aoi', key, build('aoi'));
      const second = answers.once('aoi', key, build('aoi'));
      await Promise.resolve();
      change(1);
      started[0]!.finish(true);
      await first;
      await new Promise((resolve) => setImmediate(resolve));
      expect(started).toHaveLength(2);
      started[1]!.finish(true);
      expect((await second).body).toBe('{"by":"aoi"}');
    });
  });
});
