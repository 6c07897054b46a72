import { ReadableStream } from 'node:stream/web';
import { TextEncoder } from 'node:util';
import type { ApiClient, MediaListEntry } from '@anifan/contract';
import { createCatalogClient } from '../../catalog/lib/catalog-client';
import { createAccountBackend, toListEntry } from './account-backend';
import type { ListChange } from './list-backend';

const URL = 'http://gateway.test/graphql';

interface Sent {
  operationName: string;
  variables: Record<string, unknown>;
  authorization: string | null;
}

function serverEntry(fields: Partial<MediaListEntry> = {}): MediaListEntry {
  return {
    id: 7,
    mediaId: 113415,
    status: 'CURRENT',
    scoreRaw: 85,
    progress: 3,
    repeat: 0,
    private: false,
    notes: null,
    startedAt: { year: 2026, month: 11, day: 20 },
    completedAt: { year: null, month: null, day: null },
    updatedAt: 1_764_000_000,
    ...fields,
  };
}

function setup(answer: (sent: Sent) => unknown, token: string | null = 'id-token') {
  const sent: Sent[] = [];
  const fetchImpl = async (_url: RequestInfo | globalThis.URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as Omit<Sent, 'authorization'>;
    const headers = Object.entries((init?.headers ?? {}) as Record<string, string>);
    const authorization = headers.find(([name]) => name.toLowerCase() === 'authorization')?.[1] ?? null;
    const request = { ...body, authorization };
    sent.push(request);
    const text = JSON.stringify(answer(request));
    return {
      status: 200,
      ok: true,
      headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
      text: async () => text,
    } as unknown as Response;
  };
  const { apollo } = createCatalogClient({ graphqlUrl: URL, fetch: fetchImpl as typeof fetch });
  const stream = jest.fn<ReturnType<ApiClient['stream']>, Parameters<ApiClient['stream']>>();
  const backend = createAccountBackend({
    apollo,
    auth: { getIdToken: async () => token },
    api: { stream: stream as ApiClient['stream'] },
    retryMs: 5,
  });
  return { backend, sent, stream };
}

function sseResponse(chunks: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return { ok: true, status: 200, body } as unknown as Response;
}

