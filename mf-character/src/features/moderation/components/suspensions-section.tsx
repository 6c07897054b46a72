// 投稿停止中のユーザー: each current suspension (the author by name when the queue shows one of their
// comments, else by id), its term and reason, and 投稿停止を解除 with a reason. The row goes once lifted,
// and the focus to the section's heading.
import { useRef, useState } from 'react';
import type { Suspension } from '@anifan/contract';
import { actionErrorMessage } from '../../../shared/action-error-messages';
import { DateTime } from '../../../shared/date-time';
import { UserAvatar } from '../../../shared/user-avatar';
import type { Moderation } from '../hooks/use-moderation';
import { SUSPENSIONS_LOG } from '../hooks/use-suspensions';
import type { KnownAuthors } from '../lib/known-authors';
import { ReasonForm } from './reason-form';
import { SuspensionTerm } from './suspension-term';
import styles from './moderation.module.css';

interface SuspensionsSectionProps {
  moderation: Moderation;
  authors: KnownAuthors;
}

export function SuspensionsSection({ moderation, authors }: SuspensionsSectionProps) {
  const { suspensions } = moderation;
  const headingRef = useRef<HTMLHeadingElement>(null);
  return (
    <section className={styles.section} aria-labelledby="mf-character-moderation-suspensions">
      <h2 id="mf-character-moderation-suspensions" ref={headingRef} tabIndex={-1} className={styles.heading}>
        投稿停止中のユーザー
      </h2>
      {suspensions.status === 'idle' || suspensions.status === 'loading' ? (
        <p className={styles.muted}>Loading...</p>
      ) : suspensions.status === 'error' ? (
        <p role="alert" className={styles.error}>
          {actionErrorMessage(suspensions.error, SUSPENSIONS_LOG)}{' '}
          <button type="button" className={styles.secondaryButton} onClick={suspensions.reload}>
            再試行
          </button>
        </p>
      ) : suspensions.items.length === 0 ? (
        <p className={styles.muted}>投稿停止中のユーザーはいません</p>
      ) : (
        <ul className={styles.list}>
          {suspensions.items.map((suspension) => (
            <SuspensionRow
              key={suspension.userId}
              suspension={suspension}
              name={authors.get(suspension.userId)?.name ?? null}
              photoURL={authors.get(suspension.userId)?.photoURL ?? null}
              onLift={async (reason, label) => {
                const outcome = await moderation.lift(suspension.userId, reason, label);
                if (outcome === null) headingRef.current?.focus();
                return outcome;
              }}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

interface SuspensionRowProps {
  suspension: Suspension;
  name: string | null;
  photoURL: string | null;
  onLift(reason: string, label: string): Promise<string | null>;
}

function SuspensionRow({ suspension, name, photoURL, onLift }: SuspensionRowProps) {
  const [lifting, setLifting] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const label = name ?? `ユーザーID ${suspension.userId}`;
  return (
    <li className={styles.row}>
      <UserAvatar name={name ?? '?'} photoURL={photoURL} />
      <div className={styles.commentBody}>
        <p className={styles.meta}>
          <span className={styles.author}>{label}</span>
          <span className={styles.time}>
            <SuspensionTerm suspension={suspension} />
          </span>
        </p>
        <p className={styles.text}>理由: {suspension.reason}</p>
        <p className={styles.time}>
          開始: <DateTime iso={suspension.createdAt} />
        </p>
        <button
          ref={buttonRef}
          type="button"
          className={styles.secondaryButton}
          aria-expanded={lifting}
          aria-label={`${label}の投稿停止を解除`}
          onClick={() => setLifting(!lifting)}
        >
          投稿停止を解除
        </button>
        {lifting && (
          <ReasonForm
            label="投稿停止を解除する理由"
            submitLabel="投稿停止を解除する"
            onSubmit={(reason) => onLift(reason, label)}
            onCancel={() => {
              setLifting(false);
              buttonRef.current?.focus();
            }}
          />
        )}
      </div>
    </li>
  );
}
