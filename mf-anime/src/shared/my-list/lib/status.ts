// The statuses a fan picks, in the order the control offers them, with their Japanese labels.
import type { ListStatus } from '../types';

/** Every status an entry may have. */
export const LIST_STATUSES: readonly ListStatus[] = [
  'PLANNING',
  'CURRENT',
  'COMPLETED',
  'PAUSED',
  'DROPPED',
  'REPEATING',
];

/** The five the control offers (a rewatch is 見てる with a rewatch count). */
export const PICKABLE_STATUSES = ['PLANNING', 'CURRENT', 'COMPLETED', 'PAUSED', 'DROPPED'] as const;

export type PickableStatus = (typeof PICKABLE_STATUSES)[number];

export const STATUS_LABELS: Record<PickableStatus, string> = {
  PLANNING: '見たい',
  CURRENT: '見てる',
  COMPLETED: '見た',
  PAUSED: '一時中断',
  DROPPED: '視聴中止',
};

/** The status as the control shows it: a rewatch is 見てる. */
export function pickableStatus(status: ListStatus): PickableStatus {
  return status === 'REPEATING' ? 'CURRENT' : status;
}

export function statusLabel(status: ListStatus): string {
  return STATUS_LABELS[pickableStatus(status)];
}
