import { createRemoteRegistry } from './remote-registry';

describe('createRemoteRegistry', () => {
  it('fetches and registers the manifest once', async () => {
    const fetchManifest = jest.fn(async () => ({ mf_chat: 'http://a/remoteEntry.js' }));
    const register = jest.fn();
    const registry = createRemoteRegistry({ fetchManifest, register });
    await registry.ready();
    await registry.ready();
    expect(fetchManifest).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledTimes(1);
    expect(registry.manifestFailed()).toBe(false);
  });

  it('reports a failed fetch and fetches again on the next attempt', async () => {
    const fetchManifest = jest
      .fn()
      .mockRejectedValueOnce(new Error('503'))
      .mockResolvedValueOnce({ mf_chat: 'http://a/remoteEntry.js' });
    const register = jest.fn();
    const registry = createRemoteRegistry({ fetchManifest, register });
    const states: boolean[] = [];
    registry.manifestFailed$.subscribe((failed) => states.push(failed));

    await expect(registry.ready()).rejects.toThrow('503');
    expect(registry.manifestFailed()).toBe(true);
    await expect(registry.ready()).resolves.toEqual({ mf_chat: 'http://a/remoteEntry.js' });
    expect(register).toHaveBeenCalledTimes(1);
    expect(states).toEqual([false, true, false]);
  });
});
