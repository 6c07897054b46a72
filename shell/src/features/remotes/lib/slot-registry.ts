// The shell's side of platform.slots: which slots are mounted where, with which props. The app renders
// each into its host's element (SlotPortals), so the content lives in the shell's own React tree.
import { BehaviorSubject, type Observable } from 'rxjs';
import { isSlotName, type PlatformSlots, type SlotName, type SlotProps } from '@anifan/contract';

export interface MountedSlot {
  /** Unique per mount: a slot mounted again is a new one. */
  id: number;
  name: SlotName;
  element: HTMLElement;
  props: SlotProps<SlotName>;
}

export interface SlotRegistry {
  /** What the platform hands remotes. */
  readonly slots: PlatformSlots;
  readonly mounted$: Observable<readonly MountedSlot[]>;
  mounted(): readonly MountedSlot[];
}

export function createSlotRegistry(): SlotRegistry {
  const state = new BehaviorSubject<readonly MountedSlot[]>([]);
  let lastId = 0;
  return {
    mounted$: state.asObservable(),
    mounted: () => state.value,
    slots: {
      mount(name, element, props) {
        // A name from a newer contract than the shell's: the host says the content is unavailable.
        if (!isSlotName(name)) return null;
        lastId += 1;
        const id = lastId;
        // An element holds one slot: mounting into it again replaces what it held.
        state.next([...state.value.filter((slot) => slot.element !== element), { id, name, element, props }]);
        let active = true;
        return {
          update(next) {
            if (!active) return;
            state.next(state.value.map((slot) => (slot.id === id ? { ...slot, props: next } : slot)));
          },
          unmount() {
            if (!active) return;
            active = false;
            state.next(state.value.filter((slot) => slot.id !== id));
          },
        };
      },
    },
  };
}
