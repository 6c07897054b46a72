import { Logger } from '@nestjs/common';
import { AutoFallback } from './auto-fallback';
import type { GraphQLAnswer } from '../catalog-types';
import { UpstreamError } from './upstream-error';

const after = <T>(ms: number, value: () => T): Promise<T> =>
  new Promise((resolve, reject) =>
    setTimeout(() => {
      try {
        resolve(value());
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    }, ms),
  );

const fallback = new AutoFallback({ fallbackAfterMs: 100 });

afterEach(() => jest.restoreAllMocks());

describe('AutoFallback', () => {
  it('answers with the live answer when it comes in time', async () => {
    const answer: GraphQLAnswer = { data: { Media: { id: 1 } } };
    await expect(fallback.race(after(10, () => answer))).resolves.toBe(answer);
  });

  it('gives way to the fallback at the deadline, leaving the live call running', async () => {
    let settled = false;
    const live = after(300, () => ({ data: {} })).finally(() => (settled = true));
    const started = performance.now();
    await expect(fallback.race(live)).resolves.toBeNull();
    expect(performance.now() - started).toBeLessThan(250);
    expect(settled).toBe(false);
    await live;
  });

  it('gives way to the fallback at once when upstream fails', async () => {
    const started = performance.now();
    const failing = Promise.reject(new UpstreamError('circuit_open', 'AniList', 'paused'));
    await expect(fallback.race(failing)).resolves.toBeNull();
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('rethrows an error that is not an upstream failure', async () => {
    await expect(fallback.race(Promise.reject(new TypeError('bug')))).rejects.toThrow('bug');
  });

  it('logs a late programming error instead of leaving it unhandled', async () => {
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const live = after<GraphQLAnswer>(150, () => {
      throw new TypeError('late bug');
    });
    await expect(fallback.race(live)).resolves.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(error).toHaveBeenCalledWith(expect.stringContaining('late bug'));
  });
});
