import { CONTRACT_VERSION } from '@anifan/contract';
import {
  adoptEarlyReads,
  checkRemoteContract,
  ContractMismatchError,
  readFederationManifest,
  readRemoteContractEarly,
} from './remote-contract';

const ENTRY = 'https://chat.example.com/v42/remoteEntry.js';
const manifest = (contract?: unknown) => async () => ({
  id: 'mf_chat',
  metaData: contract === undefined ? {} : { anifanContract: contract },
});

describe('checkRemoteContract', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it("reads the manifest beside the remoteEntry and accepts the shell's own major", async () => {
    const fetchJson = jest.fn(manifest(CONTRACT_VERSION));
    await expect(checkRemoteContract('mf_chat', ENTRY, fetchJson)).resolves.toBeUndefined();
    expect(fetchJson).toHaveBeenCalledWith('https://chat.example.com/v42/mf-manifest.json');
  });

  it('accepts another minor or patch of the same major', async () => {
    const [major] = CONTRACT_VERSION.split('.');
    await expect(checkRemoteContract('mf_chat', ENTRY, manifest(`${major}.99.7`))).resolves.toBeUndefined();
  });

  it.each([['99.0.0'], ['0.9.0'], [undefined], [42], ['banana']])(
    'refuses a remote that states %j, and says why in the console',
    async (stated) => {
      const check = checkRemoteContract('mf_chat', ENTRY, manifest(stated));
      await expect(check).rejects.toBeInstanceOf(ContractMismatchError);
      await expect(check).rejects.toThrow(`but this shell speaks ${CONTRACT_VERSION}`);
      expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('mf_chat was built against'));
    },
  );

  it('fails as a load failure, not a mismatch, when the manifest cannot be read', async () => {
    const check = checkRemoteContract('mf_chat', ENTRY, () =>
      Promise.reject(new TypeError('Failed to fetch')),
    );
    await expect(check).rejects.toThrow(
      "mf_chat's https://chat.example.com/v42/mf-manifest.json could not be read",
    );
    await expect(check).rejects.not.toBeInstanceOf(ContractMismatchError);
  });

  describe('with the manifest read started early', () => {
    // Each test its own remoteEntry: an early read is kept per manifest URL until a check takes it.
    let version = 0;
    const entry = () => `https://chat.example.com/v${(version += 1)}/remoteEntry.js`;

    it('takes the early read over instead of reading again, then reads afresh for the next check (再試行)', async () => {
      const url = entry();
      const early = jest.fn(manifest(CONTRACT_VERSION));
      readRemoteContractEarly(url, early);
      readRemoteContractEarly(url, early);
      expect(early).toHaveBeenCalledTimes(1);
      expect(early).toHaveBeenCalledWith(url.replace('remoteEntry.js', 'mf-manifest.json'));
      const later = jest.fn(manifest(CONTRACT_VERSION));
      await expect(checkRemoteContract('mf_chat', url, later)).resolves.toBeUndefined();
      expect(later).not.toHaveBeenCalled();
      await expect(checkRemoteContract('mf_chat', url, later)).resolves.toBeUndefined();
      expect(later).toHaveBeenCalledTimes(1);
    });

    it('serves a manifest the boot script read (adopted) once, to whichever reader asks first', async () => {
      const url = entry();
      const body = { id: 'mf_chat', metaData: { anifanContract: CONTRACT_VERSION } };
      const fetchSpy = jest.fn(async () => ({ ok: true, json: async () => body }));
      const saved = globalThis.fetch;
      globalThis.fetch = fetchSpy as unknown as typeof fetch;
      try {
        adoptEarlyReads(
          new Map([[url.replace('remoteEntry.js', 'mf-manifest.json'), Promise.resolve(body)]]),
        );
        await expect(readFederationManifest(url)).resolves.toBe(body);
        expect(fetchSpy).not.toHaveBeenCalled();
        // Taken: the next read (the contract check's, or a retry) asks the server again.
        await expect(readFederationManifest(url)).resolves.toEqual(body);
        expect(fetchSpy).toHaveBeenCalledTimes(1);
      } finally {
        globalThis.fetch = saved;
      }
    });

    it('refuses a remote of another major from the early read', async () => {
      const url = entry();
      readRemoteContractEarly(url, manifest('99.0.0'));
      await expect(checkRemoteContract('mf_chat', url, manifest(CONTRACT_VERSION))).rejects.toBeInstanceOf(
        ContractMismatchError,
      );
    });

    it('reports an early read that failed as the check failing to read, and reads again on retry', async () => {
      const url = entry();
      readRemoteContractEarly(url, () => Promise.reject(new TypeError('Failed to fetch')));
      const retry = jest.fn(manifest(CONTRACT_VERSION));
      await expect(checkRemoteContract('mf_chat', url, retry)).rejects.toThrow('could not be read');
      expect(retry).not.toHaveBeenCalled();
      await expect(checkRemoteContract('mf_chat', url, retry)).resolves.toBeUndefined();
      expect(retry).toHaveBeenCalledTimes(1);
    });
  });
});
