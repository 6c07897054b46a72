import {
  commentEditReducer,
  initialEditState,
  type EditAction,
  type EditState,
} from './comment-edit-reducer';

const editing = (draft: string, original = 'こんにちは', spoiler = false): EditState => ({
  status: 'editing',
  key: 'server-1',
  original,
  draft,
  originalSpoiler: false,
  spoiler,
});

describe('commentEditReducer', () => {
  it.each<[string, EditState, EditAction, EditState]>([
    [
      'none → editing copies the text into the draft',
      initialEditState,
      { type: 'start', key: 'server-1', text: 'こんにちは', spoiler: false },
      editing('こんにちは'),
    ],
    [
      'typing changes only the draft',
      editing('こんにちは'),
      { type: 'change', draft: 'こんばんは' },
      editing('こんばんは'),
    ],
    [
      'save stores the trimmed draft',
      editing('  こんばんは\n'),
      { type: 'save' },
      { status: 'saved', key: 'server-1', text: 'こんばんは', spoiler: false },
    ],
    [
      'marking ネタバレ changes only the mark',
      editing('こんにちは'),
      { type: 'markSpoiler', spoiler: true },
      editing('こんにちは', 'こんにちは', true),
    ],
    [
      'save of the same text with a new ネタバレ mark is a change',
      editing('こんにちは', 'こんにちは', true),
      { type: 'save' },
      { status: 'saved', key: 'server-1', text: 'こんにちは', spoiler: true },
    ],
    ['save keeps a blank draft in the edit box', editing('   '), { type: 'save' }, editing('   ')],
    [
      'save without a change is a cancel (no request)',
      editing('こんにちは '),
      { type: 'save' },
      { status: 'cancelled', key: 'server-1' },
    ],
    ['cancel leaves the edit', editing('途中'), { type: 'cancel' }, { status: 'cancelled', key: 'server-1' }],
    [
      'saved → none on finish',
      { status: 'saved', key: 'server-1', text: 'x', spoiler: false },
      { type: 'finish' },
      initialEditState,
    ],
    [
      'cancelled → none on finish',
      { status: 'cancelled', key: 'server-1' },
      { type: 'finish' },
      initialEditState,
    ],
    [
      'starting another comment abandons the draft',
      editing('途中'),
      { type: 'start', key: 'guest-5', text: 'ゲスト', spoiler: false },
      {
        status: 'editing',
        key: 'guest-5',
        original: 'ゲスト',
        draft: 'ゲスト',
        originalSpoiler: false,
        spoiler: false,
      },
    ],
    ['typing without an edit is ignored', initialEditState, { type: 'change', draft: 'x' }, initialEditState],
    ['save without an edit is ignored', initialEditState, { type: 'save' }, initialEditState],
    ['cancel without an edit is ignored', initialEditState, { type: 'cancel' }, initialEditState],
    ['finish while editing keeps the edit', editing('途中'), { type: 'finish' }, editing('途中')],
    [
      'start while a save is being finished is ignored',
      { status: 'saved', key: 'server-1', text: 'x', spoiler: false },
      { type: 'start', key: 'server-2', text: 'y', spoiler: false },
      { status: 'saved', key: 'server-1', text: 'x', spoiler: false },
    ],
  ])('%s', (_name, state, action, expected) => {
    expect(commentEditReducer(state, action)).toEqual(expected);
  });
});
