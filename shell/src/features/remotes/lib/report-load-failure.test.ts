import { InvalidContributedPageError } from './contributed-routes';
import { ContractMismatchError } from './remote-contract';
import { reportRemoteLoadFailure } from './report-load-failure';

const URL = 'http://127.0.0.1/api/telemetry/remote-load-failure';

/** jsdom's Blob has no `text()`; FileReader reads it. */
function sentJson(body: Blob): Promise<unknown> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(JSON.parse(String(reader.result)));
    reader.readAsText(body);
  });
}

describe('reportRemoteLoadFailure', () => {
  it('sends the remote and a short reason as JSON with a beacon', async () => {
    const beacon = jest.fn((_url: string, _body: Blob) => true);
    reportRemoteLoadFailure(URL, 'mf_chat', new Error('x'.repeat(500)), beacon);
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, body] = beacon.mock.calls[0]!;
    expect(url).toBe(URL);
    expect(body.type).toBe('application/json');
    expect(await sentJson(body)).toEqual({ remote: 'mf_chat', kind: 'load_failed', reason: 'x'.repeat(200) });
  });

  it('tells a remote of another contract major from one that failed to load', async () => {
    const beacon = jest.fn((_url: string, _body: Blob) => true);
    reportRemoteLoadFailure(URL, 'mf_chat', new ContractMismatchError('mf_chat', '2.0.0'), beacon);
    expect(await sentJson(beacon.mock.calls[0]![1])).toMatchObject({
      remote: 'mf_chat',
      kind: 'contract_mismatch',
    });
  });

  it('reports a page declaration the shell refuses as a contract mismatch, saying why', async () => {
    const beacon = jest.fn((_url: string, _body: Blob) => true);
    const refused = new InvalidContributedPageError('mf_anime', 'page 1: module MyList is not exposed');
    reportRemoteLoadFailure(URL, 'mf_anime', refused, beacon);
    expect(await sentJson(beacon.mock.calls[0]![1])).toEqual({
      remote: 'mf_anime',
      kind: 'contract_mismatch',
      reason: 'mf_anime contributes a page the shell cannot add: page 1: module MyList is not exposed',
    });
  });

  it('falls back to fetch when the beacon is refused, and swallows its failure', async () => {
    const fetchMock = jest.fn().mockRejectedValue(new TypeError('offline'));
    global.fetch = fetchMock;
    reportRemoteLoadFailure(URL, 'mf_anime', 'boom', () => false);
    expect(fetchMock).toHaveBeenCalledWith(URL, expect.objectContaining({ method: 'POST', keepalive: true }));
    await Promise.resolve();
  });

  it('never throws, even when sending throws', () => {
    expect(() =>
      reportRemoteLoadFailure(URL, 'mf_demos', 'boom', () => {
        throw new Error('beacon broke');
      }),
    ).not.toThrow();
  });
});
