// エピソード: the episodes listed, a thread mounted through the shell only when opened, and the veil by
// the viewer's マイリスト progress (a guest's list in this browser) with 表示する remembered per episode.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlatformSlots } from '@anifan/contract';
import { createTestSlots, type TestSlots } from '@anifan/contract/testing';
import { PlatformProvider } from '../../../lib/platform-context';
import { GUEST_LIST_STORAGE_KEY } from '../../../shared/my-list/lib/guest-backend';
import type { KnownEpisodes, ListEntry } from '../../../shared/my-list';
import { createTestPlatform } from '../../../testing/test-platform';
import { EPISODES_AT_FIRST, EpisodesSection } from './episodes-section';

const MEDIA_ID = 113415;

function guestProgress(progress: number, patch: Partial<ListEntry> = {}) {
  const entry: ListEntry = {
    mediaId: MEDIA_ID,
    status: 'CURRENT',
    progress,
    repeat: 0,
    scoreRaw: 0,
    notes: null,
    private: false,
    startedAt: null,
    completedAt: null,
    updatedAt: 1,
    ...patch,
  };
  localStorage.setItem(GUEST_LIST_STORAGE_KEY, JSON.stringify([entry]));
}

async function renderSection(
  known: KnownEpisodes = { count: 24, final: true },
  /** Null: a shell without slots. */
  slots: PlatformSlots | null = createTestSlots(),
  linkedEpisode: number | null = null,
) {
  const platform = createTestPlatform(slots ? { slots } : {});
  const view = (
    <PlatformProvider platform={platform}>
      <EpisodesSection mediaId={MEDIA_ID} title="呪術廻戦" known={known} linkedEpisode={linkedEpisode} />
    </PlatformProvider>
  );
  const result = render(view);
  // The list (a guest's, from this browser) loads in a task of its own.
  await act(async () => undefined);
  return { ...result, slots: slots as TestSlots, user: userEvent.setup() };
}

const threads = (slots: TestSlots) => slots.mounted.map((slot) => slot.props);

