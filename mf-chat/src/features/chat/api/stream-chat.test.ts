import { createApiClient } from '@anifan/contract';
import { fakeStreamResponse } from '../../../testing/fake-stream-response';
import { ChatStreamError, streamChat } from './stream-chat';

const request = { message: 'やあ', history: [], personaId: 'satoru' };
const client = (fetchImpl: typeof fetch) =>
  createApiClient('/api', { getIdToken: async () => null }, fetchImpl);

describe('streamChat', () => {
  it('posts the request and hands over each delta until done', async () => {
    const stream = fakeStreamResponse();
    const fetchImpl = jest.fn().mockResolvedValue(stream.response);
    const deltas: string[] = [];
    const finished = streamChat(client(fetchImpl), request, (d) => deltas.push(d));
    stream.push('data: {"delta":"や"}\n\ndata: {"del');
    stream.push('ta":"あ"}\n\n');
    stream.done();
    await finished;
    expect(deltas).toEqual(['や', 'あ']);
    expect(fetchImpl).toHaveBeenCalledWith('/api/chat/stream', expect.objectContaining({ method: 'POST' }));
    expect(JSON.parse((fetchImpl.mock.calls[0] as [string, RequestInit])[1].body as string)).toEqual(request);
  });

  it.each<[string, (s: ReturnType<typeof fakeStreamResponse>) => void, string]>([
    [
      'an error event',
      (s) => s.push('event: error\ndata: {"error":{"code":"chat/upstream_failed","message":"x"}}\n\n'),
      'chat/upstream_failed',
    ],
    ['a stream that ends without done', (s) => (s.delta('途中'), s.close()), 'stream/truncated'],
  ])('rejects on %s', async (_name, act, code) => {
    const stream = fakeStreamResponse();
    const finished = streamChat(
      client(jest.fn().mockResolvedValue(stream.response)),
      request,
      () => undefined,
    );
    act(stream);
    await expect(finished).rejects.toEqual(new ChatStreamError(code));
  });

  it.each([400, 429, 500, 502])('rejects on HTTP %i', async (status) => {
    const fetchImpl = jest.fn().mockResolvedValue(fakeStreamResponse(status).response);
    await expect(streamChat(client(fetchImpl), request, () => undefined)).rejects.toEqual(
      new ChatStreamError(`http/${status}`),
    );
  });

  it('rejects when the network fails', async () => {
    const fetchImpl = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(streamChat(client(fetchImpl), request, () => undefined)).rejects.toThrow('Failed to fetch');
  });
});
