// GET /api/comments?thread=…&before=… — a page of a thread's top-level comments, newest first, with replies.
import type { ApiClient, ThreadKey, ThreadPage } from '@anifan/contract';
import { isServerComment } from '../lib/server-comment';

export async function listThread(
  api: ApiClient,
  thread: ThreadKey,
  before: number | undefined,
  signal?: AbortSignal,
): Promise<ThreadPage> {
  const body: unknown = await api.call('listThread', { query: { thread, before }, signal });
  const page = body as Partial<ThreadPage> | null;
  // Anything else (an older server's answer) is read as an empty thread rather than breaking the page.
  const comments = Array.isArray(page?.comments) ? page.comments.filter(isServerComment) : [];
  const nextBefore = typeof page?.nextBefore === 'number' ? page.nextBefore : null;
  return { thread, comments, nextBefore };
}
