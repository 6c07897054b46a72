// The test stand-in for the shell's slots: what remotes' tests read from it.
import { createTestSlots } from './test-slots';

describe('createTestSlots', () => {
  it('shows each mount in its element, follows updates and forgets an unmounted slot', () => {
    const slots = createTestSlots();
    const element = document.createElement('div');
    const mount = slots.mount('comment-thread', element, { thread: 'episode:1:3', title: '第3話の感想' });
    expect(element.textContent).toBe('comment-thread episode:1:3');
    expect(slots.mounted).toEqual([
      { name: 'comment-thread', element, props: { thread: 'episode:1:3', title: '第3話の感想' } },
    ]);
    mount?.update({ thread: 'episode:1:4', title: '第4話の感想' });
    expect(element.textContent).toBe('comment-thread episode:1:4');
    mount?.unmount();
    expect(element.textContent).toBe('');
    expect(slots.mounted).toEqual([]);
  });
});
