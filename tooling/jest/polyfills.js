// jsdom lacks these Node globals that the Firebase SDK, Apollo and router code expect.
const util = require('node:util');
Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
