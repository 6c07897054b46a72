import { CONTRACT_VERSION, type RemoteManifest, type RemoteName } from '@anifan/contract';
import { ContractMismatchError } from './remote-contract';
import { createContributedPages } from './contributed-pages';
import { contributedRoutesOf, InvalidContributedPageError } from './contributed-routes';

const myList = { path: '/myList', title: 'マイリスト', navLabel: 'マイリスト', module: 'MyList' };
const ranking = { path: '/ranking', title: 'ランキング', module: 'Ranking' };

/** A remote's mf-manifest.json as its build writes it. */
function federationManifest(pages: unknown, options: { contract?: string; exposes?: string[] } = {}) {
  return {
    id: 'mf_anime',
    metaData: { anifanContract: options.contract ?? CONTRACT_VERSION, anifanPages: pages },
    exposes: (options.exposes ?? ['AnimeHome', 'MyList', 'Ranking']).map((name) => ({
      id: `mf_anime:${name}`,
      name,
      path: `./${name}`,
    })),
  };
}

describe('contributedRoutesOf', () => {
  it("routes each declared page to the remote's exposed module", () => {
    expect(contributedRoutesOf('mf_anime', federationManifest([myList, ranking]))).toEqual({
      routes: [
        { ...myList, remote: 'mf_anime' },
        { ...ranking, remote: 'mf_anime' },
      ],
      refused: [],
    });
  });

  it.each([
    ['a manifest without pages', { metaData: { anifanContract: CONTRACT_VERSION }, exposes: [] }],
    ['no manifest at all', null],
    ['a manifest of another major without pages', { metaData: { anifanContract: '99.0.0' } }],
  ])('adds nothing and refuses nothing for %s', (_label, body) => {
    expect(contributedRoutesOf('mf_anime', body)).toEqual({ routes: [], refused: [] });
  });

  it('skips a refused declaration, saying why, and keeps the others', () => {
    const { routes, refused } = contributedRoutesOf(
      'mf_anime',
      federationManifest([myList, { ...ranking, module: 'Missing' }]),
    );
    expect(routes).toEqual([{ ...myList, remote: 'mf_anime' }]);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toBeInstanceOf(InvalidContributedPageError);
    expect(refused[0]!.message).toBe(
      'mf_anime contributes a page the shell cannot add: page 2: module Missing is not exposed',
    );
  });

  it('checks the module against what the manifest says the remote exposes', () => {
    const { routes } = contributedRoutesOf(
      'mf_anime',
      federationManifest([myList], { exposes: ['AnimeHome'] }),
    );
    expect(routes).toEqual([]);
  });

  it('adds no page of a remote built against another major, as a contract mismatch', () => {
    const { routes, refused } = contributedRoutesOf(
      'mf_anime',
      federationManifest([myList], { contract: '99.0.0' }),
    );
    expect(routes).toEqual([]);
    expect(refused).toEqual([expect.any(ContractMismatchError)]);
  });
});

