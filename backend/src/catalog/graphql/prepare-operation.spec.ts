import { CatalogRequestError, prepareOperation, ValidatedDocuments } from './prepare-operation';
import { DEFAULT_LIMITS } from './query-limits';

const QUERY =
  'query Works($search: String, $perPage: Int) { Page(perPage: $perPage) { media(search: $search) { id } } }';
const request = (variables: Record<string, unknown> = { search: 'a' }, query = QUERY) => ({
  query,
  variables,
  operationName: 'Works',
});

describe('prepareOperation with validated documents kept', () => {
  it('parses and validates a document once, and still coerces each request’s variables', () => {
    const documents = new ValidatedDocuments();
    const first = prepareOperation(request({ search: 'a' }), DEFAULT_LIMITS, documents);
    const again = prepareOperation(request({ search: 'b', perPage: 5 }), DEFAULT_LIMITS, documents);
    expect(again.document).toBe(first.document);
    expect(again.variables).toEqual({ search: 'b', perPage: 5 });
    expect(again.upstream).toBe('anilist');
  });

  it('refuses bad variables and pages over the limits even for a document it already knows', () => {
    const documents = new ValidatedDocuments();
    prepareOperation(request(), DEFAULT_LIMITS, documents);
    expect(() => prepareOperation(request({ perPage: 'many' }), DEFAULT_LIMITS, documents)).toThrow(
      CatalogRequestError,
    );
    const tight = { ...DEFAULT_LIMITS, maxCost: 1 };
    expect(() => prepareOperation(request({ perPage: 50 }), tight, documents)).toThrow(/cost|complex|large/i);
  });

  it('keeps no refusal: an invalid document is refused the same way every time', () => {
    const documents = new ValidatedDocuments();
    const invalid = request({}, '{ Page { nothingHere } }');
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect(() => prepareOperation(invalid, DEFAULT_LIMITS, documents)).toThrow(/nothingHere/);
    }
  });

  it('keeps about 16 MiB of parsed documents: long texts push the least recently used out', () => {
    const documents = new ValidatedDocuments();
    // A parsed document is counted at 100 bytes per character of its text: ~0.9 MB each here.
    const long = (n: number) => request({}, `${QUERY} # ${'x'.repeat(9_000)} ${n}`);
    const first = prepareOperation(long(0), DEFAULT_LIMITS, documents).document;
    expect(prepareOperation(long(0), DEFAULT_LIMITS, documents).document).toBe(first);
    for (let n = 1; n <= 20; n += 1) prepareOperation(long(n), DEFAULT_LIMITS, documents);
    const last = prepareOperation(long(20), DEFAULT_LIMITS, documents).document;
    expect(prepareOperation(long(20), DEFAULT_LIMITS, documents).document).toBe(last);
    expect(prepareOperation(long(0), DEFAULT_LIMITS, documents).document).not.toBe(first);
  });

  it('does not reuse a document kept under a longer token limit', () => {
    const documents = new ValidatedDocuments();
    prepareOperation(request(), DEFAULT_LIMITS, documents);
    expect(() => prepareOperation(request(), { ...DEFAULT_LIMITS, maxQueryLength: 5 }, documents)).toThrow(
      CatalogRequestError,
    );
  });
});

describe('prepareOperation and lists', () => {
  const list = (query: string) => ({ query, variables: {}, operationName: null });

  it.each([
    ['Viewer', '{ Viewer { id } }'],
    ['a collection', '{ MediaListCollection(userId: 1, type: ANIME) { lists { name } } }'],
    ['Page.mediaList', '{ Page { mediaList(userId: 1) { id } } }'],
    ['Page.mediaList in a fragment', 'query { Page { ...L } } fragment L on Page { mediaList { id } }'],
    ['a mutation', 'mutation { DeleteMediaListEntry(id: 1) { deleted } }'],
  ])(
    'refuses %s to the catalogue: lists are never forwarded nor answered from the catalogue',
    (_label, query) => {
      expect(() => prepareOperation(list(query), DEFAULT_LIMITS)).toThrow(/Lists .* are not available here/);
    },
  );

  it('prepares list operations for the list API, with the limits applied to mutations too', () => {
    const save = 'mutation { SaveMediaListEntry(mediaId: 1, progress: 3) { id progress } }';
    expect(prepareOperation(list(save), DEFAULT_LIMITS, undefined, { lists: true }).touchesLists).toBe(true);
    const tight = { ...DEFAULT_LIMITS, maxCost: 2 };
    expect(() => prepareOperation(list(save), tight, undefined, { lists: true })).toThrow(/complex/);
  });

  it('sizes a collection by its chunk: entries multiply the cost of what each asks', () => {
    const collection = (perChunk: number) =>
      list(
        `{ MediaListCollection(userId: 1, type: ANIME, perChunk: ${perChunk}) { lists { entries { id status progress media { id title { native } } } } } }`,
      );
    const limits = { ...DEFAULT_LIMITS, maxCost: 500 };
    expect(() => prepareOperation(collection(10), limits, undefined, { lists: true })).not.toThrow();
    expect(() => prepareOperation(collection(100), limits, undefined, { lists: true })).toThrow(/complex/);
  });

  it('leaves a catalogue operation asking Media.mediaListEntry to the catalogue', () => {
    const prepared = prepareOperation(list('{ Media(id: 1) { id mediaListEntry { id } } }'), DEFAULT_LIMITS);
    expect(prepared.touchesLists).toBe(false);
  });
});
