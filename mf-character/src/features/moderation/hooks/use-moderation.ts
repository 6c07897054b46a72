// The moderation page's data and actions: the queue first (its answer says whether the visitor is a
// moderator: the server decides, from the verified token), then the suspensions and the audit log.
// Actions wait for the server: hiding, restoring and suspending are not undone as easily as shown, so
// nothing changes on screen until the server has done it; each success reads the audit log's first page
// again, which now starts with it.
import { useCallback, useMemo, useState } from 'react';
import {
  apiFor,
  type AuditEntry,
  type ModerationItem,
  type Platform,
  type SuspendRequest,
  type Suspension,
} from '@anifan/contract';
import { actionErrorMessage } from '../../../shared/action-error-messages';
import { getAuditLog } from '../api/get-audit-log';
import { getModerationQueue } from '../api/get-moderation-queue';
import { hideComment } from '../api/hide-comment';
import { liftSuspension } from '../api/lift-suspension';
import { restoreComment } from '../api/restore-comment';
import { suspendUser } from '../api/suspend-user';
import { usePagedList, type PagedList } from './use-paged-list';
import { useSuspensions, type Suspensions } from './use-suspensions';

/** What an action came to: null when done, else why not, in Japanese. */
export type ActionOutcome = Promise<string | null>;

export interface Moderation {
  queue: PagedList<ModerationItem>;
  suspensions: Suspensions;
  audit: PagedList<AuditEntry>;
  /** The last action done, for the live region. */
  announcement: string;
  hide(item: ModerationItem, reason: string): ActionOutcome;
  restore(item: ModerationItem, reason: string): ActionOutcome;
  suspend(request: SuspendRequest, authorName: string): ActionOutcome;
  lift(userId: string, reason: string, authorName: string): ActionOutcome;
}

export const MODERATION_LOG = {
  queue: '通報されたコメントを読み込めませんでした',
  audit: '監査ログを読み込めませんでした',
  action: 'モデレーションの操作に失敗しました',
};

export function useModeration(platform: Platform): Moderation {
  const api = apiFor(platform);
  const loadQueue = useCallback(
    (before: number | undefined, signal: AbortSignal) =>
      getModerationQueue(api, before, signal).then(({ items, nextBefore }) => ({ items, nextBefore })),
    [api],
  );
  const queue = usePagedList(loadQueue, MODERATION_LOG.queue);
  const moderator = queue.status === 'done';
  const suspensions = useSuspensions(api, moderator);
  const loadAudit = useCallback(
    (before: number | undefined, signal: AbortSignal) =>
      getAuditLog(api, before, signal).then(({ entries, nextBefore }) => ({ items: entries, nextBefore })),
    [api],
  );
  const audit = usePagedList(loadAudit, MODERATION_LOG.audit, moderator);
  const [announcement, setAnnouncement] = useState('');

  const { update: updateQueue } = queue;
  const { set: setSuspension } = suspensions;
  const { reload: reloadAudit } = audit;

  const actions = useMemo(() => {
    const act = async (run: () => Promise<string>, failed: string): ActionOutcome => {
      try {
        setAnnouncement(await run());
        reloadAudit();
        return null;
      } catch (error) {
        console.error(MODERATION_LOG.action, error);
        return actionErrorMessage(error, failed);
      }
    };
    const replace = (item: ModerationItem) =>
      updateQueue((items) =>
        items.map((each) => (each.comment.commentId === item.comment.commentId ? item : each)),
      );
    const setAuthorSuspension = (userId: string, suspension: Suspension | null) => {
      updateQueue((items) =>
        items.map((each) =>
          each.comment.userId === userId ? { ...each, authorSuspension: suspension } : each,
        ),
      );
      setSuspension(userId, suspension);
    };
    return {
      hide: ({ comment }: ModerationItem, reason: string) =>
        act(async () => {
          replace(await hideComment(api, comment.commentId, reason));
          return `${comment.authorName}のコメントを非表示にしました`;
        }, 'コメントを非表示にできませんでした'),
      restore: ({ comment }: ModerationItem, reason: string) =>
        act(async () => {
          replace(await restoreComment(api, comment.commentId, reason));
          return `${comment.authorName}のコメントを復元しました`;
        }, 'コメントを復元できませんでした'),
      suspend: (request: SuspendRequest, authorName: string) =>
        act(async () => {
          setAuthorSuspension(request.userId, await suspendUser(api, request));
          return `${authorName}を投稿停止にしました`;
        }, '投稿停止にできませんでした'),
      lift: (userId: string, reason: string, authorName: string) =>
        act(async () => {
          await liftSuspension(api, userId, reason);
          setAuthorSuspension(userId, null);
          return `${authorName}の投稿停止を解除しました`;
        }, '投稿停止を解除できませんでした'),
    };
  }, [api, reloadAudit, setSuspension, updateQueue]);

  return { queue, suspensions, audit, announcement, ...actions };
}
