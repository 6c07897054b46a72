// The decorative bubble section: each bubble moves by transform only, so restyling never shifts the layout.
import type { CSSProperties } from 'react';
import { useBubbles } from '../hooks/use-bubbles';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import styles from './landing.module.css';

export function BubbleField() {
  const reducedMotion = useReducedMotion();
  const bubbles = useBubbles(reducedMotion);
  return (
    <div className={styles.bubbleField} aria-hidden="true" data-testid="bubble-field">
      {bubbles.map((bubble, index) => (
        <div
          // Index keys keep the same five elements so CSS transitions carry each bubble to its new style.
          key={index}
          className={styles.bubbleSlot}
          style={{ transform: `translate(${bubble.leftPercent}%, ${bubble.topPercent}%)` }}
        >
          <span
            className={reducedMotion ? styles.bubbleStill : styles.bubble}
            data-testid="bubble"
            style={
              {
                width: `${bubble.sizePx}px`,
                height: `${bubble.sizePx}px`,
                backgroundColor: bubble.color,
                animationDelay: `${bubble.delayS}s`,
                animationDuration: `${bubble.durationS}s`,
              } satisfies CSSProperties
            }
          />
        </div>
      ))}
    </div>
  );
}
