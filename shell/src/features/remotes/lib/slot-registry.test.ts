// platform.slots as the shell keeps it: mounts, updates and unmounts, for SlotPortals to render.
import { createSlotRegistry } from './slot-registry';

const episode3 = { thread: 'episode:1:3', title: '第3話の感想' } as const;
const episode4 = { thread: 'episode:1:4', title: '第4話の感想' } as const;

describe('createSlotRegistry', () => {
  it('lists a mounted slot with its element and props, follows its updates and forgets it once unmounted', () => {
    const registry = createSlotRegistry();
    const element = document.createElement('div');
    const mount = registry.slots.mount('comment-thread', element, episode3);
    expect(registry.mounted()).toEqual([{ id: 1, name: 'comment-thread', element, props: episode3 }]);
    mount?.update(episode4);
    expect(registry.mounted()).toEqual([{ id: 1, name: 'comment-thread', element, props: episode4 }]);
    mount?.unmount();
    expect(registry.mounted()).toEqual([]);
  });

  it('ignores updates and a second unmount after the slot is gone', () => {
    const registry = createSlotRegistry();
    const mount = registry.slots.mount('comment-thread', document.createElement('div'), episode3);
    mount?.unmount();
    mount?.update(episode4);
    mount?.unmount();
    expect(registry.mounted()).toEqual([]);
  });

  it('keeps one slot per element: mounting into it again replaces the first, whose handle no longer acts', () => {
    const registry = createSlotRegistry();
    const element = document.createElement('div');
    const other = document.createElement('div');
    const first = registry.slots.mount('comment-thread', element, episode3);
    registry.slots.mount('comment-thread', other, episode3);
    registry.slots.mount('comment-thread', element, episode4);
    expect(registry.mounted().map((slot) => [slot.element, slot.props])).toEqual([
      [other, episode3],
      [element, episode4],
    ]);
    first?.update(episode3);
    first?.unmount();
    expect(registry.mounted()).toHaveLength(2);
  });

  it('answers null for a slot this shell does not know', () => {
    const registry = createSlotRegistry();
    const mount = (registry.slots.mount as (name: string, element: HTMLElement, props: object) => unknown)(
      'poll',
      document.createElement('div'),
      {},
    );
    expect(mount).toBeNull();
    expect(registry.mounted()).toEqual([]);
  });
});
