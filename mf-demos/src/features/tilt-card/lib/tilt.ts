// Tilt maths for the card demo (docs/screens.md#tilting-card): pointer position on the card → rotation, at most ±90° per axis.
export const MAX_TILT_DEG = 90;
export const PERSPECTIVE_PX = 1000;

export interface Tilt {
  rotateX: number;
  rotateY: number;
}

export const FLAT: Tilt = { rotateX: 0, rotateY: 0 };

export interface CardBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

const clamp = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value));

/**
 * The card turns towards the pointer: right of centre turns it about Y by up to +90° at the right edge, above
 * centre about X by up to +90° at the top edge. A pointer outside the card (captured touch) stays at the limit.
 */
export function tiltFromPointer(
  clientX: number,
  clientY: number,
  box: CardBox,
  maxDeg: number = MAX_TILT_DEG,
): Tilt {
  if (!(box.width > 0 && box.height > 0 && Number.isFinite(clientX) && Number.isFinite(clientY))) return FLAT;
  const fromCentreX = (clientX - box.left) / box.width - 0.5;
  const fromCentreY = (clientY - box.top) / box.height - 0.5;
  const round = (value: number) => Math.round(value * 100) / 100 + 0;
  return {
    rotateX: round(clamp(-fromCentreY * 2 * maxDeg, maxDeg)),
    rotateY: round(clamp(fromCentreX * 2 * maxDeg, maxDeg)),
  };
}

export function tiltTransform(tilt: Tilt): string {
  return `rotateX(${tilt.rotateX}deg) rotateY(${tilt.rotateY}deg)`;
}
