import { parseThreadEvent } from './thread-events';

describe('parseThreadEvent', () => {
  const counts = { like: 2, laugh: 0, cry: 0, surprise: 0, heart: 0 };

  it('reads the change a reactions event carries, and leaves a malformed one out', () => {
    const change = { userId: 'pub-bob', reaction: 'like', added: true };
    expect(
      parseThreadEvent(
        'reactions',
        JSON.stringify({ commentId: 1, reactions: counts, myReactions: [], change }),
      ),
    ).toEqual({ type: 'reactions', commentId: 1, reactions: counts, change });
    expect(
      parseThreadEvent(
        'reactions',
        JSON.stringify({ commentId: 1, reactions: counts, change: { ...change, reaction: 'angry' } }),
      ),
    ).toEqual({ type: 'reactions', commentId: 1, reactions: counts });
  });
});
