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
});
