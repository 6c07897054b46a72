import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ThreadKey } from '@anifan/contract';
import { createTestPlatform } from '../testing/test-platform';
import CommentThreadSlot from './comment-thread-slot';

beforeEach(() => sessionStorage.clear());

describe('./CommentThread (the shell’s slot)', () => {
  it('shows an episode’s thread under the given title and keeps a guest’s comment in this tab', async () => {
    const user = userEvent.setup();
    const platform = createTestPlatform({
      api: async () => ({ thread: 'episode:113415:3', comments: [], nextBefore: null }),
    });
    render(<CommentThreadSlot platform={platform} thread="episode:113415:3" title="第3話の感想" />);
    expect(screen.getByRole('region', { name: '第3話の感想' })).toBeInTheDocument();
    expect(await screen.findByText('まだコメントはありません。')).toBeInTheDocument();
    expect(platform.request).toHaveBeenCalledWith('/comments?thread=episode%3A113415%3A3', expect.anything());

    await user.type(screen.getByRole('textbox', { name: 'コメント' }), '神回{Enter}');
    expect(screen.getByText('神回')).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('anifan.episodeCommentList')!)).toEqual([
      { commentId: expect.any(Number), thread: 'episode:113415:3', userId: 'guestUser', commentText: '神回' },
    ]);
    expect(sessionStorage.getItem('characterCommentList')).toBeNull();
  });

  it('shows nothing to write in for a key that names no thread', () => {
    const platform = createTestPlatform();
    render(<CommentThreadSlot platform={platform} thread={'episode:0:1' as ThreadKey} title="第1話の感想" />);
    expect(screen.getByRole('alert')).toHaveTextContent('このスレッドは表示できません。');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(platform.request).not.toHaveBeenCalled();
  });
});
