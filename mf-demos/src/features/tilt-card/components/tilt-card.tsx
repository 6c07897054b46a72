// A card that tilts in 3D under the pointer: mouse, touch and pen through Pointer Events.
import { useState, type PointerEvent } from 'react';
import { FLAT, PERSPECTIVE_PX, tiltFromPointer, tiltTransform } from '../lib/tilt';
import styles from './tilt-card.module.css';

interface TiltCardProps {
  title: string;
  subtitle: string;
}

export function TiltCard({ title, subtitle }: TiltCardProps) {
  const [tilt, setTilt] = useState(FLAT);
  const follow = (event: PointerEvent<HTMLDivElement>) => {
    setTilt(tiltFromPointer(event.clientX, event.clientY, event.currentTarget.getBoundingClientRect()));
  };
  const flatten = () => setTilt(FLAT);
  return (
    <div className={styles.stage}>
      {/* Pointer events land on an untransformed box: the tilted card's own bounds shrink as it turns. */}
      <div
        className={styles.hitArea}
        data-testid="tilt-area"
        style={{ perspective: `${PERSPECTIVE_PX}px` }}
        onPointerDown={(event) => {
          // Keep following a finger or pen that slides off the card until it lifts.
          if (event.pointerType !== 'mouse') event.currentTarget.setPointerCapture?.(event.pointerId);
          follow(event);
        }}
        onPointerMove={follow}
        onPointerUp={(event) => {
          if (event.pointerType !== 'mouse') flatten();
        }}
        onPointerLeave={flatten}
        onPointerCancel={flatten}
      >
        <div className={styles.card} data-testid="tilt-card" style={{ transform: tiltTransform(tilt) }}>
          <h2 className={styles.title}>{title}</h2>
          <p className={styles.subtitle}>{subtitle}</p>
        </div>
      </div>
    </div>
  );
}
