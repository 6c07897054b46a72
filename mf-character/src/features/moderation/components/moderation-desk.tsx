// The moderation page for a signed-in visitor: the queue once the server has let them read it (a 403 says
// they are not a moderator), then the suspensions and the audit log; one live region says what each
// action did.
import { useMemo } from 'react';
import { isApiError, type Platform } from '@anifan/contract';
import { actionErrorMessage } from '../../../shared/action-error-messages';
import { useCharacterNames, useWorkTitles, type CatalogNameLookup } from '../hooks/use-catalog-names';
import { MODERATION_LOG, useModeration } from '../hooks/use-moderation';
import { knownAuthors } from '../lib/known-authors';
import { AuditSection } from './audit-section';
import { QueueSection } from './queue-section';
import { SuspensionsSection } from './suspensions-section';
import styles from './moderation.module.css';

interface ModerationDeskProps {
  platform: Platform;
  /** Names the characters whose threads the queue shows (the page's catalogue lookup). */
  characterName?: CatalogNameLookup;
  /** Titles the works whose episode threads the queue shows (the page's catalogue lookup). */
  workTitle?: CatalogNameLookup;
}

export function ModerationDesk({ platform, characterName, workTitle }: ModerationDeskProps) {
  const moderation = useModeration(platform);
  const { queue } = moderation;
  const authors = useMemo(() => knownAuthors(queue.items), [queue.items]);
  const characterNames = useCharacterNames(queue.items, characterName);
  const workTitles = useWorkTitles(queue.items, workTitle);

  if (queue.status === 'idle' || queue.status === 'loading') {
    return <p className={styles.muted}>Loading...</p>;
  }
  if (queue.status === 'error') {
    // Signing in again or becoming a moderator is not something 再試行 does.
    const retry = !isApiError(queue.error) || (queue.error.status !== 401 && queue.error.status !== 403);
    return (
      <p role="alert" className={styles.error}>
        {actionErrorMessage(queue.error, MODERATION_LOG.queue)}
        {retry && (
          <>
            {' '}
            <button type="button" className={styles.secondaryButton} onClick={queue.reload}>
              再試行
            </button>
          </>
        )}
      </p>
    );
  }
  return (
    <>
      <p role="status" className={styles.live}>
        {moderation.announcement}
      </p>
      <QueueSection moderation={moderation} characterNames={characterNames} workTitles={workTitles} />
      <SuspensionsSection moderation={moderation} authors={authors} />
      <AuditSection moderation={moderation} authors={authors} />
    </>
  );
}
