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
    jest.useFakeTimers();
    try {
      let settled = false;
      const live = new Promise<GraphQLAnswer>(() => undefined).finally(() => (settled = true));
      let outcome: GraphQLAnswer | null | undefined;
      void fallback.race(live).then((answer) => (outcome = answer));
      await jest.advanceTimersByTimeAsync(99);
      expect(outcome).toBeUndefined();
      await jest.advanceTimersByTimeAsync(1);
      expect(outcome).toBeNull();
      expect(settled).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });

  it('gives way to the fallback at once when upstream fails, before any deadline', async () => {
    jest.useFakeTimers();
    try {
      const failing = Promise.reject(new UpstreamError('circuit_open', 'AniList', 'paused'));
      await expect(fallback.race(failing)).resolves.toBeNull();
    } finally {
      jest.useRealTimers();
    }
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
