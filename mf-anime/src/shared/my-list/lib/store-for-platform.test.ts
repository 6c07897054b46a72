import { MAX_LIST_MERGE_ENTRIES, type ApiClient } from '@anifan/contract';
import type { ListEntry } from '../types';
import { mergeGuestEntries } from './store-for-platform';

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
