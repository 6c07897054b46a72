import { CHARACTERS, DETAIL, GET_WORKS, TIMETABLE, WORKS } from '../../catalog/testing/web-app-operations';
import { mayTouchLists } from './list-graphql';

describe('which requests the list API looks at', () => {
  it.each([
    ['the anime home', WORKS],
    ['the works search', GET_WORKS],
    ['characters', CHARACTERS],
    ['the anime detail', DETAIL],
    ['the timetable', TIMETABLE],
  ])('leaves %s, as the web app sends it, to the catalogue without parsing it', (_label, query) => {
    expect(mayTouchLists({ query, variables: {} })).toBe(false);
  });

  it.each([
    '{ Viewer { id } }',
    'query { User(name: "aoi") { id } }',
    'query ($id: Int) { Media(id: $id) { mediaListEntry { status } } }',
    '{ Page { mediaList(userId: 1) { id } } }',
    'mutation { DeleteMediaListEntry(id: 1) { deleted } }',
    '{ MediaListCollection(userId: 1, type: ANIME) { hasNextChunk } }',
  ])('looks at %s', (query) => {
    expect(mayTouchLists({ query })).toBe(true);
  });

  it('looks at nothing that is not a request with a query text', () => {
    expect(mayTouchLists(null)).toBe(false);
    expect(mayTouchLists({ query: 42 })).toBe(false);
  });
});
