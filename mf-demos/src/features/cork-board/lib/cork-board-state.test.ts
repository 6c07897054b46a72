import {
  corkBoardReducer,
  dropPosition,
  INITIAL_CARDS,
  initialCorkBoardState,
  parseStoredCards,
  type CorkBoardAction,
  type CorkBoardState,
} from './cork-board-state';

const editingWash: CorkBoardState = { ...initialCorkBoardState, editingId: 'wash' };

describe('initial cards', () => {
  it("are 'Wash' at (100,100) and 'your hands' at (200,300)", () => {
    expect(INITIAL_CARDS.map(({ t, x, y }) => ({ t, x, y }))).toEqual([
      { t: 'Wash', x: 100, y: 100 },
      { t: 'your hands', x: 200, y: 300 },
    ]);
  });
});

describe('corkBoardReducer', () => {
  it.each<
    [
      string,
      CorkBoardState,
      CorkBoardAction,
      Partial<CorkBoardState> & { cardText?: string; washAt?: [number, number] },
    ]
  >([
    [
      'view → editing on click',
      initialCorkBoardState,
      { type: 'startEdit', id: 'wash' },
      { editingId: 'wash' },
    ],
    ['editing → view on blur', editingWash, { type: 'endEdit' }, { editingId: null }],
    [
      'switching to another card',
      editingWash,
      { type: 'startEdit', id: 'your-hands' },
      { editingId: 'your-hands' },
    ],
    [
      'unknown card stays in view',
      initialCorkBoardState,
      { type: 'startEdit', id: 'nope' },
      { editingId: null },
    ],
    [
      'typing while editing',
      editingWash,
      { type: 'changeText', id: 'wash', text: 'Wash well' },
      { cardText: 'Wash well' },
    ],
    [
      'typing into a card not in edit mode is ignored',
      initialCorkBoardState,
      { type: 'changeText', id: 'wash', text: 'x' },
      { cardText: 'Wash' },
    ],
    [
      'moving a card in view',
      initialCorkBoardState,
      { type: 'move', id: 'wash', x: 10, y: 20 },
      { washAt: [10, 20] },
    ],
    [
      'moving the card being edited is ignored',
      editingWash,
      { type: 'move', id: 'wash', x: 10, y: 20 },
      { washAt: [100, 100] },
    ],
  ])('%s', (_label, state, action, expected) => {
    const next = corkBoardReducer(state, action);
    const wash = next.cards.find((card) => card.id === 'wash');
    if (expected.editingId !== undefined) expect(next.editingId).toBe(expected.editingId);
    if (expected.cardText !== undefined) expect(wash?.t).toBe(expected.cardText);
    if (expected.washAt) expect([wash?.x, wash?.y]).toEqual(expected.washAt);
  });

  it('adds a card and opens it for editing', () => {
    const next = corkBoardReducer(initialCorkBoardState, {
      type: 'add',
      id: 'n1',
      x: 24,
      y: 24,
      text: '新しいカード',
    });
    expect(next.cards).toHaveLength(3);
    expect(next.cards[2]).toEqual({ id: 'n1', t: '新しいカード', x: 24, y: 24 });
    expect(next.editingId).toBe('n1');
  });

  it('removes a card, leaving edit mode when it was the one edited', () => {
    const next = corkBoardReducer(editingWash, { type: 'remove', id: 'wash' });
    expect(next.cards.map((card) => card.t)).toEqual(['your hands']);
    expect(next.editingId).toBeNull();
  });

  it('returns the same state for no-op transitions', () => {
    expect(corkBoardReducer(initialCorkBoardState, { type: 'endEdit' })).toBe(initialCorkBoardState);
  });
});

describe('dropPosition', () => {
  it.each([
    [
      'board at the origin, grabbed at the corner',
      { x: 300, y: 200 },
      { x: 0, y: 0 },
      { x: 0, y: 0 },
      { x: 0, y: 0 },
      { x: 300, y: 200 },
    ],
    [
      'board offset in the page',
      { x: 300, y: 200 },
      { x: 50, y: 80 },
      { x: 0, y: 0 },
      { x: 0, y: 0 },
      { x: 250, y: 120 },
    ],
    [
      'grab offset inside the card',
      { x: 300, y: 200 },
      { x: 50, y: 80 },
      { x: 0, y: 0 },
      { x: 20, y: 10 },
      { x: 230, y: 110 },
    ],
    [
      'scrolled board',
      { x: 300, y: 200 },
      { x: 50, y: 80 },
      { x: 40, y: 100 },
      { x: 20, y: 10 },
      { x: 270, y: 210 },
    ],
    [
      'fractional pixels round',
      { x: 300.6, y: 200.4 },
      { x: 0, y: 0 },
      { x: 0, y: 0 },
      { x: 0, y: 0 },
      { x: 301, y: 200 },
    ],
    [
      'never left of or above the board',
      { x: 10, y: 10 },
      { x: 50, y: 80 },
      { x: 0, y: 0 },
      { x: 20, y: 10 },
      { x: 0, y: 0 },
    ],
  ])('%s', (_label, pointer, boardOrigin, boardScroll, grabOffset, expected) => {
    expect(dropPosition({ pointer, boardOrigin, boardScroll, grabOffset })).toEqual(expected);
  });
});

describe('parseStoredCards', () => {
  it.each([
    ['nothing stored', null],
    ['not JSON', '{oops'],
    ['not an array', '{"t":"x"}'],
    ['a card without a position', '[{"id":"a","t":"x"}]'],
  ])('falls back to the initial cards for %s', (_label, raw) => {
    expect(parseStoredCards(raw)).toBe(INITIAL_CARDS);
  });

  it('reads saved cards back', () => {
    const cards = [{ id: 'a', t: 'メモ', x: 1, y: 2 }];
    expect(parseStoredCards(JSON.stringify(cards))).toEqual(cards);
  });

  it('keeps an emptied board empty', () => {
    expect(parseStoredCards('[]')).toEqual([]);
  });
});
