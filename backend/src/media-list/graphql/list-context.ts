// What the list resolvers share for one request: the store, the caller, and the loaders that keep a
// collection of 2,000 entries to a handful of store and catalogue calls.
import type { FieldNode, FragmentDefinitionNode, GraphQLOutputType } from 'graphql';
import type { ListUser, MediaListApi, Reader } from '../media-list.types';
import { ListAnswerSources } from './list-answers';
import { notFound } from './list-errors';

/** What a ListNode's method learns of the field it answers (list-execution.ts). */
export interface FieldInfo {
  fieldNodes: readonly FieldNode[];
  returnType: GraphQLOutputType;
  fragments: Record<string, FragmentDefinitionNode>;
  variableValues: Record<string, unknown>;
}

/** The catalogue's answer for one entry's `media` (its fields as the client named them). */
export interface MediaSource {
  load(mediaId: number, selectionKey: object): Promise<Record<string, unknown> | null>;
}

export class ListContext {
  private readonly users = new Map<number, Promise<ListUser | null>>();

  constructor(
    readonly store: MediaListApi,
    /** The verified caller: their Firebase uid and list user; null for a guest. */
    readonly viewer: { uid: string; user: ListUser } | null,
    readonly media: MediaSource,
    /** The users the answer reads, so a kept answer is checked against their revisions (list-answers.ts). */
    readonly sources = new ListAnswerSources(),
  ) {
    if (viewer) sources.readUser(viewer.user.id);
  }

  get reader(): Reader {
    return { uid: this.viewer?.uid ?? null };
  }

  /** Whether `user`'s list is shown to the caller (their own, or a public one). */
  maySee(user: ListUser): boolean {
    return user.listPublic || this.viewer?.user.id === user.id;
  }

  userById(id: number): Promise<ListUser | null> {
    let user = this.users.get(id);
    if (!user) {
      user = this.viewer?.user.id === id ? Promise.resolve(this.viewer.user) : this.store.userById(id);
      this.users.set(id, user);
      this.sources.readUser(id);
    }
    return user;
  }

  /** The user `userId` (else `userName`) names; Not Found when there is none or the two disagree. */
  async namedUser(userId: unknown, userName: unknown): Promise<ListUser> {
    let user: ListUser | null = null;
    if (typeof userId === 'number') user = await this.userById(userId);
    else if (typeof userName === 'string') user = await this.store.userByName(userName);
    if (user) this.sources.readUser(user.id);
    const disagree = typeof userId === 'number' && typeof userName === 'string' && user?.name !== userName;
    if (!user || disagree) throw notFound();
    return user;
  }
}
