import { defaultRuntimeConfig } from '@anifan/contract';
import { fakeResponse } from '@anifan/contract/testing';
import { loadRuntimeConfig, mergeRuntimeConfig } from './runtime-config';

const defaults = defaultRuntimeConfig('http://127.0.0.1:8080');

describe('mergeRuntimeConfig', () => {
  it.each([
    ['not an object', 'nope', defaults],
    ['an empty object', {}, defaults],
    [
      'a partial answer',
      { apiBaseUrl: '/api', firebase: { emulatorHost: null } },
      { ...defaults, apiBaseUrl: '/api', firebase: { ...defaults.firebase, emulatorHost: null } },
    ],
  ])('fills %s from the defaults', (_label, body, expected) => {
    expect(mergeRuntimeConfig(body, defaults)).toEqual(expected);
  });
});

describe('loadRuntimeConfig', () => {
  it('uses the server config', async () => {
    const body = { ...defaults, apiBaseUrl: '/api', chat: { mode: 'model' } };
    const fetchImpl = jest.fn(async () => fakeResponse(200, JSON.stringify(body)));
    await expect(loadRuntimeConfig('/api/config', 'http://127.0.0.1:8080', fetchImpl)).resolves.toEqual(body);
  });

  it.each([
    ['an HTTP error', async () => fakeResponse(500, '')],
    [
      'an unreachable server',
      async () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('falls back to the defaults on %s', async (_label, fetchImpl) => {
    await expect(
      loadRuntimeConfig('/api/config', 'http://127.0.0.1:8080', jest.fn(fetchImpl)),
    ).resolves.toEqual(defaults);
  });
});
