// CatalogMediaFacts over a stand-in catalogue: which works exist and their episode counts, asked 50 at
// a time and kept, and a catalogue that cannot answer failing the write with 503, never "unknown work".
import { AppError } from '../common';
import type { CatalogService } from '../catalog';
import { CatalogMediaFacts } from './catalog-media-facts';

type Handle = CatalogService['handle'];

/** A catalogue knowing `works` (id → episodes); `failures` answers fail first. */
function catalogue(works: Map<number, number | null>, failures = 0) {
  let failing = failures;
  const handle = jest.fn<ReturnType<Handle>, Parameters<Handle>>(async (body) => {
    if (failing > 0) {
      failing -= 1;
      return {
        status: 200,
        headers: {},
        body: JSON.stringify({ errors: [{ message: 'budget' }], data: null }),
      };
    }
    const { ids } = (body as { variables: { ids: number[] } }).variables;
    const media = ids.filter((id) => works.has(id)).map((id) => ({ id, episodes: works.get(id) ?? null }));
    return { status: 200, headers: {}, body: JSON.stringify({ data: { Page: { media } } }) };
  });
  return { facts: new CatalogMediaFacts({ handle } as unknown as CatalogService), handle };
}

describe('CatalogMediaFacts', () => {
  it('answers the known works with their episode counts, leaving unknown ones out, and asks once', async () => {
    const { facts, handle } = catalogue(
      new Map([
        [1, 12],
        [2, null],
      ]),
    );
    const counts = await facts.episodeCounts([1, 2, 3, 1]);
    expect([...counts]).toEqual([
      [1, 12],
      [2, null],
    ]);
    expect(await facts.episodeCounts([3, 2])).toEqual(new Map([[2, null]]));
    expect(handle).toHaveBeenCalledTimes(1);
  });

  it('asks 50 works at a time', async () => {
    const works = new Map(Array.from({ length: 120 }, (_unused, index) => [index + 1, 24] as const));
    const { facts, handle } = catalogue(works);
    expect((await facts.episodeCounts([...works.keys()])).size).toBe(120);
    expect(
      handle.mock.calls.map(([body]) => (body as { variables: { ids: number[] } }).variables.ids.length),
    ).toEqual([50, 50, 20]);
  });

  it('asks again once when the catalogue cannot answer', async () => {
    const { facts } = catalogue(new Map([[1, 12]]), 1);
    expect(await facts.episodeCounts([1])).toEqual(new Map([[1, 12]]));
  });

  it('fails with 503 service/unavailable when the catalogue cannot answer twice, keeping nothing', async () => {
    const { facts } = catalogue(new Map([[1, 12]]), 2);
    const refused = await facts.episodeCounts([1]).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'service/unavailable', status: 503 });
    expect(await facts.episodeCounts([1])).toEqual(new Map([[1, 12]]));
  });
});
