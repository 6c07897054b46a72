// The list controls as a fan uses them: by pointer, by keyboard and by screen reader, as a guest.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlatformProvider } from '../../../lib/platform-context';
import { createTestPlatform } from '../../../testing/test-platform';
import { GUEST_LIST_STORAGE_KEY } from '../lib/guest-backend';
import type { ListEntry } from '../types';
import { CompactListStatus } from './compact-status-control';
import { MyListMessages } from './my-list-messages';
import { MyListPanel } from './my-list-panel';

const JUJUTSU = 113415;
const TITLE = '呪術廻戦';

function stored(): ListEntry[] {
  return JSON.parse(localStorage.getItem(GUEST_LIST_STORAGE_KEY) ?? '[]') as ListEntry[];
}

function renderWith(ui: React.ReactNode, entries: Partial<ListEntry>[] = []) {
  localStorage.clear();
  if (entries.length > 0) {
    localStorage.setItem(
      GUEST_LIST_STORAGE_KEY,
      JSON.stringify(
        entries.map((entry) => ({
          mediaId: JUJUTSU,
          status: 'CURRENT',
          progress: 0,
          repeat: 0,
          scoreRaw: 0,
          notes: null,
          private: false,
          startedAt: null,
          completedAt: null,
          updatedAt: 1,
          ...entry,
        })),
      ),
    );
  }
  const platform = createTestPlatform();
  return render(
    <PlatformProvider platform={platform}>
      {ui}
      <MyListMessages />
    </PlatformProvider>,
  );
}

describe('the detail status control', () => {
  it('names each status, says which is pressed, and keeps focus on the one pressed', async () => {
    const user = userEvent.setup();
    renderWith(<MyListPanel mediaId={JUJUTSU} title={TITLE} known={null} />);
    const group = await screen.findByRole('group', { name: '『呪術廻戦』の視聴状況' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      '見たい',
      '見てる',
      '見た',
      '一時中断',
      '視聴中止',
    ]);
    await screen.findByRole('button', { name: '見てる', pressed: false });
    buttons[1]!.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: '見てる' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '見てる' })).toHaveFocus();
    expect(stored()[0]).toMatchObject({ mediaId: JUJUTSU, status: 'CURRENT' });
    await user.keyboard('{Tab}{Tab} ');
    expect(screen.getByRole('button', { name: '一時中断' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '見てる' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('removes the work in one action, offers 元に戻す, and puts it back as it was', async () => {
    const user = userEvent.setup();
    renderWith(<MyListPanel mediaId={JUJUTSU} title={TITLE} known={null} />, [
      { status: 'PAUSED', progress: 7 },
    ]);
    await user.click(await screen.findByRole('button', { name: 'マイリストから外す' }));
    expect(stored()).toEqual([]);
    expect(screen.getByRole('button', { name: '見たい' })).toHaveFocus();
    expect(screen.getByText('『呪術廻戦』をマイリストから外しました')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '元に戻す' }));
    expect(stored()[0]).toMatchObject({ status: 'PAUSED', progress: 7 });
    expect(screen.getByRole('button', { name: '一時中断' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: '元に戻す' })).not.toBeInTheDocument();
  });

  it('shows a rewatch as 見てる with which time it is', async () => {
    renderWith(<MyListPanel mediaId={JUJUTSU} title={TITLE} known={null} />, [
      { status: 'REPEATING', repeat: 1 },
    ]);
    expect(await screen.findByRole('button', { name: '見てる', pressed: true })).toBeInTheDocument();
    expect(screen.getByText('再視聴中（2回目）')).toBeInTheDocument();
  });
});

