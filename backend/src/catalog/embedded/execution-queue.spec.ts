import { AppError } from '../../common';
import { ExecutionQueue } from './execution-queue';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('ExecutionQueue', () => {
  it('runs tasks in order, one per turn of the event loop, with other work in between', async () => {
    const queue = new ExecutionQueue({ maxQueuedExecutions: 10 });
    const seen: string[] = [];
    const tasks = ['a', 'b', 'c'].map((name) => queue.run(() => (seen.push(name), name)));
    // Work that arrives while the tasks wait (as a /healthz would) is not held behind all of them.
    const between = (async () => {
      await nextTurn();
      seen.push('other');
    })();
    await expect(Promise.all(tasks)).resolves.toEqual(['a', 'b', 'c']);
    await between;
    expect(seen.indexOf('other')).toBeLessThan(seen.indexOf('c'));
    expect(seen.filter((name) => name !== 'other')).toEqual(['a', 'b', 'c']);
  });

  it('rejects with the task’s own error and goes on with the next', async () => {
    const queue = new ExecutionQueue({ maxQueuedExecutions: 10 });
    const failing = queue.run(() => {
      throw new Error('refused');
    });
    const next = queue.run(() => 'answered');
    await expect(failing).rejects.toThrow('refused');
    await expect(next).resolves.toBe('answered');
  });

  it('refuses at once with 503 and Retry-After when the queue is full', async () => {
    const queue = new ExecutionQueue({ maxQueuedExecutions: 2 });
    const queued = [queue.run(() => 1), queue.run(() => 2)];
    const error = await queue.run(() => 3).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'service/unavailable', headers: { 'Retry-After': '1' } });
    await expect(Promise.all(queued)).resolves.toEqual([1, 2]);
    await expect(queue.run(() => 4)).resolves.toBe(4);
  });
});