describe('the account list over /graphql', () => {
  it("reads the viewer's whole list with the ID token, dates and scores as the page uses them", async () => {
    const { backend, sent } = setup(({ operationName }) =>
      operationName === 'GetViewer'
        ? {
            data: {
              Viewer: { id: 12, name: 'alice', mediaListOptions: { scoreFormat: 'POINT_10_DECIMAL' } },
            },
          }
        : {
            data: {
              MediaListCollection: {
                lists: [
                  { status: 'CURRENT', entries: [{ ...serverEntry(), media: null }] },
                  {
                    status: 'PLANNING',
                    entries: [
                      { ...serverEntry({ id: 8, mediaId: 1, status: 'PLANNING', scoreRaw: 0 }), media: null },
                    ],
                  },
                ],
              },
            },
          },
    );
    const entries = await backend.load();
    expect(sent.map((request) => [request.operationName, request.authorization])).toEqual([
      ['GetViewer', 'Bearer id-token'],
      ['GetMyMediaList', 'Bearer id-token'],
    ]);
    expect(sent[1]!.variables).toEqual({ userId: 12 });
    expect(entries).toEqual([
      {
        mediaId: 113415,
        status: 'CURRENT',
        progress: 3,
        repeat: 0,
        scoreRaw: 85,
        notes: null,
        private: false,
        startedAt: { year: 2026, month: 11, day: 20 },
        completedAt: null,
        updatedAt: 1_764_000_000_000,
      },
      expect.objectContaining({ mediaId: 1, status: 'PLANNING' }),
    ]);
  });

  it('saves the whole entry, a missing date sent as an empty FuzzyDate (which clears it)', async () => {
    const { backend, sent } = setup(() => ({ data: { SaveMediaListEntry: serverEntry({ progress: 4 }) } }));
    const kept = await backend.save({
      ...toListEntry(serverEntry(), 0)!,
      progress: 4,
      notes: 'メモ',
    });
    expect(sent[0]).toMatchObject({
      operationName: 'SaveMediaListEntry',
      authorization: 'Bearer id-token',
      variables: {
        mediaId: 113415,
        status: 'CURRENT',
        progress: 4,
        scoreRaw: 85,
        notes: 'メモ',
        completedAt: { year: null, month: null, day: null },
      },
    });
    expect(kept.progress).toBe(4);
  });

  it('fails a save the server refuses (a GraphQL error), so the store rolls it back', async () => {
    const { backend } = setup(() => ({
      errors: [{ message: 'validation', status: 400 }],
      data: { SaveMediaListEntry: null },
    }));
    await expect(backend.save(toListEntry(serverEntry(), 0)!)).rejects.toThrow();
  });

  it('fails without a token instead of writing as nobody', async () => {
    const { backend, sent } = setup(() => ({ data: null }), null);
    await expect(backend.load()).rejects.toThrow('auth/signed_out');
    expect(sent).toHaveLength(0);
  });

  it("removes by the entry's id, asking for it when the list has not been read", async () => {
    const { backend, sent } = setup(({ operationName }) =>
      operationName === 'GetMediaListEntry'
        ? { data: { Media: { id: 113415, mediaListEntry: serverEntry({ id: 99 }) } } }
        : { data: { DeleteMediaListEntry: { deleted: true } } },
    );
    await backend.remove(113415);
    expect(sent.map((request) => [request.operationName, request.variables])).toEqual([
      ['GetMediaListEntry', { mediaId: 113415 }],
      ['DeleteMediaListEntry', { id: 99 }],
    ]);
  });

  it('removes nothing when the work is not on the list', async () => {
    const { backend, sent } = setup(() => ({ data: { Media: { id: 1, mediaListEntry: null } } }));
    await backend.remove(1);
    expect(sent.map((request) => request.operationName)).toEqual(['GetMediaListEntry']);
  });
});

describe('the list stream', () => {
  it('hands on saved and deleted entries as they arrive, and a reset', async () => {
    const { backend, stream } = setup(() => ({ data: null }));
    const storedEntry = {
      ...serverEntry({ progress: 5 }),
      updatedAt: 1_764_000_000_123,
      userId: 1,
      revision: 3,
    };
    stream.mockResolvedValueOnce(
      sseResponse([
        'retry: 3000\n\n: heartbeat\n\n',
        `id: 1\nevent: saved\ndata: ${JSON.stringify({ entry: storedEntry })}\n\n`,
        'id: 2\nevent: deleted\ndata: {"entry":{"id":7,"mediaId":9,"revision":4}}\n\nevent: reset\ndata: {}\n\n',
      ]),
    );
    stream.mockResolvedValue({
      ok: true,
      status: 200,
      body: new ReadableStream<Uint8Array>({ start: () => undefined }),
    } as unknown as Response);
    const changes: ListChange[] = [];
    const stop = backend.listen((change) => changes.push(change));
    await new Promise((resolve) => setTimeout(resolve, 20));
    stop();
    expect(stream).toHaveBeenCalledWith(
      'mediaListEvents',
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    expect(changes).toEqual([
      {
        kind: 'saved',
        entry: expect.objectContaining({ mediaId: 113415, progress: 5, updatedAt: 1_764_000_000_123 }),
      },
      { kind: 'removed', mediaId: 9 },
      { kind: 'reset' },
      // The stream closed: once open again, the list is read again for what it missed.
      { kind: 'reset' },
    ]);
  });

  it('opens the stream again after a refusal, and stops when told', async () => {
    const { backend, stream } = setup(() => ({ data: null }));
    stream.mockResolvedValue({ ok: false, status: 429, body: null } as unknown as Response);
    const stop = backend.listen(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 30));
    stop();
    const calls = stream.mock.calls.length;
    expect(calls).toBeGreaterThan(1);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(stream.mock.calls.length).toBe(calls);
  });
});
