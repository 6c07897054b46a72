// The cork board's state (docs/screens.md#cork-board): cards, and which one (if any) is being edited, as a pure reducer.
export interface CorkCard {
  id: string;
  /** The card's text. */
  t: string;
  x: number;
  y: number;
}

export interface CorkBoardState {
  cards: CorkCard[];
  /** The card in edit mode; every other card is in view mode. */
  editingId: string | null;
}

export type CorkBoardAction =
  | { type: 'startEdit'; id: string }
  | { type: 'changeText'; id: string; text: string }
  | { type: 'endEdit' }
  | { type: 'move'; id: string; x: number; y: number }
  | { type: 'add'; id: string; x: number; y: number; text: string }
  | { type: 'remove'; id: string };

export const INITIAL_CARDS: CorkCard[] = [
  { id: 'wash', t: 'Wash', x: 100, y: 100 },
  { id: 'your-hands', t: 'your hands', x: 200, y: 300 },
];

export const initialCorkBoardState: CorkBoardState = { cards: INITIAL_CARDS, editingId: null };

const exists = (state: CorkBoardState, id: string) => state.cards.some((card) => card.id === id);

export function corkBoardReducer(state: CorkBoardState, action: CorkBoardAction): CorkBoardState {
  switch (action.type) {
    case 'startEdit':
      return exists(state, action.id) && state.editingId !== action.id
        ? { ...state, editingId: action.id }
        : state;
    case 'changeText':
      // Only the card in edit mode takes text.
      if (state.editingId !== action.id) return state;
      return {
        ...state,
        cards: state.cards.map((card) => (card.id === action.id ? { ...card, t: action.text } : card)),
      };
    case 'endEdit':
      return state.editingId === null ? state : { ...state, editingId: null };
    case 'move':
      // A card being edited cannot be dragged.
      if (state.editingId === action.id || !exists(state, action.id)) return state;
      return {
        ...state,
        cards: state.cards.map((card) =>
          card.id === action.id ? { ...card, x: action.x, y: action.y } : card,
        ),
      };
    case 'add':
      if (exists(state, action.id)) return state;
      return {
        cards: [...state.cards, { id: action.id, t: action.text, x: action.x, y: action.y }],
        editingId: action.id,
      };
    case 'remove':
      return {
        cards: state.cards.filter((card) => card.id !== action.id),
        editingId: state.editingId === action.id ? null : state.editingId,
      };
  }
}

export interface Point {
  x: number;
  y: number;
}

/** Where on the board the drop happened, and where inside the card it was grabbed. */
export interface DropGeometry {
  /** The pointer at drop time (clientX/clientY). */
  pointer: Point;
  /** The board's padding-box origin in client coordinates: rect.left + clientLeft, rect.top + clientTop. */
  boardOrigin: Point;
  /** How far the board is scrolled. */
  boardScroll: Point;
  /** Pointer minus the card's top-left corner at drag start. */
  grabOffset: Point;
}

/**
 * The drop rule: the card's new top-left, in board coordinates, is the drop point relative to the board
 * minus the grab offset, so the point of the card under the pointer stays under it. Rounded to whole pixels
 * and kept at 0 or more so a card never ends up out of reach above or left of the board.
 */
export function dropPosition({ pointer, boardOrigin, boardScroll, grabOffset }: DropGeometry): Point {
  return {
    x: Math.max(0, Math.round(pointer.x - boardOrigin.x + boardScroll.x - grabOffset.x)),
    y: Math.max(0, Math.round(pointer.y - boardOrigin.y + boardScroll.y - grabOffset.y)),
  };
}

export const STORAGE_KEY = 'anifan.corkBoard';

function isCard(value: unknown): value is CorkCard {
  const card = value as Partial<CorkCard> | null;
  return (
    typeof card?.id === 'string' &&
    typeof card.t === 'string' &&
    Number.isFinite(card.x) &&
    Number.isFinite(card.y)
  );
}

/** Cards saved by an earlier visit; anything unreadable gives the initial cards back. */
export function parseStoredCards(raw: string | null): CorkCard[] {
  if (raw === null) return INITIAL_CARDS;
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) && parsed.every(isCard) ? parsed : INITIAL_CARDS;
  } catch {
    return INITIAL_CARDS;
  }
}
