// `@anifan/contract/http-schemas`: the zod schemas of each endpoint's request and the text rules they
// apply, for the backend. The remotes import the declarations (endpoints.ts) and never this, so their
// bundles carry no zod.
export * from './schemas';
export { answerAs, answeredAs } from './answer-as';
export {
  cleanText,
  hasLoneSurrogate,
  MAX_COMBINING_MARKS,
  normalizeText,
  unsafeTextProblem,
} from './safe-text';
