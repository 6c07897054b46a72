// The signed-in fan's list: AniList's list API on /graphql with the ID token, and the list stream
// (GET /api/list/events over fetch) for changes made on other tabs and devices.
import type { ApolloClient } from '@apollo/client';
import {
  createSseParser,
  DELETE_MEDIA_LIST_ENTRY,
  GET_MEDIA_LIST_ENTRY,
  GET_MY_MEDIA_LIST,
  GET_VIEWER,
  SAVE_MEDIA_LIST_ENTRY,
  type ApiClient,
  type FuzzyDate,
  type MediaListEntry,
  type PlatformAuth,
} from '@anifan/contract';
import type { ListEntry } from '../types';
import type { ListBackend, ListChange } from './list-backend';

/** Wait before the stream is opened again after it closed or failed. */
export const STREAM_RETRY_MS = 3_000;

export interface AccountBackendDeps {
  apollo: ApolloClient;
  auth: Pick<PlatformAuth, 'getIdToken'>;
  api: Pick<ApiClient, 'stream'>;
  retryMs?: number;
}

function fuzzyDate(date: FuzzyDate | null | undefined): FuzzyDate | null {
  if (!date || (date.year == null && date.month == null && date.day == null)) return null;
  return { year: date.year ?? null, month: date.month ?? null, day: date.day ?? null };
}

/** An entry as /graphql answers it (updatedAt in seconds) or as the stream sends it (epoch ms). */
export function toListEntry(entry: MediaListEntry, updatedAtMs: number): ListEntry | null {
  if (!entry.status) return null;
  return {
    mediaId: entry.mediaId,
    status: entry.status,
    progress: entry.progress ?? 0,
    repeat: entry.repeat ?? 0,
    scoreRaw: entry.scoreRaw ?? 0,
    notes: entry.notes || null,
    private: entry.private ?? false,
    startedAt: fuzzyDate(entry.startedAt),
    completedAt: fuzzyDate(entry.completedAt),
    updatedAt: updatedAtMs,
  };
}

function fromGraphql(entry: MediaListEntry | null | undefined): ListEntry | null {
  return entry ? toListEntry(entry, (entry.updatedAt ?? 0) * 1000) : null;
}

/** What a save sends for a date the entry does not have: AniList clears a date given with no parts. */
const noDate: FuzzyDate = { year: null, month: null, day: null };

function parse(data: string): unknown {
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return null;
  }
}

export function createAccountBackend({
  apollo,
  auth,
  api,
  retryMs = STREAM_RETRY_MS,
}: AccountBackendDeps): ListBackend {
  /** The server's entry id per work: a removal is by entry id. */
  const entryIds = new Map<number, number>();
  const remember = (entry: MediaListEntry) => entryIds.set(entry.mediaId, entry.id);

  const context = async () => {
    const token = await auth.getIdToken();
    if (!token) throw new Error('auth/signed_out');
    return { headers: { Authorization: `Bearer ${token}` } };
  };

  const entryIdOf = async (mediaId: number): Promise<number | null> => {
    const known = entryIds.get(mediaId);
    if (known !== undefined) return known;
    const { data } = await apollo.query({
      query: GET_MEDIA_LIST_ENTRY,
      variables: { mediaId },
      fetchPolicy: 'no-cache',
      context: await context(),
    });
    return data?.Media?.mediaListEntry?.id ?? null;
  };

  /** What one stream event changes (the stream's entries carry updatedAt in ms); null for other events. */
  const toChange = (event: string, data: string): ListChange | null => {
    const payload = parse(data) as { entry?: MediaListEntry & { updatedAt: number } } | null;
    if (event === 'saved' && payload?.entry) {
      remember(payload.entry);
      const entry = toListEntry(payload.entry, payload.entry.updatedAt);
      return entry ? { kind: 'saved', entry } : null;
    }
    if (event === 'deleted' && payload?.entry) {
      entryIds.delete(payload.entry.mediaId);
      return { kind: 'removed', mediaId: payload.entry.mediaId };
    }
    return event === 'reset' ? { kind: 'reset' } : null;
  };

  return {
    source: 'account',
    async load() {
      const headers = await context();
      const viewer = await apollo.query({ query: GET_VIEWER, fetchPolicy: 'no-cache', context: headers });
      const userId = viewer.data?.Viewer?.id;
      if (userId == null) throw new Error('list/no_viewer');
      const { data } = await apollo.query({
        query: GET_MY_MEDIA_LIST,
        variables: { userId },
        fetchPolicy: 'no-cache',
        context: headers,
      });
      const entries: ListEntry[] = [];
      entryIds.clear();
      for (const list of data?.MediaListCollection?.lists ?? []) {
        for (const raw of list?.entries ?? []) {
          if (!raw) continue;
          remember(raw);
          const entry = fromGraphql(raw);
          if (entry) entries.push(entry);
        }
      }
      return entries;
    },
    async save(entry) {
      const { data } = await apollo.mutate({
        mutation: SAVE_MEDIA_LIST_ENTRY,
        variables: {
          mediaId: entry.mediaId,
          status: entry.status,
          progress: entry.progress,
          repeat: entry.repeat,
          scoreRaw: entry.scoreRaw,
          private: entry.private,
          notes: entry.notes,
          startedAt: entry.startedAt ?? noDate,
          completedAt: entry.completedAt ?? noDate,
        },
        fetchPolicy: 'no-cache',
        context: await context(),
      });
      const saved = data?.SaveMediaListEntry;
      const kept = fromGraphql(saved);
      if (!saved || !kept) throw new Error('list/not_saved');
      remember(saved);
      return kept;
    },
    async remove(mediaId) {
      const id = await entryIdOf(mediaId);
      if (id === null) return;
      await apollo.mutate({
        mutation: DELETE_MEDIA_LIST_ENTRY,
        variables: { id },
        fetchPolicy: 'no-cache',
        context: await context(),
      });
      entryIds.delete(mediaId);
    },
    listen(onChange) {
      const controller = new AbortController();
      const { signal } = controller;
      const wait = () => new Promise<void>((resolve) => setTimeout(resolve, retryMs));
      const follow = async () => {
        for (let opened = 0; !signal.aborted; opened += 1) {
          try {
            const response = await api.stream('mediaListEvents', { signal });
            if (response.ok && response.body) {
              // Changes made while the stream was closed are not known: read the list again.
              if (opened > 0) onChange({ kind: 'reset' });
              const reader = response.body.getReader();
              const decoder = new TextDecoder();
              const parser = createSseParser();
              for (;;) {
                const { done, value } = await reader.read();
                for (const { event, data } of parser.push(
                  done ? decoder.decode() : decoder.decode(value, { stream: true }),
                )) {
                  const change = toChange(event, data);
                  if (change) onChange(change);
                }
                if (done) break;
              }
            }
          } catch {
            // Closed, refused or offline: opened again after the wait, unless stopped.
          }
          if (!signal.aborted) await wait();
        }
      };
      void follow();
      return () => controller.abort();
    },
  };
}
