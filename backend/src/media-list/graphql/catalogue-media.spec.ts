import { parse, type FieldNode, type OperationDefinitionNode } from 'graphql';
import { CatalogueMedia } from './catalogue-media';

const document = parse(
  'query ($lang: Boolean) { MediaList { media { title { native } t: title { romaji(stylised: $lang) } } } }',
);
const operation = document.definitions[0] as OperationDefinitionNode;
const mediaField = (operation.selectionSet.selections[0] as FieldNode).selectionSet
  ?.selections[0] as FieldNode;

describe('an entry’s works from the catalogue', () => {
  it('asks 2,000 works as pages of 50, at most 4 at a time, with the client’s selection and variables', async () => {
    let inFlight = 0;
    let most = 0;
    const asked: { query: string; variables: Record<string, unknown> }[] = [];
    const media = new CatalogueMedia(
      async (request) => {
        asked.push(request);
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 1));
        inFlight -= 1;
        const ids = request.variables['anifanMediaIds'] as number[];
        const works = ids.map((id) => ({
          anifanMediaId: id,
          title: { native: `作品${id}` },
          t: { romaji: `w${id}` },
        }));
        return { status: 200, body: JSON.stringify({ data: { Page: { media: works } } }), headers: {} };
      },
      document,
      operation,
      { lang: true },
    );
    const ids = Array.from({ length: 2000 }, (_, i) => i + 1);
    const works = await Promise.all(ids.map((id) => media.load(id, mediaField)));
    expect(works[41]).toEqual({ title: { native: '作品42' }, t: { romaji: 'w42' } });
    expect(asked).toHaveLength(40);
    expect(most).toBe(4);
    expect(new Set(asked.map((request) => request.query)).size).toBe(1);
    expect(asked[0]?.query).toMatch(/romaji\(stylised: \$lang\)/);
    expect(asked[0]?.variables).toMatchObject({ lang: true });
  });

  it('answers null for a work the catalogue does not return, and the catalogue’s error as the field’s', async () => {
    const empty = new CatalogueMedia(
      async () => ({ status: 200, body: JSON.stringify({ data: { Page: { media: [] } } }), headers: {} }),
      document,
      operation,
      {},
    );
    await expect(empty.load(1, mediaField)).resolves.toBeNull();
    const failing = new CatalogueMedia(
      async () => ({
        status: 503,
        body: JSON.stringify({ errors: [{ message: 'busy', extensions: { code: 'service/unavailable' } }] }),
        headers: {},
      }),
      document,
      operation,
      {},
    );
    await expect(failing.load(1, mediaField)).rejects.toMatchObject({
      message: 'busy',
      status: 503,
      code: 'service/unavailable',
    });
  });
});
