// One comment of the queue: its thread, the comment it answers, its state, its reports, and the actions
// 非表示, 復元, 投稿停止 and 投稿停止を解除, each asking for a reason. After an action the focus goes to the
// button that undoes it (or to the item's heading), after キャンセル back to the button that opened it.
import { useEffect, useId, useRef, useState } from 'react';
import { REPORT_REASON_LABELS, type ModerationItem } from '@anifan/contract';
import { DateTime } from '../../../shared/date-time';
import type { CharacterNames, WorkTitles } from '../hooks/use-catalog-names';
import type { Moderation } from '../hooks/use-moderation';
import { hiddenLabel, threadLabel } from '../lib/labels';
import { ModeratedComment } from './moderated-comment';
import { ReasonForm } from './reason-form';
import { SuspendForm } from './suspend-form';
import { SuspensionTerm } from './suspension-term';
import styles from './moderation.module.css';

type Action = 'hide' | 'restore' | 'suspend' | 'lift';

/** The button to focus once an action is done: the one that takes it back. */
const UNDONE_BY: Record<Action, Action> = {
  hide: 'restore',
  restore: 'hide',
  suspend: 'lift',
  lift: 'suspend',
};

interface ModerationItemViewProps {
  item: ModerationItem;
  moderation: Pick<Moderation, 'hide' | 'restore' | 'suspend' | 'lift'>;
  characterNames: CharacterNames;
  workTitles: WorkTitles;
  /** The first item もっと見る added: its heading takes the focus. */
  focusOnMount: boolean;
}

export function ModerationItemView({
  item,
  moderation,
  characterNames,
  workTitles,
  focusOnMount,
}: ModerationItemViewProps) {
  const headingId = useId();
  const { comment, parent, reports, authorSuspension } = item;
  const [open, setOpen] = useState<Action | null>(null);
  const [focusTarget, setFocusTarget] = useState<Action | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const buttons = useRef<Partial<Record<Action, HTMLButtonElement | null>>>({});

  // Only as it appears: a later change of the flag is another item's.
  const focusFirst = useRef(focusOnMount);
  useEffect(() => {
    if (focusFirst.current) headingRef.current?.focus();
  }, []);

  useEffect(() => {
    if (focusTarget === null) return;
    (buttons.current[focusTarget] ?? headingRef.current)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const close = (focus: Action) => {
    setOpen(null);
    setFocusTarget(focus);
  };
  const done = (action: Action) => (outcome: string | null) => {
    if (outcome === null) close(UNDONE_BY[action]);
    return outcome;
  };

  const button = (action: Action, label: string, danger = false) => (
    <button
      type="button"
      ref={(element) => {
        buttons.current[action] = element;
      }}
      className={danger ? styles.dangerButton : styles.secondaryButton}
      aria-expanded={open === action}
      onClick={() => setOpen(open === action ? null : action)}
    >
      {label}
    </button>
  );

  return (
    <li className={styles.item}>
      <article aria-labelledby={headingId}>
        <h3 id={headingId} ref={headingRef} tabIndex={-1} className={styles.itemHeading}>
          {comment.authorName}のコメント
        </h3>
        <dl className={styles.facts}>
          <dt>スレッド</dt>
          <dd>{threadLabel(comment.thread, characterNames, workTitles)}</dd>
          <dt>状態</dt>
          <dd className={comment.hidden ? styles.hiddenState : undefined}>{hiddenLabel(comment.hidden)}</dd>
          {authorSuspension && (
            <>
              <dt>投稿者</dt>
              <dd className={styles.hiddenState}>
                投稿停止中（
                <SuspensionTerm suspension={authorSuspension} />）
              </dd>
            </>
          )}
        </dl>
        {parent && (
          <div className={styles.parent}>
            <p className={styles.parentLabel}>返信先のコメント</p>
            <ModeratedComment comment={parent} />
          </div>
        )}
        <ModeratedComment comment={comment} />
        <h4 className={styles.reportsHeading}>通報 {reports.length}件</h4>
        {reports.length > 0 && (
          <ul className={styles.reports}>
            {reports.map((report, index) => (
              <li key={`${report.reporterId}-${index}`} className={styles.report}>
                <span className={styles.tag}>{REPORT_REASON_LABELS[report.reason]}</span>
                <span className={styles.reportText}>{report.text ?? '（詳細なし）'}</span>
                <DateTime iso={report.createdAt} className={styles.time} />
              </li>
            ))}
          </ul>
        )}
        <div className={styles.actions}>
          {comment.hidden !== 'moderation' && button('hide', '非表示', true)}
          {comment.hidden !== null && button('restore', '復元')}
          {authorSuspension ? button('lift', '投稿停止を解除') : button('suspend', '投稿停止', true)}
        </div>
        {open === 'hide' && (
          <ReasonForm
            label="非表示にする理由"
            submitLabel="非表示にする"
            onSubmit={(reason) => moderation.hide(item, reason).then(done('hide'))}
            onCancel={() => close('hide')}
          />
        )}
        {open === 'restore' && (
          <ReasonForm
            label="復元する理由"
            submitLabel="復元する"
            onSubmit={(reason) => moderation.restore(item, reason).then(done('restore'))}
            onCancel={() => close('restore')}
          />
        )}
        {open === 'suspend' && (
          <SuspendForm
            userId={comment.userId}
            onSubmit={(request) => moderation.suspend(request, comment.authorName).then(done('suspend'))}
            onCancel={() => close('suspend')}
          />
        )}
        {open === 'lift' && (
          <ReasonForm
            label="投稿停止を解除する理由"
            submitLabel="投稿停止を解除する"
            onSubmit={(reason) =>
              moderation.lift(comment.userId, reason, comment.authorName).then(done('lift'))
            }
            onCancel={() => close('lift')}
          />
        )}
      </article>
    </li>
  );
}
