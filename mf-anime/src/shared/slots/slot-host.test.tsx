// A slot as this remote hosts it: mounted through platform.slots into an element of its own, updated,
// unmounted with the host; said to be unavailable under a shell without slots.
import { render, screen } from '@testing-library/react';
import type { PlatformSlots, SlotProps } from '@anifan/contract';
import { createTestSlots } from '@anifan/contract/testing';
import { PlatformProvider } from '../../lib/platform-context';
import { createTestPlatform } from '../../testing/test-platform';
import { SlotHost } from './slot-host';

const episode = (n: number): SlotProps<'comment-thread'> => ({
  thread: `episode:1:${n}`,
  title: `第${n}話`,
});

function renderHost(slots: PlatformSlots | undefined, props = episode(3)) {
  const platform = createTestPlatform({ slots });
  const view = (next: SlotProps<'comment-thread'>) => (
    <PlatformProvider platform={platform}>
      <SlotHost name="comment-thread" props={next} unavailable={<p>表示できません</p>} />
    </PlatformProvider>
  );
  const result = render(view(props));
  return { ...result, show: (next: SlotProps<'comment-thread'>) => result.rerender(view(next)) };
}

describe('SlotHost', () => {
  it('mounts the slot into its element, sends changed props only, and unmounts with the host', () => {
    const slots = createTestSlots();
    const update = jest.fn();
    const mount = slots.mount.bind(slots);
    jest.spyOn(slots, 'mount').mockImplementation((name, element, props) => {
      const mounted = mount(name, element, props);
      return mounted && { update: (next) => (update(next), mounted.update(next)), unmount: mounted.unmount };
    });
    const { show, unmount, container } = renderHost(slots);
    expect(container).toHaveTextContent('comment-thread episode:1:3');
    show(episode(3));
    expect(update).not.toHaveBeenCalled();
    show(episode(4));
    expect(update).toHaveBeenCalledWith(episode(4));
    expect(container).toHaveTextContent('comment-thread episode:1:4');
    unmount();
    expect(slots.mounted).toEqual([]);
  });

  it('says the content is unavailable under a shell without slots', () => {
    renderHost(undefined);
    expect(screen.getByText('表示できません')).toBeInTheDocument();
  });

  it('says so too when the shell does not know the slot', () => {
    renderHost({ mount: () => null });
    expect(screen.getByText('表示できません')).toBeInTheDocument();
  });
});
