import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import { installAsyncResourceBind } from './async-resource-bind';

describe('AsyncResource.prototype.bind once installed', () => {
  beforeAll(() => installAsyncResourceBind());
  afterEach(() => jest.restoreAllMocks());

  it('runs the function in the async context it was bound in, with its this, arguments and result', () => {
    const storage = new AsyncLocalStorage<string>();
    const bound = storage.run('request-1', () =>
      new AsyncResource('spec').bind(function (this: unknown, a: number, b: number) {
        return { context: storage.getStore(), self: this, sum: a + b };
      }),
    );
    const receiver = { name: 'receiver' };
    expect(storage.run('request-2', () => bound.call(receiver, 2, 3))).toEqual({
      context: 'request-1',
      self: receiver,
      sum: 5,
    });
    expect(bound.length).toBe(2);
  });

  it('uses a given thisArg whatever the call site passes', () => {
    const owner = { id: 'owner' };
    // Node's `bind(fn, thisArg)`; @types/node declares `fn` only.
    const bindWithThis = AsyncResource.prototype.bind as (
      this: AsyncResource,
      fn: () => unknown,
      thisArg: unknown,
    ) => () => unknown;
    const bound = bindWithThis.call(
      new AsyncResource('spec'),
      function (this: unknown) {
        return this;
      },
      owner,
    );
    expect(bound.call({ id: 'other' })).toBe(owner);
  });

  it('keeps the deprecated asyncResource property readable and writable', () => {
    jest.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    const resource = new AsyncResource('spec');
    const bound = resource.bind(() => 'ok') as (() => string) & { asyncResource: unknown };
    expect(Object.keys(bound)).toEqual(['asyncResource']);
    expect(bound.asyncResource).toBe(resource);
    const other = new AsyncResource('other');
    bound.asyncResource = other;
    expect(bound.asyncResource).toBe(other);
    expect(bound()).toBe('ok');
  });

  it('refuses what is not a function as Node does', () => {
    expect(() => new AsyncResource('spec').bind('nope' as unknown as () => void)).toThrow(
      expect.objectContaining({ code: 'ERR_INVALID_ARG_TYPE' }),
    );
  });

  it('installs once', () => {
    const bind = AsyncResource.prototype.bind;
    installAsyncResourceBind();
    expect(AsyncResource.prototype.bind).toBe(bind);
  });
});
