// The list API's answers kept (issue #29): a repeated read of an unchanged list is answered with the
// bytes built the first time (a collection of 2,000 entries is a megabyte that takes 50–75 ms to build),
// and, with their ETag, compressed once by CachedAnswers rather than on every request.
//
// An answer is kept per caller (their Firebase uid; guests share one key), operation name, document and
// variables, with what it was built from, and is answered only while all of it still holds:
// - the revision of every list user it read (the caller included): MediaListCache's record of changes,
//   where any change of their entries or settings, made here or heard from another instance, counts;
// - the ETag of every catalogue answer its works came from: the catalogue keeps an embedded answer until
//   its content would change (an episode airs), and one not kept any more, or a live answer (no ETag),
//   cannot be checked, so a list answer built on one is not kept.
// Nothing is kept while changes may go unheard (Redis down), nor an answer during whose making a user it
// read changed, nor one with errors; mutations are never kept.
import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { CatalogService, type GatewayResponse, type GraphQLRequestBody } from '../../catalog';
import { boundedCache, stringBytes } from '../../common';
import { MediaListCache, type ChangeMark } from '../media-list-cache';

/** Answers kept at most, and their bytes (text, key and the catalogue requests checked): least recently used go first. */
const MAX_ANSWERS = 500;
const MAX_BYTES = 32 * 1024 * 1024;
/** A larger answer is built for its request only, so one huge list cannot empty the cache. */
const MAX_ANSWER_BYTES = MAX_BYTES / 4;

interface KeptAnswer {
  readonly response: GatewayResponse;
  /** List user id and the revision the answer read. */
  readonly users: readonly (readonly [number, string])[];
  /** A catalogue request's JSON text and the ETag of its answer. */
  readonly catalogue: readonly (readonly [string, string])[];
}

const answerBytes = (answer: KeptAnswer, key: string): number =>
  stringBytes(key) +
  stringBytes(answer.response.body) +
  answer.catalogue.reduce((sum, [text, etag]) => sum + stringBytes(text) + stringBytes(etag), 0);

/** What one list answer read, gathered while it is built (ListContext and the catalogue's works). */
export class ListAnswerSources {
  readonly users = new Set<number>();
  readonly catalogue = new Map<string, string>();
  /** False once the answer read something that cannot be checked later. */
  checkable = true;

  readUser(id: number): void {
    this.users.add(id);
  }

  /** A catalogue answer to the request whose JSON is `text`; one without an ETag cannot be checked. */
  readCatalogue(text: string, etag: string | undefined): void {
    if (etag === undefined) this.checkable = false;
    else this.catalogue.set(text, etag);
  }
}

/** A caller's key: their uid (none for a guest), then the request's key. */
const callerKey = (uid: string | null, request: string): string => `${uid ?? ''}\u0000${request}`;
const requestOf = (key: string): string => key.slice(key.indexOf('\u0000') + 1);

@Injectable()
export class ListAnswers {
  private readonly kept = boundedCache<string, KeptAnswer>({
    maxEntries: MAX_ANSWERS,
    bytes: { max: MAX_BYTES, sizeOf: answerBytes, maxEntry: MAX_ANSWER_BYTES },
    onDrop: (_answer, key) => this.forget(requestOf(key)),
  });
  /** Answers kept per request key, whoever the caller: a request kept for nobody is not looked up. */
  private readonly requests = new Map<string, number>();
  /** Answers being built, per caller key. */
  private readonly building = new Map<string, Promise<GatewayResponse>>();

  constructor(
    private readonly changes: MediaListCache,
    private readonly catalog: CatalogService,
  ) {}

  /** A request's key: its operation name, document and variables. */
  requestKey(request: GraphQLRequestBody): string {
    return `${request.operationName ?? ''}\u0000${request.query}\u0000${JSON.stringify(request.variables)}`;
  }

  /** Whether an answer to the request `requestKey` is kept for anyone (a cheap test before the caller is verified). */
  holds(requestKey: string): boolean {
    return this.requests.has(requestKey);
  }

  /** Where the record of list changes stands before an answer is built; null when nothing may be kept. */
  start(): ChangeMark | null {
    return this.changes.mark();
  }

  /** The answer kept for `uid` (null: a guest) to `requestKey`, if everything it was built from still holds. */
  get(uid: string | null, requestKey: string): GatewayResponse | undefined {
    const key = callerKey(uid, requestKey);
    const answer = this.kept.get(key);
    if (!answer) return undefined;
    const current =
      answer.users.every(([id, revision]) => this.changes.revision(id) === revision) &&
      answer.catalogue.every(([text, etag]) => this.catalog.keptAnswer(text)?.headers['ETag'] === etag);
    if (current) return answer.response;
    this.kept.delete(key);
    return undefined;
  }

  /**
   * The answer for `uid` to `requestKey`, built by `build` one at a time however many of the caller's
   * requests ask for it at once: one arriving while it is built waits for that build and takes the
   * kept answer if it holds then; else the next build (its own, or one another waiting request started).
   * Without this, 50 requests for a cold 2,000-entry collection each built it, each asking the
   * catalogue for its 40 pages of works at once: the catalogue's queue (32 executions waiting) refused
   * most of them (42 of 50 answered 503 「busy」), and under a steady load nothing was ever kept.
   */
  async once(
    uid: string | null,
    requestKey: string,
    build: () => Promise<GatewayResponse>,
  ): Promise<GatewayResponse> {
    const key = callerKey(uid, requestKey);
    let pending = this.building.get(key);
    while (pending) {
      await pending.then(
        () => undefined,
        () => undefined,
      );
      const kept = this.get(uid, requestKey);
      if (kept) return kept;
      const next = this.building.get(key);
      pending = next === pending ? undefined : next;
    }
    const run = build();
    this.building.set(key, run);
    try {
      return await run;
    } finally {
      if (this.building.get(key) === run) this.building.delete(key);
    }
  }

  /**
   * Keeps a successful answer for `uid` to `requestKey` when what it read can be checked and no user it
   * read changed since `mark`; answers it with its ETag (hashed once: CachedAnswers keeps its bytes and
   * compressions by it), or as it was when not kept.
   */
  keep(
    uid: string | null,
    requestKey: string,
    response: GatewayResponse,
    sources: ListAnswerSources,
    mark: ChangeMark | null,
  ): GatewayResponse {
    if (!mark || !sources.checkable || response.status !== 200) return response;
    const users: [number, string][] = [];
    for (const id of sources.users) {
      const revision = this.changes.revision(id, mark);
      if (revision === null) return response;
      users.push([id, revision]);
    }
    const etag = `W/"${createHash('sha1').update(response.body).digest('base64url')}"`;
    const kept: KeptAnswer = {
      response: { ...response, headers: { ...response.headers, ETag: etag } },
      users,
      catalogue: [...sources.catalogue],
    };
    const key = callerKey(uid, requestKey);
    const had = this.kept.has(key);
    if (!had) this.requests.set(requestKey, (this.requests.get(requestKey) ?? 0) + 1);
    this.kept.set(key, kept);
    // Too large to keep: nothing was added (one that was there is dropped, and forgotten, by the cache).
    if (!had && !this.kept.has(key)) this.forget(requestKey);
    return kept.response;
  }

  private forget(requestKey: string): void {
    const count = (this.requests.get(requestKey) ?? 0) - 1;
    if (count > 0) this.requests.set(requestKey, count);
    else this.requests.delete(requestKey);
  }
}
