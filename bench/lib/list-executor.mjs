// Issue #33's pairing for the list API's own executor (backend/src/media-list/graphql/list-execution.ts)
// against the standard library it replaces, graphql-js's execute: the same collection document over
// the same schema, resolvers (the list's nodes, QueryRoot) and data, in this process of its own, the two
// alternated. Run by the list part (media-list.mjs) with a file holding the document, its variables and
// the entries and works of a collection the backend answered; prints one JSON line.
//
// The data are the backend's own answer taken apart: the entries as the store keeps them and each work
// as the catalogue answered it, handed over by stand-ins of the store and the catalogue that answer at
// once, so only the executors differ. graphql-js calls the nodes through a field resolver that does
// what the own executor does (a node's method with the arguments, the context and the resolve info; a
// work's field by response key); it also checks and serialises every leaf, as it always does.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from '../../scripts/lib/processes.mjs';

const dist = path.join(root, 'backend/dist');
const require = createRequire(path.join(dist, 'main.js'));
// The backend's own graphql-js, so its schema is the one execute checks against.
const { execute, getOperationAST, parse } = require('graphql');
const { catalogSchema } = require(path.join(dist, 'catalog/graphql/schema.js'));
const { ListContext } = require(path.join(dist, 'media-list/graphql/list-context.js'));
const { executeList } = require(path.join(dist, 'media-list/graphql/list-execution.js'));
const { ListNode, QueryRoot } = require(path.join(dist, 'media-list/graphql/list-nodes.js'));

const ROUNDS = 7;
/** Executions per contender per round (each a whole collection). */
const RUNS = Number(process.env.LIST_EXECUTOR_RUNS ?? 10);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const { query, variables, owner, entries, works } = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const byMedia = new Map(works.map((work) => [work.id, work.media]));
const store = {
  userById: async (id) => (id === owner.id ? owner : null),
  userByName: async (name) => (name === owner.name ? owner : null),
  entries: async () => entries,
};
const media = { load: async (mediaId) => byMedia.get(mediaId) ?? null };
const viewer = { uid: 'bench-viewer', user: owner };
const context = () => new ListContext(store, viewer, media);

const document = parse(query);
const operation = getOperationAST(document, null);

/** The own executor's resolve, for graphql-js: a node's field or method; a work's field by response key. */
function fieldResolver(source, args, contextValue, info) {
  if (!(source instanceof ListNode)) return source[info.path.key];
  const property = source[info.fieldName];
  return typeof property === 'function' ? property.call(source, args, contextValue, info) : property;
}

const own = () => executeList(document, operation, variables, new QueryRoot(), context());
const library = () =>
  execute({
    schema: catalogSchema,
    document,
    rootValue: new QueryRoot(),
    contextValue: context(),
    variableValues: variables,
    fieldResolver,
  });

const ownAnswer = await own();
const libraryAnswer = await library();
if (ownAnswer.errors.length > 0 || libraryAnswer.errors)
  throw new Error(`an executor failed: ${JSON.stringify(ownAnswer.errors[0] ?? libraryAnswer.errors?.[0])}`);
const sameAnswer = JSON.stringify(ownAnswer.data) === JSON.stringify(libraryAnswer.data);

async function opsPerSecond(run) {
  const started = performance.now();
  for (let i = 0; i < RUNS; i += 1) await run();
  return (RUNS * 1000) / (performance.now() - started);
}

// Warm-up, then rounds alternated (which goes first too), so drift on the shared machine hits both.
await opsPerSecond(own);
await opsPerSecond(library);
const rounds = [];
for (let round = 0; round < ROUNDS; round += 1) {
  const [first, second] = round % 2 === 0 ? [own, library] : [library, own];
  const a = await opsPerSecond(first);
  const b = await opsPerSecond(second);
  rounds.push(round % 2 === 0 ? { own: a, library: b } : { own: b, library: a });
}
console.log(
  JSON.stringify({
    entries: entries.length,
    own_ops_s: Number(median(rounds.map((r) => r.own)).toFixed(1)),
    graphql_js_ops_s: Number(median(rounds.map((r) => r.library)).toFixed(1)),
    ratio: Number(median(rounds.map((r) => r.own / r.library)).toFixed(2)),
    same_answer: sameAnswer,
  }),
);
