// AsyncResource.prototype.bind without Node 20's per-call util.deprecate() wrappers, which made every
// request with a body several times dearer than one without (issue #15).
import { AsyncResource } from 'node:async_hooks';

/**
 * Fastify 5.11 binds a new AsyncResource around every body it parses. On Node 20, `bind()` defines
 * the deprecated `asyncResource` accessor (DEP0172) through two fresh `util.deprecate()` wrappers,
 * and each wrapper's `Object.setPrototypeOf` gives it a hidden class of its own in the old
 * generation, pointing at the request's young objects: they all outlived the young-generation
 * collections. A `POST /graphql` answered from the cache cost 65 µs of CPU instead of 35 µs, and
 * every write paid the same (fastify/fastify#7012 drops that `bind()` upstream, for this reason).
 *
 * This `bind()` keeps what callers can observe: the function runs in the resource's async scope with
 * the same `this`, arguments and `length`, and `asyncResource` still reads (and writes) the resource
 * with the same deprecation warning, through one shared accessor instead of two wrappers per call.
 */
const installed = Symbol.for('anifan.asyncResourceBind');
/** The resource `asyncResource` reads and writes, kept on the bound function itself. */
const RESOURCE = Symbol('asyncResource');

type Bound = ((...args: unknown[]) => unknown) & { [RESOURCE]?: unknown };

export function installAsyncResourceBind(): void {
  const prototype = AsyncResource.prototype as AsyncResource & { [installed]?: true };
  if (prototype[installed]) return;
  const original = prototype.bind as (this: AsyncResource, fn: unknown, thisArg?: unknown) => Bound;
  let warned = false;
  const warn = (): void => {
    if (warned) return;
    warned = true;
    process.emitWarning(
      'The asyncResource property on bound functions is deprecated',
      'DeprecationWarning',
      'DEP0172',
    );
  };
  const asyncResource: PropertyDescriptor = {
    configurable: true,
    enumerable: true,
    get(this: Bound) {
      warn();
      return this[RESOURCE];
    },
    set(this: Bound, value: unknown) {
      warn();
      this[RESOURCE] = value;
    },
  };
  const bindTo = (resource: AsyncResource, fn: Bound, thisArg: unknown): Bound => {
    const bound: Bound =
      thisArg === undefined
        ? function (this: unknown, ...args: unknown[]) {
            return resource.runInAsyncScope(fn, this, ...args);
          }
        : (...args: unknown[]) => resource.runInAsyncScope(fn, thisArg, ...args);
    Object.defineProperty(bound, 'length', {
      configurable: true,
      enumerable: false,
      value: fn.length,
      writable: false,
    });
    Object.defineProperty(bound, 'asyncResource', asyncResource);
    bound[RESOURCE] = resource;
    return bound;
  };
  function bind(this: AsyncResource, fn: unknown, thisArg?: unknown): Bound {
    // Node's own checks and errors for anything that is not a function.
    if (typeof fn !== 'function') return original.call(this, fn, thisArg);
    return bindTo(this, fn as Bound, thisArg);
  }
  Object.defineProperty(prototype, 'bind', {
    configurable: true,
    enumerable: false,
    writable: true,
    value: bind,
  });
  Object.defineProperty(prototype, installed, { value: true });
}