describe('the compact status control', () => {
  it('opens its menu from the keyboard on the current status and picks with Enter, focus back on the button', async () => {
    const user = userEvent.setup();
    renderWith(<CompactListStatus mediaId={JUJUTSU} title={TITLE} />, [{ status: 'PLANNING' }]);
    const button = await screen.findByRole('button', { name: '『呪術廻戦』のマイリスト：見たい' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await user.keyboard('{ArrowDown}');
    const menu = screen.getByRole('menu', { name: '『呪術廻戦』の視聴状況' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('menuitemradio', { name: '見たい' })).toHaveFocus();
    expect(within(menu).getByRole('menuitemradio', { name: '見たい' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '『呪術廻戦』のマイリスト：見てる' })).toHaveFocus();
    expect(stored()[0]).toMatchObject({ status: 'CURRENT' });
  });

  it('names each state with the words it shows (WCAG 2.5.3, label in name)', async () => {
    const user = userEvent.setup();
    renderWith(<CompactListStatus mediaId={JUJUTSU} title={TITLE} />);
    const add = await screen.findByRole('button', { name: '『呪術廻戦』をマイリストに追加' });
    expect(add).toHaveTextContent(/^マイリスト$/);
    await user.click(add);
    await user.click(screen.getByRole('menuitemradio', { name: '見たい' }));
    const status = screen.getByRole('button', { name: '『呪術廻戦』のマイリスト：見たい' });
    expect(status).toHaveTextContent(/^見たい$/);
  });

  it('wraps with the arrow keys, jumps with Home and End, and closes on Escape without changing anything', async () => {
    const user = userEvent.setup();
    renderWith(<CompactListStatus mediaId={JUJUTSU} title={TITLE} />);
    await user.click(await screen.findByRole('button', { name: '『呪術廻戦』をマイリストに追加' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'マイリストから外す' })).not.toBeInTheDocument();
    await user.keyboard('{ArrowUp}');
    expect(within(menu).getByRole('menuitemradio', { name: '視聴中止' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitemradio', { name: '見たい' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(within(menu).getByRole('menuitemradio', { name: '視聴中止' })).toHaveFocus();
    await user.keyboard('{Home}{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '『呪術廻戦』をマイリストに追加' })).toHaveFocus();
    expect(stored()).toEqual([]);
  });

  it('removes from the menu with 元に戻す', async () => {
    const user = userEvent.setup();
    renderWith(<CompactListStatus mediaId={JUJUTSU} title={TITLE} />, [
      { status: 'COMPLETED', progress: 24 },
    ]);
    await user.click(await screen.findByRole('button', { name: '『呪術廻戦』のマイリスト：見た' }));
    await user.click(screen.getByRole('menuitem', { name: 'マイリストから外す' }));
    expect(stored()).toEqual([]);
    expect(screen.getByRole('button', { name: '『呪術廻戦』をマイリストに追加' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: '元に戻す' }));
    expect(screen.getByRole('button', { name: '『呪術廻戦』のマイリスト：見た' })).toBeInTheDocument();
    expect(stored()[0]).toMatchObject({ status: 'COMPLETED', progress: 24 });
  });

  it('closes when the fan clicks elsewhere', async () => {
    const user = userEvent.setup();
    renderWith(<CompactListStatus mediaId={JUJUTSU} title={TITLE} />);
    await user.click(await screen.findByRole('button', { name: '『呪術廻戦』をマイリストに追加' }));
    await user.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

describe('episode progress', () => {
  const FINAL = { count: 24, final: true };

  it('lists the known episodes; ここまで見た marks every earlier one and makes the work 見てる', async () => {
    const user = userEvent.setup();
    renderWith(<MyListPanel mediaId={JUJUTSU} title={TITLE} known={FINAL} />);
    expect(await screen.findAllByRole('checkbox')).toHaveLength(24);
    expect(screen.getByText('全24話・0話まで視聴')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '第3話：ここまで見た' }));
    for (const name of ['第1話', '第2話', '第3話'])
      expect(screen.getByRole('checkbox', { name })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '第4話' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: '見てる' })).toHaveAttribute('aria-pressed', 'true');
    expect(stored()[0]).toMatchObject({ status: 'CURRENT', progress: 3, startedAt: expect.any(Object) });
    expect(screen.getByText('第3話まで見たことにしました')).toBeInTheDocument();
  });

  it('unchecks an episode and the ones after it, and 元に戻す brings them back', async () => {
    const user = userEvent.setup();
    renderWith(<MyListPanel mediaId={JUJUTSU} title={TITLE} known={FINAL} />, [{ progress: 5 }]);
    await user.click(await screen.findByRole('checkbox', { name: '第4話' }));
    expect(screen.getByRole('checkbox', { name: '第3話' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '第4話' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: '第5話' })).not.toBeChecked();
    expect(screen.getByText('第4話から未視聴に戻しました')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '元に戻す' }));
    expect(screen.getByRole('checkbox', { name: '第5話' })).toBeChecked();
    expect(stored()[0]).toMatchObject({ progress: 5 });
  });

  it('keeps the keyboard on the checkbox it toggled (Space)', async () => {
    const user = userEvent.setup();
    renderWith(<MyListPanel mediaId={JUJUTSU} title={TITLE} known={FINAL} />);
    const first = await screen.findByRole('checkbox', { name: '第1話' });
    first.focus();
    await user.keyboard(' ');
    expect(first).toBeChecked();
    expect(first).toHaveFocus();
  });

  it('is one Tab stop, on the next episode, moved through with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    renderWith(<MyListPanel mediaId={JUJUTSU} title={TITLE} known={FINAL} />, [{ progress: 2 }]);
    const episodes = await screen.findByRole('toolbar', { name: '視聴した話' });
    // A toolbar holds controls; list items there would be list items outside a list (Lighthouse's listitem).
    expect(episodes.querySelectorAll('li')).toHaveLength(0);
    const stops = [
      ...within(episodes).getAllByRole('checkbox'),
      ...within(episodes).getAllByRole('button'),
    ].filter((item) => item.tabIndex === 0);
    expect(stops).toEqual([screen.getByRole('checkbox', { name: '第3話' })]);
    screen.getByRole('button', { name: 'マイリストから外す' }).focus();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: '第3話' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: '第3話：ここまで見た' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: '第4話：ここまで見た' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('checkbox', { name: '第4話' })).toBeChecked();
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(screen.getByRole('checkbox', { name: '第3話' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: '第24話：ここまで見た' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('checkbox', { name: '第1話' })).toHaveFocus();
    // Tab leaves the episodes for the score.
    await user.tab();
    expect(screen.getByRole('combobox', { name: '評価' })).toHaveFocus();
  });

  it('makes the work 見た with the completion date when the last episode is checked', async () => {
    const user = userEvent.setup();
    renderWith(<MyListPanel mediaId={JUJUTSU} title={TITLE} known={FINAL} />, [{ progress: 23 }]);
    await user.click(await screen.findByRole('checkbox', { name: '第24話' }));
    expect(screen.getByRole('button', { name: '見た' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('視聴完了日')).not.toHaveValue('');
  });

  it('marks every episode when the work is picked as 見た', async () => {
    const user = userEvent.setup();
    renderWith(<MyListPanel mediaId={JUJUTSU} title={TITLE} known={FINAL} />, [{ progress: 2 }]);
    await user.click(await screen.findByRole('button', { name: '見た' }));
    expect(screen.getByRole('checkbox', { name: '第24話' })).toBeChecked();
    expect(screen.getByText('全24話・24話まで視聴')).toBeInTheDocument();
  });

  it('lists only the aired episodes of a work still on air, and says so', async () => {
    renderWith(<MyListPanel mediaId={JUJUTSU} title={TITLE} known={{ count: 5, final: false }} />);
    expect(await screen.findAllByRole('checkbox')).toHaveLength(5);
    expect(screen.getByText(/放送済みの第5話まで/)).toBeInTheDocument();
  });

  it("says a finished work's weekly slots are slots, and completes nothing at the last one", async () => {
    const user = userEvent.setup();
    const slots = { count: 26, final: false, slots: true };
    renderWith(<MyListPanel mediaId={JUJUTSU} title={TITLE} known={slots} />, [{ progress: 25 }]);
    expect(await screen.findByText(/放送枠26回分（休止の週はデータにないため/)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: '第26話' }));
    expect(screen.getByRole('button', { name: '見てる' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '見た' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('says when no episode is known instead of inventing some', async () => {
    renderWith(<MyListPanel mediaId={JUJUTSU} title={TITLE} known={{ count: 0, final: false }} />);
    expect(await screen.findByText('この作品の話数はまだわかっていません。')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});

describe('score, dates and memo', () => {
  it('scores 0–10 in steps of 0.5, stored on the 100-point scale', async () => {
    const user = userEvent.setup();
    renderWith(<MyListPanel mediaId={JUJUTSU} title={TITLE} known={null} />, [{ scoreRaw: 0 }]);
    const score = await screen.findByRole('combobox', { name: '評価' });
    expect(score).toHaveDisplayValue('未評価');
    expect(within(score).getAllByRole('option')).toHaveLength(21);
    await user.selectOptions(score, '8.5');
    expect(stored()[0]).toMatchObject({ scoreRaw: 85 });
    await user.selectOptions(score, '未評価');
    expect(stored()[0]).toMatchObject({ scoreRaw: 0 });
  });

  it('lets the fan change the start date', async () => {
    const user = userEvent.setup();
    renderWith(<MyListPanel mediaId={JUJUTSU} title={TITLE} known={null} />, [
      { startedAt: { year: 2026, month: 11, day: 1 } },
    ]);
    const started = await screen.findByLabelText('視聴開始日');
    expect(started).toHaveValue('2026-11-01');
    await user.clear(started);
    expect(stored()[0]!.startedAt).toBeNull();
    await user.type(started, '2026-10-15');
    expect(stored()[0]!.startedAt).toEqual({ year: 2026, month: 10, day: 15 });
  });

  it('counts the memo as typed, stops at 1,000 characters, and saves it', async () => {
    const user = userEvent.setup();
    renderWith(<MyListPanel mediaId={JUJUTSU} title={TITLE} known={null} />, [{}]);
    const memo = await screen.findByRole('textbox', { name: 'メモ（自分だけに表示）' });
    expect(memo).toHaveAccessibleDescription('0 / 1000文字');
    expect(screen.getByRole('button', { name: 'メモを保存' })).toBeDisabled();
    await user.type(memo, '五条先生');
    expect(memo).toHaveAccessibleDescription('4 / 1000文字');
    await user.click(screen.getByRole('button', { name: 'メモを保存' }));
    expect(stored()[0]).toMatchObject({ notes: '五条先生' });
    expect(memo).toHaveAttribute('maxLength', '1000');
  });

  it('shows no score or memo for a work not on the list', async () => {
    renderWith(<MyListPanel mediaId={JUJUTSU} title={TITLE} known={null} />);
    await screen.findByRole('group', { name: '『呪術廻戦』の視聴状況' });
    expect(screen.queryByRole('combobox', { name: '評価' })).not.toBeInTheDocument();
  });
});

describe('the messages bar', () => {
  it('forgets 元に戻す after a few seconds', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderWith(<MyListPanel mediaId={JUJUTSU} title={TITLE} known={null} />, [{}]);
      await user.click(await screen.findByRole('button', { name: 'マイリストから外す' }));
      expect(screen.getByRole('button', { name: '元に戻す' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(8_000));
      expect(screen.queryByRole('button', { name: '元に戻す' })).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
