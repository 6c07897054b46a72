import { fakeResponse } from '@anifan/contract/testing';
import { fetchRemoteManifest, parseRemoteManifest, RemoteManifestError } from './remote-manifest';

const base = 'http://127.0.0.1:8080/remotes.json';

describe('parseRemoteManifest', () => {
  it.each([
    [
      'resolves a path against the manifest URL',
      { mf_chat: '/remotes/mf-chat/remoteEntry.js' },
      { mf_chat: 'http://127.0.0.1:8080/remotes/mf-chat/remoteEntry.js' },
    ],
    [
      'keeps another origin as it is',
      { mf_demos: 'https://cdn.example.com/mf-demos/v2/remoteEntry.js' },
      { mf_demos: 'https://cdn.example.com/mf-demos/v2/remoteEntry.js' },
    ],
    ['drops unknown remote names', { mf_other: 'https://x/remoteEntry.js' }, {}],
    ['drops non-string entries', { mf_chat: 42 }, {}],
    ['drops non-http URLs', { mf_chat: 'javascript:alert(1)' }, {}],
  ])('%s', (_label, body, expected) => {
    expect(parseRemoteManifest(body, base)).toEqual(expected);
  });

  it.each([
    ['an array', []],
    ['null', null],
    ['a string', 'x'],
  ])('refuses %s', (_label, body) => {
    expect(() => parseRemoteManifest(body, base)).toThrow(RemoteManifestError);
  });
});

describe('fetchRemoteManifest', () => {
  it('reads the manifest', async () => {
    const fetchImpl = jest.fn(async () =>
      fakeResponse(200, '{"mf_anime":"/remotes/mf-anime/remoteEntry.js"}'),
    );
    await expect(fetchRemoteManifest(base, fetchImpl)).resolves.toEqual({
      mf_anime: 'http://127.0.0.1:8080/remotes/mf-anime/remoteEntry.js',
    });
  });

  it.each([
    ['an HTTP error', async () => fakeResponse(503, '')],
    ['a body that is not JSON', async () => fakeResponse(200, '<html>')],
    [
      'a network failure',
      async () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('fails with RemoteManifestError on %s', async (_label, fetchImpl) => {
    await expect(fetchRemoteManifest(base, jest.fn(fetchImpl))).rejects.toBeInstanceOf(RemoteManifestError);
  });
});