describe('createContributedPages', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  /** Manifest reads the test answers by hand, by remoteEntry URL. */
  function setUp() {
    const reads = new Map<string, { resolve: (body: unknown) => void; reject: (cause: Error) => void }>();
    const readManifest = jest.fn(
      (entry: string) =>
        new Promise<unknown>((resolve, reject) => {
          reads.set(entry, { resolve, reject });
        }),
    );
    const report = jest.fn<void, [RemoteName, Error]>();
    const pages = createContributedPages({ readManifest, report });
    const settle = async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    };
    return { pages, reads, readManifest, report, settle };
  }

  const listed: RemoteManifest = {
    mf_anime: 'http://127.0.0.1/remotes/mf-anime/remoteEntry.js',
    mf_demos: 'https://cdn.example.com/mf-demos/remoteEntry.js',
  };

  it('waits with no pages until it is told which remotes there are', () => {
    const { pages, readManifest } = setUp();
    expect(pages.snapshot()).toEqual({ routes: [], pending: true });
    expect(readManifest).not.toHaveBeenCalled();
  });

  it("reads every listed remote's manifest at once and adds pages as each arrives", async () => {
    const { pages, reads, readManifest, settle } = setUp();
    pages.load(listed);
    expect(readManifest.mock.calls.map(([entry]) => entry)).toEqual([listed.mf_anime, listed.mf_demos]);

    reads.get(listed.mf_demos!)!.resolve(federationManifest([ranking]));
    await settle();
    expect(pages.snapshot()).toEqual({ routes: [{ ...ranking, remote: 'mf_demos' }], pending: true });

    reads.get(listed.mf_anime!)!.resolve(federationManifest([myList]));
    await settle();
    // In REMOTE_NAMES order, whichever manifest came first.
    expect(pages.snapshot()).toEqual({
      routes: [
        { ...myList, remote: 'mf_anime' },
        { ...ranking, remote: 'mf_demos' },
      ],
      pending: false,
    });
  });

  it('publishes a new state only when the pages or pending change, since the app re-renders on each', async () => {
    const { pages, reads, settle } = setUp();
    const states: unknown[] = [];
    const subscription = pages.state$.subscribe((state) => states.push(state));
    pages.load(listed);
    reads.get(listed.mf_anime!)!.resolve(federationManifest([]));
    await settle();
    expect(states).toEqual([{ routes: [], pending: true }]);

    reads.get(listed.mf_demos!)!.resolve(federationManifest([ranking]));
    await settle();
    expect(states).toEqual([
      { routes: [], pending: true },
      { routes: [{ ...ranking, remote: 'mf_demos' }], pending: false },
    ]);
    pages.load(listed);
    expect(states).toHaveLength(3);
    expect(states[2]).toEqual({ routes: [], pending: true });
    subscription.unsubscribe();
  });

  it('leaves out the pages of a remote that is down; the others are added', async () => {
    const { pages, reads, report, settle } = setUp();
    pages.load(listed);
    reads.get(listed.mf_anime!)!.reject(new TypeError('Failed to fetch'));
    reads.get(listed.mf_demos!)!.resolve(federationManifest([ranking]));
    await settle();
    expect(pages.snapshot()).toEqual({ routes: [{ ...ranking, remote: 'mf_demos' }], pending: false });
    expect(report).not.toHaveBeenCalled();
  });

  it('skips a refused declaration, warns in the console and reports it for that remote', async () => {
    const { pages, reads, report, settle } = setUp();
    pages.load({ mf_demos: listed.mf_demos });
    reads.get(listed.mf_demos!)!.resolve(federationManifest([ranking, { ...myList, path: '/favorites' }]));
    await settle();
    expect(pages.snapshot().routes).toEqual([{ ...ranking, remote: 'mf_demos' }]);
    const message =
      "mf_demos contributes a page the shell cannot add: page 2: path /favorites is one of the app's fixed routes";
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0]![0]).toBe('mf_demos');
    expect(report.mock.calls[0]![1]).toBeInstanceOf(InvalidContributedPageError);
    expect(report.mock.calls[0]![1].message).toBe(message);
    expect(warn).toHaveBeenCalledWith(message);
  });

  it.each([
    ['the earlier remote answers first', ['mf_anime', 'mf_demos'] as const],
    ['the later remote answers first', ['mf_demos', 'mf_anime'] as const],
  ])('gives a path two remotes claim to the earlier one in REMOTE_NAMES when %s', async (_label, order) => {
    const { pages, reads, report, settle } = setUp();
    pages.load(listed);
    for (const remote of order) {
      reads.get(listed[remote]!)!.resolve(federationManifest([{ ...myList, title: remote }]));
      await settle();
    }
    expect(pages.snapshot()).toEqual({
      routes: [{ ...myList, title: 'mf_anime', remote: 'mf_anime' }],
      pending: false,
    });
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0]![0]).toBe('mf_demos');
    expect(report.mock.calls[0]![1].message).toBe(
      "mf_demos contributes a page the shell cannot add: path /myList is mf_anime's",
    );
  });

  it('has nothing pending when /remotes.json could not be read, and reads once it is', async () => {
    const { pages, reads, settle } = setUp();
    pages.load(null);
    expect(pages.snapshot()).toEqual({ routes: [], pending: false });
    pages.load({ mf_anime: listed.mf_anime });
    expect(pages.snapshot().pending).toBe(true);
    reads.get(listed.mf_anime!)!.resolve(federationManifest([myList]));
    await settle();
    expect(pages.snapshot()).toEqual({ routes: [{ ...myList, remote: 'mf_anime' }], pending: false });
  });

  it('is settled at once when /remotes.json lists no remote', () => {
    const { pages } = setUp();
    pages.load({});
    expect(pages.snapshot()).toEqual({ routes: [], pending: false });
  });
});
