// The objects list operations answer with. The executor (list-execution.ts) reads a ListNode's fields
// itself (a method is called with the field's arguments, the ListContext and a FieldInfo); the
// catalogue's media inside an entry arrive as JSON answers and are read by response key.
import {
  getArgumentValues,
  Kind,
  type FieldNode,
  type GraphQLObjectType,
  type SelectionSetNode,
} from 'graphql';
import type {
  EntriesQuery,
  FuzzyDate,
  ListUser,
  MediaListEntry,
  MediaListSort as StoreSort,
  MediaListStatus,
  ScoreFormat,
} from '../media-list.types';
import { MEDIA_LIST_SORTS, MEDIA_LIST_STATUSES } from '../media-list.types';
import type { FieldInfo, ListContext } from './list-context';
import { invalidArgument, notFound, privateUser, unauthorized } from './list-errors';
import { scoreIn, scoreRangeText, scoreRawOf } from './score-format';

export abstract class ListNode {}

const seconds = (ms: number): number => Math.floor(ms / 1000);

export class FuzzyDateNode extends ListNode {
  readonly year: number | null;
  readonly month: number | null;
  readonly day: number | null;

  constructor(date: FuzzyDate) {
    super();
    this.year = date.year;
    this.month = date.month;
    this.day = date.day;
  }
}

class MediaListOptionsNode extends ListNode {
  constructor(readonly scoreFormat: ScoreFormat) {
    super();
  }
}

/** A fan as anyone may see them: id, name, score format; never an email or the Firebase uid. */
export class UserNode extends ListNode {
  readonly avatar = null;
  readonly siteUrl = null;

  constructor(private readonly user: ListUser) {
    super();
  }

  get id(): number {
    return this.user.id;
  }

  get name(): string {
    return this.user.name;
  }

  get createdAt(): number {
    return seconds(this.user.createdAt);
  }

  get updatedAt(): number {
    return seconds(this.user.updatedAt);
  }

  mediaListOptions(): MediaListOptionsNode {
    return new MediaListOptionsNode(this.user.scoreFormat);
  }
}

export class EntryNode extends ListNode {
  /** Anime have no volumes; priorities, hidden entries, custom lists and advanced scores are not kept. */
  readonly progressVolumes = null;
  readonly priority = 0;
  readonly hiddenFromStatusLists = false;
  readonly advancedScores = null;

  constructor(
    private readonly entry: MediaListEntry,
    private readonly owner: ListUser,
  ) {
    super();
  }

  get id(): number {
    return this.entry.id;
  }

  get userId(): number {
    return this.entry.userId;
  }

  get mediaId(): number {
    return this.entry.mediaId;
  }

  get status(): MediaListStatus {
    return this.entry.status;
  }

  get progress(): number {
    return this.entry.progress;
  }

  get repeat(): number {
    return this.entry.repeat;
  }

  get private(): boolean {
    return this.entry.private;
  }

  get notes(): string | null {
    return this.entry.notes;
  }

  get startedAt(): FuzzyDateNode {
    return new FuzzyDateNode(this.entry.startedAt);
  }

  get completedAt(): FuzzyDateNode {
    return new FuzzyDateNode(this.entry.completedAt);
  }

  get createdAt(): number {
    return seconds(this.entry.createdAt);
  }

  get updatedAt(): number {
    return seconds(this.entry.updatedAt);
  }

  /** In `format`, else in the list owner's own format (as AniList answers). */
  score(args: { format?: ScoreFormat | null }): number {
    return scoreIn(args.format ?? this.owner.scoreFormat, this.entry.scoreRaw);
  }

  customLists(args: { asArray?: boolean | null }): unknown {
    return args.asArray ? [] : {};
  }

  media(_args: unknown, context: ListContext, info: FieldInfo): Promise<Record<string, unknown> | null> {
    return context.media.load(this.entry.mediaId, info.fieldNodes[0] ?? info);
  }

  user(): UserNode {
    return new UserNode(this.owner);
  }
}

const GROUP_ORDER: readonly MediaListStatus[] = [
  'CURRENT',
  'REPEATING',
  'COMPLETED',
  'PAUSED',
  'DROPPED',
  'PLANNING',
];
/** AniList's names of an anime list's status lists. */
const GROUP_NAMES: Record<MediaListStatus, string> = {
  CURRENT: 'Watching',
  REPEATING: 'Rewatching',
  COMPLETED: 'Completed',
  PAUSED: 'Paused',
  DROPPED: 'Dropped',
  PLANNING: 'Planning',
};

