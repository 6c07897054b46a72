import { waitFor } from '@testing-library/react';
import { MAX_LIST_MERGE_ENTRIES, type ApiClient } from '@anifan/contract';
import { signedIn } from '@anifan/contract/testing';
import { createTestPlatform } from '../../../testing/test-platform';
import type { ListEntry } from '../types';
import { GUEST_LIST_STORAGE_KEY } from './guest-backend';
import { mergeGuestEntries, myListStoreFor } from './store-for-platform';

function entry(mediaId: number): ListEntry {
  return {
    mediaId,
    status: 'PLANNING',
    progress: 0,
    repeat: 0,
    scoreRaw: 0,
    notes: null,
    private: false,
    startedAt: null,
    completedAt: null,
    updatedAt: 1,
  };
}

describe('mergeGuestEntries', () => {
  it('sends a long guest list in requests the endpoint takes, and adds up what each did', async () => {
    const call = jest.fn(async (_name: string, options: { body: { entries: ListEntry[] } }) => ({
      dryRun: false,
      added: options.body.entries.length - 1,
      updated: 1,
      unchanged: 0,
      unknownMediaIds: [],
    }));
    const entries = Array.from({ length: MAX_LIST_MERGE_ENTRIES + 2 }, (_, index) => entry(index + 1));
    const outcome = await mergeGuestEntries({ call: call as unknown as ApiClient['call'] }, entries);
    expect(call.mock.calls.map(([name, options]) => [name, options.body.entries.length])).toEqual([
      ['mergeMediaList', MAX_LIST_MERGE_ENTRIES],
      ['mergeMediaList', 2],
    ]);
    expect(call.mock.calls[0]![1]).toMatchObject({ query: { dryRun: 'false' } });
    expect(outcome).toEqual({ added: MAX_LIST_MERGE_ENTRIES + 2 - 2, updated: 2 });
  });

  it('fails when a request is refused, so the guest copy is kept', async () => {
    const call = jest.fn().mockRejectedValue(new Error('429'));
    await expect(
      mergeGuestEntries({ call: call as unknown as ApiClient['call'] }, [entry(1)]),
    ).rejects.toThrow('429');
  });
});

describe('myListStoreFor', () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'fetch');
    localStorage.clear();
  });

  it("merges at sign-in with this remote's own API client under a shell built before the endpoint", async () => {
    localStorage.setItem(GUEST_LIST_STORAGE_KEY, JSON.stringify([entry(113415)]));
    const platform = createTestPlatform();
    const shellCall = jest.fn().mockRejectedValue(new TypeError('unknown endpoint'));
    Object.assign(platform, { contractVersion: '2.0.0', api: { ...platform.api, call: shellCall } });
    const fetchMock = jest.fn(async (url: string) => {
      if (!url.includes('/list/merge')) throw new TypeError('offline');
      const body = JSON.stringify({ dryRun: false, added: 1, updated: 0, unchanged: 0, unknownMediaIds: [] });
      return {
        ok: true,
        status: 200,
        headers: { get: () => 'application/json' },
        text: async () => body,
      } as unknown as Response;
    });
    Object.assign(globalThis, { fetch: fetchMock });
    const store = myListStoreFor(platform);
    expect(myListStoreFor(platform)).toBe(store);
    platform.setAuth(signedIn());
    await waitFor(() =>
      expect(store.getSnapshot().notice).toBe('ゲストのマイリスト1件をアカウントに追加しました'),
    );
    store.dispose();
    expect(fetchMock).toHaveBeenCalledWith(
      `${platform.config.apiBaseUrl}/list/merge?dryRun=false`,
      expect.objectContaining({
        method: 'POST',
        headers: expect.objectContaining({ Authorization: 'Bearer test-token' }),
      }),
    );
    expect(shellCall).not.toHaveBeenCalled();
    expect(localStorage.getItem(GUEST_LIST_STORAGE_KEY)).toBeNull();
  });
});
