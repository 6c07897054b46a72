// CSS modules in tests: every class name maps to itself, so tests can query by it.
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : key) });