class GroupNode extends ListNode {
  readonly isCustomList = false;
  readonly isSplitCompletedList = false;

  constructor(
    readonly status: MediaListStatus,
    readonly entries: EntryNode[],
  ) {
    super();
  }

  get name(): string {
    return GROUP_NAMES[this.status];
  }
}

class CollectionNode extends ListNode {
  constructor(
    readonly lists: GroupNode[],
    private readonly owner: ListUser,
    readonly hasNextChunk: boolean,
  ) {
    super();
  }

  user(): UserNode {
    return new UserNode(this.owner);
  }
}

class PageInfoNode extends ListNode {
  readonly startCursor = null;
  readonly endCursor = null;

  constructor(
    readonly total: number,
    readonly perPage: number,
    readonly currentPage: number,
  ) {
    super();
  }

  get lastPage(): number {
    return Math.max(1, Math.ceil(this.total / this.perPage));
  }

  get hasNextPage(): boolean {
    return this.currentPage * this.perPage < this.total;
  }

  get hasPreviousPage(): boolean {
    return this.currentPage > 1;
  }
}

class DeletedNode extends ListNode {
  readonly deleted = true;
}

/** The arguments MediaList, Page.mediaList and MediaListCollection filter with. */
interface ListArgs {
  id?: number | null;
  userId?: number | null;
  userName?: string | null;
  type?: string | null;
  status?: MediaListStatus | null;
  mediaId?: number | null;
  status_in?: (MediaListStatus | null)[] | null;
  status_not_in?: (MediaListStatus | null)[] | null;
  status_not?: MediaListStatus | null;
  mediaId_in?: (number | null)[] | null;
  mediaId_not_in?: (number | null)[] | null;
  sort?: (string | null)[] | null;
}

const given = <T>(values: (T | null)[] | null | undefined): T[] | null =>
  values === null || values === undefined ? null : values.filter((value): value is T => value !== null);

function statusesOf(args: ListArgs): MediaListStatus[] | undefined {
  const only = given(args.status_in);
  const not = new Set([...(given(args.status_not_in) ?? []), ...(args.status_not ? [args.status_not] : [])]);
  if (!args.status && !only && not.size === 0) return undefined;
  return MEDIA_LIST_STATUSES.filter(
    (status) =>
      (!args.status || status === args.status) && (!only || only.includes(status)) && !not.has(status),
  );
}

function sortsOf(args: ListArgs): StoreSort[] | undefined {
  const sorts = given(args.sort);
  if (!sorts || sorts.length === 0) return undefined;
  return sorts.map((sort) => {
    if (!(MEDIA_LIST_SORTS as readonly string[]).includes(sort)) {
      throw invalidArgument('sort', `sort ${sort} is not supported by AniFan's list`);
    }
    return sort as StoreSort;
  });
}

function mediaIdsOf(args: ListArgs): number[] | undefined {
  const only = given(args.mediaId_in);
  if (typeof args.mediaId !== 'number') return only ?? undefined;
  return only && !only.includes(args.mediaId) ? [] : [args.mediaId];
}

/** The entries of the user `args` name that the caller may see, filtered and sorted as asked. */
async function listed(
  context: ListContext,
  args: ListArgs,
): Promise<{ owner: ListUser; entries: EntryNode[] }> {
  if (typeof args.userId !== 'number' && typeof args.userName !== 'string') {
    throw invalidArgument('userId', 'userId or userName is required');
  }
  const owner = await context.namedUser(args.userId, args.userName);
  if (!context.maySee(owner)) throw privateUser();
  const statuses = statusesOf(args);
  const mediaIds = mediaIdsOf(args);
  const sort = sortsOf(args);
  if (args.type === 'MANGA' || statuses?.length === 0 || mediaIds?.length === 0)
    return { owner, entries: [] };
  const query: EntriesQuery = {
    ...(statuses ? { statuses } : {}),
    ...(sort ? { sort } : {}),
    ...(mediaIds ? { mediaIds } : {}),
  };
  const notIn = new Set(given(args.mediaId_not_in) ?? []);
  const entries = (await context.store.entries(context.reader, owner.id, query)).filter(
    (entry) => (typeof args.id !== 'number' || entry.id === args.id) && !notIn.has(entry.mediaId),
  );
  return { owner, entries: entries.map((entry) => new EntryNode(entry, owner)) };
}

