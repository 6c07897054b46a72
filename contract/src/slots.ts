// Slots: a remote's page shows content another remote owns (an episode's comment thread on the anime
// page) by asking the shell to mount it, never by importing that remote. The table says who owns each
// slot and what it takes; the shell loads the owner's exposed module as it loads pages.
import type { ThreadKey } from './discussions';
import type { RemotePageProps } from './platform';
import type { RemoteName } from './remotes';

/** Slot name → the props its host passes (the shell adds `platform`). */
export interface SlotTable {
  /** A comment thread (a character's or an episode's), with its editing, replies, reactions and live updates. */
  'comment-thread': { thread: ThreadKey; title: string };
}

export type SlotName = keyof SlotTable;

export type SlotProps<N extends SlotName> = SlotTable[N];

/** What the owner's exposed module default-exports: a component taking the platform and the slot's props. */
export type SlotComponentProps<N extends SlotName> = RemotePageProps & SlotProps<N>;

export interface SlotOwner {
  /** The remote that owns the content. */
  remote: RemoteName;
  /** The module it exposes for the slot, without the leading `./`. */
  module: string;
  /** What the slot shows, in Japanese, for the shell's loading and failure notes: `コメント`. */
  label: string;
}

/** Who owns each slot: the shell mounts `<remote>/<module>`'s default export. */
export const SLOT_TABLE: { readonly [N in SlotName]: SlotOwner } = {
  'comment-thread': { remote: 'mf_character', module: 'CommentThread', label: 'コメント' },
};

export function isSlotName(name: string): name is SlotName {
  return Object.hasOwn(SLOT_TABLE, name);
}

/** A slot's content mounted in a host's element; the element stays the host's. */
export interface SlotMount<N extends SlotName> {
  /** Renders the content again with new props (another thread, another title). */
  update(props: SlotProps<N>): void;
  /** Takes the content out of the element; the host calls it before it drops the element. */
  unmount(): void;
}

/**
 * `platform.slots`: absent in a shell older than 2.3.1. The shell loads the owner's module lazily (on
 * the first mount), with the same federation loader, contract check and failure report as pages; while
 * it loads the element shows a loading line, and when the owner cannot be loaded or throws, a short
 * Japanese note with 再試行 in the element only: the host page keeps working.
 */
export interface PlatformSlots {
  /**
   * Mounts slot `name`'s content into `element` (an empty element the host renders and leaves alone).
   * Null when this shell does not know the slot (one added to SLOT_TABLE after the shell was built).
   */
  mount<N extends SlotName>(name: N, element: HTMLElement, props: SlotProps<N>): SlotMount<N> | null;
}