describe('EpisodesSection', () => {
  beforeEach(() => localStorage.clear());

  it('lists the episodes the catalogue knows, each opening its thread, and loads no thread before one is opened', async () => {
    const { slots } = await renderSection({ count: 24, final: true });
    const section = screen.getByRole('region', { name: 'エピソード' });
    expect(within(section).getByText('全24話')).toBeInTheDocument();
    const list = within(section).getByRole('list', { name: '『呪術廻戦』のエピソード' });
    const buttons = within(list).getAllByRole('button');
    expect(buttons).toHaveLength(24);
    expect(buttons[0]).toHaveTextContent('第1話の感想');
    expect(buttons[23]).toHaveTextContent('第24話の感想');
    expect(buttons[0]).toHaveAttribute('aria-expanded', 'false');
    expect(slots.mounted).toEqual([]);
  });

  it.each<[KnownEpisodes, string]>([
    [{ count: 5, final: false }, '放送済みの第5話まで（以降は放送後に追加されます）'],
    [
      { count: 26, final: false, slots: true },
      '放送枠26回分（休止の週はデータにないため、実際の話数はこれより少ないことがあります）',
    ],
  ])('lists only what the catalogue knows: %j', async (known, note) => {
    await renderSection(known);
    expect(screen.getByText(note)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /話の感想$/ })).toHaveLength(known.count);
  });

  it('says so when the catalogue knows no episode yet', async () => {
    await renderSection({ count: 0, final: false });
    expect(screen.getByText('この作品の話数はまだわかっていません。')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('lists a long series in part first, the rest on demand', async () => {
    const { user } = await renderSection({ count: 1100, final: false });
    // Counted by list items: a role query over 1,100 buttons takes seconds in jsdom.
    const items = () => screen.getByRole('list').querySelectorAll('li');
    expect(items()).toHaveLength(EPISODES_AT_FIRST);
    await user.click(
      screen.getByRole('button', { name: `第${EPISODES_AT_FIRST + 1}話〜第1100話も表示する` }),
    );
    expect(items()).toHaveLength(1100);
    expect(items()[1099]).toHaveTextContent('第1100話の感想');
  });

  it('veils every thread for a viewer with no progress', async () => {
    // jsdom lays nothing out and has no scrollIntoView.
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const { user, slots } = await renderSection();
    await user.click(screen.getByRole('button', { name: '第1話の感想' }));
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
    delete (Element.prototype as Partial<Element>).scrollIntoView;
    expect(await screen.findByText('第1話をまだ見ていません')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: '第1話の感想' })).toBeInTheDocument();
    expect(document.getElementById('episode-thread')).toHaveFocus();
    expect(screen.getByRole('button', { name: '表示する' })).toBeInTheDocument();
    expect(slots.mounted).toEqual([]);
  });

  it('opens the thread of a seen episode (progress 3 → 第3話) and veils the next one (第4話)', async () => {
    guestProgress(3);
    const { user, slots } = await renderSection();
    await waitFor(() => expect(screen.getAllByText('（視聴済み）')).toHaveLength(3));
    expect(screen.getByText('全24話・✓ はマイリストで見た話')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '第3話の感想 （視聴済み）' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^第3話の感想/ }));
    await waitFor(() =>
      expect(threads(slots)).toEqual([{ thread: `episode:${MEDIA_ID}:3`, title: '第3話の感想' }]),
    );
    expect(screen.getByRole('button', { name: /^第3話の感想/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByText(/まだ見ていません/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '第4話の感想' }));
    expect(await screen.findByText('第4話をまだ見ていません')).toBeInTheDocument();
    expect(slots.mounted).toEqual([]);
  });

  it('shows every thread to a viewer who has seen the work (見た)', async () => {
    guestProgress(0, { status: 'COMPLETED' });
    const { user, slots } = await renderSection();
    await waitFor(() => expect(screen.getAllByText('（視聴済み）')).toHaveLength(24));
    await user.click(screen.getByRole('button', { name: /^第24話の感想/ }));
    await waitFor(() => expect(threads(slots)).toHaveLength(1));
  });

  it('lifts the veil on 表示する and remembers it for that episode only', async () => {
    guestProgress(3);
    const first = await renderSection();
    await first.user.click(await screen.findByRole('button', { name: '第4話の感想' }));
    await first.user.click(await screen.findByRole('button', { name: '表示する' }));
    expect(threads(first.slots)).toEqual([{ thread: `episode:${MEDIA_ID}:4`, title: '第4話の感想' }]);
    // The thread heads itself; the panel keeps the focus the button had.
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
    expect(document.getElementById('episode-thread')).toHaveFocus();
    first.unmount();

    const again = await renderSection();
    await again.user.click(await screen.findByRole('button', { name: '第4話の感想' }));
    await waitFor(() => expect(threads(again.slots)).toHaveLength(1));
    expect(screen.queryByText(/まだ見ていません/)).not.toBeInTheDocument();
    await again.user.click(screen.getByRole('button', { name: '第5話の感想' }));
    expect(await screen.findByText('第5話をまだ見ていません')).toBeInTheDocument();
    expect(again.slots.mounted).toEqual([]);
  });

  it('takes the thread away on 閉じる or when the episode is clicked again', async () => {
    guestProgress(3);
    const { user, slots } = await renderSection();
    const third = await screen.findByRole('button', { name: /^第3話の感想/ });
    await user.click(third);
    await waitFor(() => expect(threads(slots)).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: '閉じる' }));
    expect(slots.mounted).toEqual([]);
    expect(third).toHaveFocus();
    await user.click(third);
    await waitFor(() => expect(threads(slots)).toHaveLength(1));
    await user.click(third);
    expect(slots.mounted).toEqual([]);
    expect(document.getElementById('episode-thread')).toBeNull();
  });

  it('opens the thread of the episode the address names (EPISODE_PARAM), veil rules and all', async () => {
    guestProgress(3);
    const slots = createTestSlots();
    const first = await renderSection(undefined, slots, 3);
    await waitFor(() =>
      expect(threads(slots)).toEqual([{ thread: `episode:${MEDIA_ID}:3`, title: '第3話の感想' }]),
    );
    expect(screen.getByRole('button', { name: /^第3話の感想/ })).toHaveAttribute('aria-expanded', 'true');
    first.unmount();

    const unseen = await renderSection(undefined, createTestSlots(), 4);
    expect(await screen.findByText('第4話をまだ見ていません')).toBeInTheDocument();
    expect(unseen.slots.mounted).toEqual([]);
  });

  it('lists every episode when the linked one is past the first ones', async () => {
    await renderSection({ count: 100, final: true }, createTestSlots(), EPISODES_AT_FIRST + 8);
    expect(screen.getByRole('list').querySelectorAll('li')).toHaveLength(100);
    expect(await screen.findByText(`第${EPISODES_AT_FIRST + 8}話をまだ見ていません`)).toBeInTheDocument();
  });

  it('says briefly that the thread cannot be shown under a shell without slots', async () => {
    guestProgress(3);
    const { user } = await renderSection(undefined, null);
    await user.click(await screen.findByRole('button', { name: /^第3話の感想/ }));
    expect(
      await screen.findByText(
        'お使いのアプリのバージョンでは感想を表示できません。ページを再読み込みしてください。',
      ),
    ).toBeInTheDocument();
  });
});