/** The `mediaList` fields a Page selects (fragments included), for its pageInfo. */
function mediaListNodes(
  selectionSet: SelectionSetNode | undefined,
  info: FieldInfo,
  seen = new Set<string>(),
): FieldNode[] {
  if (!selectionSet) return [];
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return selection.name.value === 'mediaList' ? [selection] : [];
    if (selection.kind === Kind.INLINE_FRAGMENT) return mediaListNodes(selection.selectionSet, info, seen);
    const name = selection.name.value;
    if (seen.has(name)) return [];
    seen.add(name);
    return mediaListNodes(info.fragments[name]?.selectionSet, info, seen);
  });
}

const DEFAULT_PER_PAGE = 50;

class PageNode extends ListNode {
  private counted: Promise<number> | null = null;

  constructor(
    private readonly page: number,
    private readonly perPage: number,
    private readonly firstListArgs: ListArgs | null,
  ) {
    super();
  }

  async mediaList(args: ListArgs, context: ListContext): Promise<EntryNode[]> {
    const { entries } = await listed(context, args);
    return entries.slice((this.page - 1) * this.perPage, this.page * this.perPage);
  }

  /** Counts what the page's (first) mediaList selects. */
  async pageInfo(_args: unknown, context: ListContext): Promise<PageInfoNode> {
    const args = this.firstListArgs;
    this.counted ??= args ? listed(context, args).then(({ entries }) => entries.length) : Promise.resolve(0);
    return new PageInfoNode(await this.counted, this.perPage, this.page);
  }
}

function viewerOf(context: ListContext): NonNullable<ListContext['viewer']> {
  if (!context.viewer) throw unauthorized();
  return context.viewer;
}

export class QueryRoot extends ListNode {
  Viewer(_args: unknown, context: ListContext): UserNode {
    return new UserNode(viewerOf(context).user);
  }

  async User(args: { id?: number | null; name?: string | null }, context: ListContext): Promise<UserNode> {
    return new UserNode(await context.namedUser(args.id, args.name));
  }

  async MediaList(args: ListArgs, context: ListContext): Promise<EntryNode> {
    if (typeof args.id === 'number' && typeof args.userId !== 'number' && typeof args.userName !== 'string') {
      const entry = await context.store.entryById(context.reader, args.id);
      const owner = entry ? await context.userById(entry.userId) : null;
      if (!entry || !owner) throw notFound();
      return new EntryNode(entry, owner);
    }
    const [first] = (await listed(context, args)).entries;
    if (!first) throw notFound();
    return first;
  }

  async MediaListCollection(
    args: ListArgs & { chunk?: number | null; perChunk?: number | null },
    context: ListContext,
  ): Promise<CollectionNode> {
    const { owner, entries } = await listed(context, args);
    let chunk = entries;
    let hasNextChunk = false;
    if (typeof args.chunk === 'number') {
      const perChunk = Math.min(Math.max(args.perChunk ?? MAX_PER_CHUNK, 1), MAX_PER_CHUNK);
      const start = (Math.max(args.chunk, 1) - 1) * perChunk;
      chunk = entries.slice(start, start + perChunk);
      hasNextChunk = entries.length > start + perChunk;
    }
    const groups = GROUP_ORDER.map(
      (status) =>
        new GroupNode(
          status,
          chunk.filter((entry) => entry.status === status),
        ),
    );
    return new CollectionNode(
      groups.filter((group) => group.entries.length > 0),
      owner,
      hasNextChunk,
    );
  }

  Page(
    args: { page?: number | null; perPage?: number | null },
    _context: ListContext,
    info: FieldInfo,
  ): PageNode {
    const pageType = info.returnType as GraphQLObjectType;
    const field = pageType.getFields()['mediaList'];
    const [first] = info.fieldNodes.flatMap((node) => mediaListNodes(node.selectionSet, info));
    const firstArgs =
      field && first ? (getArgumentValues(field, first, info.variableValues) as ListArgs) : null;
    const perPage = Math.min(Math.max(args.perPage ?? DEFAULT_PER_PAGE, 1), MAX_PER_PAGE);
    return new PageNode(Math.max(args.page ?? 1, 1), perPage, firstArgs);
  }
}

