// A stand-in for the shell's slots (slots.ts) in remotes' tests: each mount writes what it shows into the
// element as plain text, and the test reads which slots are mounted with which props.
import type { PlatformSlots, SlotName, SlotProps } from '../slots';

export interface TestSlotMount {
  name: SlotName;
  element: HTMLElement;
  props: SlotProps<SlotName>;
}

export interface TestSlots extends PlatformSlots {
  /** The slots mounted now, in mount order. */
  readonly mounted: readonly TestSlotMount[];
}

/** The text a mounted test slot shows: `comment-thread episode:1:3`, the slot and its first prop. */
export const testSlotText = (name: SlotName, props: SlotProps<SlotName>): string =>
  `${name} ${Object.values(props)[0] as string}`;

export function createTestSlots(): TestSlots {
  const mounted: TestSlotMount[] = [];
  return {
    mounted,
    mount(name, element, props) {
      const entry: TestSlotMount = { name, element, props };
      mounted.push(entry);
      element.textContent = testSlotText(name, props);
      return {
        update(next) {
          entry.props = next;
          element.textContent = testSlotText(name, next);
        },
        unmount() {
          mounted.splice(mounted.indexOf(entry), 1);
          element.textContent = '';
        },
      };
    },
  };
}
