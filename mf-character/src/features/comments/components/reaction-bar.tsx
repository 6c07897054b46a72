// The five reactions under a comment with their counts; each is the visitor's toggle (aria-pressed).
// A guest's press asks them to sign in instead.
import { REACTION_LABELS, REACTIONS, type Reaction, type ReactionCounts } from '@anifan/contract';
import styles from './comments.module.css';

interface ReactionBarProps {
  reactions: ReactionCounts;
  myReactions: Reaction[];
  signedIn: boolean;
  onToggle(reaction: Reaction): void;
  onSignIn(): void;
}

export function ReactionBar({ reactions, myReactions, signedIn, onToggle, onSignIn }: ReactionBarProps) {
  return (
    <div role="group" aria-label="リアクション" className={styles.reactions}>
      {REACTIONS.map((reaction) => {
        const label = REACTION_LABELS[reaction];
        const count = reactions[reaction];
        return (
          <button
            key={reaction}
            type="button"
            className={styles.reaction}
            aria-pressed={signedIn && myReactions.includes(reaction)}
            aria-label={`${label} ${count}件`}
            title={signedIn ? undefined : 'サインインしてリアクション'}
            onClick={() => (signedIn ? onToggle(reaction) : onSignIn())}
          >
            <span aria-hidden="true">{label}</span>
            {count > 0 && (
              <span aria-hidden="true" className={styles.reactionCount}>
                {count}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