/** AniList's caps: a chunk holds at most 500 entries; a page at most the gateway's page size. */
const MAX_PER_CHUNK = 500;
const MAX_PER_PAGE = 100;

/** The list fields a save or bulk update may carry. */
interface EntryArgs {
  status?: MediaListStatus | null;
  score?: number | null;
  scoreRaw?: number | null;
  progress?: number | null;
  progressVolumes?: number | null;
  repeat?: number | null;
  priority?: number | null;
  private?: boolean | null;
  notes?: string | null;
  hiddenFromStatusLists?: boolean | null;
  customLists?: (string | null)[] | null;
  advancedScores?: (number | null)[] | null;
  startedAt?: Partial<FuzzyDate> | null;
  completedAt?: Partial<FuzzyDate> | null;
}

/** AniList fields AniFan's list does not keep: accepted only at their empty value. */
function refuseUnkept(args: EntryArgs): void {
  const unkept: [keyof EntryArgs, boolean][] = [
    ['progressVolumes', !args.progressVolumes],
    ['priority', !args.priority],
    ['hiddenFromStatusLists', !args.hiddenFromStatusLists],
    ['customLists', !args.customLists || args.customLists.length === 0],
    ['advancedScores', !args.advancedScores || args.advancedScores.every((score) => !score)],
  ];
  for (const [name, empty] of unkept) {
    if (!empty) throw invalidArgument(name, `${name} is not kept by AniFan's list`);
  }
}

function fieldsOf(args: EntryArgs, format: ScoreFormat) {
  refuseUnkept(args);
  let scoreRaw: number | undefined;
  if (typeof args.scoreRaw === 'number') scoreRaw = args.scoreRaw;
  else if (typeof args.score === 'number') {
    const raw = scoreRawOf(format, args.score);
    if (raw === null) throw invalidArgument('score', `score must be ${scoreRangeText(format)} (${format})`);
    scoreRaw = raw;
  }
  return {
    ...(args.status ? { status: args.status } : {}),
    ...(typeof args.progress === 'number' ? { progress: args.progress } : {}),
    ...(typeof args.repeat === 'number' ? { repeat: args.repeat } : {}),
    ...(scoreRaw !== undefined ? { scoreRaw } : {}),
    ...(typeof args.private === 'boolean' ? { private: args.private } : {}),
    ...(args.notes !== undefined ? { notes: args.notes } : {}),
    ...(args.startedAt !== undefined ? { startedAt: args.startedAt } : {}),
    ...(args.completedAt !== undefined ? { completedAt: args.completedAt } : {}),
  };
}

export class MutationRoot extends ListNode {
  async SaveMediaListEntry(
    args: EntryArgs & { id?: number | null; mediaId?: number | null },
    context: ListContext,
  ): Promise<EntryNode> {
    const viewer = viewerOf(context);
    if (typeof args.id !== 'number' && typeof args.mediaId !== 'number') {
      throw invalidArgument('mediaId', 'mediaId (or the entry id) is required');
    }
    const entry = await context.store.save(viewer.uid, {
      ...fieldsOf(args, viewer.user.scoreFormat),
      ...(typeof args.id === 'number' ? { id: args.id } : {}),
      ...(typeof args.mediaId === 'number' ? { mediaId: args.mediaId } : {}),
    });
    return new EntryNode(entry, viewer.user);
  }

  async UpdateMediaListEntries(
    args: EntryArgs & { ids?: (number | null)[] | null },
    context: ListContext,
  ): Promise<EntryNode[]> {
    const viewer = viewerOf(context);
    const ids = given(args.ids);
    if (!ids || ids.length === 0) throw invalidArgument('ids', 'ids must list the entries to update');
    const entries = await context.store.updateMany(viewer.uid, ids, fieldsOf(args, viewer.user.scoreFormat));
    return entries.map((entry) => new EntryNode(entry, viewer.user));
  }

  async DeleteMediaListEntry(args: { id?: number | null }, context: ListContext): Promise<DeletedNode> {
    const viewer = viewerOf(context);
    if (typeof args.id !== 'number') throw invalidArgument('id', 'id is required');
    await context.store.remove(viewer.uid, args.id);
    return new DeletedNode();
  }
}
