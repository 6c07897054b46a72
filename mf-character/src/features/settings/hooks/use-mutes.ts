// The authors the signed-in visitor muted. ミュート解除 is shown at once: it is safe to (the server answers
// 204 whether or not the author was muted, and a refusal puts the row back where it was, by mutedAt).
import { useCallback, useEffect, useState } from 'react';
import { apiFor, type MutedAuthor, type Platform } from '@anifan/contract';
import { actionErrorMessage } from '../../../shared/action-error-messages';
import type { RequestStatus } from '../../../shared/request-status';
import { deleteMute } from '../api/delete-mute';
import { listMutes } from '../api/list-mutes';

export const MUTES_LOG = {
  load: 'ミュートしたユーザーを読み込めませんでした',
  unmute: 'ミュートを解除できませんでした',
};

export interface Mutes {
  status: RequestStatus;
  error: unknown;
  items: MutedAuthor[];
  reload(): void;
  /** What the last ミュート解除 came to, for the live region. */
  announcement: string;
  /** Why the last ミュート解除 failed, in Japanese. */
  failure: string | null;
  /** Resolves true once the server has it, false when refused (the author is listed again). */
  unmute(author: MutedAuthor): Promise<boolean>;
}

const newestFirst = (a: MutedAuthor, b: MutedAuthor) => b.mutedAt.localeCompare(a.mutedAt);

export function useMutes(platform: Platform): Mutes {
  const api = apiFor(platform);
  const [status, setStatus] = useState<RequestStatus>('idle');
  const [error, setError] = useState<unknown>(null);
  const [items, setItems] = useState<MutedAuthor[]>([]);
  const [generation, setGeneration] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setStatus('loading');
    listMutes(api, controller.signal).then(
      (list) => {
        if (controller.signal.aborted) return;
        setItems(list);
        setStatus('done');
      },
      (cause: unknown) => {
        if (controller.signal.aborted) return;
        console.error(MUTES_LOG.load, cause);
        setError(cause);
        setStatus('error');
      },
    );
    return () => controller.abort();
  }, [api, generation]);

  const reload = useCallback(() => setGeneration((count) => count + 1), []);

  const unmute = useCallback(
    async (author: MutedAuthor) => {
      setItems((list) => list.filter((each) => each.userId !== author.userId));
      setFailure(null);
      try {
        await deleteMute(api, author.userId);
        setAnnouncement(`${author.authorName}のミュートを解除しました`);
        return true;
      } catch (cause) {
        console.error(MUTES_LOG.unmute, cause);
        setItems((list) =>
          list.some((each) => each.userId === author.userId) ? list : [...list, author].sort(newestFirst),
        );
        setFailure(`${author.authorName}: ${actionErrorMessage(cause, MUTES_LOG.unmute)}`);
        return false;
      }
    },
    [api],
  );

  return { status, error, items, reload, announcement, failure, unmute };
}
